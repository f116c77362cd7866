// CEditLine: libedit's histedit.h API for Swift.
//
// Swift cannot call C-variadic functions, and el_set(), el_get() and
// history() are all variadic. Each operation StackLab uses gets one
// static-inline wrapper here; Clang compiles them into the importing Swift
// module, so no C target is needed. Add a wrapper here before using a new
// el_set/el_get/history operation from Swift.
#ifndef STACKLAB_CEDITLINE_SHIM_H
#define STACKLAB_CEDITLINE_SHIM_H

#include <stdio.h>
#include <histedit.h>
#include <sys/ioctl.h>

typedef char *(*swel_prompt_fn)(EditLine *);
typedef unsigned char (*swel_cmd_fn)(EditLine *, int);

// MARK: - el_set / el_get

static inline int swel_set_prompt_esc(EditLine *el, swel_prompt_fn f, char delimiter) {
    return el_set(el, EL_PROMPT_ESC, f, delimiter);
}
static inline int swel_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}
static inline int swel_set_signal(EditLine *el, int on) {
    return el_set(el, EL_SIGNAL, on);
}
static inline int swel_set_clientdata(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}
static inline void *swel_get_clientdata(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}
static inline int swel_addfn(EditLine *el, const char *name, const char *help, swel_cmd_fn f) {
    return el_set(el, EL_ADDFN, name, help, f);
}
static inline int swel_bind(EditLine *el, const char *keys, const char *fn) {
    return el_set(el, EL_BIND, keys, fn, NULL);
}
static inline int swel_set_hist(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}

// MARK: - history()

static inline int swhist_setsize(History *h, int n) {
    HistEvent ev; return history(h, &ev, H_SETSIZE, n);
}
static inline int swhist_setunique(History *h, int on) {
    HistEvent ev; return history(h, &ev, H_SETUNIQUE, on);
}
static inline int swhist_enter(History *h, const char *s) {
    HistEvent ev; return history(h, &ev, H_ENTER, s);
}
static inline int swhist_load(History *h, const char *path) {
    HistEvent ev; return history(h, &ev, H_LOAD, path);
}
static inline int swhist_save(History *h, const char *path) {
    HistEvent ev; return history(h, &ev, H_SAVE, path);
}
static inline int swhist_clear(History *h) {
    HistEvent ev; return history(h, &ev, H_CLEAR);
}
/// The number of entries, or -1.
static inline int swhist_getsize(History *h) {
    HistEvent ev;
    if (history(h, &ev, H_GETSIZE) == -1) return -1;
    return ev.num;
}
// Walking the list: H_LAST is the oldest entry, H_PREV moves to a newer one.
// Each returns 0 and fills *ev, or -1 at the end.
static inline int swhist_last(History *h, HistEvent *ev) { return history(h, ev, H_LAST); }
static inline int swhist_prev(History *h, HistEvent *ev) { return history(h, ev, H_PREV); }

// MARK: - Terminal size

/// Writes the terminal's column count for fd, or returns -1.
static inline int swel_terminal_columns(int fd) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return -1;
    return ws.ws_col;
}
/// Writes the terminal's row count for fd, or returns -1.
static inline int swel_terminal_rows(int fd) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return -1;
    return ws.ws_row;
}
/// Sets a terminal's size (used by tests on a pseudo-terminal).
static inline int swel_set_terminal_size(int fd, unsigned short cols, unsigned short rows) {
    struct winsize ws = { 0 };
    ws.ws_col = cols; ws.ws_row = rows;
    return ioctl(fd, TIOCSWINSZ, &ws);
}

#endif
