import KheperSync
import Synchronization

/// A ``ReferenceServer`` that records every batch pushed to it, and can be told to lose the connection at a given
/// push or to fail, as PostgreSQL does for a value it cannot store, every batch holding a given record; it can also
/// take another device's push just before a given one, and counts what each pull returned.
final class RecordingServer: SyncServer {
    /// How a push numbered ``Plan/failingPush`` fails.
    struct Plan: Sendable {
        /// The 1-based number of the push that fails, or `nil`.
        var failingPush: Int?
        /// Whether that push is applied before the answer is lost.
        var appliesBeforeFailing = false
        /// The seqs of records the server cannot store: a batch holding one fails as a whole.
        var unstorable: Set<Int> = []
        /// The 1-based number of the push before which ``interleaved`` arrives, as another device's push would.
        var interleavedBeforePush: Int?
        /// Another device's records, applied before push ``interleavedBeforePush``.
        var interleaved: [ChangeRecord] = []
    }

    let server = ReferenceServer()
    private let batches = Mutex<[[Int]]>([])
    private let pulls = Mutex<[Int]>([])
    private let plan: Mutex<Plan>

    init(_ plan: Plan = Plan()) {
        self.plan = Mutex(plan)
    }

    /// The seqs of every batch pushed, the failed ones included, in order.
    var pushedSeqs: [[Int]] { batches.withLock { $0 } }

    /// How many changes each pull returned, in order.
    var pulledCounts: [Int] { pulls.withLock { $0 } }

    /// Changes the plan for the pushes still to come.
    func replan(_ change: (inout Plan) -> Void) {
        plan.withLock { change(&$0) }
    }

    func push(_ batch: [ChangeRecord]) throws(SyncError) -> [PushOutcome] {
        let number = batches.withLock { batches in
            batches.append(batch.map(\.seq))
            return batches.count
        }
        let plan = plan.withLock { $0 }
        if number == plan.interleavedBeforePush {
            _ = try server.push(plan.interleaved)
        }
        if batch.contains(where: { plan.unstorable.contains($0.seq) }) {
            throw SyncError(.unstorableRecord, "The server cannot take this change: test (SQLSTATE 22P05).")
        }
        if number == plan.failingPush {
            if plan.appliesBeforeFailing {
                _ = try server.push(batch)
            }
            throw SyncError(.unreachable, "The connection dropped at push \(number).")
        }
        return try server.push(batch)
    }

    func pull(since: Int, max: Int) throws(SyncError) -> [PulledChange] {
        let page = try server.pull(since: since, max: max)
        pulls.withLock { $0.append(page.count) }
        return page
    }
}
