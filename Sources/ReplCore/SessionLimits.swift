import CommandLanguage
import Foundation
import ViewTree

/// Bounds on what one session may do, for a server that many people share
/// (`stacklab serve`): a command that would go past one fails with a clear
/// error and changes nothing, as any failed command does. A session at the
/// terminal has none.
///
/// - views: the named views a scene may hold after a command (`add`,
///   `load`, `open`, a block);
/// - animationSamples: the samples one `animate` may take (duration × fps + 1);
/// - commandSeconds: how long a command that changes the scene may run:
///   long loops inside it (a script's or a block's commands, the Swift
///   interpreter's steps) stop at that time (ViewTree's `CommandDeadline`),
///   and a command that ends past it is rolled back;
/// - scriptBytes: the longest input or file a session takes (the server
///   checks its messages and its files against it).
public struct SessionLimits: Sendable, Equatable {
    public var views: Int
    public var animationSamples: Int
    public var commandSeconds: Double
    public var scriptBytes: Int

    public init(views: Int = 400, animationSamples: Int = 241, commandSeconds: Double = 2, scriptBytes: Int = 64 << 10) {
        self.views = views
        self.animationSamples = animationSamples
        self.commandSeconds = commandSeconds
        self.scriptBytes = scriptBytes
    }

    /// What a command that ended with `views` named views after `seconds`
    /// went past, in words, or nil.
    func violation(views count: Int, seconds: Double) -> String? {
        if count > views {
            return "this server allows \(views) views in a scene, and the command would make \(count); nothing changed"
        }
        if seconds > commandSeconds {
            return "the command took \(formatSeconds(seconds)) s, over this server's \(formatSeconds(commandSeconds)) s a command; nothing changed"
        }
        return nil
    }

    /// What a command stopped at its deadline says.
    var stoppedWords: String {
        "the command was \(CommandDeadline.words) (this server's \(formatSeconds(commandSeconds)) s a command); nothing changed"
    }

    private func formatSeconds(_ s: Double) -> String { String(format: "%.1f", s) }
}

extension Session {
    /// Monotonic seconds, for ``SessionLimits/commandSeconds``.
    static func monotonicSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// The failure of a transaction that went past a limit, at the command
    /// being run (or the input's start).
    func limitFailure(_ message: String) -> CommandFailure {
        let hint = "the limits are the server's (`stacklab serve`); at the terminal there are none"
        guard let c = runningCommand else {
            return CommandFailure(diagnostic: Diagnostic(message, at: SourceLocation(line: 1, column: 1), hint: hint))
        }
        return CommandFailure(diagnostic: c.diagnostic(message, at: c.location, hint: hint))
    }
}
