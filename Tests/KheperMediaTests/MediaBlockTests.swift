import KheperCore
import KheperMedia
import KheperSchema
import KheperTestSupport
import Testing

@Suite struct MediaBlockTests {
    let registry = KindTesting.registry([MediaBlock.definition])

    static let photo = MediaBlock(kind: .image, source: "img/squat.jpg", alt: "Bar on the upper back")

    @Test func defaultBlockValidatesClean() throws {
        let registry = try #require(registry)
        let block = try #require(MediaBlock.definition.makeDefault().as(MediaBlock.self))
        #expect(registry.validate(KindTesting.document(with: block)).isEmpty)
    }

    @Test(arguments: [
        photo,
        MediaBlock(
            kind: .video, source: "https://x/clip.mp4", alt: "Squat", caption: "Side view", width: 1920,
            height: 1080, duration: 12.5, mimeType: "video/mp4"),
        MediaBlock(kind: .image, source: "a.png", alt: "A", width: 1, height: 10_000, mimeType: "image/png"),
    ])
    func roundTrip(block: MediaBlock) throws {
        let registry = try #require(registry)
        let data = KindTesting.expectRoundTrip(block, in: registry)
        #expect(data?["kind"] == .string(block.kind.rawValue))
        #expect(data?["source"] == .string(block.source))
    }

    @Test func unsetFieldsAreNotWrittenAndUnknownOnesSurvive() throws {
        let registry = try #require(registry)
        #expect(
            KindTesting.expectRoundTrip(Self.photo, in: registry)
                == ["kind": "image", "source": "img/squat.jpg", "alt": "Bar on the upper back"])
        let json: JSONValue = [
            "format": "kheper.blocks", "formatVersion": 1, "id": "test", "title": "Test",
            "blocks": [
                [
                    "id": "block", "type": "media", "version": 1,
                    "data": ["kind": "image", "source": "a.png", "alt": "A", "focalPoint": [0.5, 0.25]],
                ]
            ],
        ]
        let decoded = try registry.decodeDocument(from: json)
        #expect(decoded.diagnostics.isEmpty)
        let written = try registry.encode(decoded.document)
        #expect(written["blocks"]?[0]?["data"]?["focalPoint"] == [0.5, 0.25])
    }

    @Test(arguments: [
        "javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:image/png;base64,iVBORw0KGgo=", "/abs", "../up",
        "a/../b", "C:\\x", "//host/x.png", "file:///etc/passwd",
    ])
    func rejectedSourceIsAnErrorNamingIt(source: String) throws {
        let registry = try #require(registry)
        KindTesting.expectFindings(
            MediaBlock(kind: .image, source: source, alt: "A"), in: registry,
            codes: ["media.invalid-source"], paths: ["source"],
            mentioning: ["\"source\" is \(JSONValue.string(source).description)"])
        let found = registry.validate(KindTesting.document(with: MediaBlock(kind: .image, source: source, alt: "A")))
        #expect(found.map(\.severity) == [.error])
    }

    @Test func hugeSourceIsShortenedInTheMessage() throws {
        let registry = try #require(registry)
        let source = "data:image/png;base64," + String(repeating: "A", count: 5_000)
        let found = registry.validate(KindTesting.document(with: MediaBlock(kind: .image, source: source, alt: "A")))
        let message = try #require(found.first?.message)
        #expect(message.hasPrefix("\"source\" is \"data:image/png;base64,AAA"))
        #expect(message.count < 300)
    }

    @Test(arguments: [
        (MediaKind.image, nil as String?, ["media.missing-alt"] as [Diagnostic.Code], "missing"),
        (.image, "", ["media.missing-alt"], "empty"),
        (.image, "  ", ["media.missing-alt"], "empty"),
        (.image, "A squat", [], ""),
        (.video, nil, [], ""),
    ])
    func altText(kind: MediaKind, alt: String?, codes: [Diagnostic.Code], word: String) throws {
        let registry = try #require(registry)
        let block = MediaBlock(kind: kind, source: "a.mp4", alt: alt)
        KindTesting.expectFindings(
            block, in: registry, codes: codes, paths: codes.map { _ in "alt" },
            mentioning: codes.isEmpty ? [] : ["\"alt\" is \(word)"])
        let found = registry.validate(KindTesting.document(with: block))
        #expect(found.allSatisfy { $0.severity == .warning })
    }

    @Test(arguments: [
        ("width", 1, false), ("width", 10_000, false), ("width", 0, true), ("width", 10_001, true),
        ("height", 1, false), ("height", 10_000, false), ("height", -5, true), ("height", 20_000, true),
    ])
    func pixelBounds(field: String, value: Int, isError: Bool) throws {
        let registry = try #require(registry)
        var block = Self.photo
        if field == "width" { block.width = value } else { block.height = value }
        if isError {
            KindTesting.expectFindings(
                block, in: registry, codes: [.outOfRange], paths: [field],
                mentioning: ["\"\(field)\" is \(value) pixels; expected 1 to 10000 pixels"])
        } else {
            KindTesting.expectFindings(block, in: registry, codes: [], paths: [])
        }
    }

    @Test(arguments: [
        (MediaKind.video, 0.0, [] as [Diagnostic.Code], ""),
        (.video, 3600.5, [], ""),
        (.video, -1, [.outOfRange], "\"duration\" is -1 s; expected 0 to 86400 s"),
        (.video, 1e308, [.outOfRange], "\"duration\" is 1e+308 s; expected 0 to 86400 s"),
        (.image, 10, ["media.duration-on-image"], "\"duration\" is 10 seconds on an image"),
        (.image, -0.5, [.outOfRange, "media.duration-on-image"], "\"duration\" is -0.5 s"),
    ])
    func duration(kind: MediaKind, duration: Double, codes: [Diagnostic.Code], phrase: String) throws {
        let registry = try #require(registry)
        let block = MediaBlock(kind: kind, source: "a.mp4", alt: "A", duration: duration)
        KindTesting.expectFindings(
            block, in: registry, codes: codes, paths: codes.map { _ in "duration" },
            mentioning: phrase.isEmpty ? [] : [phrase])
    }

    @Test(arguments: [
        (MediaKind.image, "image/png", false), (.image, "IMAGE/JPEG", false), (.video, "video/mp4", false),
        (.image, "video/mp4", true), (.video, "image/gif", true), (.image, "image/", true),
        (.image, "text/html", true), (.video, "", true),
    ])
    func mimeType(kind: MediaKind, mimeType: String, isError: Bool) throws {
        let registry = try #require(registry)
        let block = MediaBlock(kind: kind, source: "a.png", alt: "A", mimeType: mimeType)
        if isError {
            KindTesting.expectFindings(
                block, in: registry, codes: ["media.mime-mismatch"], paths: ["mimeType"],
                mentioning: ["\"mimeType\" is \(JSONValue.string(mimeType).description)", "\(kind.rawValue)/"])
        } else {
            KindTesting.expectFindings(block, in: registry, codes: [], paths: [])
        }
    }

    @Test func unknownKindListsTheChoices() throws {
        let registry = try #require(registry)
        let found = KindTesting.diagnostics(forData: ["kind": "audio", "source": "a.mp3"], kind: "media", in: registry)
        #expect(found.map(\.code) == [.undecodableData])
        #expect(found.first?.path.description == "blocks[0].data.kind")
        #expect(found.first?.message.contains("\"audio\"; expected one of: image, video") == true)
    }

    @Test(arguments: [
        (["source": "a.png"] as JSONValue, "blocks[0].data.kind"),
        (["kind": "image"] as JSONValue, "blocks[0].data.source"),
        (["kind": "image", "source": 3] as JSONValue, "blocks[0].data.source"),
        (["kind": "image", "source": "a.png", "width": "wide"] as JSONValue, "blocks[0].data.width"),
        (["kind": "video", "source": "a.mp4", "duration": true] as JSONValue, "blocks[0].data.duration"),
    ])
    func wrongTypes(data: JSONValue, path: String) throws {
        let registry = try #require(registry)
        let found = KindTesting.diagnostics(forData: data, kind: "media", in: registry)
        #expect(found.map(\.code) == [.undecodableData])
        #expect(found.first?.path.description == path)
    }

    @Test func schemaDescribesTheFields() {
        let schema = MediaBlock.definition.dataSchema
        #expect(schema["required"] == ["kind", "source"])
        #expect(schema["properties"]?["kind"]?["enum"] == ["image", "video"])
        #expect(schema["properties"]?["width"]?["maximum"] == 10_000)
        #expect(schema["properties"]?["duration"]?["minimum"] == 0)
    }
}
