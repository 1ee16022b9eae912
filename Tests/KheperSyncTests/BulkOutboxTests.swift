import Foundation
import Kheper
import KheperCore
import KheperEditor
import KheperSQLite
import KheperSync
import KheperTrainingLog
import Testing

/// A bulk write (a log import, a new workout) is one outbox row that reserves its seqs; read back, it gives exactly
/// the records the per-record path would have written, and it survives interrupted pushes, replays and later
/// edits made before the push.
@Suite struct BulkOutboxTests {
    /// Three imported sessions of seven sets each, in two exercises and two units.
    static func importedSessions() -> [LoggedSession] {
        (0..<3).map { index in
            var session = LoggedSession(
                id: "strong-\(index)", title: "Day \(index)",
                start: Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 86_400), source: .strong,
                exercises: [PerformedExercise(name: "Squat"), PerformedExercise(name: "Bench Press")])
            for order in 1...4 {
                session.exercises[0].sets.append(
                    PerformedSet(order: order, reps: 5, weight: Weight(value: 100 + Double(order), unit: .kg)))
            }
            for order in 1...3 {
                session.exercises[1].sets.append(
                    PerformedSet(order: order, reps: 8, weight: Weight(value: 135.5, unit: .lb)))
            }
            return session
        }
    }

    /// The records the per-record path writes for `sessions` on a fresh store of `client`.
    static func perRecordLog(_ sessions: [LoggedSession], client: String, firstSeq: Int = 1) -> [ChangeRecord] {
        let intents = sessions.flatMap { LoggedSetMapping.intents(for: $0, storedBefore: nil) }
        return intents.enumerated().map { ChangeRecord(client: client, seq: firstSeq + $0, base: 0, intent: $1) }
    }

    static func importLog(_ sessions: [LoggedSession], into store: SQLiteDocumentStore) throws {
        try SQLiteTrainingLogStore(sharing: store).importing { writer in
            for session in sessions { _ = try writer.record(session) }
        }
    }

    static func sessions(of store: SQLiteDocumentStore) throws -> [LoggedSession] {
        var sessions: [LoggedSession] = []
        try SQLiteTrainingLogStore(sharing: store).forEachSession { sessions.append($0) }
        return sessions.sorted { $0.id < $1.id }
    }

    @Test func aBulkImportedLogReadsAsThePerRecordPathAndReachesASecondDevice() throws {
        let (phone, phonePath) = try DeviceSyncTests.store()
        let (laptop, laptopPath) = try DeviceSyncTests.store()
        defer {
            DeviceSyncTests.remove(phonePath)
            DeviceSyncTests.remove(laptopPath)
        }
        let sessions = Self.importedSessions()
        try Self.importLog(sessions, into: phone)
        let expected = Self.perRecordLog(sessions, client: try phone.syncClientID())
        #expect(try phone.syncOutbox() == expected)
        #expect(try phone.syncStatus().outboxCount == 21)

        let server = ReferenceServer()
        let report = try phone.sync(with: server)
        #expect(report.outcomes.count == 21 && report.outcomes.allSatisfy { $0.status == .applied })
        #expect(try phone.syncOutbox().isEmpty)
        #expect(try phone.syncStatus().outboxCount == 0)
        #expect(server.state.loggedSets.count == 21)
        try laptop.sync(with: server)
        #expect(try Self.sessions(of: laptop) == sessions)
        // The next write continues after the reserved seqs.
        var extra = sessions[0]
        extra.id = "strong-9"
        try Self.importLog([extra], into: phone)
        #expect(try phone.syncOutbox().map(\.seq) == Array(22...28))
    }

    /// A push the server applied but whose answer was lost, then a push that fails before applying: the outbox
    /// stays whole, and the next sync gets `duplicate` for what the server holds and `applied` for the rest.
    @Test func aPushInterruptedMidwayResumes() throws {
        let (phone, phonePath) = try DeviceSyncTests.store()
        let (laptop, laptopPath) = try DeviceSyncTests.store()
        defer {
            DeviceSyncTests.remove(phonePath)
            DeviceSyncTests.remove(laptopPath)
        }
        let sessions = Self.importedSessions()
        let server = ReferenceServer()
        try Self.importLog([sessions[0]], into: phone)
        let first = try phone.syncOutbox()
        server.failNextPush(.afterApplying)
        #expect(throws: SyncError.self) { try phone.sync(with: server) }
        #expect(try phone.syncOutbox() == first)
        try Self.importLog(Array(sessions[1...]), into: phone)
        server.failNextPush(.beforeApplying)
        #expect(throws: SyncError.self) { try phone.sync(with: server) }
        #expect(try phone.syncStatus().outboxCount == 21)

        let report = try phone.sync(with: server)
        #expect(
            report.outcomes.map(\.status) == Array(repeating: .duplicate, count: 7)
                + Array(repeating: .applied, count: 14))
        #expect(try phone.syncOutbox().isEmpty)
        #expect(server.state.loggedSets.count == 21)
        try laptop.sync(with: server)
        #expect(try Self.sessions(of: laptop) == sessions)
    }

    /// A replayed push changes nothing: every record of the expanded bulk rows is a duplicate.
    @Test func aReplayedBulkPushIsAllDuplicates() throws {
        let (phone, phonePath) = try DeviceSyncTests.store()
        defer { DeviceSyncTests.remove(phonePath) }
        try Self.importLog(Self.importedSessions(), into: phone)
        _ = try DocumentSession.importing(try SyncFixtures.document(), store: phone, registry: .standard)
        let outbox = try phone.syncOutbox()
        #expect(outbox.map(\.seq) == Array(1...27))
        let server = ReferenceServer()
        #expect(try server.push(outbox).allSatisfy { $0.status == .applied })
        let state = server.state
        #expect(try server.push(outbox).allSatisfy { $0.status == .duplicate })
        let report = try phone.sync(with: server)
        #expect(report.outcomes.allSatisfy { $0.status == .duplicate })
        #expect(server.state == state)
        #expect(try phone.syncOutbox().isEmpty)
        #expect(try phone.syncShadow() == state)
    }

    /// An edit, a delete and its undo made after a workout's bulk creation and before the push give the outbox
    /// the per-record path gives: the creation's records, then the edit; the undone delete is never sent.
    @Test func editsAfterABulkWorkoutBeforeThePushKeepThePerRecordOutbox() throws {
        let (phone, phonePath) = try DeviceSyncTests.store()
        let (laptop, laptopPath) = try DeviceSyncTests.store()
        defer {
            DeviceSyncTests.remove(phonePath)
            DeviceSyncTests.remove(laptopPath)
        }
        var session = try DocumentSession.importing(try SyncFixtures.document(), store: phone, registry: .standard)
        let created = try #require(try phone.loadDocument(id: "w"))
        let creation = try phone.syncOutbox()
        #expect(creation.first?.intent == .putWorkout(workout: "w", title: "Push day"))
        #expect(creation.count == 6)
        let inserted = creation.compactMap { record -> BlockID? in
            guard case .insertBlock(_, let block) = record.intent else { return nil }
            return block.id
        }
        #expect(Set(inserted) == Set(created.blocks.map(\.id)))
        try session.perform { editor throws(EditorError) in
            try editor.update("t2", [FieldChange(path: ["text"], value: "Kept")])
        }
        try session.perform { editor throws(EditorError) in try editor.delete("s1") }
        #expect(try phone.syncOutbox().map(\.seq) == Array(1...8))
        #expect(try phone.syncOutbox().prefix(6) == creation.prefix(6))
        try session.perform { editor throws(EditorError) in try editor.undo() }
        let outbox = try phone.syncOutbox()
        #expect(Array(outbox.prefix(6)) == creation)
        #expect(
            outbox.dropFirst(6).map(\.intent) == [
                .updateBlock(workout: "w", block: "t2", fields: ["text": "Kept"], kind: nil)
            ])

        let server = ReferenceServer()
        #expect(try phone.sync(with: server).outcomes.allSatisfy { $0.status == .applied })
        try laptop.sync(with: server)
        let mine = try #require(try phone.loadDocument(id: "w"))
        let theirs = try #require(try laptop.loadDocument(id: "w"))
        #expect(theirs.title == mine.title)
        #expect(theirs.blocks.sorted { $0.id < $1.id } == mine.blocks.sorted { $0.id < $1.id })
        #expect(mine.blocks.count == 5)
    }

    /// A workout deleted before its bulk creation was pushed reaches the server created and then deleted, as the
    /// per-record path sends it.
    @Test func aWorkoutDeletedBeforeItsBulkCreationWasPushed() throws {
        let (phone, phonePath) = try DeviceSyncTests.store()
        defer { DeviceSyncTests.remove(phonePath) }
        _ = try DocumentSession.importing(try SyncFixtures.document(), store: phone, registry: .standard)
        let creation = try phone.syncOutbox()
        try phone.deleteDocument(id: "w")
        let outbox = try phone.syncOutbox()
        #expect(Array(outbox.prefix(6)) == creation)
        #expect(outbox.last?.intent == .deleteWorkout(workout: "w"))
        #expect(outbox.map(\.seq) == Array(1...7))
        let server = ReferenceServer()
        #expect(try phone.sync(with: server).outcomes.allSatisfy { $0.status == .applied })
        #expect(server.state.workouts["w"]?.isDeleted == true)
    }

    /// A session imported in bulk and saved again (a set added) before the push sends the imported sets, then the
    /// new one, with the seqs the import reserved.
    @Test func aBulkSessionSavedAgainBeforeThePush() throws {
        let (phone, phonePath) = try DeviceSyncTests.store()
        let (laptop, laptopPath) = try DeviceSyncTests.store()
        defer {
            DeviceSyncTests.remove(phonePath)
            DeviceSyncTests.remove(laptopPath)
        }
        var session = Self.importedSessions()[0]
        try Self.importLog([session], into: phone)
        let imported = try phone.syncOutbox()
        session.exercises[1].sets.append(PerformedSet(order: 4, reps: 6))
        try SQLiteTrainingLogStore(sharing: phone).saveOpenSession(session, workoutID: "w")
        let outbox = try phone.syncOutbox()
        #expect(Array(outbox.prefix(7)) == imported)
        #expect(outbox.map(\.seq) == Array(1...8))
        let server = ReferenceServer()
        try phone.sync(with: server)
        try laptop.sync(with: server)
        #expect(server.state.loggedSets.count == 8)
        #expect(try Self.sessions(of: laptop) == [session])
    }
}
