import KheperCore
import KheperSet
import KheperTestSupport
import Testing

@Suite struct SetChildrenTests {
    let registry = KindTesting.registry(SetTesting.definitions)

    static let squat = BlockContent(ExerciseStub(name: "Squat"))
    static let row = BlockContent(ExerciseStub(name: "Row"))
    static let rest = BlockContent(TimerStub(name: "Rest"))

    @Test(arguments: [
        ([BlockContent](), 0),
        ([squat], 1),
        ([squat, rest], 1),
        ([rest, rest], 0),
    ])
    func supersetWithFewerThanTwoExercisesWarns(children: [BlockContent], exercises: Int) throws {
        let registry = try #require(registry)
        for style in [nil, SetBlock.Style.superset] {
            let found = registry.validate(try SetTesting.document(SetBlock(style: style), children: children))
            #expect(found.map(\.code) == ["set.superset-needs-two-exercises"])
            #expect(found.map(\.severity) == [.warning])
            #expect(found.first?.path.description == "blocks[0]")
            #expect(found.first?.blockID == "block")
            #expect(found.first?.message.contains("it has \(exercises)") == true)
        }
    }

    @Test func supersetWithTwoExercisesIsClean() throws {
        let registry = try #require(registry)
        let children = [Self.squat, Self.rest, Self.row]
        #expect(registry.validate(try SetTesting.document(SetBlock(), children: children)).isEmpty)
    }

    @Test(arguments: [SetBlock.Style.circuit, .giant])
    func otherStylesDoNotNeedTwoExercises(style: SetBlock.Style) throws {
        let registry = try #require(registry)
        let document = try SetTesting.document(SetBlock(style: style), children: [Self.squat])
        #expect(registry.validate(document).isEmpty)
    }

    @Test func setIsOnlyAllowedAtTheRoot() throws {
        let registry = try #require(registry)
        var document = try SetTesting.document(SetBlock(style: .circuit), children: [])
        try document.append(BlockContent(SetBlock(style: .circuit)), id: "inner", under: "block")
        let found = registry.validate(document)
        #expect(found.map(\.code) == [.nestingNotAllowed])
        #expect(found.first?.blockID == "inner")
        #expect(registry.canPlace("set", in: nil))
        for kind: BlockKind in ["exercise", "timer", "text", "media"] {
            #expect(registry.canPlace(kind, in: "set"))
        }
    }
}
