import KheperCore
import KheperSchema
import KheperTestSupport
import KheperText
import Testing

@Suite struct TextBlockTests {
    let registry = KindTesting.registry([TextBlock.definition])

    @Test func defaultBlockValidatesClean() throws {
        let registry = try #require(registry)
        let block = try #require(TextBlock.definition.makeDefault().as(TextBlock.self))
        #expect(block == TextBlock(text: ""))
        #expect(registry.validate(KindTesting.document(with: block)).isEmpty)
    }

    @Test(arguments: [
        TextBlock(text: "Warm up well.", style: nil),
        TextBlock(text: "Leg day", style: .title),
        TextBlock(text: "Main set", style: .heading),
        TextBlock(text: "line one\nline two", style: .body),
        TextBlock(text: "Brace before each rep", style: .note),
    ])
    func roundTrip(block: TextBlock) throws {
        let registry = try #require(registry)
        let data = KindTesting.expectRoundTrip(block, in: registry)
        #expect(data?["style"] == block.style.map { .string($0.rawValue) })
    }

    @Test func missingStyleStaysMissing() throws {
        let registry = try #require(registry)
        let data = KindTesting.expectRoundTrip(TextBlock(text: "hi"), in: registry)
        #expect(data == ["text": "hi"])
        #expect(TextBlock(text: "hi").resolvedStyle == .body)
    }

    @Test func unknownFieldsSurvive() throws {
        let registry = try #require(registry)
        let json: JSONValue = [
            "format": "kheper.blocks", "formatVersion": 1, "id": "test", "title": "Test",
            "blocks": [
                [
                    "id": "block", "type": "text", "version": 1,
                    "data": ["text": "hi", "style": "note", "font": ["size": 14]],
                ]
            ],
        ]
        let decoded = try registry.decodeDocument(from: json)
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.document["block"]?.content.as(TextBlock.self) == TextBlock(text: "hi", style: .note))
        let written = try registry.encode(decoded.document)
        #expect(written["blocks"]?[0]?["data"] == ["text": "hi", "style": "note", "font": ["size": 14]])
    }

    @Test(arguments: [
        (0, false), (1, false), (10_000, false), (10_001, true), (20_000, true),
    ])
    func textLength(count: Int, isError: Bool) throws {
        let registry = try #require(registry)
        let block = TextBlock(text: String(repeating: "a", count: count))
        if isError {
            KindTesting.expectFindings(
                block, in: registry, codes: [.badLength], paths: ["text"],
                mentioning: ["\"text\"", "\(count) characters", "at most 10000"]
            )
        } else {
            KindTesting.expectFindings(block, in: registry, codes: [], paths: [])
        }
    }

    @Test func unknownStyleListsTheChoices() throws {
        let registry = try #require(registry)
        let found = KindTesting.diagnostics(forData: ["text": "hi", "style": "fancy"], kind: "text", in: registry)
        #expect(found.map(\.code) == [.undecodableData])
        #expect(found.first?.path.description == "blocks[0].data.style")
        let message = try #require(found.first?.message)
        #expect(message.contains("\"fancy\""))
        #expect(message.contains("title, heading, body, note"))
    }

    @Test(arguments: [
        (["text": 5] as JSONValue, "blocks[0].data.text"),
        (["style": "body"] as JSONValue, "blocks[0].data.text"),
        (["text": "hi", "style": 3] as JSONValue, "blocks[0].data.style"),
    ])
    func wrongTypes(data: JSONValue, path: String) throws {
        let registry = try #require(registry)
        let found = KindTesting.diagnostics(forData: data, kind: "text", in: registry)
        #expect(found.map(\.code) == [.undecodableData])
        #expect(found.first?.path.description == path)
    }

    @Test func schemaDescribesTheFields() {
        let schema = TextBlock.definition.dataSchema
        #expect(schema["required"] == ["text"])
        #expect(schema["properties"]?["text"]?["maxLength"] == 10_000)
        #expect(schema["properties"]?["style"]?["enum"] == ["title", "heading", "body", "note"])
    }
}
