"""The page of `stacklab serve` in a real browser: Debian's Chromium, driven
by Playwright for Python (Scripts/test installs both). Starts the built
`stacklab serve --port 0`, runs each test in a fresh tab, and ends with
`N passed, N failed`. Screenshots go to $STACKLAB_SCREENSHOTS (default
.build/browser-screenshots) for a person to look at.

    python3 Tests/Browser/browser_tests.py .build/debug/stacklab [TEST…]
"""
import os
import re
import subprocess
import sys
import time
import traceback
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import wsclient  # noqa: E402

from playwright.sync_api import sync_playwright  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SHOTS = os.environ.get("STACKLAB_SCREENSHOTS", os.path.join(ROOT, ".build", "browser-screenshots"))
CHROMIUM = os.environ.get("STACKLAB_CHROMIUM", "/usr/bin/chromium")

LOGIN = open(os.path.join(ROOT, "Scripts", "scenes", "login.stack"), encoding="utf-8").read()


BINARY = os.path.join(ROOT, ".build", "debug", "stacklab")


def start_server(binary, *options):
    process = subprocess.Popen([binary, "serve", "--port", "0", *options], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True)
    line = process.stdout.readline()
    match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
    if not match:
        process.kill()
        raise RuntimeError("stacklab serve did not print its address: %r %s" % (line, process.stderr.read()))
    return process, int(match.group(1))


class Page:
    """One tab of the page, with helpers that wait for the server."""

    def __init__(self, browser, base, width=1280, height=860):
        # The page's CSP forbids eval, which Playwright's string predicates use.
        self.context = browser.new_context(viewport={"width": width, "height": height}, bypass_csp=True,
                                           accept_downloads=True)
        self.page = self.context.new_page()
        self.errors = []
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.base = base

    def open(self, url=None):
        self.page.goto(url or self.base)
        self.idle()
        return self

    def idle(self):
        self.page.wait_for_function("document.body.dataset.busy === '0'", timeout=20000)

    def results(self):
        return int(self.page.evaluate("document.body.dataset.results"))

    def type(self, command):
        before = self.results()
        box = self.page.locator("#command")
        box.fill(command)
        box.press("Enter")
        self.page.wait_for_function("Number(document.body.dataset.results) > %d" % before, timeout=20000)
        self.idle()

    def svg(self):
        return self.page.locator("#stage svg").inner_html()

    def frame(self, name, where="#stage"):
        return self.page.evaluate(
            "([where, name]) => { const g = document.querySelector(where + ' svg g.view[data-name=\"' + name + '\"]');"
            " return g ? g.getAttribute('data-frame') : null; }", [where, name])

    def shot(self, name):
        os.makedirs(SHOTS, exist_ok=True)
        path = os.path.join(SHOTS, name + ".png")
        self.page.screenshot(path=path, full_page=True)
        return path

    def close(self):
        assert not self.errors, "errors in the page: %s" % self.errors
        self.context.close()


def check(condition, message):
    if not condition:
        raise AssertionError(message)


# MARK: Tests

def test_typing_commands_changes_the_picture(browser, base):
    p = Page(browser, base).open()
    empty = p.svg()
    p.type('label title "Hello, browser"; add title to root')
    check(p.svg() != empty, "the picture did not change")
    check(p.page.locator('#stage svg g.view[data-name="title"] text').first.text_content() == "Hello, browser",
          "the label's text is not drawn as text")
    p.type("constrain title.centerX == root.centerX; constrain title.top == root.safeArea.top + 40")
    frame = p.frame("title").split()
    check(abs(float(frame[1]) - 60) < 0.01, "title not 40 below the safe area: %s" % frame)
    before = p.frame("title")
    p.page.select_option("#device", "iphone-x")
    p.idle()
    check(p.page.get_attribute("#stage svg", "data-device") == "iphone-x", "the device menu did not change the device")
    check(p.frame("title") != before, "the frame did not follow the device")
    p.page.click("#rotate")
    p.idle()
    check(p.page.get_attribute("#stage svg", "data-orientation") == "landscape", "rotate did not rotate")
    check("title" in p.page.inner_text("#changes"), "the change report does not name the view")
    # The panel for the view under the pointer.
    p.page.hover('#stage svg g.view[data-name="title"]')
    p.page.wait_for_function("document.getElementById('inspect').textContent.indexOf('title') >= 0")
    p.page.click('.tabs [data-tab="constraints"]')
    check("centerX" in p.page.inner_text("#inspect"), "constraints of the view are not shown")
    # Names and frames toggle.
    p.page.uncheck("#overlay-toggle")
    check(not p.page.locator("#stage svg .overlay").first.is_visible(), "the overlay stays visible")
    p.page.check("#overlay-toggle")
    # History and completion.
    p.page.locator("#command").press("ArrowUp")
    check(p.page.input_value("#command") == "rotate", "history: %r" % p.page.input_value("#command"))
    p.page.fill("#command", "hide ti")
    p.page.locator("#command").press("Tab")
    p.page.wait_for_function("document.getElementById('command').value === 'hide title '")
    p.close()


def test_a_diagnostic_shows_its_caret(browser, base):
    p = Page(browser, base).open()
    p.type('label x "X"; stack s distribution=fillEqualy')
    caret = p.page.locator("#caret .mark").inner_text()
    column = 'label x "X"; stack s distribution=fillEqualy'.index("fillEqualy")
    check(caret == " " * column + "^" + "~" * 9, "caret %r" % caret)
    check("did you mean 'fillEqually'" in p.page.inner_text("#caret"), "the message is missing")
    text = p.page.locator("#transcript pre.diagnostic").last.inner_text()
    check("^~~~~~~~~" in text, "the transcript has no caret: %r" % text)
    # The caret sits under the word it points at.
    box = p.page.locator("#command").bounding_box()
    mark = p.page.locator("#caret .mark").bounding_box()
    check(mark["x"] >= box["x"], "caret outside the command line")
    p.shot("diagnostic-desktop")
    p.close()


def solution_of(lesson_id):
    path = os.path.join(ROOT, "Sources", "Lessons", "Catalogue")
    for name in os.listdir(path):
        text = open(os.path.join(path, name), encoding="utf-8").read()
        if re.search(r"^lesson %s$" % re.escape(lesson_id), text, re.M):
            block = re.search(r"^solution\n((?:  .*\n)+)", text, re.M).group(1)
            return [line.strip() for line in block.splitlines() if line.strip()]
    raise KeyError(lesson_id)


def test_a_lesson_played_to_its_goal(browser, base, width=1280, shot="lesson"):
    p = Page(browser, base, width=width).open()
    p.page.evaluate("localStorage.clear()")
    p.page.click("#lessons-button")
    p.page.click('#lesson-list li[data-lesson="seed000-axis-toggle"] button')
    p.page.wait_for_function("document.body.dataset.lesson === 'seed000-axis-toggle'")
    p.idle()
    check(p.page.is_visible("#target-figure"), "the target is not beside the scene")
    check(p.page.locator("#checklist li.misses").count() > 0, "no check misses at the start")
    check(p.page.locator('#stage svg g.view[data-differs]').count() > 0, "the differences are not marked")
    p.page.click("#hint")
    p.page.wait_for_function("!document.getElementById('lesson-hint').hidden")
    check("hint 1 of" in p.page.inner_text("#lesson-hint"), "the hint is not shown")
    p.shot(shot + "-in-progress")
    for line in solution_of("seed000-axis-toggle"):
        p.type(line)
    p.page.wait_for_function("document.body.dataset.goal === 'reached'")
    check(p.page.locator("#checklist li.misses").count() == 0, "a check still misses")
    check(p.page.is_visible("#lesson-reached"), "goal reached is not said")
    check(not p.page.is_visible("#lesson-hint"), "the hint's stale numbers stay beside the reached goal")
    words = p.page.inner_text("#lesson-reached")
    check(words.startswith("goal reached:") and "the rule" in words, "the tutor's words: %r" % words[:200])
    progress = p.page.evaluate("JSON.parse(localStorage.getItem('stacklab.progress'))")
    check(progress["seed000-axis-toggle"]["solved"] is True, "progress not kept: %s" % progress)
    p.shot(shot + "-reached")
    # Progress outlives a reload.
    p.open()
    p.page.click("#lessons-button")
    status = p.page.inner_text('#lesson-list li[data-lesson="seed000-axis-toggle"] .status')
    check(status == "✓", "the list does not show the lesson solved: %r" % status)
    p.close()


def test_a_shared_link_rebuilds_the_scene(browser, base):
    p = Page(browser, base).open()
    p.page.evaluate("window.stackLab.send({type: 'open', name: 'login.stack', content: %s})" % repr_js(LOGIN))
    p.page.wait_for_function("Number(document.body.dataset.results) >= 1")
    p.idle()
    p.type("set form spacing=24")
    p.type("device iphone-x")
    original = p.svg()
    p.page.click("#share")
    p.page.wait_for_function("document.body.dataset.shared === '1'")
    link = p.page.input_value("#share-link")
    check("#s=" in link and len(link) < 4000, "link %r" % link[:120])
    q = Page(browser, base).open(link)
    q.page.wait_for_function("Number(document.body.dataset.results) >= 1")
    q.idle()
    check(q.svg() == original, "the shared link's scene differs")
    # A reload of the same link gives the same again.
    q.page.reload()
    q.idle()
    q.page.wait_for_function("Number(document.body.dataset.results) >= 1")
    q.idle()
    check(q.svg() == original, "the reloaded link's scene differs")
    p.shot("login-desktop")
    p.close()
    q.close()


def test_a_shared_storyboard_rebuilds_the_scene(browser, base):
    p = Page(browser, base).open()
    p.type('stack form axis=vertical spacing=8; label a "From a storyboard"; label b "Two"; add a b to form; '
           'add form to root')
    with p.page.expect_download() as info:
        p.page.select_option("#download", "storyboard")
    document = open(info.value.path(), "rb").read()
    p.page.set_input_files("#file", files=[{"name": "form.storyboard", "mimeType": "application/xml",
                                           "buffer": document}])
    p.page.wait_for_function("document.body.dataset.opened === 'form.storyboard'")
    p.idle()
    p.type("set form spacing=24")
    original = p.svg()
    p.page.click("#share")
    p.page.wait_for_function("document.body.dataset.shared === '1'")
    link = p.page.input_value("#share-link")
    check("#f=" in link, "a storyboard's link carries it: %r" % link[:120])
    q = Page(browser, base).open(link)
    q.page.wait_for_function("Number(document.body.dataset.results) >= 1")
    q.idle()
    check(q.svg() == original, "the shared storyboard's scene differs")
    check(not q.errors, "page errors: %r" % q.errors)
    # A document too large for a link is said so, and no link is made.
    big = document.replace(b"From a storyboard", b"From a storyboard " + bytes(
        "".join(chr(0x4e00 + (i * 7919) % 20000) for i in range(40000)), "utf-8"))
    p.page.set_input_files("#file", files=[{"name": "big.storyboard", "mimeType": "application/xml", "buffer": big}])
    p.page.wait_for_function("document.body.dataset.opened === 'big.storyboard'")
    p.idle()
    p.page.click("#share")
    p.page.wait_for_function("document.body.dataset.shared === 'too-big'")
    check("a link carries 32 KB at most" in p.page.text_content("#banner"), "the page says why there is no link")
    p.close()
    q.close()


def test_a_dropped_script_opens(browser, base):
    p = Page(browser, base).open()
    script = 'stack row spacing=8\nlabel a "Dropped"\nlabel b "file"\nadd a b to row\nadd row to root\n' \
             'constrain row.centerX == root.centerX\nconstrain row.centerY == root.centerY\n'
    handle = p.page.evaluate_handle(
        "(text) => { const dt = new DataTransfer(); dt.items.add(new File([text], 'dropped.stack')); return dt; }",
        script)
    p.page.dispatch_event("body", "drop", {"dataTransfer": handle})
    p.page.wait_for_function("document.body.dataset.opened === 'dropped.stack'")
    p.idle()
    check(p.frame("a") is not None and p.frame("b") is not None, "the dropped script's views are not drawn")
    check("Dropped" in p.page.locator('#stage svg g.view[data-name="a"]').text_content(), "text of the dropped label")
    # Choosing a file does the same.
    p.page.set_input_files("#file", files=[{"name": "chosen.stack", "mimeType": "text/plain",
                                           "buffer": b'label c "Chosen"\nadd c to root\n'}])
    p.page.wait_for_function("document.body.dataset.opened === 'chosen.stack'")
    p.idle()
    check(p.frame("c") is not None and p.frame("a") is None, "a chosen script starts a fresh scene")
    # A download of the save.
    with p.page.expect_download() as info:
        p.page.select_option("#download", "save")
    path = info.value.path()
    check('label c "Chosen"' in open(path, encoding="utf-8").read(), "the saved script")
    p.close()


def test_an_animation_plays_with_the_scrubber(browser, base, width=1280, shot="animation"):
    p = Page(browser, base, width=width).open()
    p.page.evaluate("window.stackLab.send({type: 'open', name: 'login.stack', content: %s})" % repr_js(LOGIN))
    p.page.wait_for_function("Number(document.body.dataset.results) >= 1")
    p.idle()
    p.type("animate 0.5 { hide passwordRow }")
    check(p.page.is_visible("#player"), "no player after animate")
    # The key samples are laid out to the transcript's width: no line of
    # the answer folds (each text line is one line on the screen).
    folds = p.page.evaluate("""() => {
        const entry = document.querySelector('#transcript .entry:last-child');
        return Array.from(entry.querySelectorAll('pre.text')).map(pre => {
            const lines = pre.textContent.split('\\n').length;
            const shown = Math.round(pre.getBoundingClientRect().height / parseFloat(getComputedStyle(pre).lineHeight));
            return [lines, shown];
        });
    }""")
    check(folds and all(lines == shown for lines, shown in folds), "the answer folds at %d px: %s" % (width, folds))
    last = int(p.page.get_attribute("#scrubber", "max"))
    check(last == 30, "samples %d" % last)
    p.page.evaluate("window.stackLab.showSample(0)")
    start = p.frame("login")
    p.page.evaluate("window.stackLab.showSample(%d)" % (last // 2))
    middle = p.frame("login")
    p.page.evaluate("window.stackLab.showSample(%d)" % last)
    end = p.frame("login")
    check(start != middle != end, "the login button does not move: %s %s %s" % (start, middle, end))
    p.page.evaluate("window.stackLab.showSample(%d)" % (last // 2))
    check(p.page.inner_text("#time").startswith("t = 0.25"), p.page.inner_text("#time"))
    p.shot(shot + "-midway")
    p.close()


def test_the_page_works_375_wide(browser, base):
    p = Page(browser, base, width=375, height=812).open()
    p.page.evaluate("window.stackLab.send({type: 'open', name: 'login.stack', content: %s})" % repr_js(LOGIN))
    p.page.wait_for_function("Number(document.body.dataset.results) >= 1")
    p.idle()
    width = p.page.evaluate("document.documentElement.scrollWidth")
    check(width <= 375, "the page is %d px wide at 375" % width)
    svg = p.page.locator("#stage svg").bounding_box()
    check(svg["width"] <= 375 and svg["width"] > 200, "the picture is %s" % svg)
    p.type("set form spacing=30")
    check(p.page.locator("#command").is_visible(), "the command line is hidden")
    p.shot("login-375")
    p.close()
    test_a_lesson_played_to_its_goal(browser, base, width=375, shot="lesson-375")
    test_an_animation_plays_with_the_scrubber(browser, base, width=375, shot="animation-375")


def test_the_server_stays_up_under_malformed_messages(browser, base):
    port = int(base.rsplit(":", 1)[1].strip("/"))
    refused = wsclient.WebSocket("127.0.0.1", port, origin="http://elsewhere.example")
    check(refused.status != 101, "a WebSocket from another origin was upgraded")
    ws = wsclient.WebSocket("127.0.0.1", port)
    check(ws.receive_json()["type"] == "hello", "no hello")
    import random
    rng = random.Random(27)
    samples = ['{"type":"run","id":1,"text":"label a \\"A\\""}', '{"type":"complete","id":2,"line":"la","cursor":2}',
               '{"type":"open","id":3,"name":"a.stack","content":"x"}', '{"type":"download","id":4,"what":"xib"}']
    answered = 0
    for i in range(400):
        text = rng.choice(samples)
        how = rng.randrange(5)
        at = rng.randrange(len(text))
        if how == 0:
            text = text[:at]
        elif how == 1:
            text = text[:at] + chr(rng.randrange(1, 0x3000)) + text[at:]
        elif how == 2:
            text = text[::-1]
        elif how == 3:
            text = text.replace('"', "'", 1)
        if how == 4:
            ws.send_frame(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200))), opcode=0x2)
        else:
            ws.send_text(text)
        reply = ws.receive_json()
        check("type" in reply, "a reply without a type: %r" % reply)
        answered += 1
    ws.send_json({"type": "ping", "id": 9})
    check(ws.receive_json()["type"] == "pong", "the session did not live on")
    # Larger than the server takes: that connection closes (1009), the server stays.
    # The server may close it while the client is still sending the 3 MB (the
    # send then fails with a reset): that is the close this checks for too.
    big = wsclient.WebSocket("127.0.0.1", port)
    big.receive_json()
    try:
        big.send_text('{"type":"run","id":1,"text":"' + "x" * (3 << 20) + '"}')
        big.receive()
        closed = False
    except (wsclient.Closed, OSError):
        closed = True
    check(closed, "an oversized message did not close its connection")
    with urllib.request.urlopen(base + "healthz", timeout=10) as r:
        check(r.read() == b"ok\n", "the server is not up")
    p = Page(browser, base).open()
    p.type('label survivor "Still here"; add survivor to root')
    check(p.frame("survivor") is not None, "a page after the storm")
    p.close()


def test_an_idle_session_ends(browser, base):
    server, port = start_server(BINARY, "--idle-minutes", "0.02")  # 1.2 s
    try:
        ws = wsclient.WebSocket("127.0.0.1", port)
        check(ws.receive_json()["type"] == "hello", "no hello")
        ws.send_json({"type": "ping", "id": 1})
        check(ws.receive_json()["type"] == "pong", "no pong")
        started = time.time()
        ended = ws.receive_json()
        check(ended["type"] == "ended" and "idle" in ended["reason"], "not ended for idleness: %r" % ended)
        check(1.0 <= time.time() - started < 10, "ended after %.1f s" % (time.time() - started))
        try:
            ws.receive()
            check(False, "the connection stayed open")
        except (wsclient.Closed, OSError):
            pass
        fresh = wsclient.WebSocket("127.0.0.1", port)
        check(fresh.receive_json()["type"] == "hello", "a new page after an idle one")
        fresh.close()
    finally:
        server.terminate()
        server.wait(timeout=10)


def repr_js(text):
    import json
    return json.dumps(text)


TESTS = [v for k, v in sorted(globals().items()) if k.startswith("test_")]


def main():
    global BINARY
    binary = BINARY = sys.argv[1] if len(sys.argv) > 1 else BINARY
    wanted = sys.argv[2:]
    server, port = start_server(binary)
    base = "http://127.0.0.1:%d/" % port
    passed = failed = 0
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
            for test in TESTS:
                if wanted and not any(w in test.__name__ for w in wanted):
                    continue
                started = time.time()
                try:
                    test(browser, base)
                    passed += 1
                    print("✔ %s (%.1f s)" % (test.__name__, time.time() - started), flush=True)
                except Exception:
                    failed += 1
                    print("✘ %s\n%s" % (test.__name__, traceback.format_exc()), flush=True)
            browser.close()
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
    print("browser tests: %d passed, %d failed" % (passed, failed))
    print("screenshots: %s" % SHOTS)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
