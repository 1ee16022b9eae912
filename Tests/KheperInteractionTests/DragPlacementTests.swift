import Kheper
import KheperCore
import KheperEditor
import KheperInteraction
import Testing

/// Drag and drop asks the registry's placement rules, so a full container takes no drop, as the editor refuses.
@Suite struct DragPlacementTests {
    /// A container that holds at most two exercises.
    struct Pair: Block {
        static let kind: BlockKind = "acme/pair"
    }

    let registry = try! StandardKinds.registry(adding: [
        BlockDefinition(
            Pair.self, displayName: "Pair", symbolName: "square.split.2x1",
            nesting: .container(of: ["exercise"], maximumChildren: 2), makeDefault: { Pair() })
    ])

    /// e1, then p1 pair holding `children` exercises.
    func document(children: Int) throws -> BlockDocument {
        var document = BlockDocument(id: "w", title: "Pairs")
        let exercise = BlockContent(ExerciseBlock(name: "Row"))
        try document.append(exercise, id: "e1")
        try document.append(BlockContent(Pair()), id: "p1")
        for index in 0..<children {
            try document.append(exercise, id: BlockID("c\(index)"), under: "p1")
        }
        return document
    }

    @Test(arguments: [1, 2])
    func aFullContainerTakesNoDrop(children: Int) throws {
        let document = try document(children: children)
        let rows = VisibleRow.rows(of: document, registry: registry)
        var session = try #require(DragSession.begin(pressing: 0, in: rows, document: document, registry: registry))
        let update = session.update(DragInput(row: children, fraction: 0.7, indentation: 1))
        let full = children == 2
        #expect(update.target == (full ? .between(.rootEnd) : .lastChild(of: "p1")))
        #expect(update.isSnapped == full)
        var editor = DocumentEditor(document: document, registry: registry)
        if full {
            #expect(throws: EditorError.self) { try editor.move("e1", to: .lastChild(of: "p1")) }
        } else {
            #expect(throws: Never.self) { try editor.move("e1", to: .lastChild(of: "p1")) }
        }
    }
}
