// stacklab-bench: the workloads (W1 flat-fill, W2 dynamic-list,
// W3 deep-nest) as constraint systems through ConstraintSolver's public API
// (path solver), as stack views in a window (path=product, Product.swift),
// and R1, the REPL through a Session (path=repl, Repl.swift).
// Run through Scripts/bench, which also runs the Kiwi / Yoga / Taffy
// references and prints the comparison table; `stacklab-bench --help` for
// the options. Exit status: 0, or 1 if a result check failed.
// `stacklab-bench report RAW [--reference results.md]` prints the tables of a
// run's output (see Report.swift).
import ConstraintSolver

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "report" {
    exit(runReport(Array(CommandLine.arguments.dropFirst(2))))
}
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "rss" {
    exit(runRSS(Array(CommandLine.arguments.dropFirst(2))))
}
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "script" {
    exit(runScript(Array(CommandLine.arguments.dropFirst(2))))
}

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
Watchdog.install(timeoutS: options.effectiveRepTimeout)
let reporter = Reporter(options)

#if DEBUG
reporter.note("WARNING: debug build; benchmark with `swift build -c release`")
#endif
reporter.note("engine=\(options.engine) fast_path=\(options.configuration.usesFastPath) "
    + "sizes=\(options.sizes.map(String.init).joined(separator: ",")) "
    + "depths=\(options.depths.map(String.init).joined(separator: ",")) "
    + "budget_s=\(fmt(options.budget, 2)) max_pred_s=\(fmt(options.maxPredS, 1)) "
    + "rep_timeout_s=\(fmt(options.effectiveRepTimeout, 0))")

let clock = ContinuousClock()
let start = clock.now

func run(_ workload: String, _ n: Int, _ r: Reporter, _ body: (Int, Reporter) throws(SolverError) -> Void) {
    do {
        try body(n, r)
    } catch {
        r.check(workload, n, false, "solver_error: \(error)")
    }
}

/// Runs a product-path workload; an error thrown while building is a failed check.
func runProduct(_ workload: String, _ n: Int, _ r: Reporter, _ body: (Int, Reporter) throws -> Void) {
    do {
        try body(n, r)
    } catch {
        r.check(workload, n, false, "error: \(error)")
    }
}

let product = Reporter(options, path: "product")
let repl = Reporter(options, path: "repl")
let solverPath = options.paths.contains("solver"), productPath = options.paths.contains("product")
if options.workloads.contains("W1") {
    if solverPath { for n in options.sizes { run("W1", n, reporter, benchW1) } }
    if productPath { for n in options.sizes { runProduct("W1", n, product, benchW1Product) } }
}
if options.workloads.contains("W2") {
    if solverPath { for n in options.sizes { run("W2", n, reporter, benchW2) } }
    if productPath { for n in options.sizes { runProduct("W2", n, product, benchW2Product) } }
}
if options.workloads.contains("W3") {
    reporter.note("W3 expected root size (our fill semantics, lexicographic tiers): the min-content "
        + "size, (5D+10) x 5D for even D and (5D+5) x (5D+5) for odd D; kiwi and the flex engines agree")
    if solverPath { for d in options.depths { run("W3", d, reporter, benchW3) } }
    if productPath { for d in options.depths { runProduct("W3", d, product, benchW3Product) } }
}
if options.workloads.contains("R1") {
    for n in options.sizes { benchR1(n, repl) }
}

let failedChecks = reporter.failedChecks + product.failedChecks + repl.failedChecks
reporter.note("engine=\(options.engine) total_s=\(fmt(seconds(clock.now - start), 1)) "
    + "failed_checks=\(failedChecks)")
exit(failedChecks == 0 ? 0 : 1)
