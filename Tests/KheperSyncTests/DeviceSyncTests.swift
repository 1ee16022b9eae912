import Foundation
import Kheper
import KheperCore
import KheperEditor
import KheperJSON
import KheperOrderKeys
import KheperSQLite
import KheperSync
import KheperTrainingLog
import Testing

/// Sync through real SQLite stores: the outbox, a first sync, unreachable servers and coherent undo.
@Suite struct DeviceSyncTests {
    /// A fresh store in a temporary folder, removed by the caller.
    static func store() throws -> (SQLiteDocumentStore, String) {
        let path = NSTemporaryDirectory() + "/kheper-sync-device-\(UUID().uuidString).sqlite"
        return (try SQLiteDocumentStore(path: path), path)
    }

    static func remove(_ path: String) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    @Test func everyEditAppendsItsRecordsAndAFirstSyncSendsThem() throws {
        let (store, path) = try Self.store()
        defer { Self.remove(path) }
        var session = try DocumentSession.importing(try SyncFixtures.document(), store: store, registry: .standard)
        var outbox = try store.syncOutbox()
        #expect(outbox.first?.intent == .putWorkout(workout: "w", title: "Push day"))
        #expect(outbox.count == 6)
        #expect(outbox.map(\.seq) == Array(1...6))
        #expect(Set(outbox.map(\.client)) == [try store.syncClientID()])
        try session.perform { editor throws(EditorError) in
            try editor.update("t1", [FieldChange(path: ["text"], value: "Go")])
        }
        outbox = try store.syncOutbox()
        #expect(outbox.last?.intent == .updateBlock(workout: "w", block: "t1", fields: ["text": "Go"], kind: nil))
        #expect(outbox.last?.base == 0)

        let server = ReferenceServer()
        let report = try store.sync(with: server)
        #expect(report.outcomes.count == 7 && report.outcomes.allSatisfy { $0.status == .applied })
        #expect(try store.syncOutbox().isEmpty)
        #expect(try store.syncCursor() == 7)
        try session.perform { editor throws(EditorError) in editor.setTitle("Legs") }
        #expect(try store.syncOutbox().last?.base == 7)

        let (other, otherPath) = try Self.store()
        defer { Self.remove(otherPath) }
        try other.sync(with: server)
        let copy = try #require(try other.loadDocument(id: "w"))
        #expect(copy.blocks.count == 5 && copy.title == "Push day")
        #expect(copy.blocks.first { $0.id == "t1" }?.data["text"] == "Go")
    }

    /// Deleting a set and undoing it before a sync sends neither, so the set is not lost to rule 2.
    @Test func aDeleteUndoneBeforeSyncIsNeverSent() throws {
        let (store, path) = try Self.store()
        defer { Self.remove(path) }
        let server = ReferenceServer()
        var session = try DocumentSession.importing(try SyncFixtures.document(), store: store, registry: .standard)
        try store.sync(with: server)
        try session.perform { editor throws(EditorError) in
            try editor.update("t2", [FieldChange(path: ["text"], value: "Kept")])
        }
        try session.perform { editor throws(EditorError) in try editor.delete("s1") }
        try session.perform { editor throws(EditorError) in try editor.undo() }
        let outbox = try store.syncOutbox()
        #expect(outbox.map(\.intent) == [.updateBlock(workout: "w", block: "t2", fields: ["text": "Kept"], kind: nil)])
        try store.sync(with: server)
        #expect(server.state.workouts["w"]?.blocks["s1"]?.isDeleted == false)
        #expect(server.state.workouts["w"]?.blocks["t2"]?.data == ["text": "Kept"])
        #expect(try store.loadDocument(id: "w")?.blocks.count == 5)
    }

    /// A store that has synced makes its editors jitter new keys; one that never synced keeps plain keys.
    @Test func aSyncedStoreJittersNewKeys() throws {
        let (store, path) = try Self.store()
        defer { Self.remove(path) }
        var session = try DocumentSession.importing(try SyncFixtures.document(), store: store, registry: .standard)
        #expect(!store.prefersJitteredOrderKeys && !session.jittersOrderKeys)
        let plain = try session.perform { editor throws(EditorError) in
            try editor.insert(BlockContent(TextBlock(text: "a")), at: .rootEnd).id
        }
        try store.sync(with: ReferenceServer())
        #expect(store.prefersJitteredOrderKeys)
        var synced = try DocumentSession(loading: "w", store: store, registry: .standard)
        #expect(synced.jittersOrderKeys)
        let jittered = try synced.perform { editor throws(EditorError) in
            try editor.insert(BlockContent(TextBlock(text: "b")), at: .rootEnd).id
        }
        let plainKey = try #require(synced.document[plain]?.order.rawValue)
        let jitteredKey = try #require(synced.document[jittered]?.order.rawValue)
        #expect(jitteredKey.count > plainKey.count + 2)
    }

    @Test func anUnreachableServerLeavesTheOutboxAndTheWorkouts() throws {
        let (store, path) = try Self.store()
        defer { Self.remove(path) }
        _ = try DocumentSession.importing(try SyncFixtures.document(), store: store, registry: .standard)
        let before = try store.syncOutbox()
        let server = ReferenceServer()
        server.failNextPush(.beforeApplying)
        #expect(throws: SyncError.self) { try store.sync(with: server) }
        #expect(try store.syncOutbox() == before)
        #expect(try store.syncCursor() == 0)
        #expect(try store.loadDocument(id: "w")?.blocks.count == 5)
    }

    @Test func loggedSetsReachTheServerOnceHoweverOftenTheSessionIsSaved() throws {
        let (store, path) = try Self.store()
        defer { Self.remove(path) }
        let log = SQLiteTrainingLogStore(sharing: store)
        var session = LoggedSession(
            id: "kheper-a", title: "Legs", start: Date(timeIntervalSince1970: 1_700_000_000), source: .kheper,
            exercises: [PerformedExercise(name: "Squat")])
        for order in 1...3 {
            session.exercises[0].sets.append(PerformedSet(order: order, reps: 5))
            try log.saveOpenSession(session, workoutID: "w")
        }
        try log.saveOpenSession(session, workoutID: "w")
        #expect(try store.syncOutbox().count == 3)
        let server = ReferenceServer()
        try store.sync(with: server)
        #expect(server.state.loggedSets.count == 3)
        #expect(try store.syncShadow().loggedSets.count == 3)
    }

    /// Sets logged on one device reach the other's training log, each once, and the session grows as it does.
    @Test func setsLoggedOnOneDeviceReachTheOthersLog() throws {
        let (phone, phonePath) = try Self.store()
        let (laptop, laptopPath) = try Self.store()
        defer {
            Self.remove(phonePath)
            Self.remove(laptopPath)
        }
        let server = ReferenceServer()
        let phoneLog = SQLiteTrainingLogStore(sharing: phone)
        let laptopLog = SQLiteTrainingLogStore(sharing: laptop)
        var session = LoggedSession(
            id: "kheper-b", title: "Legs", start: Date(timeIntervalSince1970: 1_700_000_000), source: .kheper,
            exercises: [PerformedExercise(name: "Squat")])
        for order in 1...2 {
            session.exercises[0].sets.append(
                PerformedSet(order: order, reps: 5, weight: Weight(value: 100, unit: .kg)))
            try phoneLog.saveOpenSession(session, workoutID: "w")
        }
        try phone.sync(with: server)
        try laptop.sync(with: server)
        var received: [LoggedSession] = []
        try laptopLog.forEachSession { received.append($0) }
        #expect(received == [session])
        #expect(try laptop.syncOutbox().isEmpty)

        session.exercises[0].sets.append(PerformedSet(order: 3, reps: 3))
        try phoneLog.saveOpenSession(session, workoutID: "w")
        try phone.sync(with: server)
        try laptop.sync(with: server)
        received = []
        try laptopLog.forEachSession { received.append($0) }
        #expect(received.map(\.setCount) == [3])
        #expect(try laptopLog.counts().sets == 3)
        #expect(server.state.loggedSets.count == 3)
    }

    /// Undo after a sync reverts the person's own last change as merged, leaving another device's change alone;
    /// when the other device changed the same block, there is nothing to undo rather than an overwrite.
    @Test func undoAfterSyncRevertsOnlyOwnChanges() throws {
        let (phone, phonePath) = try Self.store()
        let (laptop, laptopPath) = try Self.store()
        defer {
            Self.remove(phonePath)
            Self.remove(laptopPath)
        }
        let server = ReferenceServer()
        _ = try DocumentSession.importing(try SyncFixtures.document(), store: phone, registry: .standard)
        try phone.sync(with: server)
        try laptop.sync(with: server)
        var mine = try DocumentSession(loading: "w", store: phone, registry: .standard)
        try mine.perform { editor throws(EditorError) in
            try editor.update("t1", [FieldChange(path: ["text"], value: "Mine")])
        }
        var theirs = try DocumentSession(loading: "w", store: laptop, registry: .standard)
        try theirs.perform { editor throws(EditorError) in
            try editor.update("e1", [FieldChange(path: ["name"], value: "Front squat")])
        }
        try laptop.sync(with: server)
        try phone.sync(with: server)
        try mine.perform { editor throws(EditorError) in try editor.undo() }
        #expect(mine.document["t1"]?.content.kind == "text")
        let row = try #require(try phone.loadDocument(id: "w")?.blocks.first { $0.id == "t1" })
        #expect(row.data["text"] == "Warm up")
        let exercise = try #require(try phone.loadDocument(id: "w")?.blocks.first { $0.id == "e1" })
        #expect(exercise.data["name"] == "Front squat")

        // Both edit t1: the laptop's write lands last, so the phone's step no longer describes t1.
        try mine.perform { editor throws(EditorError) in
            try editor.update("t1", [FieldChange(path: ["text"], value: "Phone")])
        }
        try phone.sync(with: server)
        try laptop.sync(with: server)
        try theirs.perform { editor throws(EditorError) in
            try editor.update("t1", [FieldChange(path: ["text"], value: "Laptop")])
        }
        try laptop.sync(with: server)
        try phone.sync(with: server)
        #expect(throws: EditorError.self) { try mine.perform { editor throws(EditorError) in try editor.undo() } }
        #expect(try phone.loadDocument(id: "w")?.blocks.first { $0.id == "t1" }?.data["text"] == "Laptop")
    }
}
