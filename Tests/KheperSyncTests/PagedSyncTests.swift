import Foundation
import KheperCore
import KheperEditor
import KheperOrderKeys
import KheperSQLite
import KheperSync
import KheperTrainingLog
import Testing

/// A sync sends the outbox in pages, confirms each page on the device as soon as the server answers it, goes on
/// from there after an interruption, and sets aside a record the server will not take instead of failing.
@Suite struct PagedSyncTests {
    /// `count` sessions of ten sets each.
    static func sessions(_ count: Int) -> [LoggedSession] {
        (0..<count).map { index in
            var session = LoggedSession(
                id: "paged-\(index)", title: "Day \(index)",
                start: Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 86_400), source: .strong,
                exercises: [PerformedExercise(name: "Squat")])
            for order in 1...10 {
                session.exercises[0].sets.append(
                    PerformedSet(order: order, reps: 5, weight: Weight(value: Double(100 + order), unit: .kg)))
            }
            return session
        }
    }

    /// A store holding `sessions` imported sessions (ten logged sets each) and nothing synced.
    static func importedStore(sessions: Int) throws -> (SQLiteDocumentStore, String) {
        let (store, path) = try DeviceSyncTests.store()
        try BulkOutboxTests.importLog(Self.sessions(sessions), into: store)
        return (store, path)
    }

    @Test func theOutboxGoesInPagesOfAtMostThePageSize() throws {
        let (store, path) = try Self.importedStore(sessions: 123)
        defer { DeviceSyncTests.remove(path) }
        let server = RecordingServer()
        let report = try store.sync(with: server)
        #expect(server.pushedSeqs.map(\.count) == [1_000, 230])
        #expect(server.pushedSeqs.flatMap { $0 } == Array(1...1_230))
        #expect(report.outcomes.count == 1_230 && report.outcomes.allSatisfy { $0.status == .applied })
        #expect(server.server.state.loggedSets.count == 1_230)
        #expect(try store.syncStatus().outboxCount == 0)
        #expect(try store.syncShadow().loggedSets.count == 1_230)
    }

    /// Alone on the server, a device's pushed pages follow its cursor, so each is taken into the shadow as the
    /// server logged it when the push is answered: the pull brings nothing back, and the shadow is the server's.
    @Test func aFirstSyncTakesItsOwnPagesIntoTheShadowWithoutPullingThemBack() throws {
        let (store, path) = try Self.importedStore(sessions: 123)
        defer { DeviceSyncTests.remove(path) }
        let server = RecordingServer()
        let report = try store.sync(with: server)
        #expect(server.pulledCounts == [0])
        #expect(report.pulled == 0 && report.fromOthers == 0)
        #expect(report.cursor == 1_230)
        #expect(try store.syncCursor() == 1_230)
        #expect(try store.syncShadow() == server.server.state)
        #expect(try SQLiteTrainingLogStore(sharing: store).counts().sets == 1_230)
    }

    /// Another device pushes between this device's first and second pages: the first page is taken at once, the
    /// later ones (whose versions no longer follow the cursor) come back through the pull with the other device's
    /// change, in the server's order, and the device ends holding exactly the server's state and both logs.
    @Test func pagesAfterAnotherDevicesPushComeBackThroughThePullInTheServersOrder() throws {
        let (other, otherPath) = try DeviceSyncTests.store()
        defer { DeviceSyncTests.remove(otherPath) }
        var sessions = Self.sessions(2)
        for index in sessions.indices { sessions[index].id = "other-\(index)" }
        try BulkOutboxTests.importLog(sessions, into: other)
        let (store, path) = try Self.importedStore(sessions: 123)
        defer { DeviceSyncTests.remove(path) }
        let server = RecordingServer(.init(interleavedBeforePush: 2, interleaved: try other.syncOutbox()))
        let report = try store.sync(with: server)
        #expect(report.outcomes.allSatisfy { $0.status == .applied })
        #expect(server.server.log.count == 1_250)
        // Versions 1,001 to 1,250: the other device's 20 and this device's last 230.
        #expect(report.pulled == 250 && report.fromOthers == 20)
        #expect(report.cursor == 1_250)
        #expect(try store.syncShadow() == server.server.state)
        #expect(try SQLiteTrainingLogStore(sharing: store).counts().sets == 1_250)
    }

    /// The device's work overlaps the server's: each push after the first goes out once the one before it is
    /// answered and before the device has confirmed that one, and everything still arrives once, in order, whether
    /// the outbox holds bulk rows (an import) or a row per record (edits).
    @Test(arguments: [true, false])
    func theNextPushGoesOutBeforeTheDeviceConfirmsTheLast(imported: Bool) throws {
        let (store, path) = imported ? try Self.importedStore(sessions: 3) : try DeviceSyncTests.store()
        defer { DeviceSyncTests.remove(path) }
        if !imported {
            try store.createDocument(DocumentRecord(id: "w", title: "Edited", blocks: []))
            for (index, key) in try OrderKey.keys(between: nil, nil, count: 29).enumerated() {
                let block = BlockRecord(
                    id: BlockID("b\(index)"), parentID: nil, order: key, kind: "text", version: 1,
                    data: ["text": .string("Line \(index)")])
                try store.apply(StoreWrite(documentID: "w", upserts: [block]))
            }
        }
        let server = OverlapProbeServer(storeAt: path)
        let report = try store.sync(with: server, pageSize: 10)
        #expect(server.heldOnArrival == true)
        #expect(report.outcomes.map(\.seq) == Array(1...30))
        #expect(try store.syncStatus().outboxCount == 0)
        #expect(try store.syncShadow() == server.server.state)
    }

    @Test func aPageSizeIsDeclaredOnceAndIsOneThousand() {
        #expect(SyncPaging.recordsPerPage == 1_000)
    }

    /// Three blocks each holding five eighths of a push's byte budget: a page of four records goes in three pushes,
    /// no two of the large blocks together, and every record arrives once, in order.
    @Test func aPageOfHugeRecordsGoesInPushesOfAtMostTheByteBudget() throws {
        let (store, path) = try DeviceSyncTests.store()
        defer { DeviceSyncTests.remove(path) }
        let huge = String(repeating: "x", count: SyncPaging.bytesPerPush * 5 / 8)
        let keys = try OrderKey.keys(between: nil, nil, count: 3)
        let blocks = keys.enumerated().map { index, key in
            BlockRecord(
                id: BlockID("b\(index)"), parentID: nil, order: key, kind: "text", version: 1,
                data: ["text": .string(huge)])
        }
        try store.createDocument(DocumentRecord(id: "w", title: "Huge", blocks: blocks))
        let server = RecordingServer()
        let report = try store.sync(with: server)
        #expect(server.pushedSeqs == [[1, 2], [3], [4]])
        #expect(report.outcomes.count == 4 && report.outcomes.allSatisfy { $0.status == .applied })
        #expect(server.server.state.workouts["w"]?.liveBlocks.count == 3)
        #expect(try store.syncStatus().outboxCount == 0)
    }

    /// The connection drops at the third push of 500, before or after the server applied it; the next sync sends
    /// what is left, from the first record not confirmed, and every record is on the server once.
    @Test(arguments: [false, true])
    func aSyncStoppedAfterTwoPagesGoesOnFromTheThird(appliedBeforeTheDrop: Bool) throws {
        let (store, path) = try Self.importedStore(sessions: 123)
        defer { DeviceSyncTests.remove(path) }
        let server = RecordingServer(.init(failingPush: 3, appliesBeforeFailing: appliedBeforeTheDrop))
        let failure = #expect(throws: SyncError.self) { try store.sync(with: server, pageSize: 500) }
        #expect(failure?.code == .unreachable)
        // The two confirmed pages left the outbox; the third is still there.
        #expect(try store.syncStatus().outboxCount == 230)
        #expect(try store.syncOutbox().map(\.seq) == Array(1_001...1_230))

        let report = try store.sync(with: server, pageSize: 500)
        #expect(server.pushedSeqs.count == 4)
        #expect(server.pushedSeqs[3] == Array(1_001...1_230))
        let statuses = Set(report.outcomes.map(\.status))
        #expect(statuses == [appliedBeforeTheDrop ? .duplicate : .applied])
        #expect(server.server.state.loggedSets.count == 1_230)
        #expect(server.server.log.count == 1_230)
        #expect(try store.syncStatus().outboxCount == 0)
        #expect(try store.syncShadow() == server.server.state)
    }

    /// A bulk row (one imported session) that a page boundary cuts stays in the outbox for its later seqs only.
    @Test func aPageEndingInsideABulkRowResumesInsideIt() throws {
        let (store, path) = try Self.importedStore(sessions: 3)
        defer { DeviceSyncTests.remove(path) }
        let server = RecordingServer(.init(failingPush: 2))
        #expect(throws: SyncError.self) { try store.sync(with: server, pageSize: 7) }
        #expect(try store.syncOutbox().map(\.seq) == Array(8...30))
        #expect(try store.syncStatus().outboxCount == 23)
        try store.sync(with: server, pageSize: 7)
        #expect(
            server.pushedSeqs == [
                Array(1...7), Array(8...14), Array(8...14), Array(15...21), Array(22...28), [29, 30],
            ])
        #expect(server.server.state.loggedSets.count == 30)
    }

    /// A new workout of 1,500 blocks is one bulk row spanning four pages of 500; the push expands it once, not once
    /// per page, so the device's work grows with the blocks, not with their square.
    @Test func aBulkWorkoutSpanningManyPagesIsExpandedOnceForTheWholePush() throws {
        let (store, path) = try DeviceSyncTests.store()
        defer { DeviceSyncTests.remove(path) }
        let keys = try OrderKey.keys(between: nil, nil, count: 1_500)
        let blocks = keys.enumerated().map { index, key in
            BlockRecord(
                id: BlockID("b\(index)"), parentID: nil, order: key, kind: "text", version: 1,
                data: ["text": .string("Block \(index)")])
        }
        try store.createDocument(DocumentRecord(id: "big", title: "Big", blocks: blocks))
        let server = RecordingServer()
        var pager = SyncOutboxPager(pageSize: 500)
        try store.sync(with: server, pager: &pager)
        #expect(server.pushedSeqs.map(\.count) == [500, 500, 500, 1])
        #expect(server.pushedSeqs.flatMap { $0 } == Array(1...1_501))
        #expect(pager.recordsExpanded == 1_501)
        #expect(server.server.state.workouts["big"]?.liveBlocks.count == 1_500)
        #expect(try store.syncStatus().outboxCount == 0)
    }

    /// A page the server fails as a whole for one value is split until the record holding it is alone; that
    /// record is set aside with the server's reason and everything else reaches the server.
    @Test func aRecordTheServerCannotStoreIsSetAsideAndTheRestSyncs() throws {
        let (store, path) = try Self.importedStore(sessions: 60)
        defer { DeviceSyncTests.remove(path) }
        let server = RecordingServer(.init(unstorable: [321]))
        let report = try store.sync(with: server)
        #expect(report.setAside.map(\.record.seq) == [321])
        #expect(
            report.setAside.first?.reason == "The server cannot take this change: test (SQLSTATE 22P05).")
        #expect(server.server.state.loggedSets.count == 599)
        #expect(report.outcomes.count == 599)
        #expect(try store.syncStatus().outboxCount == 0)
        #expect(try store.syncStatus().setAsideCount == 1)
        #expect(try store.setAsideRecords().map(\.record.seq) == [321])
        // The next sync sends nothing again: the set-aside record no longer blocks.
        let next = try store.sync(with: server)
        #expect(next.outcomes.isEmpty && next.setAside.isEmpty)
    }

    /// A text with U+0000 is never sent: the device sets its record aside before the push, naming where it is.
    @Test func aTextWithANULCharacterIsNeverSent() throws {
        let (store, path) = try DeviceSyncTests.store()
        defer { DeviceSyncTests.remove(path) }
        let blocks = [
            BlockRecord(
                id: "good", parentID: nil, order: try OrderKey("a0"), kind: "text", version: 1, data: ["text": "Fine"]),
            BlockRecord(
                id: "bad", parentID: nil, order: try OrderKey("a1"), kind: "text", version: 1, data: ["text": "a\u{0}b"]
            ),
        ]
        try store.createDocument(DocumentRecord(id: "w", title: "Kept", blocks: blocks))
        let server = RecordingServer()
        let report = try store.sync(with: server)
        #expect(report.setAside.count == 1)
        #expect(report.setAside.first?.record.intent.block == "bad")
        #expect(
            report.setAside.first?.reason
                == "The text at data.text holds the character U+0000 (NUL), which the server cannot store; expected "
                + "text without it.")
        #expect(server.pushedSeqs.flatMap { $0 }.count == 2)
        #expect(server.server.state.workouts["w"]?.liveBlocks.map(\.id) == ["good"])
        // The device shows what the server holds; the change is kept aside.
        #expect(try store.loadDocument(id: "w")?.blocks.map(\.id) == ["good"])
        #expect(try store.setAsideRecords().map(\.record.intent.block) == ["bad"])
    }

    /// Once the server can store the value (after an upgrade, say), retrying the set-aside record sends it again as
    /// a new change, and the device then shows it.
    @Test func aRetriedRecordIsSentAgainAndShowsOnTheDeviceOnceTheServerTakesIt() throws {
        let (store, path) = try DeviceSyncTests.store()
        defer { DeviceSyncTests.remove(path) }
        let keys = try OrderKey.keys(between: nil, nil, count: 2)
        try store.createDocument(
            DocumentRecord(
                id: "w", title: "Retried",
                blocks: ["good", "odd"].enumerated().map { index, id in
                    BlockRecord(
                        id: BlockID(id), parentID: nil, order: keys[index], kind: "text", version: 1,
                        data: ["text": .string(id)])
                }))
        let server = RecordingServer(.init(unstorable: [3]))
        #expect(try store.sync(with: server).setAside.map(\.record.seq) == [3])
        #expect(try store.loadDocument(id: "w")?.blocks.map(\.id) == ["good"])
        let retried = try store.retrySetAside()
        #expect(retried.map(\.record.seq) == [3])
        #expect(try store.syncOutbox().map(\.seq) == [4])
        #expect(try store.syncOutbox().map(\.intent) == retried.map(\.record.intent))
        #expect(try store.syncStatus().setAsideCount == 0)
        let again = try store.sync(with: server)
        #expect(again.outcomes.map(\.status) == [.applied])
        #expect(again.setAside.isEmpty)
        #expect(server.server.state.workouts["w"]?.liveBlocks.count == 2)
        #expect(try store.loadDocument(id: "w")?.blocks.map(\.id) == ["good", "odd"])
        #expect(try store.retrySetAside().isEmpty)
    }

    @Test func discardingDropsOnlyTheNamedSetAsideRecordsForGood() throws {
        let (store, path) = try Self.importedStore(sessions: 60)
        defer { DeviceSyncTests.remove(path) }
        let server = RecordingServer(.init(unstorable: [321, 400]))
        #expect(try store.sync(with: server).setAside.map(\.record.seq) == [321, 400])
        let dropped = try store.discardSetAside([321, 999])
        #expect(dropped.map(\.record.seq) == [321])
        #expect(dropped.first?.reason == "The server cannot take this change: test (SQLSTATE 22P05).")
        #expect(try store.setAsideRecords().map(\.record.seq) == [400])
        #expect(try store.syncStatus().outboxCount == 0)
        #expect(try store.discardSetAside([321]).isEmpty)
        let next = try store.sync(with: server)
        #expect(next.outcomes.isEmpty && next.setAside.isEmpty)
    }

    /// A record the merge rules reject is set aside with the server's reason too.
    @Test func aRejectedRecordIsSetAsideWithItsReason() throws {
        let (phone, phonePath) = try DeviceSyncTests.store()
        let (laptop, laptopPath) = try DeviceSyncTests.store()
        defer {
            DeviceSyncTests.remove(phonePath)
            DeviceSyncTests.remove(laptopPath)
        }
        let block = BlockRecord(
            id: "b", parentID: nil, order: try OrderKey("a0"), kind: "text", version: 1, data: ["text": "One"])
        try phone.createDocument(DocumentRecord(id: "w", title: "Shared", blocks: [block]))
        let server = RecordingServer()
        try phone.sync(with: server)
        try laptop.sync(with: server)
        try phone.apply(StoreWrite(documentID: "w", deletions: ["b"]))
        var edited = block
        edited.data = ["text": "Two"]
        try laptop.apply(StoreWrite(documentID: "w", upserts: [edited]))
        try phone.sync(with: server)
        let report = try laptop.sync(with: server)
        #expect(report.rejected.count == 1)
        #expect(report.setAside.map(\.reason) == ["The block \"b\" was deleted."])
        #expect(try laptop.setAsideRecords().map(\.record.intent.operation) == ["updateBlock"])
        #expect(try laptop.loadDocument(id: "w")?.blocks.isEmpty == true)
    }
}
