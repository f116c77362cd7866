import Foundation
import Testing
@testable import WebServer

/// The pool that runs the pages' commands.
@Suite struct WorkerPoolTests {
    final class Payload: @unchecked Sendable {}

    /// What the jobs saw, behind a lock.
    final class Record: @unchecked Sendable {
        private let condition = NSCondition()
        private var seen: [Int] = []
        private var open = false
        private var submitted = 0

        func add(_ n: Int) {
            condition.lock(); seen.append(n); condition.broadcast(); condition.unlock()
        }
        func wait(for count: Int) -> [Int] {
            condition.lock(); defer { condition.unlock() }
            while seen.count < count { condition.wait() }
            return seen
        }
        func waitUntilOpen() {
            condition.lock(); while !open { condition.wait() }; condition.unlock()
        }
        /// Waits until at least `count` jobs have been submitted.
        func waitForSubmitted(_ count: Int) {
            condition.lock(); while submitted < count { condition.wait() }; condition.unlock()
        }
        func didSubmit() {
            condition.lock(); submitted += 1; condition.broadcast(); condition.unlock()
        }
        func openGate() {
            condition.lock(); open = true; condition.broadcast(); condition.unlock()
        }
    }

    /// A job's captures go as soon as it has run, even while the pool is
    /// never idle (its one thread held by a job that waits).
    @Test func aTakenJobKeepsNothingWhileThePoolIsBusy() {
        let pool = WorkerPool(threads: 1)
        let record = Record()
        weak var freed: Payload?
        do {
            let payload = Payload()
            freed = payload
            pool.submit { withExtendedLifetime(payload) { record.add(0) } }
        }
        pool.submit { record.add(1); record.waitUntilOpen() }
        for i in 2..<1002 { pool.submit { record.add(i) } }
        // The second job has begun, so the first has run and been let go.
        _ = record.wait(for: 2)
        #expect(freed == nil)
        #expect(pool.backlog.waiting == 1000)
        record.openGate()
        #expect(record.wait(for: 1002) == Array(0..<1002))
    }

    /// Jobs are taken in the order they came, and the array that queues them
    /// holds at most the waiting jobs and as many taken ones (or 256),
    /// however many have passed through it: each job waits until the next
    /// three are submitted, so the pool is never idle until the end.
    @Test func theQueueKeepsNoHistory() {
        let pool = WorkerPool(threads: 1)
        let record = Record()
        let total = 20_000
        var worst = 0
        for n in 0..<total {
            pool.submit {
                record.waitForSubmitted(min(n + 3, total))
                record.add(n)
            }
            let (waiting, stored) = pool.backlog
            worst = max(worst, stored - max(waiting + 256, 2 * waiting))
            record.didSubmit()
        }
        #expect(record.wait(for: total) == Array(0..<total))
        #expect(worst <= 1)
        #expect(pool.backlog == (0, 0))
    }
}
