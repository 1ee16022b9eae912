import Kheper
import Testing

/// The "+" menu's data over the standard kinds: what may be inserted at the top level, inside a set and at the
/// depth limit, each entry with its name, symbol and shorthand examples.
@Suite struct InsertableKindsTests {
    let registry = BlockRegistry.standard

    @Test func theTopLevelOffersEveryKindAllowedThere() {
        let offered = registry.insertableKinds(at: .root(childCount: 3))
        #expect(offered.map(\.kind) == registry.kinds.filter { registry.canPlace($0, in: nil) })
        #expect(offered.allSatisfy { !$0.displayName.isEmpty && !$0.symbolName.isEmpty })
        #expect(offered.contains { !$0.shorthandExamples.isEmpty })
    }

    @Test func aSetOffersWhatItMayHold() {
        let offered = registry.insertableKinds(at: .inside("set", depth: 1, childCount: 2))
        #expect(offered.map(\.kind) == ["exercise", "media", "text", "timer"])
        #expect(offered.first?.displayName == "Exercise")
        #expect(offered.first?.shorthandExamples.contains("Pull-up 3xAMRAP") == true)
    }

    @Test func nothingIsOfferedAtTheDepthLimitOrInsideALeaf() {
        #expect(registry.insertableKinds(at: .inside("set", depth: registry.maximumDepth)).isEmpty)
        #expect(registry.insertableKinds(at: .inside("set", depth: registry.maximumDepth - 1)).count == 4)
        #expect(registry.insertableKinds(at: .inside("exercise", depth: 1)).isEmpty)
    }
}
