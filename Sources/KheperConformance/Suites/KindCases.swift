public import KheperCore
import KheperKindFiles

/// The kind-file cases: a `*.kind.json` declaration, then whether it loads and, when it does, the diagnostics of
/// each `data` given and what each shorthand line reads as; and how each is run.
public enum KindCases {
    /// Loads the kind file next to the built-in kinds, then validates each `data` and reads each shorthand line.
    ///
    /// - Throws: ``ConformanceError`` when the input lacks `file` or `text`.
    public static func evaluate(_ operation: String, _ input: JSONValue) throws(ConformanceError) -> JSONValue {
        guard operation == "load" else {
            throw ConformanceError(.malformedInput, "kinds has no operation \"\(operation)\"")
        }
        guard let name = input["file"]?.stringValue, let text = input["text"]?.stringValue else {
            throw ConformanceError(.malformedInput, "a kinds load input needs the strings \"file\" and \"text\"")
        }
        let base = try DocumentCases.registry(maximumDepth: nil)
        let file: KindFile
        let registry: BlockRegistry
        do {
            file = try KindFile(bytes: Array(text.utf8), file: name, valueTypes: base.valueTypes)
            registry = try base.adding([file])
        } catch {
            return ["error": ["code": .string(error.code.rawValue), "path": .string(error.path.description)]]
        }
        var validation: [JSONValue] = []
        for data in input["data"]?.arrayValue ?? [] {
            let document = DocumentCases.document(
                #"{"id": "k1", "type": "\#(file.kind.rawValue)", "order": "a0", "data": \#(data.serializedString())}"#)
            do {
                let decoded = try registry.decodeDocument(from: Array(document.utf8))
                validation.append(.array(decoded.diagnostics.map(DocumentCases.json)))
            } catch {
                validation.append(["error": .string(error.code.rawValue)])
            }
        }
        var shorthand: [JSONValue] = []
        for line in input["shorthand"]?.arrayValue ?? [] {
            shorthand.append(
                try ShorthandCases.evaluate(
                    "parse", ["kind": .string(file.kind.rawValue), "text": line], registry: registry))
        }
        return [
            "kind": .string(file.kind.rawValue), "version": .number(JSONNumber(file.version)),
            "fields": .array(file.definition.fields.map(\.json)), "validation": .array(validation),
            "shorthand": .array(shorthand),
        ]
    }

    /// The mobility example shipped in `Examples/Kinds`.
    static let mobility = """
        {
          "kind": "acme/mobility",
          "displayName": "Mobility",
          "symbol": "figure.flexibility",
          "version": 1,
          "fields": [
            {"name": "name", "type": "string", "required": true, "length": [1, 120], "doc": "What to do."},
            {"name": "seconds", "type": "duration", "range": [0, 3600], "doc": "How long."},
            {"name": "side", "type": "choice", "choices": ["left", "right", "both"], "doc": "Which side."},
            {"name": "notes", "type": "string", "length": [0, 500], "doc": "Cues."}
          ],
          "nesting": {"root": true, "parents": ["set"]},
          "render": {"text": "{name}[ — {seconds|duration}][ ({side})]"},
          "examples": ["name=Hip openers seconds=2m"]
        }
        """

    /// A kind file with one member replaced, added or removed, as JSON text.
    private static func mobility(replacing member: String, with value: JSONValue?) -> String {
        guard var object = (try? JSONValue(parsing: mobility))?.objectValue else { return mobility }
        if let value { object[member] = value } else { _ = object.removeValue(forKey: member) }
        return JSONValue.object(object).serializedString([.prettyPrinted])
    }

    /// A kind file with several members replaced.
    private static func mobility(replacing members: JSONObject) -> String {
        guard var object = (try? JSONValue(parsing: mobility))?.objectValue else { return mobility }
        for (key, value) in members { object[key] = value }
        return JSONValue.object(object).serializedString([.prettyPrinted])
    }

    /// The kind-file case file, before its expectations are filled in.
    static func files() -> [ConformanceFile] {
        let data: JSONValue = [
            ["name": "Hip openers", "seconds": 120, "side": "both"],
            ["name": "", "seconds": 5000],
            ["seconds": 60],
            ["name": "Couch stretch", "side": "up"],
            ["name": "Kept", "x-extra": true],
        ]
        let shorthand: JSONValue = [
            "name=Hip openers seconds=2m", "name=\"Couch stretch\" seconds=90 side=left", "seconds=abc", "",
            "colour=red", "name=A side=LEFT",
        ]
        let rows: [(String, String, String, Bool)] = [
            ("mobility", "the example kind loads; its fields validate data and read shorthand", mobility, true),
            (
                "version-without-migrations",
                "a kind file above version 1 declares no migrations, so the registry refuses it with kind-file.invalid",
                mobility(replacing: "version", with: 3), false
            ),
            ("not-json", "a kind file that is not JSON is refused with kind-file.malformed-json", "{kind:", false),
            (
                "missing-kind", "a kind file without kind is refused with kind-file.invalid at kind",
                mobility(replacing: "kind", with: nil), false
            ),
            (
                "bad-tag", "a malformed kind tag is refused", mobility(replacing: "kind", with: "Not A Tag"), false
            ),
            (
                "registered-tag", "a kind file cannot redeclare a registered kind: kind-file.duplicate-kind",
                mobility(replacing: "kind", with: "conformance/note"), false
            ),
            (
                "unnamespaced-tag", "a kind file's tag needs a namespace, so \"exercise\" is refused",
                mobility(replacing: "kind", with: "exercise"), false
            ),
            (
                "unknown-member", "an unknown top-level member is refused with its path",
                mobility(replacing: "colour", with: "red"), false
            ),
            (
                "unknown-parent", "nesting under a kind nobody declares is refused with kind-file.unknown-kind",
                mobility(replacing: "nesting", with: ["root": true, "parents": ["acme/nothing"]]), false
            ),
            (
                "bad-field-type", "a field of an unknown type is refused at its path",
                mobility(
                    replacing: "fields", with: [["name": "x", "type": "colour", "doc": "A colour."]]), false
            ),
            (
                "duplicate-field", "a field declared twice is refused",
                mobility(
                    replacing: "fields",
                    with: [
                        ["name": "x", "type": "string", "doc": "X."],
                        ["name": "x", "type": "integer", "doc": "X again."],
                    ]), false
            ),
            (
                "bad-template", "a render template naming an undeclared field is refused",
                mobility(replacing: "render", with: ["text": "{nothing}"]), false
            ),
            (
                "version-zero", "a version below 1 is refused", mobility(replacing: "version", with: 0), false
            ),
            (
                "no-fields", "a kind with no fields loads",
                mobility(replacing: ["fields": [], "render": ["text": "Mobility"], "examples": []]), false
            ),
        ]
        let cases = rows.map { name, pins, text, full in
            var input: JSONObject = ["file": .string("\(name).kind.json"), "text": .string(text)]
            if full {
                input["data"] = data
                input["shorthand"] = shorthand
            } else {
                input["data"] = [["name": "Something"]]
                input["shorthand"] = ["name=Something"]
            }
            return ConformanceCase(name: name, pins: pins, input: .object(input))
        }
        return [
            ConformanceFile(
                suite: .kinds, name: "load", operation: "load",
                about: "Kind files: what they load as, the diagnostics of data they accept or refuse, and shorthand.",
                cases: cases)
        ]
    }
}
