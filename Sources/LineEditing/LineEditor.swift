// Line editing over libedit (histedit.h): a prompt that may be coloured,
// emacs keys, history recall, Tab completion, Ctrl-C and Ctrl-D.

#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
@preconcurrency import CEditLine

/// What one ``LineEditor/readLine(prompt:)`` produced.
public enum ReadResult: Hashable, Sendable {
    /// A line, without its trailing newline (otherwise as typed: not trimmed).
    case line(String)
    /// Ctrl-C: the line was cancelled. The caller drops any pending block and
    /// prompts again; it never exits.
    case interrupted
    /// Ctrl-D on an empty line (or end of input): the caller exits 0.
    case endOfFile
}

/// An interactive line editor on the terminal, over libedit.
///
/// One instance serves the whole session; create it only when standard input
/// is a terminal (``isTerminal(_:)``). It
/// - sets a UTF-8 locale (``enableUTF8Locale()``), so text such as
///   `登录 / 注册` is edited and returned intact;
/// - uses emacs key bindings (plus the user's `~/.editrc`), Up/Down and
///   Ctrl-R over ``history``, Home/End/Delete for common terminals;
/// - lets libedit handle suspend (Ctrl-Z) and window resizes (`EL_SIGNAL`);
/// - installs a SIGINT handler (`sigaction`, no `SA_RESTART`) for its
///   lifetime, so Ctrl-C cancels the line instead of killing the process;
///   between reads, Ctrl-C only sets a flag, see ``takeInterrupt()``;
/// - ends the line after Ctrl-C or Ctrl-D (libedit echoes `^D`), so the
///   caller's next output starts on a fresh line.
///
/// ```swift
/// let editor = LineEditor(history: CommandHistory(path: CommandHistory.defaultPath()))
/// editor.completion = { line, cursor in Completion(start: 0, candidates: ["help", "hide"]) }
/// loop: while true {
///     switch editor.readLine(prompt: "stacklab> ") {
///     case .line(let line): try? editor.addHistory(line); run(line)
///     case .interrupted: continue
///     case .endOfFile: break loop
///     }
/// }
/// ```
public final class LineEditor {
    /// The history recalled with Up/Down and listed by the REPL's `history`.
    public let history: CommandHistory
    /// Called on Tab with the whole line and the cursor offset (in
    /// `Character`s); `nil` makes Tab beep. See ``completionAction(line:cursor:completion:)``
    /// for what the editor does with the answer.
    public var completion: ((_ line: String, _ cursor: Int) -> Completion)?

    private let editLine: OpaquePointer
    private let input: UnsafeMutablePointer<FILE>
    private let output: UnsafeMutablePointer<FILE>
    private let catchesInterrupt: Bool
    private var previousInterruptAction = sigaction()
    /// The current prompt as libedit reads it (`EL_PROMPT_ESC`, delimiter 1).
    fileprivate private(set) var promptCString: UnsafeMutablePointer<CChar>

    /// Creates the editor on standard input, output and error.
    ///
    /// - Parameters:
    ///   - programName: Selects `programName:`-prefixed lines of `~/.editrc`.
    ///   - history: The history to recall and append to.
    public convenience init(programName: String = "stacklab", history: CommandHistory) {
        self.init(programName: programName, input: stdin, output: stdout, error: stderr,
                  history: history, libeditSignals: true, catchesInterrupt: true)
    }

    /// Creates the editor on the given streams (tests use a pseudo-terminal).
    ///
    /// - Parameters:
    ///   - libeditSignals: `EL_SIGNAL`: libedit restores the terminal around
    ///     signals and follows resizes (off in tests: it re-raises signals to
    ///     the whole process group).
    ///   - catchesInterrupt: Install the SIGINT handler for the editor's lifetime.
    init(programName: String, input: UnsafeMutablePointer<FILE>, output: UnsafeMutablePointer<FILE>,
         error: UnsafeMutablePointer<FILE>, history: CommandHistory,
         libeditSignals: Bool, catchesInterrupt: Bool) {
        LineEditor.enableUTF8Locale()  // before el_init: libedit checks the codeset there
        guard let editLine = el_init(programName, input, output, error) else {
            fatalError("el_init failed")
        }
        self.editLine = editLine
        self.input = input
        self.output = output
        self.history = history
        self.catchesInterrupt = catchesInterrupt
        self.promptCString = strdup("")!

        swel_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
        swel_set_editor(editLine, "emacs")
        swel_set_signal(editLine, libeditSignals ? 1 : 0)
        swel_set_prompt_esc(editLine, promptCallback, 1)
        swel_set_hist(editLine, history.handle)
        el_source(editLine, nil)  // ~/.editrc first, so the bindings below win
        swel_addfn(editLine, "stacklab-complete", "Complete the word before the cursor", completeCallback)
        swel_bind(editLine, "^I", "stacklab-complete")
        for key in ["\\e[H", "\\e[1~", "\\eOH", "\\e[7~"] { swel_bind(editLine, key, "ed-move-to-beg") }
        for key in ["\\e[F", "\\e[4~", "\\eOF", "\\e[8~"] { swel_bind(editLine, key, "ed-move-to-end") }
        swel_bind(editLine, "\\e[3~", "ed-delete-next-char")
        swel_bind(editLine, "\\e[1;5C", "em-next-word")
        swel_bind(editLine, "\\e[1;5D", "ed-prev-word")

        if catchesInterrupt { installInterruptHandler() }
    }

    deinit {
        el_end(editLine)  // restores the terminal
        if catchesInterrupt { sigaction(SIGINT, &previousInterruptAction, nil) }
        free(promptCString)
    }

    /// Reads one line with `prompt` in front of it.
    ///
    /// The prompt may contain colour escape sequences; they are delimited for
    /// libedit automatically (``libeditPrompt(_:)``). Pass a different prompt
    /// per call, e.g. `"stacklab> "` and then `"     ...> "` inside a block.
    /// The line is not added to the history; call ``addHistory(_:)``.
    public func readLine(prompt: String) -> ReadResult {
        free(promptCString)
        promptCString = strdup(libeditPrompt(prompt))!
        interruptReceived = 0
        errno = 0
        var count: Int32 = 0
        guard let text = el_gets(editLine, &count) else {
            // Ctrl-C gives errno EINTR; count is -1, or 0 during a Ctrl-R search.
            let interrupted = interruptReceived != 0 || errno == EINTR
            interruptReceived = 0
            if LineEditor.isTerminal(fileno(input)) {
                fputs("\n", output)
                fflush(output)
            }
            return interrupted ? .interrupted : .endOfFile
        }
        var length = strlen(text)
        if length > 0, text[length - 1] == 0x0A { length -= 1 }
        let bytes = UnsafeRawBufferPointer(start: text, count: length)
        return .line(String(decoding: bytes, as: UTF8.self))
    }

    /// Adds `entry` to the history and saves the history file at once; see
    /// ``CommandHistory/add(_:)``.
    public func addHistory(_ entry: String) throws(HistoryError) {
        try history.add(entry)
    }

    /// The history entries, oldest first.
    public var historyEntries: [String] { history.entries }

    /// Whether Ctrl-C was pressed since the last read or the last call, and
    /// clears the flag: a long-running command (an animation replay) polls it
    /// to stop early.
    public static func takeInterrupt() -> Bool {
        defer { interruptReceived = 0 }
        return interruptReceived != 0
    }

    // MARK: - Signals

    private func installInterruptHandler() {
        interruptReceived = 0  // initialise the global before a handler can touch it
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { _ in interruptReceived = 1 }
        #elseif canImport(Darwin)
        action.__sigaction_u.__sa_handler = { _ in interruptReceived = 1 }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0  // no SA_RESTART: the blocked read() must return EINTR
        sigaction(SIGINT, &action, &previousInterruptAction)
        // A process may start with SIGINT blocked (inherited from whatever
        // launched it); the prompt must still see Ctrl-C.
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
    }

    // MARK: - Completion

    /// Runs the completion callback on the current line and applies the
    /// answer; returns a libedit `CC_…` code.
    fileprivate func complete() -> UInt8 {
        guard let completion, let info = el_line(editLine)?.pointee,
              let buffer = info.buffer, let cursor = info.cursor, let last = info.lastchar else {
            return UInt8(CC_REFRESH_BEEP)
        }
        let line = String(decoding: UnsafeRawBufferPointer(start: buffer, count: last - buffer), as: UTF8.self)
        let before = String(decoding: UnsafeRawBufferPointer(start: buffer, count: cursor - buffer), as: UTF8.self)
        let cursorOffset = before.count
        let answer = completion(line, cursorOffset)
        switch completionAction(line: line, cursor: cursorOffset, completion: answer) {
        case .beep:
            return UInt8(CC_REFRESH_BEEP)
        case let .insert(deleting, text):
            if deleting > 0 { el_deletestr(editLine, Int32(deleting)) }
            if !text.isEmpty, el_insertstr(editLine, text) != 0 { return UInt8(CC_REFRESH_BEEP) }
            return UInt8(CC_REFRESH)
        case let .list(candidates):
            let width = LineEditor.terminalWidth(fileno(output))
            var listing = "\n"
            for row in columnLayout(candidates, width: width) { listing += row + "\n" }
            fputs(listing, output)
            fflush(output)
            return UInt8(CC_REDISPLAY)
        }
    }
}

// MARK: - C callbacks

/// Set by the SIGINT handler; a signal handler cannot reach an instance.
nonisolated(unsafe) private var interruptReceived: sig_atomic_t = 0

/// The editor stored with `EL_CLIENTDATA`.
private func editor(of editLine: OpaquePointer?) -> LineEditor? {
    guard let editLine, let data = swel_get_clientdata(editLine) else { return nil }
    return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
}

nonisolated(unsafe) private let emptyPrompt: UnsafeMutablePointer<CChar> = strdup("")!

private let promptCallback: swel_prompt_fn = { editLine in
    editor(of: editLine)?.promptCString ?? emptyPrompt
}

private let completeCallback: swel_cmd_fn = { editLine, _ in
    editor(of: editLine)?.complete() ?? UInt8(CC_REFRESH_BEEP)
}
