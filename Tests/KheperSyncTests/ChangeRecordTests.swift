import Foundation
import Kheper
import KheperCore
import KheperEditor
import KheperJSON
import KheperOrderKeys
import KheperSync
import KheperTrainingLog
import Testing

/// Change records read and write exactly the contract's JSON, and edits map to the records the contract names.
@Suite struct ChangeRecordTests {
    static let client = "0b8f6a7e-3c1d-4f7a-9b1e-2d5c6e7f8a9b"

    static func parse(_ text: String) throws -> JSONValue { try JSONValue(parsing: text) }

    @Test func insertBlockIsTheContractsObject() throws {
        let block = SyncBlock(
            id: "b1", parent: nil, order: try OrderKey("a0"), type: "text", version: 1, data: ["text": "Hi"])
        let record = ChangeRecord(
            client: Self.client, seq: 3, base: 7, intent: .insertBlock(workout: "w", block: block))
        let expected = try Self.parse(
            """
            {"client":"\(Self.client)","seq":3,"base":7,"op":"insertBlock","workout":"w","block":"b1","parent":null,
             "order":"a0","type":"text","version":1,"data":{"text":"Hi"},"extra":{}}
            """)
        #expect(record.json == expected)
        #expect(try ChangeRecord(json: expected) == record)
    }

    @Test(arguments: [
        #"{"client":"c","seq":1,"base":0,"op":"putWorkout","workout":"w","title":"Legs"}"#,
        #"{"client":"c","seq":2,"base":0,"op":"deleteWorkout","workout":"w"}"#,
        #"{"client":"c","seq":3,"base":4,"op":"moveBlock","workout":"w","block":"b","parent":"p","order":"a1"}"#,
        #"{"client":"c","seq":4,"base":4,"op":"updateBlock","workout":"w","block":"b","fields":{"text":"x","style":null}}"#,
        #"{"client":"c","seq":5,"base":4,"op":"updateBlock","workout":"w","block":"b","fields":{},"type":"set","version":2}"#,
        #"{"client":"c","seq":6,"base":4,"op":"deleteBlock","workout":"w","block":"b"}"#,
        #"{"client":"c","seq":7,"base":4,"op":"logSet","set":{"id":"u","session":"s","reps":5}}"#,
    ])
    func everyOperationRoundTripsThroughJSONAndCodable(text: String) throws {
        let json = try Self.parse(text)
        let record = try ChangeRecord(json: json)
        #expect(record.json == json)
        let encoded = try JSONEncoder().encode(record)
        #expect(try JSONDecoder().decode(ChangeRecord.self, from: encoded) == record)
    }

    @Test func malformedRecordsNameTheMember() throws {
        let missing = try Self.parse(#"{"client":"c","seq":1,"base":0,"op":"moveBlock","workout":"w","block":"b"}"#)
        #expect(throws: SyncError(.malformedRecord, "the change record has no \"parent\" member")) {
            try ChangeRecord(json: missing)
        }
        let badOp = try Self.parse(#"{"client":"c","seq":1,"base":0,"op":"rename"}"#)
        #expect(throws: SyncError.self) { try ChangeRecord(json: badOp) }
    }

    @Test func pushOutcomesRoundTrip() throws {
        let json = try Self.parse(#"{"seq":4,"status":"rewritten","version":9,"order":"a0V"}"#)
        let outcome = try PushOutcome(json: json)
        #expect(outcome.status == .rewritten && outcome.order == SyncFixtures.key("a0V"))
        #expect(outcome.json == json)
    }

    /// An edit of one field names that field alone; a move names parent and key; a delete names the subtree's top.
    @Test func editorTransactionsMapToTheirIntents() throws {
        var editor = DocumentEditor(document: try SyncFixtures.document(), registry: .standard)
        _ = try editor.update("t1", [FieldChange(path: ["text"], value: "Go")])
        var step = try #require(editor.history.undoStep)
        #expect(
            ChangeMapping.intents(for: step, forward: true, after: editor.document) == [
                .updateBlock(workout: "w", block: "t1", fields: ["text": "Go"], kind: nil)
            ])
        _ = try editor.move("t1", to: .lastChild(of: "s1"))
        step = try #require(editor.history.undoStep)
        let moved = try #require(editor.document["t1"])
        #expect(
            ChangeMapping.intents(for: step, forward: true, after: editor.document) == [
                .moveBlock(workout: "w", block: "t1", parent: "s1", order: moved.order)
            ])
        _ = try editor.delete("s1")
        step = try #require(editor.history.undoStep)
        #expect(
            ChangeMapping.intents(for: step, forward: true, after: editor.document) == [
                .deleteBlock(workout: "w", block: "s1")
            ])
        // Undoing the delete inserts the subtree again, parents first.
        _ = try editor.undo()
        let intents = ChangeMapping.intents(for: step, forward: false, after: editor.document)
        let inserted = intents.compactMap { intent -> BlockID? in
            if case .insertBlock(_, let block) = intent { return block.id }
            return nil
        }
        #expect(inserted.first == "s1" && Set(inserted) == ["s1", "e2", "t2", "t1"])
    }

    @Test func loggedSetsGetStableIDsAndOnlyNewSetsAreRecorded() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        var session = LoggedSession(
            id: "kheper-1", title: "Legs", start: start, source: .kheper,
            exercises: [PerformedExercise(name: "Squat", sets: [PerformedSet(order: 1, reps: 5)])])
        let first = LoggedSetMapping.intents(for: session, storedBefore: nil)
        #expect(first.count == 1)
        guard case .logSet(let set) = first[0] else {
            Issue.record("not a logged set")
            return
        }
        #expect(set["id"]?.stringValue == LoggedSetMapping.setID(session: "kheper-1", exercise: 0, order: 1))
        #expect(set["session"]?.stringValue == LoggedSetMapping.sessionID("kheper-1"))
        #expect(set["sessionFields"] != nil)
        #expect(UUID(uuidString: set["id"]?.stringValue ?? "") != nil)
        let stored = session
        session.exercises[0].sets.append(PerformedSet(order: 2, reps: 4))
        let second = LoggedSetMapping.intents(for: session, storedBefore: stored)
        #expect(second.count == 1)
        guard case .logSet(let next) = second[0] else {
            Issue.record("not a logged set")
            return
        }
        #expect(next["order"] == 2 && next["sessionFields"] == nil)
    }

    /// The ids are what servers and other devices already hold for a session and its sets, so they never change:
    /// these are the ids sync has always made for a session of a Strong import and one of its sets.
    @Test func loggedSetIDsAreTheOnesServersAlreadyHold() {
        #expect(LoggedSetMapping.sessionID("strong-0922050ee78e1d0c") == "1da96902-a380-80bf-9aa2-ad1ecbb1a742")
        #expect(
            LoggedSetMapping.setID(session: "strong-0922050ee78e1d0c", exercise: 3, order: 3)
                == "b01ab2f8-e7ec-8bd3-8438-b766d645bd1e")
    }
}
