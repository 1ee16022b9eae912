import Foundation
import KheperPostgres
import KheperSync
import Synchronization

/// The PostgreSQL server as a simulation's server: pushes and pulls go to `kheper.push` and `kheper.pull` through
/// `PostgresSyncAdapter`, and every batch the server gets also goes to a ``ReferenceServer``, whose outcomes the
/// SQL's must match, so the simulation checks the real server against the oracle at every push.
final class PostgresSimulatedServer: SimulatedServer {
    let adapter: PostgresSyncAdapter
    let oracle = ReferenceServer()
    private let pending = Mutex<ReferenceServer.PushFault?>(nil)
    /// Every push whose outcomes differed from the oracle's.
    let mismatches = Mutex<[String]>([])

    init(connectionString: String) throws {
        adapter = PostgresSyncAdapter(try PostgresSyncServer(connectionString: connectionString))
    }

    func failNextPush(_ fault: ReferenceServer.PushFault) {
        pending.withLock { $0 = fault }
    }

    func push(_ batch: [ChangeRecord]) throws(SyncError) -> [PushOutcome] {
        let fault = pending.withLock { fault in
            defer { fault = nil }
            return fault
        }
        if fault == .beforeApplying {
            throw SyncError(.unreachable, "The connection to the server dropped before the push.")
        }
        let outcomes = try adapter.push(batch)
        let expected = try oracle.push(batch)
        if outcomes != expected {
            mismatches.withLock {
                $0.append("push of seqs \(batch.map(\.seq)): PostgreSQL \(outcomes), reference \(expected)")
            }
        }
        if fault == .afterApplying {
            throw SyncError(.unreachable, "The connection to the server dropped during the push.")
        }
        return outcomes
    }

    func pull(since: Int, max: Int) throws(SyncError) -> [PulledChange] {
        try adapter.pull(since: since, max: max)
    }

    /// The server's whole log, pulled from PostgreSQL.
    var log: [PulledChange] {
        get throws {
            var all: [PulledChange] = []
            while true {
                let page = try adapter.pull(since: all.last?.version ?? 0, max: 1_000)
                all += page
                if page.count < 1_000 { return all }
            }
        }
    }

    /// PostgreSQL's log replayed; the test also checks it equals the oracle's state.
    var state: MergeState {
        get throws {
            var replayed = MergeState()
            for change in try log { _ = replayed.apply(change.change.intent) }
            return replayed
        }
    }
}
