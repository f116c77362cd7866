import ArgumentParser
import Dispatch
import Foundation
import ReplCore
import WebServer

/// `stacklab serve`: the page in the browser (WebServer), until Ctrl-C.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve StackLab in the browser: the page, one session per tab over a WebSocket, in the same command language. Prints the address and serves until Ctrl-C. Each tab's files live in memory (nothing reaches this machine's files) and each session has limits; binds 127.0.0.1 unless --host says otherwise.")

    @Option(help: "The port to listen on (0: any free one).")
    var port: Int = 8080

    @Option(help: "The address to bind (0.0.0.0 lets other machines in: a classroom).")
    var host: String = "127.0.0.1"

    @Option(help: "The most views a page's scene may hold.")
    var maxViews: Int = SessionLimits().views

    @Option(help: "Minutes a page may stay silent before its session ends.")
    var idleMinutes: Double = 15

    mutating func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port is 0…65535") }
        guard maxViews > 0 else { throw ValidationError("--max-views is at least 1") }
        guard idleMinutes > 0 else { throw ValidationError("--idle-minutes is more than 0") }
    }

    mutating func run() throws {
        var configuration = ServerConfiguration()
        configuration.host = host
        configuration.port = port
        configuration.limits.views = maxViews
        configuration.idleSeconds = idleMinutes * 60
        let done = DispatchSemaphore(value: 0)
        let failure = ServeFailure()
        let config = configuration
        Task.detached {
            do {
                try await StackLabServer.run(config) { address in
                    FileHandle.standardOutput.write(Data("StackLab is serving \(address) — open it in a browser; Ctrl-C stops.\n".utf8))
                }
            } catch {
                failure.set("\(error)")
            }
            done.signal()
        }
        done.wait()
        if let message = failure.get() {
            warn("cannot serve on \(host):\(port): \(message)")
            throw ExitCode(1)
        }
    }
}

/// The server's error, handed from its task to the main thread.
final class ServeFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var message: String?
    func set(_ m: String) { lock.lock(); message = m; lock.unlock() }
    func get() -> String? { lock.lock(); defer { lock.unlock() }; return message }
}
