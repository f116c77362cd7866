// `stacklab-bench report RAW [--reference results.md]`: turns the key=value
// lines of a run (every engine) into markdown: the measured table, the ratio
// table (stacklab ÷ each reference) and the issue's targets as PASS/MISS.
// Written in Swift so that `Scripts/bench --only stacklab` needs no Python.
//
// A reference figure missing from the run (engine not run, or skipped by
// prediction) is taken from the reference results.md when it has one, and is
// marked † there.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

struct Figure {
    var median: Double?          // ms; nil when skipped
    var minimum: Double?
    var reps: Int?
    var predictedS: Double?      // when skipped
    var fromReference = false
    var timedOut = false         // the watchdog ended the repetition
    var needs: String? = nil     // skipped because this prerequisite op was skipped
    var skipped: Bool { median == nil }
}

struct FigureKey: Hashable {
    let engine: String, workload: String, n: Int, op: String
}

func readLines(_ path: String) -> [String]? {
    guard let f = fopen(path, "r") else { return nil }
    defer { fclose(f) }
    var lines: [String] = []
    var buf: UnsafeMutablePointer<CChar>? = nil
    var cap = 0
    while getline(&buf, &cap, f) > 0 {
        var s = String(cString: buf!)
        while s.hasSuffix("\n") || s.hasSuffix("\r") { s.removeLast() }
        lines.append(s)
    }
    free(buf)
    return lines
}

final class BenchReport {
    var figures: [FigureKey: Figure] = [:]
    var reference: [FigureKey: Figure] = [:]
    var engines: [String] = []
    var failures: [String] = []
    var checksRun = 0
    var sizes: [String: Set<Int>] = [:]
    var counts: [String: String] = [:]   // "engine/W/n" -> constraints/variables/nodes
    /// Peak RSS (MB) and wall time (ms) of one process: R1's build
    /// (path=repl, op=build_rss), `stacklab play` of R1's script
    /// (path=binary, op=play) and the references' W2 process (op=process_rss).
    var memory: [FigureKey: (rssMB: Double, wallMS: Double?)] = [:]
    /// The peak RSS (MB) a memory process reported before its work began.
    var baselines: [FigureKey: Double] = [:]
    /// Processes that did not finish under the memory / time caps (the raw line).
    var capped: [FigureKey: String] = [:]
    var text = ""

    func say(_ s: String = "") { text += s + "\n" }

    // MARK: Parsing

    func parseRun(_ lines: [String]) {
        for line in lines {
            let t = line.trimmingSpaces()
            if t.isEmpty || t.hasPrefix("#") || !t.contains("workload=") { continue }
            var d: [String: String] = [:]
            for tok in t.split(separator: " ") {
                guard let eq = tok.firstIndex(of: "=") else { continue }
                d[String(tok[..<eq])] = String(tok[tok.index(after: eq)...])
            }
            guard var e = d["engine"], let w = d["workload"], let ns = d["n"], let n = Int(ns),
                  let op = d["op"] else { continue }
            // The product paths are reported as engines of their own: stacklab/product, stacklab/repl.
            if let path = d["path"], path != "solver" { e += "/" + path }
            if let rss = d["rss_mb"].flatMap(Double.init) {
                memory[FigureKey(engine: e, workload: w, n: n, op: op)] = (rss, d["wall_ms"].flatMap(Double.init))
                if let base = d["baseline_mb"].flatMap(Double.init) { baselines[FigureKey(engine: e, workload: w, n: n, op: op)] = base }
                continue
            }
            if d["capped"] == "1" {
                capped[FigureKey(engine: e, workload: w, n: n, op: op)] = t
                continue
            }
            if !engines.contains(e) { engines.append(e) }
            if op == "check" {
                checksRun += 1
                if d["ok"] != "1" { failures.append(t) }
                continue
            }
            sizes[w, default: []].insert(n)
            var f = Figure()
            if d["skipped"] == "1" {
                f.predictedS = d["predicted_s"].flatMap(Double.init)
                f.timedOut = d["timeout"] == "1"
                if let reason = d["reason"], reason.hasPrefix("needs_") { f.needs = String(reason.dropFirst(6)) }
            } else if let m = d["median_ms"].flatMap(Double.init) {
                f.median = m
                f.minimum = d["min_ms"].flatMap(Double.init)
                f.reps = d["reps"].flatMap(Int.init)
            } else { continue }
            figures[FigureKey(engine: e, workload: w, n: n, op: op)] = f
            if op == "full" {
                var parts: [String] = []
                for k in ["constraints", "variables", "nodes"] { if let v = d[k] { parts.append("\(v) \(k)") } }
                if !parts.isEmpty { counts["\(e)/\(w)/\(n)"] = parts.joined(separator: ", ") }
            }
        }
        let order = ["kiwi": 1, "taffy": 2, "yoga": 3]
        engines.sort { (order[$0] ?? 0, $0) < (order[$1] ?? 0, $1) }
    }

    /// The results table of the reference results.md: `| W1 | 100 | full | kiwi | taffy | yoga |`.
    func parseReference(_ lines: [String]) {
        var columns: [String] = []
        for line in lines {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { String($0).trimmingSpaces() }
            guard cells.count >= 5 else { continue }
            let c = Array(cells.dropFirst().dropLast())
            if c.count >= 4, c[0] == "workload", c[1] == "n", c[2] == "op" {
                columns = Array(c[3...])
                continue
            }
            guard !columns.isEmpty, c.count == 3 + columns.count, let n = Int(c[1]),
                  c[0].hasPrefix("W") else { continue }
            for (j, engine) in columns.enumerated() {
                var op = c[2]
                if op == "solve/layout" { op = engine == "kiwi" ? "solve" : "layout" }
                guard let f = parseCell(c[3 + j]) else { continue }
                reference[FigureKey(engine: engine, workload: c[0], n: n, op: op)] = f
            }
        }
    }

    /// "3.44 s (3.32 s) ×2", "0.581 (0.466) ×25", "skip (~1836 s pred.)", "—".
    func parseCell(_ s: String) -> Figure? {
        var f = Figure()
        f.fromReference = true
        if s.hasPrefix("skip") {
            let digits = s.drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "." }
            f.predictedS = Double(String(digits))
            return f
        }
        let toks = s.split(separator: " ").map(String.init)
        guard let first = toks.first, let v = Double(first) else { return nil }
        let seconds = toks.count > 1 && toks[1] == "s"
        f.median = seconds ? v * 1000 : v
        let rest = toks.dropFirst(seconds ? 2 : 1)
        if let m = rest.first, m.hasPrefix("("), let mv = Double(m.dropFirst().filter { $0 != ")" }) {
            f.minimum = rest.dropFirst().first == "s)" ? mv * 1000 : mv
        }
        if let r = toks.last, r.hasPrefix("×") { f.reps = Int(r.dropFirst()) }
        return f
    }

    // MARK: Lookup

    func measured(_ e: String, _ w: String, _ n: Int, _ op: String) -> Figure? {
        figures[FigureKey(engine: e, workload: w, n: n, op: op)]
    }

    /// A reference engine's figure: this run's, else results.md's when this run
    /// has none or skipped it.
    func ref(_ e: String, _ w: String, _ n: Int, _ op: String) -> Figure? {
        let m = measured(e, w, n, op)
        if let m, !m.skipped { return m }
        if let r = reference[FigureKey(engine: e, workload: w, n: n, op: op)], !r.skipped { return r }
        return m ?? reference[FigureKey(engine: e, workload: w, n: n, op: op)]
    }

    static func engineStep(_ e: String) -> String {
        e.hasSuffix("/product") ? "layout" : e == "kiwi" || e.hasPrefix("stacklab") ? "solve" : "layout"
    }

    // MARK: Formatting

    static func ms(_ x: Double) -> String {
        if x >= 1000 { return fmt(x / 1000, 2) + " s" }
        if x >= 100 { return fmt(x, 0) }
        if x >= 10 { return fmt(x, 1) }
        if x >= 1 { return fmt(x, 2) }
        if x >= 0.01 { return fmt(x, 3) }
        return fmt(x, 4)
    }

    /// "14.3 ms" or "4.87 s".
    static func msUnit(_ x: Double) -> String {
        let s = ms(x)
        return s.hasSuffix(" s") ? s : s + " ms"
    }

    static func cell(_ f: Figure?) -> String {
        guard let f else { return "—" }
        if let m = f.median {
            var s = "\(ms(m))"
            if let mn = f.minimum { s += " (\(ms(mn)))" }
            if let r = f.reps { s += " ×\(r)" }
            return s + (f.fromReference ? " †" : "")
        }
        if f.timedOut, let p = f.predictedS { return "timeout (> \(fmt(p, 0)) s)" }
        if let need = f.needs { return "skip (\(need) skipped)" }
        if let p = f.predictedS { return "skip (~\(fmt(p, 0)) s pred.)" + (f.fromReference ? " †" : "") }
        return "skip"
    }

    static func ratio(_ a: Double, _ b: Double) -> String {
        let r = a / b
        if r >= 100 { return fmt(r, 0) }
        if r >= 10 { return fmt(r, 1) }
        if r >= 0.1 { return fmt(r, 2) }
        if r >= 0.001 { return fmt(r, 4) }
        guard r > 0, r.isFinite else { return fmt(r, 6) }
        var e = 0, m = r
        while m < 1 { m *= 10; e -= 1 }
        return fmt(m, 1) + "e\(e)"
    }

    // MARK: Output

    static let opsByWorkload: [String: [String]] = [
        "W1": ["full", "solve/layout", "build", "resize", "solve_revgroups"],
        "W2": ["full", "solve/layout", "build", "append", "hide", "unhide", "hide_h0", "unhide_h0"],
        "W3": ["full", "solve/layout", "build", "leaf", "leaf_edit"],
        "R1": ["build", "open", "hide", "show", "insert", "remove", "axis", "rotate", "animate", "explain"],
    ]
    static let replOps = ["hide", "show", "insert", "remove", "axis", "rotate", "animate"]

    func mainTable() {
        let engines = self.engines.filter { !$0.hasSuffix("/repl") }
        say("### Measured in this run (ms unless marked s; median (min) ×reps)")
        say()
        say("| workload | n | op | " + engines.joined(separator: " | ") + " |")
        say("|---|---:|---|" + String(repeating: "---:|", count: engines.count))
        for w in ["W1", "W2", "W3"] {
            for n in (sizes[w] ?? []).sorted() {
                for op in BenchReport.opsByWorkload[w]! {
                    let vals = engines.map { e -> String in
                        let o = op == "solve/layout" ? BenchReport.engineStep(e) : op
                        return BenchReport.cell(measured(e, w, n, o))
                    }
                    if vals.allSatisfy({ $0 == "—" }) { continue }
                    say("| \(w) | \(n) | \(op) | " + vals.joined(separator: " | ") + " |")
                }
            }
        }
        say()
        say("- stacklab/product: the workload built as stack views in a window, as the REPL builds them, "
            + "and laid out by the layout pass (`build`: the views, stacks and pins; `layout`: the first "
            + "layout pass and every frame read); its incremental ops include the layout pass and reading "
            + "the frames they may move.")
        say("- `full`: layout from scratch. stacklab: make the solver, variables and `Constraint` values "
            + "(`build`), add every constraint and read every variable (`solve`). kiwi: Python build + "
            + "addConstraint + updateVariables; taffy/yoga: Python node creation + first compute.")
        say("- `solve/layout`: the engine's part of `full` only (stacklab/kiwi `solve`, taffy/yoga `layout`).")
        say("- `resize`: W ↔ 1.05 W (stacklab and kiwi: edit variable on the width, stacklab @999); "
            + "`append`: one row onto the solved system (it grows by one row per rep); "
            + "`hide`/`unhide`: the middle row (stacklab: UISV-hiding @999.999 + spacing re-link + "
            + "UISV-spacing-hidden @50, as iOS 26; kiwi: required height 0 + re-link; flex: display none); "
            + "`leaf`: deepest leaf's intrinsic width 10 ↔ 15 by removing and re-adding its two width "
            + "constraints; `leaf_edit` (stacklab only): the same through an edit variable.")
        say("- stacklab incremental ops include reading the frames they change (W1: every view's minX and "
            + "width; W2: every row's minY and height; W3: every variable).")
        say("- Systems differ in size: stacklab's W2 is UIKit's alignment-center constraint set (34N+4 "
            + "constraints, 20N+4 variables: a spanner guide per row); kiwi's W2 is a smaller "
            + "hand-written one (29N+4, 16N+4). W1 and W3 are the same sets (7N+5; 11D−1).")
        let sized = ["W1", "W2", "W3"].flatMap { w in (sizes[w] ?? []).sorted().map { (w, $0) } }
            .filter { w, n in engines.contains { counts["\($0)/\(w)/\(n)"] != nil } }
        if !sized.isEmpty {
            say()
            say("| workload | n | " + engines.map { "\($0) size" }.joined(separator: " | ") + " |")
            say("|---|---:|" + String(repeating: "---:|", count: engines.count))
            for (w, n) in sized {
                say("| \(w) | \(n) | " + engines.map { counts["\($0)/\(w)/\(n)"] ?? "—" }.joined(separator: " | ") + " |")
            }
        }
        say()
    }

    /// The stacklab engines of the W1–W3 tables (the solver only, the product path).
    var stacklabEngines: [String] { engines.filter { $0.hasPrefix("stacklab") && !$0.hasSuffix("/repl") } }
    let refEngines = ["kiwi", "taffy", "yoga"]

    func ratioTable() {
        for se in stacklabEngines {
            say("### Ratios: \(se) ÷ reference (median ÷ median; < 1 means \(se) is faster)")
            say()
            say("| workload | n | \(se) op | compared with | \(se) | ÷kiwi | ÷taffy | ÷yoga |")
            say("|---|---:|---|---|---:|---:|---:|---:|")
            var usedReference = false
            for w in ["W1", "W2", "W3"] {
                for n in (sizes[w] ?? []).sorted() {
                    var rows: [(String, String, (String) -> String)] = [
                        ("full", "their engine step (kiwi solve, taffy/yoga layout)", { BenchReport.engineStep($0) }),
                        ("full", "their full (incl. Python-side build)", { _ in "full" }),
                    ]
                    for op in ["resize", "append", "hide", "unhide", "leaf"] {
                        rows.append((op, "their \(op)", { _ in op }))
                    }
                    rows.append(("leaf_edit", "their leaf", { _ in "leaf" }))
                    for (op, what, theirs) in rows {
                        guard let mine = measured(se, w, n, op) else { continue }
                        var cells: [String] = []
                        for e in refEngines {
                            guard let r = ref(e, w, n, theirs(e)) else { cells.append("—"); continue }
                            guard let rm = r.median else { cells.append("ref skipped"); continue }
                            guard let mm = mine.median else { cells.append("—"); continue }
                            if r.fromReference { usedReference = true }
                            cells.append(BenchReport.ratio(mm, rm) + (r.fromReference ? " †" : ""))
                        }
                        let mineCell = mine.median.map { BenchReport.ms($0) } ?? BenchReport.cell(mine)
                        say("| \(w) | \(n) | \(op) | \(what) | \(mineCell) | " + cells.joined(separator: " | ") + " |")
                    }
                }
            }
            say()
            if usedReference {
                say("† reference figure from results.md (not measured in this run, or skipped by prediction here).")
                say()
            }
        }
    }

    // MARK: Targets

    /// Targets missed so far in the report.
    var misses = 0

    /// One target as a PASS / MISS / N/A (nil) line.
    func line(_ ok: Bool?, _ s: String) {
        switch ok {
        case .some(true): say("- PASS \(s)")
        case .some(false): say("- MISS \(s)"); misses += 1
        case .none: say("- N/A  \(s)")
        }
    }

    /// The target `mine ≤ factor × theirs` (medians), or why it cannot be judged.
    func compare(_ mine: Figure?, _ theirs: Figure?, factor: Double, _ label: String, _ theirLabel: String) {
        guard let mine, let m = mine.median else {
            let why = mine?.timedOut == true ? "stacklab timed out (watchdog)"
                : mine?.needs != nil ? "stacklab skipped (its \(mine!.needs!) was skipped)"
                : mine?.predictedS.map { "stacklab skipped, predicted \(fmt($0, 1)) s" } ?? "not measured"
            line(mine == nil ? nil : false, "\(label): \(why)")
            return
        }
        guard let theirs, let t = theirs.median else {
            line(nil, "\(label): stacklab \(BenchReport.msUnit(m)), no \(theirLabel) figure")
            return
        }
        let bound = t * factor
        line(m <= bound, "\(label): stacklab \(BenchReport.msUnit(m)) vs \(theirLabel) "
            + "\(BenchReport.msUnit(t))\(theirs.fromReference ? " †" : "")"
            + (factor == 1 ? "" : " (bound \(BenchReport.msUnit(bound)))")
            + " → ratio \(BenchReport.ratio(m, t))")
    }

    /// The solver-only targets (earlier issues).
    func targets() {
        for se in stacklabEngines where !se.hasSuffix("/product") {
            say("### Targets (\(se))")
            say()
            // 1. W1/W2 full ≤ Yoga's layout step at N = 1000 and 10000.
            for w in ["W1", "W2"] {
                for n in [1000, 10000] {
                    compare(measured(se, w, n, "full"), ref("yoga", w, n, "layout"), factor: 1,
                            "\(w) n=\(n) full ≤ Yoga layout", "yoga layout")
                }
            }
            // 2. W3 no slower than Taffy at every depth (full vs its layout step; leaf vs its leaf).
            let depths = (sizes["W3"] ?? []).sorted()
            if depths.isEmpty { line(nil, "W3 ≤ Taffy: W3 not run") }
            for d in depths {
                compare(measured(se, "W3", d, "full"), ref("taffy", "W3", d, "layout"), factor: 1,
                        "W3 D=\(d) full ≤ Taffy layout", "taffy layout")
                compare(measured(se, "W3", d, "leaf"), ref("taffy", "W3", d, "leaf"), factor: 1,
                        "W3 D=\(d) leaf ≤ Taffy leaf", "taffy leaf")
            }
            // 3. Incremental ops at N = 10000 at most a fifth of Yoga's.
            for (w, op) in [("W1", "resize"), ("W2", "append"), ("W2", "hide"), ("W2", "unhide")] {
                compare(measured(se, w, 10000, op), ref("yoga", w, 10000, op), factor: 0.2,
                        "\(w) n=10000 \(op) ≤ Yoga \(op) / 5", "yoga \(op)")
            }
            // 4. W1 N = 1000 at least 100× faster than Kiwi.
            compare(measured(se, "W1", 1000, "full"), ref("kiwi", "W1", 1000, "solve"), factor: 0.01,
                    "W1 n=1000 full ≥ 100× faster than Kiwi (its solve step)", "kiwi solve")
            // 5. time(10000) / time(1000) ≤ 12.
            for (w, ops) in [("W1", ["full", "resize"]), ("W2", ["full", "append", "hide", "unhide"])] {
                for op in ops {
                    let a = measured(se, w, 1000, op), b = measured(se, w, 10000, op)
                    let label = "\(w) \(op) time(10000)/time(1000) ≤ 12"
                    if let am = a?.median, let bm = b?.median {
                        line(bm / am <= 12, "\(label): \(BenchReport.msUnit(bm)) / \(BenchReport.msUnit(am)) = \(BenchReport.ratio(bm, am))")
                    } else if let b, b.skipped {
                        line(false, "\(label): n=10000 " + (b.needs != nil ? "skipped (its \(b.needs!) was skipped)"
                            : "skipped (predicted \(fmt(b.predictedS ?? 0, 1)) s)"))
                    } else {
                        line(nil, "\(label): needs both sizes in the run")
                    }
                }
            }
            say()
        }
    }

    // MARK: The product paths (issue 11)

    func replTable() {
        let e = "stacklab/repl"
        let ns = (sizes["R1"] ?? []).sorted()
        guard !ns.isEmpty || !memory.isEmpty || !capped.isEmpty else { return }
        if !ns.isEmpty {
            say("### R1: the REPL (a Session in-process; each op one command and its change report; ms)")
            say()
            say("| n | " + BenchReport.opsByWorkload["R1"]!.joined(separator: " | ") + " |")
            say("|---:|" + String(repeating: "---:|", count: BenchReport.opsByWorkload["R1"]!.count))
            for n in ns {
                say("| \(n) | " + BenchReport.opsByWorkload["R1"]!.map { BenchReport.cell(measured(e, "R1", n, $0)) }
                    .joined(separator: " | ") + " |")
            }
            say()
            say("- `build`: the scene's script (N + 16 commands: the scroll view, the list and their pins, "
                + "N `label`, one `add r0 … to list`, one `hide` and one `show`) through one `Session.run`, once; `hide`/`show`: "
                + "r{N/2}; `insert`: a new label at N/2; `remove`: `remove` of such a label; `axis`: "
                + "`set list axis=…` toggled; `rotate`; `animate`: `animate { hide r{N/2} }`; `explain`: "
                + "`explain r{N/2}` right after a change (a `hide r0; show r0`, untimed), so each answer "
                + "starts from the direct path's pass.")
            say()
        }
        let rows = memoryRows()
        if !rows.isEmpty {
            say("### Peak memory (one process each)")
            say()
            say("| what | n | peak RSS | wall time |")
            say("|---|---:|---:|---:|")
            for (label, key) in rows {
                if let m = memory[key] {
                    say("| \(label) | \(key.n) | \(fmt(m.rssMB, 1)) MB | \(m.wallMS.map { BenchReport.msUnit($0) } ?? "—") |")
                } else if let line = capped[key] {
                    let why = line.split(separator: " ").first { $0.hasPrefix("reason=") }.map { String($0.dropFirst(7)) } ?? "capped"
                    say("| \(label) | \(key.n) | over the cap (\(why.replacingUnderscores())) | — |")
                }
            }
            say()
            say("- R1 build: `stacklab-bench rss R1 N` (the path=repl script through a Session; getrusage's "
                + "peak RSS). `stacklab play`: the release binary replaying the same script, under "
                + "`/usr/bin/time`. Yoga: its W2 benchmark process at the same N (Python included).")
            say()
        }
    }

    /// (label, key) of every memory figure in the run, in a fixed order.
    func memoryRows() -> [(String, FigureKey)] {
        var out: [(String, FigureKey)] = []
        let keys = Array(memory.keys) + Array(capped.keys)
        for (label, engine, op) in [("R1 build, Session in-process", "stacklab/repl", "build_rss"),
                                    ("R1 through `stacklab play`", "stacklab/binary", "play"),
                                    ("Yoga W2 process", "yoga", "process_rss")] {
            for n in Set(keys.filter { $0.engine == engine && $0.op == op }.map(\.n)).sorted() {
                let w = engine == "yoga" ? "W2" : "R1"
                out.append((label, FigureKey(engine: engine, workload: w, n: n, op: op)))
            }
        }
        return out
    }

    /// The targets of issue 11, as PASS / MISS / N/A lines.
    func productTargets() {
        let pe = "stacklab/product", re = "stacklab/repl"
        guard engines.contains(pe) || engines.contains(re) || !memory.isEmpty || !capped.isEmpty else { return }
        say("### Targets (issue 11: through the product)")
        say()
        func growth(_ label: String, _ small: Double?, _ large: Double?, _ largeSkipped: String? = nil) {
            if let a = small, let b = large {
                line(b / a <= 12, "\(label): \(BenchReport.msUnit(b)) / \(BenchReport.msUnit(a)) = \(BenchReport.ratio(b, a))")
            } else if let why = largeSkipped {
                line(false, "\(label): \(why)")
            } else {
                line(nil, "\(label): needs both sizes in the run")
            }
        }
        // 1. W1 and W2 full ≤ Yoga's layout step at N = 1000 and 10000.
        for w in ["W1", "W2"] {
            for n in [1000, 10000] {
                compare(measured(pe, w, n, "full"), ref("yoga", w, n, "layout"), factor: 1,
                        "product \(w) n=\(n) full ≤ Yoga layout", "yoga layout")
            }
        }
        // 2. W3 full ≤ Taffy's layout step at D = 10, 50, 200.
        for d in [10, 50, 200] {
            compare(measured(pe, "W3", d, "full"), ref("taffy", "W3", d, "layout"), factor: 1,
                    "product W3 D=\(d) full ≤ Taffy layout", "taffy layout")
        }
        // 3. Incremental ops at N = 10000 ≤ ⅕ of Yoga's.
        for (w, op) in [("W2", "append"), ("W2", "hide"), ("W2", "unhide"), ("W1", "resize")] {
            compare(measured(pe, w, 10000, op), ref("yoga", w, 10000, op), factor: 0.2,
                    "product \(w) n=10000 \(op) ≤ Yoga \(op) / 5", "yoga \(op)")
        }
        // 4. R1 ops at N = 1000 ≤ Yoga's W2 layout at N = 1000.
        for op in BenchReport.replOps {
            compare(measured(re, "R1", 1000, op), ref("yoga", "W2", 1000, "layout"), factor: 1,
                    "R1 n=1000 \(op) ≤ Yoga W2 layout n=1000", "yoga W2 layout")
        }
        // 4b. explain at N = 1000 ≤ 20 ms (issue 24: 5.8 s before).
        if let m = measured(re, "R1", 1000, "explain"), let ms = m.median {
            line(ms <= 20, "R1 n=1000 explain ≤ 20 ms: \(BenchReport.msUnit(ms))")
        } else {
            line(nil, "R1 n=1000 explain ≤ 20 ms: not measured")
        }
        // 5. Growth of full from N = 1000 to 10000.
        for w in ["W1", "W2"] {
            let a = measured(pe, w, 1000, "full"), b = measured(pe, w, 10000, "full")
            growth("product \(w) full time(10000)/time(1000) ≤ 12", a?.median, b?.median,
                   b.map { $0.skipped ? "n=10000 skipped" : nil } ?? nil)
        }
        // 6. Memory: R1 build at 10000 ≤ 12 × at 1000, and under 200 MB; through
        //    the binary, the 10000-row build ≤ 12 × the 1000-row time.
        let small = memory[FigureKey(engine: re, workload: "R1", n: 1000, op: "build_rss")]
        let largeKey = FigureKey(engine: re, workload: "R1", n: 10000, op: "build_rss")
        let large = memory[largeKey]
        let over = capped[largeKey] != nil ? "n=10000 did not finish under the caps" : nil
        if let s = small, let l = large {
            line(l.rssMB <= 12 * s.rssMB, "R1 build RSS(10000)/RSS(1000) ≤ 12: \(fmt(l.rssMB, 1)) MB / \(fmt(s.rssMB, 1)) MB = \(BenchReport.ratio(l.rssMB, s.rssMB))")
        } else if let over { line(false, "R1 build RSS(10000)/RSS(1000) ≤ 12: \(over)") }
        else { line(nil, "R1 build RSS(10000)/RSS(1000) ≤ 12: needs both sizes in the run") }
        if let l = large {
            line(l.rssMB < 200, "R1 build RSS at n=10000 < 200 MB: \(fmt(l.rssMB, 1)) MB")
            // Issue 28, item 6: under 60 MB, and what a view costs. The
            // process's own start (the runtime, Foundation, the binary's
            // pages) is the baseline the process reported before building;
            // a row's cost is the growth from N = 1000 to 10 000 over the
            // 9 000 rows between them.
            line(l.rssMB < 60, "R1 build RSS at n=10000 < 60 MB (issue 28): \(fmt(l.rssMB, 1)) MB")
            let views = 10000 + 3
            if let base = baselines[largeKey] {
                say("- R1 at n=10000: \(fmt(l.rssMB - base, 1)) MB over the process's start "
                    + "(\(fmt(base, 1)) MB), \(Int(((l.rssMB - base) * 1_048_576 / Double(views)).rounded())) bytes per view "
                    + "(\(views) views: the rows, the list, the scroll view, the root)")
            }
            if let s = small {
                say("- a row's cost, from n=1000 to n=10000: \(Int(((l.rssMB - s.rssMB) * 1_048_576 / 9000).rounded())) bytes")
            }
        } else if let over { line(false, "R1 build RSS at n=10000 < 200 MB: \(over)") }
        else { line(nil, "R1 build RSS at n=10000 < 200 MB: not measured") }
        let bs = memory[FigureKey(engine: "stacklab/binary", workload: "R1", n: 1000, op: "play")]
        let blKey = FigureKey(engine: "stacklab/binary", workload: "R1", n: 10000, op: "play")
        growth("stacklab play of R1: time(10000)/time(1000) ≤ 12", bs?.wallMS, memory[blKey]?.wallMS,
               capped[blKey] != nil ? "n=10000 did not finish under the caps" : nil)
        say()
    }

    func checksSection() {
        if failures.isEmpty {
            say("Result checks: \(checksRun) run, all passed.")
        } else {
            say("### CHECK FAILURES (\(failures.count) of \(checksRun))")
            say()
            for f in failures { say("- `\(f)`") }
        }
    }
}

/// Entry point of `stacklab-bench report`; returns the exit status
/// (1 when a result check failed; missed targets are not errors).
func runReport(_ argv: [String]) -> Int32 {
    var raw: String? = nil
    var referencePath: String? = nil
    var i = 0
    while i < argv.count {
        if argv[i] == "--reference", i + 1 < argv.count { referencePath = argv[i + 1]; i += 2; continue }
        raw = argv[i]
        i += 1
    }
    guard let raw, let lines = readLines(raw) else {
        printErr("usage: stacklab-bench report RAW_OUTPUT [--reference results.md]")
        return 2
    }
    let r = BenchReport()
    r.parseRun(lines)
    if let referencePath {
        if let ref = readLines(referencePath) { r.parseReference(ref) }
        else { printErr("stacklab-bench report: cannot read \(referencePath)") }
    }
    for l in lines where l.hasPrefix("# ") && (l.contains("date=") || l.contains("profile=")) { r.say(l) }
    r.say()
    r.mainTable()
    r.ratioTable()
    r.replTable()
    r.targets()
    r.productTargets()
    r.checksSection()
    print(r.text, terminator: "")
    return r.failures.isEmpty ? 0 : 1
}

extension String {
    func replacingUnderscores() -> String { String(map { $0 == "_" ? " " : $0 }) }

    func trimmingSpaces() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return String(s)
    }
}
