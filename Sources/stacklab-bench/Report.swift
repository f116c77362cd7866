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
            guard let e = d["engine"], let w = d["workload"], let ns = d["n"], let n = Int(ns),
                  let op = d["op"] else { continue }
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

    static func engineStep(_ e: String) -> String { e == "kiwi" || e.hasPrefix("stacklab") ? "solve" : "layout" }

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
    ]

    func mainTable() {
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

    var stacklabEngines: [String] { engines.filter { $0.hasPrefix("stacklab") } }
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

    func targets() -> Int {
        var misses = 0
        for se in stacklabEngines {
            say("### Targets (\(se))")
            say()
            func line(_ ok: Bool?, _ s: String) {
                switch ok {
                case .some(true): say("- PASS \(s)")
                case .some(false): say("- MISS \(s)"); misses += 1
                case .none: say("- N/A  \(s)")
                }
            }
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
        return misses
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
    _ = r.targets()
    r.checksSection()
    print(r.text, terminator: "")
    return r.failures.isEmpty ? 0 : 1
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return String(s)
    }
}
