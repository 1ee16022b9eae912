import Kheper
import KheperEditor
import Testing

/// The editor refuses placements with the registry's own reasons, including a container's child limit.
@Suite struct EditorPlacementTests {
    /// A container that holds at most two exercises.
    struct Pair: Block {
        static let kind: BlockKind = "acme/pair"
    }

    let registry = try! StandardKinds.registry(adding: [
        BlockDefinition(
            Pair.self, displayName: "Pair", symbolName: "square.split.2x1",
            nesting: .container(of: ["exercise"], maximumChildren: 2), makeDefault: { Pair() })
    ])

    /// p1 pair { e1, e2 }, then e3 and e4 at the top level.
    func editor() throws -> DocumentEditor {
        var document = BlockDocument(id: "w", title: "Pairs")
        let exercise = BlockContent(ExerciseBlock(name: "Row"))
        try document.append(BlockContent(Pair()), id: "p1")
        try document.append(exercise, id: "e1", under: "p1")
        try document.append(exercise, id: "e2", under: "p1")
        try document.append(exercise, id: "e3")
        try document.append(exercise, id: "e4")
        try document.append(exercise, id: "e5")
        return DocumentEditor(document: document, registry: registry)
    }

    @Test func aFullContainerRefusesAnotherChild() throws {
        var editor = try editor()
        let error = #expect(throws: EditorError.self) { try editor.move("e3", to: .lastChild(of: "p1")) }
        #expect(error?.code == .nestingNotAllowed)
        #expect(error?.message == "the acme/pair block \"p1\" may hold at most 2 blocks and already holds 2")
    }

    @Test func wrappingMoreThanTheLimitIsRefused() throws {
        var editor = try editor()
        let error = #expect(throws: EditorError.self) {
            try editor.wrap(["e3", "e4", "e5"], in: BlockContent(Pair()))
        }
        #expect(error?.message == "an acme/pair block may hold at most 2 blocks, not 3")
        #expect(try editor.wrap(["e3", "e4"], in: BlockContent(Pair())).id.rawValue.isEmpty == false)
    }

    @Test func theEditorsReasonIsTheRegistrysReason() throws {
        var editor = try editor()
        let error = #expect(throws: EditorError.self) { try editor.insertNew(kind: "set", at: .lastChild(of: "p1")) }
        let refusal = registry.placementRefusal(of: "set", at: .inside("acme/pair", id: "p1", depth: 1, childCount: 2))
        #expect(error?.message == refusal?.message)
    }
}
