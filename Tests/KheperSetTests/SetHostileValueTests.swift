import KheperCore
import KheperRenderTargets
import KheperSet
import KheperTestSupport
import Testing

/// Sets with rests no validator would accept still render, and validation names each such number.
@Suite struct SetHostileValueTests {
    let registry = KindTesting.registry(SetTesting.definitions)!

    @Test func aRestOfTenToTheNineteenthIsKeptAsWrittenAndIsAnError() throws {
        let json: JSONValue = [
            "format": "kheper.blocks", "formatVersion": 1, "id": "test", "title": "Test",
            "blocks": [["id": "block", "type": "set", "version": 1, "data": ["restBetweenRounds": 1e19]]],
        ]
        let decoded = try registry.decodeDocument(from: json)
        let text = registry.render(decoded.document, as: PlainTextTarget.self)
        #expect(!text.isEmpty)
        let errors = decoded.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.code) == [.undecodableData])
        #expect(errors.first?.path.description == "blocks[0].data.restBetweenRounds")
    }

    @Test(arguments: [Int.max, Int.min, -1, 0, 45, 4_000])
    func anyRestRendersForEveryTarget(_ seconds: Int) throws {
        let block = SetBlock(rounds: .max, restBetweenExercises: seconds, restBetweenRounds: seconds)
        let text = try #require(KindTesting.render(block, in: registry, as: PlainTextTarget.self))
        let markdown = try #require(KindTesting.render(block, in: registry, as: MarkdownTarget.self))
        let html = try #require(KindTesting.render(block, in: registry, as: HTMLTarget.self))
        for output in [text, markdown, html] { #expect(output.contains("between rounds")) }
    }
}
