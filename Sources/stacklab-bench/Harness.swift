// Timing, repetition, prediction and reporting for stacklab-bench.
//
// The policy mirrors Scripts/bench-py/bench_common.py so that the Swift and
// Python columns of the table are measured the same way:
//  * a repetition times only the operation (ContinuousClock, monotonic);
//  * repetitions continue until at least --min-reps and --budget seconds of
//    timed work (at most --max-reps); a slow operation stops once the
//    accumulated time passes max(4 s, 3 × budget), so `reps=1` is possible;
//  * before a size is run, its single-rep time is extrapolated from the two
//    previous sizes (t ∝ n^e, e fitted and clamped to [1, 10], 2.5 with one
//    point); above --max-pred-s the size is skipped and the prediction printed;
//  * a watchdog (SIGALRM) ends the process if one repetition runs past
//    --rep-timeout, printing a `skipped=1 timeout=1` line first.
import ConstraintSolver

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: Options

struct Options {
    var sizes: [Int] = [100, 1000, 10000]
    var depths: [Int] = [10, 20, 30, 50, 200]
    var workloads: Set<String> = ["W1", "W2", "W3", "R1"]
    /// For W1–W3: `solver` (constraint systems through the solver's API) and
    /// `product` (stack views in a window); R1 is always path=repl.
    var paths: Set<String> = ["solver", "product"]
    /// The incremental ops of path=product and R1 to run (nil: all), for profiling one.
    var ops: Set<String>? = nil
    func wants(_ op: String) -> Bool { ops?.contains(op) ?? true }
    var budget = 1.0
    var minReps = 3
    var maxReps = 25
    var maxPredS = 20.0
    var repTimeoutS: Double? = nil
    var general = false

    var engine: String { general ? "stacklab-general" : "stacklab" }
    var configuration: Solver.Configuration { general ? .general : .init() }
    /// Seconds one repetition may take before the watchdog ends the run.
    var effectiveRepTimeout: Double { repTimeoutS ?? max(120, 3 * maxPredS) }

    static let usage = """
        usage: stacklab-bench [options]
          --sizes 100,1000,10000     N for W1 and W2
          --depths 10,20,30,50,200   depth D for W3
          --workloads W1,W2,W3,R1    subset to run (R1: the REPL, a Session, at the sizes)
          --paths solver,product     W1–W3 through the solver's API and/or as stack
                                     views in a window (lines say path=product)
          --ops hide,axis,…          only these incremental ops of path=product and
                                     R1 (for profiling one; full/build always run)
          --budget S                 seconds of timed work per figure (default 1)
          --min-reps K / --max-reps K   (default 3 / 25)
          --max-pred-s S             skip a size whose predicted single-rep time
                                     exceeds S seconds (default 20)
          --rep-timeout S            watchdog: abort if one rep takes longer
                                     (default max(120, 3 × max-pred-s))
          --general                  Solver.Configuration.general (no fast path);
                                     lines then say engine=stacklab-general
        Prints one `engine=stacklab [path=product|repl] workload=.. n=.. op=.. median_ms=.. min_ms=..`
        line per figure and `op=check ok=0|1` lines for the result checks.
        `stacklab-bench rss R1 N`: the peak RSS of building R1 in this process.
        `stacklab-bench report RAW [--reference results.md]`: the tables of a run.
        """

    static func parse(_ argv: [String]) -> Options {
        var o = Options()
        var i = 0
        func fail(_ msg: String) -> Never {
            printErr("stacklab-bench: \(msg)\n\(usage)")
            exit(2)
        }
        while i < argv.count {
            var key = argv[i]
            var value: String? = nil
            if let eq = key.firstIndex(of: "="), key.hasPrefix("--") {
                value = String(key[key.index(after: eq)...])
                key = String(key[..<eq])
            }
            func next() -> String {
                if let v = value { return v }
                i += 1
                guard i < argv.count else { fail("\(key) needs a value") }
                return argv[i]
            }
            func ints(_ s: String) -> [Int] {
                s.split(separator: ",").map { part in
                    guard let v = Int(part), v > 0 else { fail("bad number '\(part)' for \(key)") }
                    return v
                }
            }
            func double(_ s: String) -> Double {
                guard let v = Double(s), v.isFinite, v >= 0 else { fail("bad number '\(s)' for \(key)") }
                return v
            }
            switch key {
            case "--sizes": o.sizes = ints(next())
            case "--depths": o.depths = ints(next())
            case "--workloads":
                o.workloads = Set(next().split(separator: ",").map { $0.uppercased() })
                for w in o.workloads where !["W1", "W2", "W3", "R1"].contains(w) { fail("unknown workload '\(w)'") }
            case "--paths":
                o.paths = Set(next().split(separator: ",").map { $0.lowercased() })
                for p in o.paths where !["solver", "product"].contains(p) { fail("unknown path '\(p)'") }
            case "--ops": o.ops = Set(next().split(separator: ",").map(String.init))
            case "--budget": o.budget = double(next())
            case "--min-reps": o.minReps = max(1, Int(double(next())))
            case "--max-reps": o.maxReps = max(1, Int(double(next())))
            case "--max-pred-s": o.maxPredS = double(next())
            case "--rep-timeout": o.repTimeoutS = double(next())
            case "--general": o.general = true
            case "-h", "--help":
                print(usage)
                exit(0)
            default: fail("unknown argument \(key)")
            }
            i += 1
        }
        return o
    }
}

// MARK: Output

func printErr(_ s: String) {
    var line = s
    if !line.hasSuffix("\n") { line += "\n" }
    let bytes = Array(line.utf8)
    _ = bytes.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
}

/// Prints one line to stdout and flushes (the watchdog writes with write(2)).
func out(_ s: String) {
    print(s)
    fflush(nil)
}

/// Fixed-point formatting without Foundation.
func fmt(_ x: Double, _ digits: Int = 4) -> String {
    guard x.isFinite else { return "\(x)" }
    var scale: Int64 = 1
    for _ in 0..<digits { scale *= 10 }
    let r = Int64((abs(x) * Double(scale)).rounded())
    let ip = r / scale
    var fp = String(r % scale)
    while fp.count < digits { fp = "0" + fp }
    let sign = x < 0 && r != 0 ? "-" : ""
    return digits == 0 ? "\(sign)\(ip)" : "\(sign)\(ip).\(fp)"
}

/// Keeps values read from the solver observable so the reads are not optimised away.
enum Sink {
    nonisolated(unsafe) static var value = 0.0
    @inline(never) static func consume(_ x: Double) { value += x }
}

// MARK: Timing

func seconds(_ d: Duration) -> Double {
    let c = d.components
    return Double(c.seconds) + Double(c.attoseconds) * 1e-18
}

/// Runs `body` once under the watchdog and returns (seconds, result).
func timed<R>(_ body: () throws(SolverError) -> R) throws(SolverError) -> (Double, R) {
    Watchdog.arm()
    defer { Watchdog.disarm() }
    let clock = ContinuousClock()
    let t0 = clock.now
    let r = try body()
    let t1 = clock.now
    return (seconds(t1 - t0), r)
}

struct Sampler {
    var samples: [Double] = []
    /// Heap allocations per sample, where counted (``timedProduct``).
    var allocations: [Int] = []
    mutating func add(_ s: Double) { samples.append(s) }
    /// A sample timed by ``timedProduct``, with the allocations it made.
    mutating func add(_ s: Double, allocations a: Int?) {
        samples.append(s)
        if let a { allocations.append(a) }
    }
    /// The median allocation count of the samples (nil: not counted).
    var medianAllocations: Int? {
        guard !allocations.isEmpty else { return nil }
        return allocations.sorted()[allocations.count / 2]
    }
    var median: Double {
        let s = samples.sorted()
        let n = s.count
        guard n > 0 else { return .nan }
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2
    }
    var minimum: Double { samples.min() ?? .nan }
    var total: Double { samples.reduce(0, +) }
}

/// bench_common.want_more: at least min_reps and `budget` seconds, at most
/// max_reps; a slow op stops once the total passes max(4 s, 3 × budget).
func wantMore(_ s: Sampler, _ o: Options) -> Bool {
    let n = s.samples.count
    if n == 0 { return true }
    if n >= o.maxReps { return false }
    if n >= o.minReps { return s.total < o.budget }
    return s.total < max(4.0, 3 * o.budget)
}

// MARK: Prediction

final class Predictor {
    static let defaultExponent = 2.5
    private var history: [String: [(n: Int, t: Double)]] = [:]

    func record(_ workload: String, _ op: String, _ n: Int, _ s: Sampler) {
        record(workload, op, n, seconds: s.median)
    }

    func record(_ workload: String, _ op: String, _ n: Int, seconds: Double) {
        history["\(workload)/\(op)", default: []].append((n, seconds))
    }

    func predict(_ workload: String, _ op: String, _ n: Int, exponent: Double = defaultExponent) -> Double? {
        guard let h = history["\(workload)/\(op)"], let last = h.last else { return nil }
        var e = exponent
        if h.count >= 2 {
            let prev = h[h.count - 2]
            if last.n > prev.n, prev.t > 0, last.t > 0 {
                e = min(10, max(1, log(last.t / prev.t) / log(Double(last.n) / Double(prev.n))))
            }
        }
        return last.t * pow(Double(n) / Double(last.n), e)
    }

    /// Prints a `skipped=1` line and returns true when the prediction is over the cap.
    func skip(_ o: Options, _ prefix: String, _ workload: String, _ op: String, _ n: Int,
              exponent: Double = defaultExponent) -> Bool {
        guard let p = predict(workload, op, n, exponent: exponent), p > o.maxPredS else { return false }
        out("\(prefix) workload=\(workload) n=\(n) op=\(op) skipped=1 "
            + "predicted_s=\(fmt(p, 1)) max_pred_s=\(fmt(o.maxPredS, 1))")
        return true
    }
}

// MARK: Reporting

final class Reporter {
    let options: Options
    /// `product` or `repl` for the lines of the product paths (nil: the solver only).
    let path: String?
    let predictor = Predictor()
    private(set) var failedChecks = 0

    init(_ options: Options, path: String? = nil) {
        self.options = options
        self.path = path
    }

    /// `engine=… [path=…]`, the start of every line.
    var prefix: String { "engine=\(options.engine)" + (path.map { " path=\($0)" } ?? "") }

    func emit(_ workload: String, _ n: Int, _ op: String, _ s: Sampler, _ extra: KeyValuePairs<String, String> = [:]) {
        var line = "\(prefix) workload=\(workload) n=\(n) op=\(op) "
            + "median_ms=\(fmt(s.median * 1e3)) min_ms=\(fmt(s.minimum * 1e3)) reps=\(s.samples.count)"
        for (k, v) in extra { line += " \(k)=\(v)" }
        if let a = s.medianAllocations { line += " allocs=\(a) allocs_per_n=\(fmt(Double(a) / Double(max(n, 1)), 3))" }
        out(line)
        predictor.record(workload, op, n, s)
    }

    func check(_ workload: String, _ n: Int, _ ok: Bool, _ detail: String) {
        out("\(prefix) workload=\(workload) n=\(n) op=check ok=\(ok ? 1 : 0) "
            + "detail=\(detail.replacingSpaces())")
        if !ok {
            failedChecks += 1
            printErr("# CHECK FAILED: \(prefix) \(workload) n=\(n): \(detail)")
        }
    }

    func note(_ s: String) { out("# \(s)") }

    /// `exponent`: the growth assumed while only one size has been measured.
    func skip(_ workload: String, _ op: String, _ n: Int, exponent: Double = Predictor.defaultExponent) -> Bool {
        predictor.skip(options, prefix, workload, op, n, exponent: exponent)
    }

    /// A skip line for an op that cannot run because its prerequisite was skipped.
    func skipDependent(_ workload: String, _ n: Int, _ ops: [String], because op: String) {
        for o in ops {
            var line = "\(prefix) workload=\(workload) n=\(n) op=\(o) skipped=1 reason=needs_\(op)"
            if let p = predictor.predict(workload, o, n) { line += " predicted_s=\(fmt(p, 1))" }
            out(line)
        }
    }

    /// Announces the measurement about to start to the watchdog.
    func begin(_ workload: String, _ n: Int, _ op: String) {
        Watchdog.setLabel("\(prefix) workload=\(workload) n=\(n) op=\(op) skipped=1 timeout=1 "
            + "predicted_s=\(fmt(options.effectiveRepTimeout, 1))")
    }
}

extension String {
    func replacingSpaces() -> String { String(map { $0 == " " ? "_" : $0 }) }
}

/// |a − b| ≤ tol · max(1, |a|, |b|), as bench_common.close (default 1e-6 here:
/// our solver computes in Double; the flex engines are checked at 1e-3).
func close(_ a: Double, _ b: Double, _ tol: Double = 1e-6) -> Bool {
    abs(a - b) <= tol * max(1, abs(a), abs(b))
}

// MARK: Watchdog

/// SIGALRM-based guard against a repetition that never ends (a solver bug or
/// a wildly wrong prediction). The handler writes the prepared label to
/// stdout with write(2) and exits with status 124.
enum Watchdog {
    static let capacity = 512
    nonisolated(unsafe) static let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 512)
    nonisolated(unsafe) static var length = 0
    nonisolated(unsafe) static var timeout: UInt32 = 120

    static func install(timeoutS: Double) {
        timeout = UInt32(max(1, min(Double(UInt32.max / 2), timeoutS.rounded(.up))))
        signal(SIGALRM) { _ in
            if Watchdog.length > 0 { _ = write(1, Watchdog.buffer, Watchdog.length) }
            let msg: StaticString = "# stacklab-bench: watchdog: one repetition exceeded --rep-timeout; aborting\n"
            _ = write(2, msg.utf8Start, msg.utf8CodeUnitCount)
            _exit(124)
        }
    }

    static func setLabel(_ s: String) {
        var bytes = Array((s + "\n").utf8)
        if bytes.count > capacity { bytes = Array(bytes.prefix(capacity - 1)) + [10] }
        length = 0
        for (i, b) in bytes.enumerated() { buffer[i] = b }
        length = bytes.count
    }

    static func arm() { alarm(timeout) }
    static func disarm() { alarm(0) }
}

/// A workload's system as `full` measures it.
protocol FullWorkload {
    var solver: Solver { get }
    /// The variables read back after solving.
    var vars: [Variable] { get }
    /// Keeps what it needs of the ids of the constraints just added.
    mutating func adopt(_ ids: [ConstraintID], added constraints: [Constraint])
}

/// Measures `full` until the budget is spent: `build` (make the solver,
/// variables and constraints), then `solve` (add every constraint and read
/// every variable). Runs `check` on the last system, emits the build / solve
/// / full lines with the solver's counters, and returns that system.
func measureFull<S: FullWorkload>(
    _ workload: String, _ n: Int, _ r: Reporter,
    build: () -> (S, [Constraint]), check: (S) -> Void
) throws(SolverError) -> S? {
    var sb = Sampler(), ss = Sampler(), sf = Sampler()
    var last: S? = nil
    var count = 0
    r.begin(workload, n, "full")
    while wantMore(sf, r.options) {
        last = nil
        let (tb, built) = try timed { () throws(SolverError) -> (S, [Constraint]) in build() }
        var (sys, cs) = built
        let (ts, ids) = try timed { () throws(SolverError) -> [ConstraintID] in
            let ids = try addAll(sys.solver, cs)
            Sink.consume(readAll(sys.solver, sys.vars))
            return ids
        }
        sys.adopt(ids, added: cs)
        count = cs.count
        sb.add(tb); ss.add(ts); sf.add(tb + ts)
        last = sys
    }
    guard let sys = last else { return nil }
    check(sys)
    let st = sys.solver.statistics
    let meta: KeyValuePairs<String, String> = [
        "constraints": "\(count)", "variables": "\(sys.vars.count)",
        "pivots": "\(st.pivots)", "substitutions": "\(st.substitutions)",
    ]
    r.emit(workload, n, "build", sb, meta)
    r.emit(workload, n, "solve", ss, meta)
    r.emit(workload, n, "full", sf, meta)
    return sys
}
