import Kheper
import KheperEditor
import Testing

/// One refusal case: the operation and the error it must throw.
struct Refusal: Sendable, CustomTestStringConvertible {
    let name: String
    let code: EditorError.Code
    let message: String?
    let operation: @Sendable (inout DocumentEditor) throws(EditorError) -> Void

    var testDescription: String { name }
}

@Suite("DocumentEditor operations")
struct DocumentEditorTests {
    static let refusals: [Refusal] = [
        Refusal(
            name: "set into set", code: .nestingNotAllowed,
            message: "a set block cannot be placed inside a set block; it may be placed at the top level"
        ) { editor throws(EditorError) in _ = try editor.insertNew(kind: "set", at: .lastChild(of: "s1")) },
        Refusal(name: "move set into set", code: .nestingNotAllowed, message: nil) { editor throws(EditorError) in
            _ = try editor.move("s2", to: .firstChild(of: "s1"))
        },
        Refusal(name: "chart into set", code: .nestingNotAllowed, message: nil) { editor throws(EditorError) in
            _ = try editor.move("c1", to: .firstChild(of: "s1"))
        },
        Refusal(name: "into a leaf", code: .notAContainer, message: nil) { editor throws(EditorError) in
            _ = try editor.insertNew(kind: "text", at: .lastChild(of: "e1"))
        },
        Refusal(
            name: "cycle", code: .invalidPosition, message: "the block \"s1\" cannot be moved inside itself"
        ) { editor throws(EditorError) in _ = try editor.move("s1", to: .lastChild(of: "s1")) },
        Refusal(name: "cycle below", code: .invalidPosition, message: nil) { editor throws(EditorError) in
            _ = try editor.move("s1", to: .after("e2"))
        },
        Refusal(name: "unknown block", code: .unknownBlock, message: "no block has the id \"nope\"") {
            editor throws(EditorError) in _ = try editor.delete("nope")
        },
        Refusal(name: "unknown reference", code: .unknownBlock, message: nil) { editor throws(EditorError) in
            _ = try editor.move("e1", to: .before("nope"))
        },
        Refusal(name: "unknown update", code: .unknownBlock, message: nil) { editor throws(EditorError) in
            _ = try editor.update("nope", [FieldChange(path: ["name"], value: "x")])
        },
        Refusal(name: "unknown kind", code: .unknownKind, message: nil) { editor throws(EditorError) in
            _ = try editor.insertNew(kind: "nope", at: .rootEnd)
        },
        Refusal(name: "bad shorthand", code: .shorthand, message: nil) { editor throws(EditorError) in
            _ = try editor.insertNew(kind: "exercise", shorthand: "Squat 5xq", at: .rootEnd)
        },
        Refusal(name: "undecodable value", code: .invalidValue, message: nil) { editor throws(EditorError) in
            _ = try editor.update("e1", [FieldChange(path: ["sets"], value: "many")])
        },
        Refusal(name: "validator refuses", code: .invalidValue, message: nil) { editor throws(EditorError) in
            _ = try editor.update("e1", [FieldChange(path: ["sets", 0, "reps"], value: -3)])
        },
        Refusal(name: "missing element", code: .invalidValue, message: nil) { editor throws(EditorError) in
            _ = try editor.update("e1", [FieldChange(path: ["sets", 7, "reps"], value: 3)])
        },
        Refusal(name: "wrap not adjacent", code: .notAdjacent, message: nil) { editor throws(EditorError) in
            _ = try editor.wrap(["t1", "s1"], in: Fixtures.content(of: "set"))
        },
        Refusal(name: "wrap not siblings", code: .notAdjacent, message: nil) { editor throws(EditorError) in
            _ = try editor.wrap(["e1", "e2"], in: Fixtures.content(of: "set"))
        },
        Refusal(name: "wrap chart in set", code: .nestingNotAllowed, message: nil) { editor throws(EditorError) in
            _ = try editor.wrap(["c1"], in: Fixtures.content(of: "set"))
        },
        Refusal(name: "wrap set in set", code: .nestingNotAllowed, message: nil) { editor throws(EditorError) in
            _ = try editor.wrap(["s1"], in: Fixtures.content(of: "set"))
        },
        Refusal(name: "wrap in a leaf", code: .notAContainer, message: nil) { editor throws(EditorError) in
            _ = try editor.wrap(["t1"], in: Fixtures.content(of: "text"))
        },
        Refusal(name: "unwrap a leaf", code: .notAContainer, message: nil) { editor throws(EditorError) in
            _ = try editor.unwrap("e1")
        },
        Refusal(name: "convert chart", code: .notConvertible, message: nil) { editor throws(EditorError) in
            _ = try editor.convert("c1", to: "timer")
        },
        Refusal(name: "convert set", code: .notConvertible, message: nil) { editor throws(EditorError) in
            _ = try editor.convert("s1", to: "text")
        },
        Refusal(name: "convert unreadable text", code: .shorthand, message: nil) { editor throws(EditorError) in
            _ = try editor.update("t1", [FieldChange(path: ["text"], value: "")])
            _ = try editor.convert("t1", to: "exercise")
        },
        Refusal(name: "nothing to undo", code: .nothingToUndo, message: nil) { editor throws(EditorError) in
            _ = try editor.undo()
        },
        Refusal(name: "nothing to redo", code: .nothingToRedo, message: nil) { editor throws(EditorError) in
            _ = try editor.redo()
        },
    ]

    @Test(arguments: refusals)
    func refusalChangesNothing(_ refusal: Refusal) throws {
        var editor = try Fixtures.editor()
        var before = editor.document
        var history = editor.history
        do {
            try refusal.operation(&editor)
            Issue.record("\(refusal.name) was not refused")
        } catch {
            if refusal.name == "convert unreadable text" {
                // The update before the refused convert is a step of its own.
                before = editor.document
                history = editor.history
            }
            #expect(error.code == refusal.code, "\(error)")
            if let message = refusal.message { #expect(error.message == message) }
            #expect(!error.message.isEmpty && !error.message.contains("\n"))
        }
        if refusal.name != "convert unreadable text" {
            #expect(editor.document == before)
            #expect(editor.history == history)
        }
    }

    @Test func depthLimitRefusesNesting() throws {
        let registry = try StandardKinds.registry(maximumDepth: 1)
        var editor = DocumentEditor(document: try Fixtures.document(), registry: registry)
        #expect(throws: EditorError.self) { try editor.insertNew(kind: "text", at: .lastChild(of: "s2")) }
        #expect(try editor.document == Fixtures.document())
    }

    /// Runs `operation`, checks its change set, then that undo restores the original and redo the result.
    func undoable(
        _ operation: (inout DocumentEditor) throws(EditorError) -> ChangeSet
    ) throws -> (ChangeSet, BlockDocument) {
        var editor = try Fixtures.editor()
        let original = editor.document
        let changes = try operation(&editor)
        let after = editor.document
        #expect(changes.allIDs == differingIDs(original, after))
        #expect(editor.history.entries.count == 1)
        let undone = try editor.undo()
        #expect(editor.document == original)
        #expect(undone.allIDs == changes.allIDs)
        #expect(undone.inserted == changes.removed && undone.removed == changes.inserted)
        try editor.redo()
        #expect(editor.document == after)
        return (changes, after)
    }

    @Test func insertExerciseIntoSet() throws {
        let (changes, doc) = try undoable { editor throws(EditorError) in
            try editor.insertNew(kind: "exercise", shorthand: "Squat 5x5 @100kg", at: .lastChild(of: "s1")).changes
        }
        #expect(changes.inserted.count == 1 && changes.moved.isEmpty && changes.updated.isEmpty)
        #expect(doc.childIDs(of: "s1").last == changes.inserted[0])
        #expect(doc[changes.inserted[0]]?.content.as(ExerciseBlock.self)?.name == "Squat")
    }

    @Test func moveReorders() throws {
        let (changes, doc) = try undoable { editor throws(EditorError) in try editor.move("c1", to: .rootStart) }
        #expect(changes == ChangeSet(moved: ["c1"]))
        #expect(doc.childIDs(of: nil) == ["c1", "t1", "e1", "s1", "s2"])
    }

    @Test func moveReparentsContainerContent() throws {
        let (changes, doc) = try undoable { editor throws(EditorError) in try editor.move("e1", to: .after("e2")) }
        #expect(changes == ChangeSet(moved: ["e1"]))
        #expect(doc.childIDs(of: "s1") == ["e2", "e1", "t2"])
    }

    @Test func moveNextToItselfChangesNothing() throws {
        var editor = try Fixtures.editor()
        #expect(try editor.move("e1", to: .after("t1")).isEmpty)
        #expect(try editor.move("e1", to: .before("s1")).isEmpty)
        #expect(!editor.canUndo)
    }

    @Test func deleteRemovesSubtree() throws {
        let (changes, doc) = try undoable { editor throws(EditorError) in try editor.delete("s1") }
        #expect(changes == ChangeSet(removed: ["s1", "e2", "t2"]))
        #expect(doc.count == 4)
    }

    @Test func deleteSeveralIsOneUndoStep() throws {
        let (changes, doc) = try undoable { editor throws(EditorError) in try editor.delete(["e1", "s1", "e2"]) }
        #expect(Set(changes.removed) == ["e1", "s1", "e2", "t2"])
        #expect(changes.removed.count == 4)
        #expect(doc.childIDs(of: nil) == ["t1", "c1", "s2"])
        var editor = try Fixtures.editor()
        #expect(throws: EditorError.self) { try editor.delete(["e1", "nope"]) }
        #expect(try editor.document == Fixtures.document())
    }

    @Test func updateField() throws {
        let (changes, doc) = try undoable { editor throws(EditorError) in
            try editor.update(
                "e1", [FieldChange(path: ["name"], value: "Front Squat"), .init(path: ["rest"], value: 90)])
        }
        #expect(changes == ChangeSet(updated: ["e1"]))
        let exercise = doc["e1"]?.content.as(ExerciseBlock.self)
        #expect(exercise?.name == "Front Squat" && exercise?.rest == 90)
    }

    @Test func updateMessageNamesFieldValueAndExpectation() throws {
        var editor = try Fixtures.editor()
        #expect {
            try editor.update("e1", [FieldChange(path: ["sets", 0, "reps"], value: -3)])
        } throws: { error in
            let message = (error as? EditorError)?.message ?? ""
            return message.contains("cannot set \"sets.0.reps\" to -3") && message.contains("\"sets.0.reps\" is -3")
                && message.contains("e1")
        }
    }

    @Test func updateSameValueIsNoStep() throws {
        var editor = try Fixtures.editor()
        #expect(try editor.update("e1", [FieldChange(path: ["name"], value: "Squat")]).isEmpty)
        #expect(!editor.canUndo)
    }

    @Test func unknownBlocksAreEditedRaw() throws {
        var document = try Fixtures.document()
        let raw = UnknownBlock(kind: "acme/stretch", data: ["seconds": 30])
        try document.append(.unknown(raw), id: "u1")
        var editor = DocumentEditor(document: document, registry: Fixtures.registry)
        try editor.update("u1", [FieldChange(path: ["seconds"], value: 45)])
        guard case .unknown(let edited)? = editor.document["u1"]?.content else {
            Issue.record("the block is no longer raw")
            return
        }
        #expect(edited.data == ["seconds": 45])
    }

    @Test func duplicateDeepCopies() throws {
        let (changes, doc) = try undoable { editor throws(EditorError) in try editor.duplicate("s1").changes }
        #expect(changes.inserted.count == 3 && changes.moved.isEmpty)
        #expect(doc.childIDs(of: nil)[3] == changes.inserted[0])
        #expect(doc.childIDs(of: changes.inserted[0]) == Array(changes.inserted.dropFirst()))
        #expect(doc.children(of: changes.inserted[0]).map(\.content) == doc.children(of: "s1").map(\.content))
    }

    @Test func wrapAdjacentSiblings() throws {
        let (changes, doc) = try undoable { editor throws(EditorError) in
            try editor.wrap(["e1", "t1"], in: Fixtures.content(of: "set")).changes
        }
        #expect(changes.inserted.count == 1 && changes.moved == ["t1", "e1"] && changes.removed.isEmpty)
        #expect(doc.childIDs(of: changes.inserted[0]) == ["t1", "e1"])
        #expect(doc.childIDs(of: nil).first == changes.inserted[0])
    }

    @Test func unwrapPutsChildrenInPlace() throws {
        let (changes, doc) = try undoable { editor throws(EditorError) in try editor.unwrap("s1") }
        #expect(changes == ChangeSet(removed: ["s1"], moved: ["e2", "t2"]))
        #expect(doc.childIDs(of: nil) == ["t1", "e1", "e2", "t2", "c1", "s2"])
    }

    @Test func convertExerciseToText() throws {
        let (changes, doc) = try undoable { editor throws(EditorError) in try editor.convert("e1", to: "text") }
        #expect(changes == ChangeSet(updated: ["e1"]))
        let text = doc["e1"]?.content.as(TextBlock.self)?.text ?? ""
        #expect(text.hasPrefix("Squat") && !text.contains("\n"))
    }

    @Test func convertTextToExercise() throws {
        var editor = try Fixtures.editor()
        try editor.update("t1", [FieldChange(path: ["text"], value: "Bench Press 3x8 @80kg")])
        try editor.convert("t1", to: "exercise")
        let exercise = editor.document["t1"]?.content.as(ExerciseBlock.self)
        #expect(exercise?.name == "Bench Press" && exercise?.resolvedSets.count == 3)
        try editor.undo()
        #expect(editor.document["t1"]?.content.as(TextBlock.self)?.text == "Bench Press 3x8 @80kg")
    }

    /// A kind of a host's that holds plain text in `body`, declared the kind blocks convert through.
    struct Memo: Block {
        static let kind: BlockKind = "acme/memo"
        var body: String
        static let definition = BlockDefinition(
            Memo.self, displayName: "Memo", symbolName: "note", nesting: .leaf(atRoot: true),
            makeDefault: { Memo(body: "") }, plainTextField: "body")
    }

    @Test func aKindDeclaringItsPlainTextFieldIsOneBlocksConvertToAndFrom() throws {
        var editor = DocumentEditor(
            document: try Fixtures.document(), registry: try StandardKinds.registry(adding: [Memo.definition]))
        try editor.convert("e1", to: Memo.kind)
        let memo = try #require(editor.document["e1"]?.content.as(Memo.self))
        #expect(memo.body.hasPrefix("Squat") && !memo.body.contains("\n"), "\(memo.body)")
        try editor.update("e1", [FieldChange(path: ["body"], value: "Bench Press 3x8 @80kg")])
        try editor.convert("e1", to: "exercise")
        #expect(editor.document["e1"]?.content.as(ExerciseBlock.self)?.name == "Bench Press")
        // A kind that declares none is no hub: an exercise does not become a timer through it.
        #expect(throws: EditorError.self) { try editor.convert("e1", to: "timer") }
    }

    @Test func titleIsOneStep() throws {
        var editor = try Fixtures.editor()
        #expect(editor.setTitle("Leg day") == ChangeSet(titleChanged: true))
        try editor.undo()
        #expect(try editor.document == Fixtures.document())
    }

    @Test func coalescingMergesTyping() throws {
        var editor = try Fixtures.editor()
        for name in ["S", "Sq", "Squ"] {
            try editor.update("e1", [FieldChange(path: ["name"], value: .string(name))], coalescing: true)
        }
        #expect(editor.history.entries.count == 1)
        try editor.update("e1", [FieldChange(path: ["rest"], value: 60)], coalescing: true)
        #expect(editor.history.entries.count == 2)
        editor.endCoalescing()
        try editor.update("e1", [FieldChange(path: ["rest"], value: 90)], coalescing: true)
        #expect(editor.history.entries.count == 3)
        try editor.undo()
        try editor.undo()
        #expect(editor.document["e1"]?.content.as(ExerciseBlock.self)?.name == "Squ")
        try editor.undo()
        #expect(try editor.document == Fixtures.document())
    }

    @Test func historyIsBounded() throws {
        var editor = DocumentEditor(
            document: try Fixtures.document(), registry: Fixtures.registry, history: EditHistory(limit: 3))
        for index in 1...5 { editor.setTitle("Title \(index)") }
        #expect(editor.history.entries.count == 3 && editor.history.firstPosition == 2)
        for _ in 0..<3 { try editor.undo() }
        #expect(editor.document.title == "Title 2")
        #expect(throws: EditorError.self) { try editor.undo() }
    }

    @Test func newEditDiscardsRedo() throws {
        var editor = try Fixtures.editor()
        editor.setTitle("A")
        try editor.undo()
        editor.setTitle("B")
        #expect(!editor.canRedo && editor.history.entries.count == 1)
    }

    @Test func rebalanceIsRecordedAndUndone() throws {
        var editor = try Fixtures.editor()
        editor.rebalanceThreshold = 2
        let original = editor.document
        let (id, changes) = try editor.insertNew(kind: "text", shorthand: "Between", at: .after("t1"))
        #expect(changes.inserted == [id])
        #expect(Set(changes.moved).isSubset(of: ["t1", "e1", "s1", "c1", "s2"]) && !changes.moved.isEmpty)
        #expect(changes.allIDs == differingIDs(original, editor.document))
        #expect(editor.document.children(of: nil).allSatisfy { $0.order.rawValue.utf8.count <= 2 })
        #expect(editor.document.childIDs(of: nil) == ["t1", id, "e1", "s1", "c1", "s2"])
        try editor.undo()
        #expect(editor.document == original)
    }

    @Test func rebalanceOfManySiblingsStaysInAWindow() throws {
        var document = BlockDocument(id: "w", title: "Many")
        for index in 0..<100 {
            try document.append(BlockContent(TextBlock(text: "\(index)")), id: BlockID("b\(index)"))
        }
        var editor = DocumentEditor(document: document, registry: Fixtures.registry)
        editor.rebalanceThreshold = 2
        let (id, changes) = try editor.insertNew(kind: "text", at: .after("b10"))
        // The window is b0...b10 (the list's start) and b11...b41 (31 within reach); keys it gives back unchanged
        // are not rewritten.
        let window = Set((0...41).map { BlockID("b\($0)") })
        #expect(!changes.moved.isEmpty && Set(changes.moved).isSubset(of: window))
        #expect(differingIDs(document, editor.document) == Set(changes.moved).union([id]))
        #expect(window.union([id]).allSatisfy { (editor.document[$0]?.order.rawValue.utf8.count ?? 0) <= 2 })
        let keys = editor.document.children(of: nil).map(\.order)
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 })
        let after = editor.document
        try editor.undo()
        #expect(editor.document == document)
        try editor.redo()
        #expect(editor.document == after)
    }
}

/// The ids whose nodes differ between two documents.
func differingIDs(_ lhs: BlockDocument, _ rhs: BlockDocument) -> Set<BlockID> {
    Set(lhs.allIDs + rhs.allIDs).filter { lhs[$0] != rhs[$0] }
}
