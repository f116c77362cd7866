// path=repl, workload R1: the REPL itself, a `Session` in-process (no
// terminal), driven only through its public line-running API
// (`Session.run`), with change reports on (no picture), exactly what the
// prompt prints after each command.
//
// The scene (seed 003's dynamic stack): a scroll view filling the root, a
// vertical stack pinned to its content area and as wide as it, N labels
// `r0` … `rN-1` made one command each and added by one `add … to list`, then
// one hidden and shown again — the script the issue builds through
// `stacklab play`.
//
// Ops, each one command and its report: hide / show (r{N/2}), insert (a new
// label at N/2; its `label` command is untimed), remove (that label, by
// `remove`; a `removeFromSuperview` follows untimed), axis (the list's axis
// toggled), rotate, animate (`animate { hide r{N/2} }`; the `show` after it
// untimed). open: the scene written as a storyboard (`export storyboard`,
// untimed), then `open` of that document in a fresh session, timed; its
// `ratio_to_build` is the issue's target (opening a document of N views
// costs at most twice building the same scene by commands). open-swift:
// the scene written as UIKit Swift, opened the same way (issue 26's target:
// 300 lines in at most 50 ms).
import ReplCore
import SwiftSource
import ViewTree

enum R1 {
    /// The commands that build the scene with `n` rows, one per line.
    static func script(_ n: Int) -> String {
        var lines = [
            "scroll scroller",
            "add scroller to root",
            "constrain scroller.leading == root.leading",
            "constrain scroller.trailing == root.trailing",
            "constrain scroller.top == root.top",
            "constrain scroller.bottom == root.bottom",
            "stack list axis=vertical",
            "add list to scroller",
            "constrain list.leading == scroller.leading",
            "constrain list.trailing == scroller.trailing",
            "constrain list.top == scroller.top",
            "constrain list.bottom == scroller.bottom",
            "constrain list.width == scroller.width",
        ]
        lines.reserveCapacity(2 * n + 20)
        for k in 0..<n { lines.append("label r\(k) \"Row \(k)\"") }
        lines.append("add " + (0..<n).map { "r\($0)" }.joined(separator: " ") + " to list")
        lines.append("hide r\(n / 2)")
        lines.append("show r\(n / 2)")
        return lines.joined(separator: "\n") + "\n"
    }

    static let style = OutputStyle(reportChanges: true, picture: false)

    /// Runs `text` and returns the characters printed (the result is a
    /// failed check when a command failed).
    static func run(_ session: Session, _ text: String, _ failures: inout [String]) -> Int {
        let r = session.run(text, file: "<bench>", style: style)
        if r.failed { failures.append(text + " → " + (r.output.split(separator: "\n").first.map(String.init) ?? "")) }
        // The characters of `r.output`, counted piece by piece: joining
        // them was a copy of every report (3 MB when the build's one `run`
        // holds 20 000 commands' reports), the harness's, not the REPL's.
        return r.printed.reduce(max(0, r.printed.count - 1)) { $0 + $1.rendered().utf8.count }
    }

    /// A session holding the scene with `n` rows (every command checked).
    static func build(_ n: Int, _ failures: inout [String]) -> Session {
        let s = Session()
        _ = run(s, script(n), &failures)
        return s
    }
}

func benchR1(_ n: Int, _ r: Reporter) {
    let o = r.options
    let ops = ["hide", "show", "insert", "remove", "axis", "rotate", "animate", "explain"]
    // The build is measured once per size, so one point predicts the next:
    // assumed quadratic (one layout pass over every row per command, at worst).
    if r.skip("R1", "build", n, exponent: 2) {
        r.skipDependent("R1", n, ops, because: "build")
        return
    }
    var failures: [String] = []
    // build: the whole script through one Session.run, once (it is the
    // set-up of the ops; its RSS is measured in a process of its own, `rss`).
    r.begin("R1", n, "build")
    let (tb, session) = timedProduct { R1.build(n, &failures) }
    var sb = Sampler()
    sb.add(tb)
    r.emit("R1", n, "build", sb, ["commands": "\(n + 16)"])
    r.check("R1", n, failures.isEmpty, "build " + (failures.first ?? "every command ran"))
    failures.removeAll()

    // open: the same scene, from a storyboard written by `export`.
    if o.wants("open") && !r.skip("R1", "open", n) {
        let files = MemoryFileSystem()
        let own = session.fileSystem
        session.fileSystem = files
        _ = R1.run(session, "export storyboard scene.storyboard", &failures)
        session.fileSystem = own
        var so = Sampler()
        r.begin("R1", n, "open")
        while wantMore(so, o) {
            let fresh = Session(fileSystem: files)
            let (t, _) = timedProduct { R1.run(fresh, "open scene.storyboard", &failures) }
            so.add(t)
        }
        r.emit("R1", n, "open", so, ["ratio_to_build": fmt(so.median / tb, 3)])
        r.check("R1", n, failures.isEmpty, "open " + (failures.first ?? "the document opened"))
        failures.removeAll()
    }

    // open-swift: the same scene written as UIKit Swift (`export swift`,
    // untimed) and opened in a fresh session, timed: the interpreter runs
    // the file's view controller. Its target: a file of about 300 lines
    // opens in at most 50 ms (issue 26); `lines` says how long it is.
    if o.wants("open-swift") && !r.skip("R1", "open-swift", n) {
        let files = MemoryFileSystem()
        let own = session.fileSystem
        session.fileSystem = files
        _ = R1.run(session, "export swift scene.swift", &failures)
        session.fileSystem = own
        let lines = files.files["scene.swift"].map { $0.split(separator: "\n", omittingEmptySubsequences: false).count - 1 } ?? 0
        let bytes = files.files["scene.swift"]?.utf8.count ?? 0
        // A file over `open`'s limit is refused by design (a hostile file
        // may exhaust no memory): a skip line, not a failed check.
        if bytes > SwiftSourceFile.maximumBytes {
            out("\(r.prefix) workload=R1 n=\(n) op=open-swift skipped=1 reason=over_open_limit bytes=\(bytes) lines=\(lines) "
                + "limit_bytes=\(SwiftSourceFile.maximumBytes)")
        } else {
            var so = Sampler()
            r.begin("R1", n, "open-swift")
            while wantMore(so, o) {
                let fresh = Session(fileSystem: files)
                let (t, _) = timedProduct { R1.run(fresh, "open scene.swift", &failures) }
                so.add(t)
            }
            // Per 300 lines, to compare with the target whatever the size.
            r.emit("R1", n, "open-swift", so, ["lines": "\(lines)", "ms_per_300_lines": fmt(so.median * 1000 * 300 / Double(max(lines, 1)), 2),
                                               "ratio_to_build": fmt(so.median / tb, 3)])
            r.check("R1", n, failures.isEmpty, "open-swift " + (failures.first ?? "the Swift file opened"))
        }
        failures.removeAll()
    }

    let k = n / 2
    var printed = 0
    // `alternating`: the op's even and odd reps are two different
    // commands (axis: horizontal, vertical); the line also gives each
    // half's median, since the median of an even number of reps averages
    // one of each.
    func measure(_ op: String, before: (Int) -> String? = { _ in nil }, _ command: (Int) -> String,
                 after: (Int) -> String? = { _ in nil }, alternating: (even: String, odd: String)? = nil) {
        if !o.wants(op) || r.skip("R1", op, n) { return }
        var sm = Sampler()
        var halves = [Sampler(), Sampler()]
        var rep = 0
        r.begin("R1", n, op)
        while wantMore(sm, o) {
            if let b = before(rep) { _ = R1.run(session, b, &failures) }
            let text = command(rep)
            let (t, chars) = timedProduct { R1.run(session, text, &failures) }
            sm.add(t)
            halves[rep % 2].add(t)
            printed = chars
            if let a = after(rep) { _ = R1.run(session, a, &failures) }
            rep += 1
        }
        if let names = alternating, !halves[1].samples.isEmpty {
            r.emit("R1", n, op, sm, [
                "report_chars": "\(printed)",
                names.even + "_median_ms": fmt(halves[0].median * 1e3), names.even + "_min_ms": fmt(halves[0].minimum * 1e3),
                names.odd + "_median_ms": fmt(halves[1].median * 1e3), names.odd + "_min_ms": fmt(halves[1].minimum * 1e3),
            ])
        } else {
            r.emit("R1", n, op, sm, ["report_chars": "\(printed)"])
        }
        r.check("R1", n, failures.isEmpty, op + " " + (failures.first ?? "every command ran"))
        failures.removeAll()
    }
    // hide and show alternate; each is timed in its own figure.
    measure("hide", { _ in "hide r\(k)" }, after: { _ in "show r\(k)" })
    measure("show", before: { _ in "hide r\(k)" }, { _ in "show r\(k)" })
    measure("insert", before: { i in "label new\(i) \"New \(i)\"" }, { i in "insert new\(i) into list at \(k)" },
            after: { i in "remove new\(i); removeFromSuperview new\(i)" })
    measure("remove", before: { i in "label old\(i) \"Old \(i)\"; insert old\(i) into list at \(k)" },
            { i in "remove old\(i)" }, after: { i in "removeFromSuperview old\(i)" })
    measure("axis", { i in "set list axis=\(i % 2 == 0 ? "horizontal" : "vertical")" },
            alternating: ("horizontal", "vertical"))
    // Leave the list vertical whatever the number of reps.
    _ = R1.run(session, "set list axis=vertical", &failures)
    measure("rotate", { _ in "rotate" })
    if session.window.screen.orientation != .portrait { _ = R1.run(session, "rotate", &failures) }
    measure("animate", { _ in "animate { hide r\(k) }" }, after: { _ in "show r\(k)" })
    // explain after a change, as a user asks it: the answer cannot reuse
    // the last one's solve.
    measure("explain", before: { _ in "hide r0; show r0" }, { _ in "explain r\(k)" })
}
