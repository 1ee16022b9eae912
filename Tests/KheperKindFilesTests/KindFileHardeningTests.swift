import Foundation
import KheperCore
import KheperKindFiles
import Testing

/// What a careless or hostile kind file meets: its fields' patterns are enforced on every value, a pattern that
/// does not compile, a field name that is empty or holds a `.`, and a file too large are refused when it loads.
@Suite struct KindFileHardeningTests {
    /// The minimal kind file with one more field, `code`, of `type` and `pattern`.
    static func withCode(type: String = "string", pattern: String, name: String = "code") -> JSONValue {
        var object = KindFileSupport.minimal
        object["fields"] = [
            ["name": "name", "type": "string", "required": true, "doc": "What."],
            ["name": .string(name), "type": .string(type), "pattern": .string(pattern), "doc": "A code."],
        ]
        return .object(object)
    }

    @Test func aFieldsPatternIsEnforcedOnEveryValueItChecks() throws {
        let file = try KindFile(
            json: Self.withCode(pattern: "^[A-Z]{3}$"), file: "plank.kind.json", valueTypes: KindFileSupport.valueTypes)
        let registry = try BlockRegistry([file.definition])
        let decoded = try registry.decodeDocument(from: [
            "format": "kheper.blocks", "formatVersion": 1,
            "blocks": [
                ["type": "acme/plank", "data": ["name": "A", "code": "nope"]],
                ["type": "acme/plank", "data": ["name": "B", "code": "ABC"]],
            ],
        ])
        let errors = decoded.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.path.description) == ["blocks[0].data.code"])
        #expect(errors.map(\.code) == [.invalidValue])
        #expect(errors.first?.message == #""code" is "nope"; expected text matching ^[A-Z]{3}$"#)
        let spec = try #require(file.fields[field: "code"])
        var checks = FieldChecks()
        spec.check(.string("ABCD"), at: ["code"], into: &checks)
        spec.check(.string("ABC\n"), at: ["code"], into: &checks)
        #expect(checks.diagnostics.count == 2, "$ is the end of the text, as in ECMA-262: \(checks.diagnostics)")
    }

    @Test func aPatternThatDoesNotCompileIsRefusedNamingTheFileFieldAndPattern() throws {
        let error = try #require(throws: KindFileError.self) {
            try KindFile(
                json: Self.withCode(pattern: "[A-Z"), file: "plank.kind.json", valueTypes: KindFileSupport.valueTypes)
        }
        #expect(error.code == .invalid)
        #expect(error.path.description == "fields[1].pattern")
        #expect(
            error.message
                == #"plank.kind.json: fields[1].pattern: found "[A-Z"; expected a regular expression (ECMA-262) for the field "code""#
        )
    }

    @Test func aPatternOnAFieldThatIsNotTextIsRefused() throws {
        let error = try #require(throws: KindFileError.self) {
            try KindFile(
                json: Self.withCode(type: "integer", pattern: "^1"), file: "plank.kind.json",
                valueTypes: KindFileSupport.valueTypes)
        }
        #expect(error.path.description == "fields[1].pattern")
        #expect(error.message.contains("no pattern on a field of type integer"), "\(error.message)")
    }

    @Test(arguments: ["", "a.b", "1st", "+", "sets.0", "with space"])
    func aFieldNameThatIsNotANameIsRefused(name: String) throws {
        let error = try #require(throws: KindFileError.self) {
            try KindFile(
                json: Self.withCode(pattern: "x", name: name), file: "plank.kind.json",
                valueTypes: KindFileSupport.valueTypes)
        }
        #expect(error.code == .invalid)
        #expect(error.path.description == "fields[1].name")
        #expect(
            error.message
                == "plank.kind.json: fields[1].name: found \(JSONValue.string(name).description); expected "
                + FieldSpec.nameRule)
    }

    @Test func aNestedFieldNameWithADotIsRefusedToo() throws {
        var object = KindFileSupport.minimal
        object["fields"] = [
            ["name": "name", "type": "string", "doc": "What."],
            ["name": "o", "type": "object", "doc": "O.", "fields": [["name": "a.b", "type": "integer", "doc": "."]]],
        ]
        let error = try #require(throws: KindFileError.self) {
            try KindFile(json: .object(object), file: "plank.kind.json", valueTypes: KindFileSupport.valueTypes)
        }
        #expect(error.path.description == "fields[1].fields[0].name")
    }

    @Test func theKindFileSchemaPublishesTheNameRuleTheLoaderEnforces() throws {
        let name = KindFile.schema["$defs"]?["fieldSpec"]?["properties"]?["name"]
        #expect(name == ["type": "string", "pattern": .string(FieldSpec.namePattern)])
        for good in ["a", "restBetween", "side_2", "x-y"] {
            #expect(JSONSchemaPattern(FieldSpec.namePattern)?.matches(good) == true, "\(good)")
        }
    }

    @Test func aFileOverTheCapIsRefusedBeforeItIsReadNamingItsSizeAndTheCap() throws {
        let size = KindFile.maximumBytes * 2
        let folder = try KindFileSupport.folder([:])
        let path = folder + "/huge.kind.json"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
        let error = try #require(throws: KindFileError.self) {
            try KindFileDirectory.load(folder, named: "kinds", valueTypes: KindFileSupport.valueTypes)
        }
        #expect(error.code == .tooLarge)
        #expect(
            error.message
                == "kinds/huge.kind.json: the kind file is \(size) bytes; a kind file may be at most 1048576 bytes (1 MiB)"
        )
        let bytes = try #require(throws: KindFileError.self) {
            try KindFile(
                bytes: [UInt8](repeating: 32, count: KindFile.maximumBytes + 1), file: "f.kind.json",
                valueTypes: KindFileSupport.valueTypes)
        }
        #expect(bytes.code == .tooLarge)
    }

    @Test func aFileDeclaringTooManyFieldsIsRefused() throws {
        var object = KindFileSupport.minimal
        object["fields"] = .array(
            (0...KindFile.maximumFields).map { ["name": .string("f\($0)"), "type": "integer", "doc": "."] })
        let error = try #require(throws: KindFileError.self) {
            try KindFile(json: .object(object), file: "plank.kind.json", valueTypes: KindFileSupport.valueTypes)
        }
        #expect(error.code == .tooLarge)
        #expect(
            error.message
                == "plank.kind.json: fields: declares \(KindFile.maximumFields + 1) fields; a kind file may declare at most \(KindFile.maximumFields)"
        )
    }
}
