import KheperCore
import KheperKindFiles
import KheperMeasures
import Testing

/// Reading kind files: the shipped example, and every refusal naming the file and the JSON path.
@Suite struct KindFileLoadingTests {
    @Test func readsTheShippedExample() throws {
        let file = try KindFileSupport.mobility()
        #expect(file.kind == "acme/mobility")
        #expect(file.displayName == "Mobility")
        #expect(file.symbolName == "figure.flexibility")
        #expect(file.version == 1)
        #expect(file.fields.map(\.name) == ["name", "seconds", "side", "notes"])
        #expect(file.fields[field: "name"]?.isRequired == true)
        #expect(file.fields[field: "seconds"]?.type == .duration)
        #expect(file.fields[field: "side"]?.type == .choice(["left", "right", "both"]))
        #expect(file.nesting.allowedParents == ["set"])
        #expect(file.nesting.allowedAtRoot)
        #expect(!file.nesting.isContainer)
        #expect(file.shorthandExamples.count == 2)
    }

    /// A change to the minimal file, the JSON path the error must name and words its message must hold.
    static let refusals: [(JSONObject, String, String)] = [
        (["kind": "plank"], "kind", "a namespaced tag"),
        (["kind": "Acme/Plank"], "kind", "a tag"),
        (["colour": "red"], "colour", "an unknown member"),
        (["fields": [["name": "name", "type": "int", "doc": ""]]], "fields[0].type", "expected one of: integer"),
        (["render": ["text": "{nmae}"]], "render.text", "\"nmae\""),
        (["render": ["text": "{name|loud}"]], "render.text", "the format \"loud\""),
        (["render": ["text": "{name|duration}"]], "render.text", "needs a number"),
        (["render": ["text": "[{name}"]], "render.text", "open"),
        (["render": ["text": "{name}", "html": "<script>{name}</script>"]], "render.html", "<script>"),
        (["render": ["text": "{name}", "html": "<b onclick=x>{name}</b>"]], "render.html", "without attributes"),
        (["render": ["text": "{name}", "markdown": "<img src=x> {name}"]], "render.markdown", "raw HTML"),
        (["render": ["txt": "{name}"]], "render.txt", "an unknown member"),
        (["nesting": ["parents": ["Set"]]], "nesting.parents[0]", "a block kind tag"),
        (["nesting": ["maximumChildren": 2]], "nesting.maximumChildren", "needs \"children\""),
        (["version": 0], "version", "a whole number from 1"),
        (
            ["fields": [["name": "name", "type": "string", "length": [1, 3], "doc": ""]], "examples": ["name=long"]],
            "examples[0]", "does not read"
        ),
        (["examples": ["nmae=x"]], "examples[0]", "FIELD=VALUE"),
    ]

    @Test(arguments: refusals)
    func refusesAMalformedFileNamingThePath(change: JSONObject, path: String, words: String) throws {
        var object = KindFileSupport.minimal
        for (key, value) in change { object[key] = value }
        let error = try #require(throws: KindFileError.self) {
            try KindFile(json: .object(object), file: "plank.kind.json", valueTypes: KindFileSupport.valueTypes)
        }
        #expect(error.path.description == path, "\(error.message)")
        #expect(error.message.hasPrefix("plank.kind.json: \(path): "), "\(error.message)")
        #expect(error.message.contains(words), "\(error.message)")
    }

    @Test func refusesMalformedJSONWithItsLineAndColumn() throws {
        let error = try #require(throws: KindFileError.self) {
            try KindFile(
                bytes: Array("{\n  \"kind\": \"acme/x\",\n  oops\n}".utf8), file: "x.kind.json",
                valueTypes: KindFileSupport.valueTypes)
        }
        #expect(error.code == .malformedJSON)
        #expect(error.message.hasPrefix("x.kind.json: not valid JSON: line 3, column 3"), "\(error.message)")
    }

    @Test func refusesANullEscapeOrAnInfiniteNumberWithItsLineAndColumn() throws {
        let nul = try #require(throws: KindFileError.self) {
            try KindFile(
                bytes: Array("{\n  \"kind\": \"acme/x\\u0000\"\n}".utf8), file: "x.kind.json",
                valueTypes: KindFileSupport.valueTypes)
        }
        #expect(nul.code == .malformedJSON)
        #expect(
            nul.message
                == "x.kind.json: not valid JSON: line 2, column 18: the escape \\u0000 puts U+0000 (NUL) in a string; "
                + "expected text without U+0000, which cannot be stored")
        let huge = try #require(throws: KindFileError.self) {
            try KindFile(
                bytes: Array(#"{"kind": "acme/x", "version": 1e309}"#.utf8), file: "x.kind.json",
                valueTypes: KindFileSupport.valueTypes)
        }
        #expect(huge.message.hasPrefix("x.kind.json: not valid JSON: line 1, column 31: the number 1e309 is too large"))
    }

    @Test func refusesAKeyWrittenTwice() throws {
        let text = #"{"kind": "acme/x", "kind": "acme/y"}"#
        let error = try #require(throws: KindFileError.self) {
            try KindFile(bytes: Array(text.utf8), file: "x", valueTypes: KindFileSupport.valueTypes)
        }
        #expect(error.message.hasPrefix("x: kind: the key \"kind\" is written 2 times"), "\(error.message)")
    }

    @Test func refusesMissingRequiredMembers() throws {
        for key in ["kind", "displayName", "fields", "render"] {
            var object = KindFileSupport.minimal
            _ = object.removeValue(forKey: key)
            let error = try #require(throws: KindFileError.self) {
                try KindFile(json: .object(object), file: "f", valueTypes: KindFileSupport.valueTypes)
            }
            #expect(error.path.description == key)
            #expect(error.message.contains("found missing"), "\(error.message)")
        }
    }
}
