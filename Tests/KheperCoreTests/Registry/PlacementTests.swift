import KheperCore
import Testing

/// The registry's one statement of the placement rules, and the "+" menu's data drawn from it.
@Suite struct PlacementTests {
    let registry = SampleKinds.registry(maximumDepth: 3)

    @Test func allowsWhatTheRulesAllow() {
        #expect(registry.placementRefusal(of: "group", at: .root()) == nil)
        #expect(registry.placementRefusal(of: "note", at: .inside("group", depth: 1, childCount: 3)) == nil)
        #expect(registry.placementRefusal(of: "note", at: .inside(nil, depth: 1)) == nil)
        #expect(registry.placementRefusal(of: nil, writtenAs: "acme/odd", at: .inside("group", depth: 1)) == nil)
    }

    @Test(
        arguments: [
            (
                kind: "note", context: PlacementContext.inside("lift", id: "l1", depth: 1), adding: 1,
                code: PlacementRefusal.Code.notAContainer,
                message: "a note block cannot be placed inside the lift block \"l1\", which has no children"
            ),
            (
                kind: "group", context: .inside("group", depth: 1), adding: 1, code: .kindNotAllowed,
                message:
                    "a group block cannot be placed inside a group block; it may be placed at the top level"
            ),
            (
                kind: "lift", context: .inside("group", id: "g1", depth: 1, childCount: 4), adding: 1,
                code: .containerFull,
                message: "the group block \"g1\" may hold at most 4 blocks and already holds 4"
            ),
            (
                kind: "lift", context: .inside("group", depth: 1), adding: 5, code: .containerFull,
                message: "a group block may hold at most 4 blocks, not 5"
            ),
            (
                kind: "note", context: .inside("group", depth: 3), adding: 1, code: .tooDeep,
                message: "a note block would be nested 4 levels deep there; the limit is 3"
            ),
        ] as [(kind: BlockKind, context: PlacementContext, adding: Int, code: PlacementRefusal.Code, message: String)]
    )
    func refusesWithACodeAndASentence(
        kind: BlockKind,
        context: PlacementContext,
        adding: Int,
        code: PlacementRefusal.Code,
        message: String
    ) throws {
        let refusal = try #require(registry.placementRefusal(of: kind, at: context, adding: adding))
        #expect(refusal.code == code)
        #expect(refusal.message == message)
    }

    @Test func countsTheSubtreeAgainstTheDepthLimit() {
        #expect(registry.placementRefusal(of: "group", height: 3, at: .root()) == nil)
        #expect(registry.placementRefusal(of: "group", height: 4, at: .root())?.code == .tooDeep)
    }

    @Test func checkingABlockInPlaceIgnoresTheChildLimit() {
        let context = PlacementContext.inside("group", depth: 1, childCount: 5)
        #expect(registry.placementRefusal(of: "note", at: context, adding: 0) == nil)
    }

    @Test func listsEveryReasonAtOnce() {
        let refusals = registry.placementRefusals(of: "group", at: .inside("group", depth: 3))
        #expect(refusals.map(\.code) == [.kindNotAllowed, .tooDeep])
    }

    @Test func insertableKindsFollowTheRulesInTagOrder() {
        #expect(registry.insertableKinds(at: .root()).map(\.kind) == ["group", "lift", "note"])
        #expect(registry.insertableKinds(at: .inside("group", depth: 1)).map(\.kind) == ["lift", "note"])
        #expect(registry.insertableKinds(at: .inside("lift", depth: 1)).isEmpty)
        #expect(registry.insertableKinds(at: .inside("group", depth: 3)).isEmpty)
        #expect(registry.insertableKinds(at: .inside("group", depth: 1, childCount: 4)).isEmpty)
        let note = registry.insertableKinds(at: .root()).last
        #expect(note?.displayName == "Note")
        #expect(note?.symbolName == registry.definition(for: "note")?.symbolName)
    }
}
