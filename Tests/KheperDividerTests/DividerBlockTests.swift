import KheperCore
import KheperDivider
import KheperSchema
import KheperTestSupport
import Testing

@Suite struct DividerBlockTests {
    let registry = KindTesting.registry([DividerBlock.definition])

    @Test func defaultBlockValidatesClean() throws {
        let registry = try #require(registry)
        let block = try #require(DividerBlock.definition.makeDefault().as(DividerBlock.self))
        #expect(block == DividerBlock())
        #expect(block.resolvedStyle == .line)
        #expect(registry.validate(KindTesting.document(with: block)).isEmpty)
    }

    @Test(arguments: [
        DividerBlock(), DividerBlock(style: .line), DividerBlock(style: .space),
        DividerBlock(style: .section, label: "Warm-up"),
    ])
    func roundTrip(block: DividerBlock) throws {
        let registry = try #require(registry)
        let data = KindTesting.expectRoundTrip(block, in: registry)
        #expect(data?["style"] == block.style.map { .string($0.rawValue) })
        #expect(data?["label"] == block.label.map { .string($0) })
    }

    @Test func unknownFieldsSurvive() throws {
        let registry = try #require(registry)
        let json: JSONValue = [
            "format": "kheper.blocks", "formatVersion": 1, "id": "test", "title": "Test",
            "blocks": [["id": "block", "type": "divider", "version": 1, "data": ["thickness": 2]]],
        ]
        let decoded = try registry.decodeDocument(from: json)
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.document["block"]?.content.as(DividerBlock.self) == DividerBlock())
        #expect(try registry.encode(decoded.document)["blocks"]?[0]?["data"] == ["thickness": 2])
    }

    @Test(arguments: [(0, false), (1, false), (100, false), (101, true), (500, true)])
    func labelLength(count: Int, isError: Bool) throws {
        let registry = try #require(registry)
        let block = DividerBlock(style: .section, label: String(repeating: "l", count: count))
        if isError {
            KindTesting.expectFindings(
                block, in: registry, codes: [.badLength], paths: ["label"],
                mentioning: ["\"label\" has \(count) characters", "at most 100"])
        } else {
            KindTesting.expectFindings(block, in: registry, codes: [], paths: [])
        }
    }

    @Test func unknownStyleListsTheChoices() throws {
        let registry = try #require(registry)
        let found = KindTesting.diagnostics(forData: ["style": "zigzag"], kind: "divider", in: registry)
        #expect(found.map(\.code) == [.undecodableData])
        #expect(found.first?.path.description == "blocks[0].data.style")
        #expect(found.first?.message.contains("\"zigzag\"; expected one of: line, space, section") == true)
    }

    @Test(arguments: [
        (["style": 1] as JSONValue, "blocks[0].data.style"),
        (["label": ["Warm-up"]] as JSONValue, "blocks[0].data.label"),
    ])
    func wrongTypes(data: JSONValue, path: String) throws {
        let registry = try #require(registry)
        let found = KindTesting.diagnostics(forData: data, kind: "divider", in: registry)
        #expect(found.map(\.code) == [.undecodableData])
        #expect(found.first?.path.description == path)
    }

    @Test func schemaDescribesTheFields() {
        let schema = DividerBlock.definition.dataSchema
        #expect(schema["properties"]?["style"]?["enum"] == ["line", "space", "section"])
        #expect(schema["properties"]?["label"]?["maxLength"] == 100)
    }
}
