import KheperCore
import KheperEditor
import KheperInteraction
import Testing

/// A drop the rules refuse carries the refusal, and the block can be drawn where the drop was tried.
@Suite struct DragRefusalTests {
    @Test func aRefusedUpdateNamesTheRuleAndThePreviewAtTheIndicatorHoldsTheBlockThere() throws {
        let registry = try BlockRegistry(Fixtures.registry.definitions, maximumDepth: 1)
        let document = try Fixtures.document()
        let rows = VisibleRow.rows(of: document, registry: registry)
        var session = try #require(DragSession.begin(pressing: 1, in: rows, document: document, registry: registry))
        let update = session.update(DragInput(row: 1, fraction: 0.7, indentation: 1))
        #expect(!update.isAllowed)
        #expect(update.refusal?.code == .tooDeep)
        let indicator = try #require(update.indicator)
        let tried = session.preview(at: indicator)
        let index = try #require(tried.draggedRowIndex)
        #expect(tried[index].depth == indicator.depth)
        #expect(update.preview.draggedRowIndex != index)
        let allowed = session.update(DragInput(row: 0, fraction: 0.25))
        #expect(allowed.isAllowed && allowed.refusal == nil)
    }
}
