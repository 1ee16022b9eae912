import KheperCore
import KheperEditor
import KheperInteraction
import KheperTestSupport
import Testing

@Suite("Drag session properties")
struct DragPropertyTests {
    static let seeds: [UInt64] = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233]

    @Test("the preview always equals the rows of the document the editor produces on drop", arguments: seeds)
    func previewMatchesDrop(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<40 {
            let document = Fixtures.randomDocument(blocks: Int.random(in: 1...30, using: &random), using: &random)
            let collapsed = Set(document.allIDs.filter { _ in Int.random(in: 0..<5, using: &random) == 0 })
            let rows = Fixtures.rows(document, collapsed: collapsed)
            let pressed = Int.random(in: 0..<rows.count, using: &random)
            var session = try #require(
                DragSession.begin(pressing: pressed, in: rows, document: document, registry: Fixtures.registry))
            let remaining = session.remainingRows.count
            var update: DragUpdate?
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                let input = DragInput(
                    row: Int.random(in: -1...(remaining + 1), using: &random),
                    fraction: Double.random(in: 0..<1, using: &random),
                    indentation: Double.random(in: -3...3, using: &random),
                    overTrash: Int.random(in: 0..<10, using: &random) == 0
                )
                let next = session.update(input)
                #expect(next.isAllowed == (next.target != .none), "seed \(seed)")
                #expect(next.indicator == nil || (0...remaining).contains(next.indicator!.gap), "seed \(seed)")
                update = next
            }
            var editor = DocumentEditor(document: document, registry: Fixtures.registry)
            let outcome = try session.end(applyingTo: &editor)
            let expected = update.map { Array($0.preview) } ?? rows
            #expect(expected == Fixtures.rows(editor.document, collapsed: collapsed), "seed \(seed)")
            let nesting = Fixtures.registry.validate(editor.document).filter { $0.code == .nestingNotAllowed }
            #expect(nesting.isEmpty, "seed \(seed)")
            if outcome != .unchanged {
                try editor.undo()
                #expect(!editor.canUndo, "seed \(seed): a drop is one undo step")
            }
            #expect(editor.document == document, "seed \(seed)")
        }
    }
}
