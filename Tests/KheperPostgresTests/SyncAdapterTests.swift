import KheperCore
import KheperPostgres
import KheperSync
import Testing

/// `PostgresSyncAdapter`: typed change records through `kheper.push` and `kheper.pull`, and server errors as sync
/// errors.
@Suite struct SyncAdapterTests {
    @Test func recordsGoOutAndComeBackTypedWithReplaysAsDuplicates() throws {
        try withTestDatabase { database in
            let user = try database.user("adapter")
            let adapter = PostgresSyncAdapter(try PostgresSyncServer(connection: user.connection))
            let client = "0b8f6a7e-0000-4000-8000-000000000001"
            let block = SyncBlock(
                id: "b1", parent: nil, order: try OrderKey("a0"), type: "text", version: 1, data: ["text": "Hi"])
            let batch = [
                ChangeRecord(client: client, seq: 1, base: 0, intent: .putWorkout(workout: "w", title: "Day")),
                ChangeRecord(client: client, seq: 2, base: 0, intent: .insertBlock(workout: "w", block: block)),
            ]
            let outcomes = try adapter.push(batch)
            #expect(outcomes.map(\.status) == [.applied, .applied])
            #expect(outcomes.map(\.seq) == [1, 2])
            let pulled = try adapter.pull(since: 0, max: 10)
            #expect(pulled.map(\.change) == batch)
            #expect(pulled.map(\.version) == outcomes.map(\.version))
            #expect(pulled.allSatisfy { $0.client == client })
            #expect(try adapter.pull(since: outcomes[0].version, max: 10).map(\.seq) == [2])
            #expect(try adapter.push(batch).map(\.status) == [.duplicate, .duplicate])
        }
    }

    @Test func aLostConnectionIsUnreachableAndOtherErrorsKeepTheirCode() {
        let lost = PostgresSyncAdapter.syncError(ServerError(code: .unreachable, message: "lost the connection"))
        #expect(lost == SyncError(.unreachable, "lost the connection"))
        let refused = PostgresSyncAdapter.syncError(ServerError(code: .queryFailed, message: "permission denied"))
        #expect(refused.code.rawValue == "server.query-failed")
        #expect(refused.message == "permission denied")
    }
}
