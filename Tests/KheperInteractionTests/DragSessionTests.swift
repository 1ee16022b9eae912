import KheperCore
import KheperEditor
import KheperInteraction
import Testing

/// One drag: the block pressed, one pointer position, and everything the update and the drop should give.
struct DragCase: Sendable, CustomTestStringConvertible {
    let name: String
    var pressed: BlockID
    var collapsed: Set<BlockID> = []
    var input: DragInput
    var target: DropTarget
    var indicator: DropIndicator?
    var allowed = true
    var snapped = false
    /// The preview as `id:depth`; after the drop the document shows exactly these rows.
    var preview: [String]

    var testDescription: String { name }
}

@Suite("Drag session")
struct DragSessionTests {
    static let original = ["t1:0", "e1:0", "s1:0", "e2:1", "t2:1", "c1:0", "s2:0"]

    static let cases: [DragCase] = [
        // Target kinds. Dragging e1 leaves t1, s1, e2, t2, c1, s2.
        DragCase(
            name: "between rows, above the first", pressed: "e1", input: DragInput(row: 0, fraction: 0.2),
            target: .between(.before("t1")), indicator: DropIndicator(gap: 0, depth: 0),
            preview: ["e1:0", "t1:0", "s1:0", "e2:1", "t2:1", "c1:0", "s2:0"]),
        DragCase(
            name: "first child of a container", pressed: "e1",
            input: DragInput(row: 1, fraction: 0.7, indentation: 1),
            target: .firstChild(of: "s1"), indicator: DropIndicator(gap: 2, depth: 1),
            preview: ["t1:0", "s1:0", "e1:1", "e2:1", "t2:1", "c1:0", "s2:0"]),
        DragCase(
            name: "last child of a container", pressed: "e1",
            input: DragInput(row: 3, fraction: 0.7, indentation: 1),
            target: .lastChild(of: "s1"), indicator: DropIndicator(gap: 4, depth: 1),
            preview: ["t1:0", "s1:0", "e2:1", "t2:1", "e1:1", "c1:0", "s2:0"]),
        DragCase(
            name: "between rows, outdented below a container's children", pressed: "e1",
            input: DragInput(row: 3, fraction: 0.7, indentation: 0),
            target: .between(.before("c1")), indicator: DropIndicator(gap: 4, depth: 0),
            preview: ["t1:0", "s1:0", "e2:1", "t2:1", "e1:0", "c1:0", "s2:0"]),
        DragCase(
            name: "first child of an empty container", pressed: "e1",
            input: DragInput(row: 5, fraction: 0.7, indentation: 1.4),
            target: .firstChild(of: "s2"), indicator: DropIndicator(gap: 6, depth: 1),
            preview: ["t1:0", "s1:0", "e2:1", "t2:1", "c1:0", "s2:0", "e1:1"]),
        DragCase(
            name: "end of the root", pressed: "e1", input: DragInput(row: 5, fraction: 0.7, indentation: 0.4),
            target: .between(.rootEnd), indicator: DropIndicator(gap: 6, depth: 0),
            preview: ["t1:0", "s1:0", "e2:1", "t2:1", "c1:0", "s2:0", "e1:0"]),
        DragCase(
            name: "a row past the end clamps to the last gap", pressed: "e1", input: DragInput(row: 40),
            target: .between(.rootEnd), indicator: DropIndicator(gap: 6, depth: 0),
            preview: ["t1:0", "s1:0", "e2:1", "t2:1", "c1:0", "s2:0", "e1:0"]),
        DragCase(
            name: "a row before the start clamps to the first gap", pressed: "c1", input: DragInput(row: -3),
            target: .between(.before("t1")), indicator: DropIndicator(gap: 0, depth: 0),
            preview: ["c1:0", "t1:0", "e1:0", "s1:0", "e2:1", "t2:1", "s2:0"]),
        DragCase(
            name: "indentation past the outline is clamped; dropping where it started", pressed: "e1",
            input: DragInput(row: 1, fraction: 0.2, indentation: 3),
            target: .between(.before("s1")), indicator: DropIndicator(gap: 1, depth: 0),
            preview: original),
        DragCase(
            name: "a collapsed container takes no drop inside", pressed: "e1", collapsed: ["s1"],
            input: DragInput(row: 1, fraction: 0.7, indentation: 1),
            target: .between(.before("c1")), indicator: DropIndicator(gap: 2, depth: 0),
            preview: ["t1:0", "s1:0", "e1:0", "c1:0", "s2:0"]),
        DragCase(
            name: "a container travels with its children", pressed: "s1", input: DragInput(row: 2, fraction: 0.7),
            target: .between(.before("s2")), indicator: DropIndicator(gap: 3, depth: 0),
            preview: ["t1:0", "e1:0", "c1:0", "s1:0", "e2:1", "t2:1", "s2:0"]),
        DragCase(
            name: "a child moves out to the root", pressed: "e2",
            input: DragInput(row: 3, fraction: 0.7, indentation: -1),
            target: .between(.before("c1")), indicator: DropIndicator(gap: 4, depth: 0),
            preview: ["t1:0", "e1:0", "s1:0", "t2:1", "e2:0", "c1:0", "s2:0"]),
        DragCase(
            name: "a child moves to another container", pressed: "t2", input: DragInput(row: 5, fraction: 0.9),
            target: .firstChild(of: "s2"), indicator: DropIndicator(gap: 6, depth: 1),
            preview: ["t1:0", "e1:0", "s1:0", "e2:1", "c1:0", "s2:0", "t2:1"]),

        // Nesting rules: an exercise can go into a set (above); a set or a chart cannot.
        DragCase(
            name: "a set cannot go into a set: snaps to the root at the same gap", pressed: "s2",
            input: DragInput(row: 4, fraction: 0.7, indentation: 1),
            target: .between(.before("c1")), indicator: DropIndicator(gap: 5, depth: 0), snapped: true,
            preview: ["t1:0", "e1:0", "s1:0", "e2:1", "t2:1", "s2:0", "c1:0"]),
        DragCase(
            name: "a set cannot go into a set: not allowed where only the set's depth fits", pressed: "s2",
            input: DragInput(row: 2, fraction: 0.7, indentation: 1),
            target: .none, indicator: DropIndicator(gap: 3, depth: 1), allowed: false,
            preview: original),
        DragCase(
            name: "a chart cannot go into a set: snaps to the root", pressed: "c1",
            input: DragInput(row: 5, fraction: 0.7, indentation: 1),
            target: .between(.rootEnd), indicator: DropIndicator(gap: 6, depth: 0), snapped: true,
            preview: ["t1:0", "e1:0", "s1:0", "e2:1", "t2:1", "s2:0", "c1:0"]),
        DragCase(
            name: "a chart cannot go between a set's children", pressed: "c1",
            input: DragInput(row: 3, fraction: 0.6, indentation: 0),
            target: .none, indicator: DropIndicator(gap: 4, depth: 1), allowed: false,
            preview: original),

        // The trash.
        DragCase(
            name: "onto the trash, with the children", pressed: "s1",
            input: DragInput(row: 1, fraction: 0.5, indentation: 2, overTrash: true),
            target: .trash, indicator: nil,
            preview: ["t1:0", "e1:0", "c1:0", "s2:0"]),
    ]

    @Test("each target kind, nesting case and the trash", arguments: cases)
    func dragCase(_ drag: DragCase) throws {
        let document = try Fixtures.document()
        let rows = Fixtures.rows(document, collapsed: drag.collapsed)
        let index = try #require(rows.firstIndex { $0.id == drag.pressed })
        var session = try #require(
            DragSession.begin(pressing: index, in: rows, document: document, registry: Fixtures.registry))
        #expect(!session.remainingRows.contains { $0.id == drag.pressed })

        let update = session.update(drag.input)
        #expect(update.target == drag.target)
        #expect(update.indicator == drag.indicator)
        #expect(update.isAllowed == drag.allowed)
        #expect(update.isSnapped == drag.snapped)
        #expect(Fixtures.outline(update.preview) == drag.preview)

        var editor = DocumentEditor(document: document, registry: Fixtures.registry)
        let outcome = try session.end(applyingTo: &editor)
        #expect(Array(update.preview) == Fixtures.rows(editor.document, collapsed: drag.collapsed))
        if outcome == .unchanged {
            #expect(!editor.canUndo)
            #expect(editor.document == document)
        } else {
            // Exactly one undo step, which reverts the drop.
            try editor.undo()
            #expect(!editor.canUndo)
            #expect(editor.document == document)
        }
    }

    @Test("ending moves with one transaction; trash deletes with one")
    func outcomes() throws {
        let document = try Fixtures.document()
        let rows = Fixtures.rows(document)
        var session = try #require(
            DragSession.begin(pressing: 1, in: rows, document: document, registry: Fixtures.registry))
        session.update(DragInput(row: 1, fraction: 0.7, indentation: 1))
        var editor = DocumentEditor(document: document, registry: Fixtures.registry)
        let moved = try session.end(applyingTo: &editor)
        #expect(moved.changes.moved.first == "e1")
        if case .moved(let id, let point, _) = moved {
            #expect(id == "e1")
            #expect(point == .firstChild(of: "s1"))
        } else {
            Issue.record("expected a move, got \(moved)")
        }

        var trash = try #require(
            DragSession.begin(pressing: 2, in: rows, document: document, registry: Fixtures.registry))
        trash.update(DragInput(row: 0, overTrash: true))
        editor = DocumentEditor(document: document, registry: Fixtures.registry)
        let deleted = try trash.end(applyingTo: &editor)
        #expect(deleted == .deleted("s1", changes: deleted.changes))
        #expect(Set(deleted.changes.removed) == ["s1", "e2", "t2"])
        try editor.undo()
        #expect(editor.document == document)
        #expect(!editor.canUndo)
    }

    @Test("cancel changes nothing and shows the rows as they were")
    func cancel() throws {
        let document = try Fixtures.document()
        let rows = Fixtures.rows(document)
        var session = try #require(
            DragSession.begin(pressing: 2, in: rows, document: document, registry: Fixtures.registry))
        session.update(DragInput(row: 3, fraction: 0.9, overTrash: true))
        let preview = session.cancel()
        #expect(Array(preview) == rows)
        #expect(preview.draggedRows == 2..<5)
        // A cancelled session is simply dropped: the editor never sees it.
        let editor = DocumentEditor(document: document, registry: Fixtures.registry)
        #expect(editor.document == document)
        #expect(!editor.canUndo)
    }

    @Test("ending before any update changes nothing")
    func endWithoutUpdate() throws {
        let document = try Fixtures.document()
        let session = try #require(
            DragSession.begin(pressing: 0, in: Fixtures.rows(document), document: document, registry: Fixtures.registry)
        )
        var editor = DocumentEditor(document: document, registry: Fixtures.registry)
        let outcome = try session.end(applyingTo: &editor)
        #expect(outcome == .unchanged)
        #expect(!editor.canUndo)
    }

    @Test("a press outside the rows starts no drag")
    func pressOutside() throws {
        let document = try Fixtures.document()
        let rows = Fixtures.rows(document)
        #expect(DragSession.begin(pressing: 7, in: rows, document: document, registry: Fixtures.registry) == nil)
        #expect(DragSession.begin(pressing: -1, in: rows, document: document, registry: Fixtures.registry) == nil)
    }

    @Test("the depth limit refuses a drop the editor would refuse")
    func depthLimit() throws {
        let registry = try BlockRegistry(Fixtures.registry.definitions, maximumDepth: 1)
        let document = try Fixtures.document()
        let rows = VisibleRow.rows(of: document, registry: registry)
        var session = try #require(DragSession.begin(pressing: 1, in: rows, document: document, registry: registry))
        let update = session.update(DragInput(row: 1, fraction: 0.7, indentation: 1))
        #expect(!update.isAllowed)
        #expect(update.target == .none)
        var editor = DocumentEditor(document: document, registry: registry)
        #expect(throws: EditorError.self) { try editor.move("e1", to: .firstChild(of: "s1")) }
    }

    @Test("the preview reads the dragged rows at the drop, shifted to its depth")
    func previewIndices() throws {
        let document = try Fixtures.document()
        var session = try #require(
            DragSession.begin(pressing: 2, in: Fixtures.rows(document), document: document, registry: Fixtures.registry)
        )
        let update = session.update(DragInput(row: 3, fraction: 0.6))
        #expect(update.preview.draggedRowIndex == 4)
        #expect(update.preview.draggedRows == 4..<7)
        #expect(update.preview[5] == VisibleRow(id: "e2", depth: 1))
        #expect(session.lastUpdate == update)
    }
}
