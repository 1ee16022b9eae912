import Dispatch
import Foundation
import KheperPostgres
import KheperSQLite
import KheperSync
import Synchronization
import Testing

/// The overlapped push against a hostile second user, who has nothing but his own connection string: while Alice's
/// paged first sync keeps one push in flight and confirms the one before it, Bob holds every advisory lock a push
/// could be keyed on (hers included) and runs his own overlapped sync of the same export, with the same session and
/// set ids. Alice's sync finishes, every set of hers is on the server once, and neither pulls a change of the other.
@Suite struct PipelinedSyncAttackTests {
    @Test func aSecondUsersLocksAndPushesNeitherHoldUpNorMixWithAnOverlappedSync() throws {
        try PostgresSyncSimulationTests.withSimulationDatabase(users: 2) { users in
            let (alice, alicePath) = try PagedSyncTests.importedStore(sessions: 123)
            let (bob, bobPath) = try PagedSyncTests.importedStore(sessions: 123)
            defer {
                DeviceSyncTests.remove(alicePath)
                DeviceSyncTests.remove(bobPath)
            }
            let aliceName = try PostgresConnection(users[0]).endpoint.user
            let locks = try PostgresConnection(users[1])
            for key in ["kheper.push \(aliceName)", "kheper.push \(locks.endpoint.user)", "kheper.push"] {
                try locks.query("SELECT pg_try_advisory_lock(hashtext($1))", [key])
            }
            let bobServer = PostgresSyncAdapter(try PostgresSyncServer(connectionString: users[1]))
            let bobsSync = Mutex<Result<SyncReport, SyncError>?>(nil)
            let bobDone = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                let report = Result { () throws(SyncError) in try bob.sync(with: bobServer, pageSize: 100) }
                bobsSync.withLock { $0 = report }
                bobDone.signal()
            }
            let aliceServer = PostgresSyncAdapter(try PostgresSyncServer(connectionString: users[0]))
            let report = try alice.sync(with: aliceServer, pageSize: 100)
            bobDone.wait()
            let bobsReport = try #require(bobsSync.withLock { $0 }).get()

            for (name, store, server, report) in [
                ("Alice", alice, aliceServer, report), ("Bob", bob, bobServer, bobsReport),
            ] {
                #expect(report.outcomes.count == 1_230, "\(name)")
                #expect(report.outcomes.allSatisfy { $0.status == .applied }, "\(name)")
                #expect(try store.syncStatus().outboxCount == 0, "\(name)")
                let log = try server.pull(since: 0, max: 2_000)
                #expect(log.count == 1_230, "\(name)")
                #expect(Set(log.map(\.seq)).count == 1_230, "\(name)")
                #expect(Set(log.map(\.client)) == [try store.syncClientID()], "\(name) pulled another's change")
                #expect(try store.syncShadow().loggedSets.count == 1_230, "\(name)")
            }
            // The two did log the same ids.
            #expect(Set(try alice.syncShadow().loggedSets.keys) == Set(try bob.syncShadow().loggedSets.keys))
        }
    }
}
