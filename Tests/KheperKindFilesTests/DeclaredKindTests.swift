import Foundation
import KheperCore
import KheperKindFiles
import KheperRenderTargets
import KheperSchema
import Testing

/// A kind from a file, registered: it validates with located diagnostics, renders escaped in every target, reads
/// its shorthand, nests into a built-in container both ways and round-trips documents.
@Suite struct DeclaredKindTests {
    let registry: BlockRegistry

    init() throws {
        registry = try KindFileSupport.registryWithSet().adding([try KindFileSupport.mobility()])
    }

    func document(_ blocks: JSONValue) throws -> DecodedDocument {
        try registry.decodeDocument(from: ["format": "kheper.blocks", "formatVersion": 1, "blocks": blocks])
    }

    @Test func validatesWithLocatedDiagnostics() throws {
        let decoded = try document([
            ["type": "acme/mobility", "data": ["name": "Hips", "seconds": 7200, "side": "up"]],
            ["type": "acme/mobility", "data": ["seconds": 60]],
        ])
        let errors = decoded.diagnostics.filter { $0.severity == .error }.map { "\($0.path): \($0.message)" }
        #expect(errors.contains { $0.hasPrefix("blocks[0].data.seconds: ") && $0.contains("7200") }, "\(errors)")
        #expect(errors.contains { $0.hasPrefix("blocks[0].data.side: ") && $0.contains("\"up\"") }, "\(errors)")
        #expect(errors.contains { $0.hasPrefix("blocks[1].data.name: ") }, "\(errors)")
    }

    @Test func roundTripsDataExactlyAndKeepsTheTag() throws {
        let decoded = try document([
            ["type": "acme/mobility", "version": 1, "data": ["seconds": 90.0, "name": "Hips", "extra": [1, 2]]]
        ])
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        let node = try #require(decoded.document.rootBlocks.first)
        #expect(node.content.kind == "acme/mobility")
        let written = try registry.encode(decoded.document)
        #expect(written["blocks"]?[0]?["type"] == "acme/mobility")
        #expect(written["blocks"]?[0]?["data"]?.serializedString() == #"{"seconds":90.0,"name":"Hips","extra":[1,2]}"#)
    }

    @Test func aNewerVersionIsKeptAsWritten() throws {
        let decoded = try document([["type": "acme/mobility", "version": 2, "data": ["name": "Hips"]]])
        guard case .unknown(let block)? = decoded.document.rootBlocks.first?.content else {
            Issue.record("a newer block should be kept raw")
            return
        }
        #expect(block.reason == .newerVersion(supported: 1))
    }

    @Test(arguments: [
        ("text", "<script>alert(1)</script> — 2:00 (left)"),
        ("markdown", #"**\<script\>alert(1)\</script\>** — 2:00 (left)"#),
        ("html", "<strong>&lt;script&gt;alert(1)&lt;/script&gt;</strong> — 2:00 (left)"),
    ])
    func rendersEachTargetWithValuesEscaped(target: String, expected: String) throws {
        let decoded = try document([
            ["type": "acme/mobility", "data": ["name": "<script>alert(1)</script>", "seconds": 120, "side": "left"]]
        ])
        let output: String
        switch target {
        case "text": output = registry.render(decoded.document, as: PlainTextTarget.self)
        case "markdown": output = registry.render(decoded.document, as: MarkdownTarget.self)
        default: output = registry.render(decoded.document, as: HTMLTarget.self)
        }
        #expect(output.contains(expected), "\(output)")
        if target != "text" { #expect(!output.contains("<script>")) }
    }

    @Test func markdownEscapesEmphasisInValues() throws {
        let decoded = try document([["type": "acme/mobility", "data": ["name": "*x*", "notes": "_y_"]]])
        let output = registry.render(decoded.document, as: MarkdownTarget.self)
        #expect(output.contains(#"**\*x\*** · *\_y\_*"#), "\(output)")
    }

    @Test func aTextTemplateStandsInForTheOthersEscaped() throws {
        var object = KindFileSupport.minimal
        object["render"] = ["text": "<{name}> & *"]
        let file = try KindFile(json: .object(object), file: "plank.kind.json", valueTypes: KindFileSupport.valueTypes)
        let registry = try BlockRegistry([]).adding([file])
        let decoded = try registry.decodeDocument(
            from: [
                "format": "kheper.blocks", "formatVersion": 1,
                "blocks": [["type": "acme/plank", "data": ["name": "<b>"]]],
            ])
        #expect(registry.render(decoded.document, as: HTMLTarget.self).contains("&lt;&lt;b&gt;&gt; &amp; *"))
        #expect(registry.render(decoded.document, as: MarkdownTarget.self).contains(#"\<\<b\>\> \& \*"#))
        #expect(registry.render(decoded.document, as: PlainTextTarget.self).contains("<<b>> & *"))
    }

    @Test func readsFieldValuePairsByTheFieldSpecs() throws {
        let definition = try #require(registry.definition(for: "acme/mobility"))
        let block = try definition.parseShorthand(#"name="Hip openers" seconds=2m side=Both notes=slow and easy"#)
        let declared = try #require(block.as(DeclaredBlock.self))
        #expect(block.kind == "acme/mobility")
        #expect(declared.data == ["name": "Hip openers", "seconds": 120, "side": "both", "notes": "slow and easy"])
        #expect(throws: ShorthandError.self) { try definition.parseShorthand("seconds=2m") }
        #expect(throws: ShorthandError.self) { try definition.parseShorthand("name=x seconds=2x") }
        #expect(throws: ShorthandError.self) { try definition.parseShorthand("name=x seconds=5h") }
        #expect(throws: ShorthandError.self) { try definition.parseShorthand("hips") }
        for example in definition.shorthandExamples {
            #expect(throws: Never.self) { try definition.parseShorthand(example) }
        }
    }

    @Test func nestsIntoABuiltInContainerThatDoesNotNameIt() throws {
        #expect(registry.canPlace("acme/mobility", in: "set"))
        #expect(registry.canPlace("acme/mobility", in: nil))
        #expect(registry.allowedChildren(of: "set").contains("acme/mobility"))
        let decoded = try document([
            ["type": "set", "children": [["type": "acme/mobility", "data": ["name": "Hips"]]]]
        ])
        #expect(!decoded.hasErrors, "\(decoded.diagnostics)")
    }

    @Test func aDeclaredContainerTakesBuiltInChildren() throws {
        var object = KindFileSupport.minimal
        object["nesting"] = ["children": ["set"], "maximumChildren": 1]
        let registry = try KindFileSupport.registryWithSet().adding([
            try KindFile(json: .object(object), file: "plank.kind.json", valueTypes: KindFileSupport.valueTypes)
        ])
        #expect(registry.canPlace("set", in: "acme/plank"))
        let blocks: JSONValue = [
            ["type": "acme/plank", "data": ["name": "x"], "children": [["type": "set"], ["type": "set"]]]
        ]
        let decoded = try registry.decodeDocument(from: [
            "format": "kheper.blocks", "formatVersion": 1, "blocks": blocks,
        ])
        #expect(decoded.diagnostics.contains { $0.severity == .error && $0.message.contains("at most 1") })
    }

    @Test func refusesATagThatClashesWithABuiltInKind() throws {
        var object = KindFileSupport.minimal
        object["kind"] = "acme/mobility"
        let error = try #require(throws: KindFileError.self) {
            try registry.adding([
                try KindFile(json: .object(object), file: "other.kind.json", valueTypes: KindFileSupport.valueTypes)
            ])
        }
        #expect(error.code == .duplicateKind)
        #expect(error.message.hasPrefix("other.kind.json: kind: \"acme/mobility\" is already a kind"), "\(error)")
    }

    @Test func refusesATagDeclaredByTwoFilesNamingBoth() throws {
        let first = try KindFile(
            json: .object(KindFileSupport.minimal), file: "kinds/a.kind.json", valueTypes: KindFileSupport.valueTypes)
        let second = try KindFile(
            json: .object(KindFileSupport.minimal), file: "kinds/b.kind.json", valueTypes: KindFileSupport.valueTypes)
        let error = try #require(throws: KindFileError.self) { try BlockRegistry([]).adding([first, second]) }
        #expect(error.message.hasPrefix("kinds/b.kind.json: kind: "), "\(error)")
        #expect(error.message.contains("also declared by kinds/a.kind.json"), "\(error)")
    }

    @Test func refusesNestingThatNamesAnUnknownKind() throws {
        var object = KindFileSupport.minimal
        object["nesting"] = ["parents": ["acme/nothing"]]
        let error = try #require(throws: KindFileError.self) {
            try registry.adding([
                try KindFile(json: .object(object), file: "p.kind.json", valueTypes: KindFileSupport.valueTypes)
            ])
        }
        #expect(error.code == .unknownKind)
        #expect(error.message.hasPrefix("p.kind.json: nesting.parents: names \"acme/nothing\""), "\(error)")
    }

    @Test func loadsEveryKindFileInAFolderInOrderOfName() throws {
        let text = String(decoding: try KindFileSupport.mobilityBytes(), as: UTF8.self)
        let folder = try KindFileSupport.folder([
            "mobility.kind.json": text, "notes.txt": "not a kind",
            "a.kind.json": text.replacingOccurrences(of: "acme/mobility", with: "acme/a"),
        ])
        let files = try KindFileDirectory.load(folder, named: "kinds", valueTypes: KindFileSupport.valueTypes)
        #expect(files.map(\.kind) == ["acme/a", "acme/mobility"])
        #expect(files.map(\.file) == ["kinds/a.kind.json", "kinds/mobility.kind.json"])
        let missing = try #require(throws: KindFileError.self) {
            try KindFileDirectory.load(folder + "/nope", valueTypes: KindFileSupport.valueTypes)
        }
        #expect(missing.code == .unreadable)
    }
}
