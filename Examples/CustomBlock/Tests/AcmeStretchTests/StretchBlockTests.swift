import AcmeStretch
import Kheper
import KheperTestSupport
import Testing

// The kind's tests use Kheper's test helpers (KindTesting) for round trips, findings and rendering, plus the
// registry API where a test needs a superset around the block.
@Suite struct StretchBlockTests {
    let registry = try? StandardKinds.registry(adding: [StretchBlock.definition])

    /// A one-block document with `block` at the root, or inside a superset when `inSet` is true.
    func document(with block: some Block, inSet: Bool = false) throws -> BlockDocument {
        var document = BlockDocument(id: "test", title: "Test")
        let parent = inSet ? try document.append(BlockContent(SetBlock(style: .superset)), id: "set").id : nil
        try document.append(BlockContent(block), id: "block", under: parent)
        return document
    }

    @Test func registersBesideTheStandardKinds() throws {
        let registry = try #require(registry)
        #expect(registry.kinds.count == BlockRegistry.standard.kinds.count + 1)
        #expect(registry.definition(for: "acme/stretch")?.displayName == "Stretch")
        #expect(throws: RegistryError.self) {
            try StandardKinds.registry(adding: [StretchBlock.definition, StretchBlock.definition])
        }
    }

    @Test func defaultBlockValidatesClean() throws {
        let registry = try #require(registry)
        let block = try #require(StretchBlock.definition.makeDefault().as(StretchBlock.self))
        #expect(registry.validate(try document(with: block)).isEmpty)
    }

    @Test(arguments: [
        StretchBlock(name: "Hamstring", hold: 30),
        StretchBlock(name: "Neck", hold: 20, sides: 1),
        StretchBlock(name: "Hip flexor", hold: 45, sides: 2, band: .heavy),
    ])
    func roundTrip(block: StretchBlock) throws {
        let registry = try #require(registry)
        let original = try document(with: block, inSet: true)
        let decoded = try registry.decodeDocument(from: registry.encodedJSON(original))
        #expect(decoded.document == original)
        #expect(decoded.document["block"]?.content.as(StretchBlock.self) == block)
        #expect(decoded.document["block"]?.parentID == "set")
        let data = try registry.encode(original)["blocks"]?[0]?["children"]?[0]?["data"]
        #expect(data?["sides"] == block.sides.map { .number(JSONNumber($0)) })
        #expect(data?["band"] == block.band.map { .string($0.rawValue) })
    }

    @Test(arguments: [(4, true), (5, false), (600, false), (601, true)])
    func holdRange(hold: Int, isError: Bool) throws {
        let registry = try #require(KindTesting.registry(StandardKinds.definitions + [StretchBlock.definition]))
        KindTesting.expectFindings(
            StretchBlock(name: "Calf", hold: hold),
            in: registry,
            codes: isError ? [.outOfRange] : [],
            paths: isError ? ["hold"] : [],
            mentioning: isError ? ["\"hold\" is \(hold) s; expected 5 to 600 s"] : []
        )
    }

    @Test func theFieldsGiveTheSchemaAndReadValuesAsPeopleTypeThem() throws {
        let schema = StretchBlock.definition.dataSchema
        #expect(schema["title"] == "Acme stretch block data")
        #expect(schema["properties"]?["hold"]?["maximum"] == 600)
        #expect(schema["properties"]?["band"]?["enum"] == ["none", "light", "medium", "heavy"])
        #expect(schema["required"] == ["name", "hold"])
        let hold = try #require(StretchBlock.fields[field: "hold"])
        #expect(try hold.parse("1m 30s") == 90)
        #expect(StretchBlock.holdRange == 5...600)
    }

    @Test func roundTripsAtTheRoot() throws {
        let registry = try #require(registry)
        let data = KindTesting.expectRoundTrip(StretchBlock(name: "Calf", hold: 30, band: .medium), in: registry)
        #expect(data?["band"] == "medium")
    }

    @Test func unknownBandListsTheChoices() throws {
        let registry = try #require(registry)
        let json: JSONValue = [
            "format": "kheper.workout", "formatVersion": 1, "id": "test", "title": "Test",
            "blocks": [["type": "acme/stretch", "data": ["name": "Calf", "hold": 30, "band": "extra"]]],
        ]
        let found = try registry.decodeDocument(from: json).diagnostics
        #expect(found.map(\.code) == [.undecodableData])
        #expect(found.first?.message.contains("expected one of: none, light, medium, heavy") == true)
    }

    @Test func nesting() throws {
        let registry = try #require(registry)
        #expect(registry.canPlace(StretchBlock.kind, in: nil))
        #expect(registry.canPlace(StretchBlock.kind, in: "set"))
        #expect(!registry.canPlace(StretchBlock.kind, in: "exercise"))
        #expect(
            registry.validate(try document(with: StretchBlock(name: "Calf", hold: 30), inSet: true)).allSatisfy {
                $0.code != .nestingNotAllowed
            })
    }

    @Test func renders() throws {
        let registry = try #require(registry)
        let block = StretchBlock(name: "Hip <flexor>", hold: 45, band: .light)
        let document = try document(with: block)
        KindTesting.expectRendering(
            KindTesting.document(with: block),
            in: registry,
            as: PlainTextTarget.self,
            equals: "Test\n====\nStretch: Hip <flexor> · 45 s each side, light band\n"
        )
        #expect(
            registry.render(document, as: HTMLTarget.self).contains(
                "<section class=\"block acme-stretch\"><p class=\"name\">Hip &lt;flexor&gt;</p><p>45 s each side, light band</p></section>"
            ))
    }
}
