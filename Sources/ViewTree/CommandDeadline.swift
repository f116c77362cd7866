/// When the command being run must end, if a shared server bounds its time
/// (ReplCore's `SessionLimits.commandSeconds`, set for each transaction).
/// Long loops ask ``passed`` as they go (the Swift interpreter every 1 024
/// steps, a script or a block before each command) and stop with an error;
/// the command's transaction then rolls everything back, so a command that
/// would never end is stopped by the limit and changes nothing. Nil at the
/// terminal: no limit.
///
/// A task-local value: it is the running command's on its own thread (a
/// server runs many sessions at once), and it needs no parameter through
/// every layer between the session and the loop.
public enum CommandDeadline {
    @TaskLocal public static var current: ContinuousClock.Instant?

    /// The words every error of a command stopped at its deadline holds.
    public static let words = "stopped at its time limit"

    /// Whether the running command's time is up.
    public static var passed: Bool {
        guard let end = current else { return false }
        return ContinuousClock.now >= end
    }

    /// Runs `body` with a deadline `seconds` from now, unless one is already
    /// set (a command inside another keeps the outer one's), or none when
    /// `seconds` is nil.
    public static func run<T, E: Error>(within seconds: Double?, _ body: () throws(E) -> T) throws(E) -> T {
        guard let seconds, current == nil else { return try body() }
        var outcome: Result<T, E>?
        $current.withValue(ContinuousClock.now + .milliseconds(Int64((seconds * 1000).rounded()))) {
            do throws(E) { outcome = .success(try body()) } catch { outcome = .failure(error) }
        }
        return try outcome!.get()
    }
}
