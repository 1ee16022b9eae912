import KheperCore
import KheperRenderTargets
import KheperSet
import KheperTestSupport
import Testing

@Suite struct SetRenderingTests {
    let registry = KindTesting.registry(SetTesting.definitions)

    static let full = SetBlock(name: "A", rounds: 3, restBetweenRounds: 90)
    static let children = [BlockContent(ExerciseStub(name: "Squat")), BlockContent(ExerciseStub(name: "Row"))]

    private func render<Target: RenderTarget>(
        _ set: SetBlock, _ children: [BlockContent], as target: Target.Type
    ) throws -> Target.Output {
        let registry = try #require(registry)
        let document = try SetTesting.document(set, children: children)
        let node = try #require(document["block"])
        return registry.render(node, in: document, depth: 0, as: target)
    }

    @Test func plainText() throws {
        #expect(
            try render(Self.full, Self.children, as: PlainTextTarget.self)
                == "Superset A — 3 rounds, rest 1:30 between rounds\n  Squat\n  Row")
    }

    @Test(arguments: [
        (SetBlock(), "Superset"),
        (SetBlock(style: .circuit, rounds: 1, restBetweenExercises: 0), "Circuit — 1 round, no rest between exercises"),
        (
            SetBlock(style: .giant, name: "Legs", restBetweenExercises: 45),
            "Giant set Legs — rest 0:45 between exercises"
        ),
        (SetBlock(style: .circuit, restBetweenRounds: 3600), "Circuit — rest 1:00:00 between rounds"),
    ])
    func plainTextHeadings(set: SetBlock, expected: String) throws {
        #expect(try render(set, [], as: PlainTextTarget.self) == expected)
    }

    @Test func markdown() throws {
        let children = [BlockContent(ExerciseStub(name: "Squat"))]
        #expect(
            try render(Self.full, children, as: MarkdownTarget.self)
                == "**Superset A** — 3 rounds, rest 1:30 between rounds\n\n- *[exercise]*")
        #expect(try render(SetBlock(name: "*B*"), [], as: MarkdownTarget.self) == "**Superset \\*B\\***")
    }

    @Test func html() throws {
        let children = [BlockContent(ExerciseStub(name: "Squat"))]
        #expect(
            try render(Self.full, children, as: HTMLTarget.self)
                == "<section class=\"block set\"><div class=\"head\"><h3>Superset A</h3>"
                + "<p class=\"meta\">3 rounds, rest 1:30 between rounds</p></div>\n<div class=\"children\">\n"
                + "<section class=\"block fallback\"><p class=\"kind\">exercise</p></section>\n</div></section>")
        let hostile = try render(SetBlock(name: "<script>x</script>"), [], as: HTMLTarget.self)
        #expect(
            hostile
                == "<section class=\"block set\"><div class=\"head\"><h3>Superset &lt;script&gt;x&lt;/script&gt;</h3>"
                + "</div></section>")
    }

    @Test func nestedDepthIndentsChildren() throws {
        let registry = try #require(registry)
        let document = try SetTesting.document(SetBlock(style: .circuit, rounds: 2), children: Self.children)
        KindTesting.expectRendering(
            document, in: registry, as: PlainTextTarget.self,
            equals: "Test\n====\nCircuit — 2 rounds\n  Squat\n  Row\n")
    }
}
