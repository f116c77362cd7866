// `stacklab-bench rss R1 N`: builds R1 with N rows through a Session (the
// same script as path=repl) in this process and prints its peak resident set
// (getrusage's ru_maxrss) and the wall time of the build, one line:
// `engine=stacklab path=repl workload=R1 n=N op=build_rss rss_mb=… wall_ms=…`.
// `stacklab-bench script R1 N` prints that script.
// Scripts/bench runs `rss` once per N, each in a fresh process (under a memory
// and time cap), so the figure is that build's own peak.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Peak resident set of this process so far, in MB (ru_maxrss is in KB on
/// Linux, bytes on Darwin).
func peakRSSMegabytes() -> Double {
    var u = rusage()
    #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &u)
    return Double(u.ru_maxrss) / 1_048_576
    #else
    getrusage(RUSAGE_SELF.rawValue, &u)
    return Double(u.ru_maxrss) / 1024
    #endif
}

/// `stacklab-bench script R1 N`: prints R1's script (for `stacklab play`).
func runScript(_ argv: [String]) -> Int32 {
    guard argv.count == 2, argv[0] == "R1", let n = Int(argv[1]), n > 0 else {
        printErr("usage: stacklab-bench script R1 N")
        return 2
    }
    print(R1.script(n), terminator: "")
    return 0
}

func runRSS(_ argv: [String]) -> Int32 {
    guard argv.count == 2, argv[0] == "R1", let n = Int(argv[1]), n > 0 else {
        printErr("usage: stacklab-bench rss R1 N")
        return 2
    }
    let baseline = peakRSSMegabytes()
    var failures: [String] = []
    // No watchdog here: Scripts/bench caps this process's time and memory.
    let clock = ContinuousClock()
    let t0 = clock.now
    let session = R1.build(n, &failures)
    let t = seconds(clock.now - t0)
    let rss = peakRSSMegabytes()
    withExtendedLifetime(session) {}
    out("engine=stacklab path=repl workload=R1 n=\(n) op=build_rss rss_mb=\(fmt(rss, 1)) "
        + "baseline_mb=\(fmt(baseline, 1)) wall_ms=\(fmt(t * 1e3, 1))")
    out("engine=stacklab path=repl workload=R1 n=\(n) op=check ok=\(failures.isEmpty ? 1 : 0) "
        + "detail=" + ("build_rss " + (failures.first ?? "every command ran")).replacingSpaces())
    return failures.isEmpty ? 0 : 1
}
