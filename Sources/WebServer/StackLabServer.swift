import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Hummingbird
import HummingbirdWebSocket
import Lessons
import Logging
import ReplCore
import Synchronization

/// How `stacklab serve` runs: where it listens and what each page may do.
public struct ServerConfiguration: Sendable {
    /// The address to bind: 127.0.0.1 unless told otherwise.
    public var host = "127.0.0.1"
    /// 0 takes any free port (tests).
    public var port = 8080
    /// Each session's bounds (views, animation samples, time, script size).
    public var limits = SessionLimits()
    /// The most pages at once; the next is told the server is full.
    public var maxSessions = 100
    /// A page that sends nothing for this long is ended.
    public var idleSeconds: Double = 15 * 60
    /// The largest WebSocket message (an uploaded document); larger ones
    /// close that page's connection (WebSocket status 1009).
    public var maxMessageBytes = (2 << 20) + 4096
    /// Origins allowed besides the page's own (`http://HOST:PORT`).
    public var extraOrigins: [String] = []

    public init() {}
}

/// The server: the page's assets over HTTP and one ``PageSession`` per
/// WebSocket (`/ws`), each on its own queue, so a long command in one tab
/// holds up no other.
public enum StackLabServer {
    /// Serves until the task is cancelled or the process gets SIGINT or
    /// SIGTERM; `onListening` gets the address once bound.
    public static func run(_ configuration: ServerConfiguration, onListening: @escaping @Sendable (String) -> Void) async throws {
        let app = try makeApplication(configuration, onListening: onListening)
        try await app.runService()
    }

    /// The application, for tests that run it as a service of their own.
    static func makeApplication(_ configuration: ServerConfiguration, onListening: @escaping @Sendable (String) -> Void) throws
        -> some ApplicationProtocol
    {
        let assets = try PageAssets.load()
        let lessons = (try? LessonCatalogue.builtIn()) ?? []
        let registry = SessionRegistry(limit: configuration.maxSessions)
        let targets = LessonTargets()
        // The lessons' targets are made once, for every page, while the
        // server starts (in the background: it listens at once).
        Task.detached(priority: .utility) { targets.warm(lessons) }
        let router = Router()
        for (path, asset) in assets.byPath {
            router.get(RouterPath(path)) { _, _ in asset.response() }
        }
        router.get("/healthz") { _, _ in "ok\n" }
        // For the load line: pages connected, and sessions still in memory
        // (a session no page holds any more must be freed).
        router.get("/stats") { _, _ in "pages=\(registry.open) sessions=\(PageSession.alive)\n" }

        let wsRouter = Router(context: BasicWebSocketRequestContext.self)
        wsRouter.ws("/ws") { request, _ in
            try checkOrigin(request, configuration)
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, _ in
            guard registry.enter() else {
                try await outbound.write(.text(ended("the server is full (\(configuration.maxSessions) pages); try again later")))
                return
            }
            defer { registry.leave() }
            let connection = PageConnection(limits: configuration.limits, lessons: lessons, targets: targets)
            try await outbound.write(.text(await connection.hello()))
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for try await message in inbound.messages(maxSize: configuration.maxMessageBytes) {
                        connection.touch()
                        let reply: String
                        switch message {
                        case .text(let text): reply = await connection.handle(text)
                        case .binary: reply = PageSession.error(MessageError(id: nil, "messages are JSON text, not binary"))
                        }
                        connection.touch()
                        try await outbound.write(.text(reply))
                    }
                }
                group.addTask {
                    let step = max(0.05, min(5, configuration.idleSeconds / 4))
                    while true {
                        try await Task.sleep(for: .seconds(step))
                        if connection.idle > configuration.idleSeconds {
                            try await outbound.write(.text(ended("idle for \(Int(configuration.idleSeconds)) s: this session has ended; reload the page for a new one")))
                            return
                        }
                    }
                }
                _ = try await group.next()
                group.cancelAll()
            }
        }

        var logger = Logger(label: "stacklab-serve")
        logger.logLevel = .warning
        let address = "http://\(configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host)"
        return Application(
            router: router,
            server: .http1WebSocketUpgrade(
                webSocketRouter: wsRouter,
                configuration: .init(
                    http1: .init(idleTimeout: .seconds(120)),
                    ws: .init(maxFrameSize: configuration.maxMessageBytes, autoPing: .enabled(timePeriod: .seconds(30))))),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "stacklab"),
            onServerRunning: { channel in
                onListening("\(address):\(channel.localAddress?.port ?? configuration.port)/")
            },
            logger: logger)
    }

    /// A browser always sends `Origin` with a WebSocket: it must be the
    /// page's own (scheme, the `Host` it asked for) or one allowed. A client
    /// that is not a browser sends none and is let in.
    static func checkOrigin(_ request: Request, _ configuration: ServerConfiguration) throws {
        guard let origin = request.headers[.origin] else { return }
        let host = request.head.authority ?? ""
        if origin == "http://\(host)" || origin == "https://\(host)" || configuration.extraOrigins.contains(origin) { return }
        throw HTTPError(.forbidden, message: "WebSocket from another origin (\(origin.prefix(100))) refused\n")
    }

    static func ended(_ reason: String) -> String {
        var o = JSONObject()
        o.set("type", "ended")
        o.set("reason", reason)
        return o.text
    }
}

/// How many pages are open, within a limit.
final class SessionRegistry: Sendable {
    private let count = Mutex(0)
    let limit: Int
    init(limit: Int) { self.limit = limit }

    func enter() -> Bool {
        count.withLock { n in
            guard n < limit else { return false }
            n += 1
            return true
        }
    }

    /// A page leaves. When the last one has left, the memory its sessions
    /// freed goes back to the system (glibc keeps what its arenas freed).
    func leave() {
        let left = count.withLock { n in
            n -= 1
            return n
        }
        if left == 0 { Self.returnFreedMemory() }
    }

    static func returnFreedMemory() {
        #if canImport(Glibc)
        // glibc's malloc_trim, which Swift's Glibc module does not declare.
        if let trim = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
            _ = unsafeBitCast(trim, to: (@convention(c) (Int) -> Int32).self)(0)
        }
        #endif
    }
    var open: Int { count.withLock { $0 } }
}

/// One page's session, run on the ``WorkerPool`` (commands are synchronous
/// and may take a while; the server's threads never wait on them), and
/// when it was last heard from. A page sends its next message only once
/// the last is answered, so its session runs one command at a time.
final class PageConnection: @unchecked Sendable {
    // `page` is only touched by one job of the pool at a time.
    private let page: PageSession
    private let last = Mutex(ContinuousClock.now)

    init(limits: SessionLimits, lessons: [Lesson], targets: LessonTargets) {
        page = PageSession(limits: limits, lessons: lessons, targets: targets)
    }

    func hello() async -> String { await onQueue { $0.hello() } }
    func handle(_ text: String) async -> String { await onQueue { $0.handle(text) } }

    private func onQueue(_ body: @escaping @Sendable (PageSession) -> String) async -> String {
        await withCheckedContinuation { (c: CheckedContinuation<String, Never>) in
            WorkerPool.pages.submit { c.resume(returning: body(self.page)) }
        }
    }

    func touch() { last.withLock { $0 = .now } }
    /// Seconds since the page was last heard from or answered.
    var idle: Double {
        let d = last.withLock { ContinuousClock.now - $0 }
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
}

/// The threads that run the pages' commands: a fixed few, taking work in
/// the order it came. A queue per page (dispatch's default) got a thread
/// per busy page, so a classroom of 30 ran 30 threads, each with a stack
/// and a malloc arena that stayed when the pages left (the server grew
/// 50 KB a page a wave); a few threads keep memory flat. More than the
/// cores, so that a few commands running to their time limit hold up no
/// one else.
final class WorkerPool: @unchecked Sendable {
    /// The server's pool: twice the cores, at least 4.
    static let pages = WorkerPool(threads: max(4, 2 * ProcessInfo.processInfo.activeProcessorCount))

    private let condition = NSCondition()
    /// The jobs not yet taken are `jobs[next...]`. A job taken is replaced
    /// by ``done`` so that what it holds (a page's message, its session)
    /// goes when it has run, and the taken prefix is dropped once it is
    /// half the array, so that a pool that is never idle keeps no history.
    private var jobs: [@Sendable () -> Void] = []
    private var next = 0
    private static let done: @Sendable () -> Void = {}

    /// The jobs submitted and not yet taken, and the length of the array
    /// that holds them (for tests).
    var backlog: (waiting: Int, stored: Int) {
        condition.lock()
        defer { condition.unlock() }
        return (jobs.count - next, jobs.count)
    }

    init(threads: Int) {
        for i in 0..<threads {
            let thread = Thread { [unowned self] in self.work() }
            thread.name = "stacklab-page-\(i)"
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    func submit(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while next == jobs.count { condition.wait() }
            let job = jobs[next]
            jobs[next] = WorkerPool.done
            next += 1
            if next == jobs.count {
                jobs.removeAll(keepingCapacity: true)
                next = 0
            } else if next >= 256 && 2 * next >= jobs.count {
                jobs.removeFirst(next)
                next = 0
            }
            condition.unlock()
            job()
        }
    }
}
