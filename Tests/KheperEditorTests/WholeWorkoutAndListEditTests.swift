import Kheper
import KheperEditor
import KheperTestSupport
import Testing

/// Lists grown and shrunk by field edits, a workout's content replaced in one step, and a workout copied with new ids.
@Suite struct WholeWorkoutAndListEditTests {
    func sets(of id: BlockID, in editor: DocumentEditor) throws -> [JSONValue] {
        let node = try #require(editor.document[id])
        let record = try Fixtures.registry.record(of: node)
        return record.data["sets"]?.arrayValue ?? []
    }

    @Test func readsAnAppendAndRefusesAnEmptyOne() throws {
        #expect(try FieldChange(parsing: "sets.+=3x5") == FieldChange(path: ["sets"], value: "3x5", appends: true))
        #expect(
            try FieldChange(parsing: "sets.+={\"reps\":5}")
                == FieldChange(path: ["sets"], value: ["reps": 5], appends: true))
        #expect(throws: FieldChangeParseError.self) { try FieldChange(parsing: "sets.+=") }
    }

    @Test func appendsByShorthandOrJSONRemovesByIndexAndUndoesInOneStep() throws {
        var editor = try Fixtures.editor()
        try editor.update(
            "e1", [try FieldChange(parsing: "sets.+=2x3 @100kg"), try FieldChange(parsing: "sets.+={\"reps\":8}")])
        let grown = try sets(of: "e1", in: editor)
        #expect(grown.count == 4)
        #expect(grown[1]["reps"] == 3 && grown[1]["load"]?["value"] == 100 && grown[2] == grown[1])
        #expect(grown[3]["reps"] == 8)
        try editor.update("e1", [try FieldChange(parsing: "sets.0=")])
        #expect(try sets(of: "e1", in: editor).map { $0["reps"] } == [3, 3, 8])
        try editor.undo()
        try editor.undo()
        #expect(try sets(of: "e1", in: editor).count == 1)
    }

    @Test func anIndexPastTheEndNamesTheListTheIndexAndTheRange() throws {
        var editor = try Fixtures.editor()
        let error = try #require(throws: EditorError.self) {
            try editor.update("e1", [try FieldChange(parsing: "sets.5.reps=5")])
        }
        #expect(
            error.message.hasSuffix(
                "the list \"sets\" has 1 element, numbered 0, so there is no element 5; add one at its end with sets.+=VALUE"
            ),
            "\(error.message)")
    }

    @Test func replacingContentIsOneUndoableStep() throws {
        var editor = try Fixtures.editor()
        let original = editor.document
        var replacement = BlockDocument(id: "w", title: "Pull day")
        _ = try replacement.append(BlockContent(ExerciseBlock(name: "Chin-up")), id: "e1")
        _ = try replacement.append(BlockContent(TextBlock(text: "New")), id: "n1")
        try editor.replaceContent(
            with: replacement, summary: EditTransaction.Summary(done: "replaced it", undone: "put it back"))
        #expect(editor.document.title == "Pull day")
        #expect(editor.document.allIDs == ["e1", "n1"])
        try editor.undo()
        #expect(editor.document == original)
        #expect(!editor.canUndo)
    }

    @Test func aCopyHasNewIDsForEveryBlockInTheSameOrderWithTheSameContent() throws {
        let original = try Fixtures.document()
        let copy = try Fixtures.registry.copy(of: original, title: "Push day, week 2")
        #expect(copy.id != original.id && copy.title == "Push day, week 2")
        let before = try Fixtures.registry.records(of: original)
        let after = try Fixtures.registry.records(of: copy)
        #expect(before.count == after.count)
        #expect(Set(before.map(\.id)).isDisjoint(with: after.map(\.id)))
        #expect(before.map(\.data) == after.map(\.data))
        #expect(before.map(\.order) == after.map(\.order))
        let parents = Dictionary(uniqueKeysWithValues: zip(before.map(\.id), after.map(\.id)))
        #expect(before.map { $0.parentID.flatMap { parents[$0] } } == after.map(\.parentID))
    }
}
