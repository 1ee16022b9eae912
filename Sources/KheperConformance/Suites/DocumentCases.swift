import Kheper
public import KheperCore
import KheperKindFiles

/// The document cases: an input document, then its canonical normalised form and its diagnostics, or the error
/// that refuses it; and how each is run.
public enum DocumentCases {
    /// The registry documents are read with: the built-in kinds and ``ConformanceNote``, with the depth limit the
    /// input may set in `maximumDepth`.
    static func registry(maximumDepth: Int?) throws(ConformanceError) -> BlockRegistry {
        if maximumDepth == nil, let defaultRegistry { return defaultRegistry }
        do {
            return try BlockRegistry(
                formatDefinitions + [ConformanceNote.definition],
                maximumDepth: maximumDepth ?? BlockRegistry.defaultMaximumDepth, format: .workout,
                valueTypes: Measures.valueTypes)
        } catch {
            throw ConformanceError(.malformedInput, "the conformance registry cannot be built: \(error.message)")
        }
    }

    /// The registry at the default depth, built once.
    private static let defaultRegistry = try? BlockRegistry(
        formatDefinitions + [ConformanceNote.definition], format: .workout, valueTypes: Measures.valueTypes)

    /// The kinds the format defines, which the cases pin: a kind a build adds as built-in later (with
    /// `new-block-kind --built-in`) is that build's own, and changes no case.
    static let formatKinds: Set<BlockKind> = ["text", "exercise", "set", "timer", "chart", "media", "divider"]

    /// The definitions of ``formatKinds``, from the built-in kinds.
    static var formatDefinitions: [BlockDefinition] {
        StandardKinds.definitions.filter { formatKinds.contains($0.kind) }
    }

    /// Reads a document as `kheper normalize` does and returns its canonical text and every diagnostic.
    ///
    /// - Throws: ``ConformanceError`` when the input has no `json` text.
    public static func evaluate(_ operation: String, _ input: JSONValue) throws(ConformanceError) -> JSONValue {
        guard operation == "read" else {
            throw ConformanceError(.malformedInput, "documents has no operation \"\(operation)\"")
        }
        guard let text = input["json"]?.stringValue else {
            throw ConformanceError(.malformedInput, "a documents read input needs the string \"json\"")
        }
        let depth = input["maximumDepth"]?.numberValue?.int64Value.map(Int.init)
        var registry = try registry(maximumDepth: depth)
        let kindFiles = input["kindFiles"]?.arrayValue ?? []
        if !kindFiles.isEmpty {
            do {
                let files = try kindFiles.enumerated().map { index, text throws(KindFileError) in
                    try KindFile(
                        bytes: Array((text.stringValue ?? "").utf8), file: "kindFiles[\(index)]",
                        valueTypes: registry.valueTypes)
                }
                registry = try registry.adding(files)
            } catch {
                throw ConformanceError(
                    .malformedInput, "a documents case's kind file cannot be loaded: \(error.message)")
            }
        }
        do {
            let decoded = try registry.decodeDocument(from: Array(text.utf8))
            return [
                "normalized": .string(try canonicalText(decoded.document, registry)),
                "diagnostics": .array(decoded.diagnostics.map(json)),
            ]
        } catch {
            return ["error": .string(error.code.rawValue)]
        }
    }

    /// A document's canonical text: the registry's pretty-printed JSON and a final newline, as `kheper normalize`
    /// prints it.
    static func canonicalText(_ document: BlockDocument, _ registry: BlockRegistry) throws(DocumentFormatError)
        -> String
    {
        String(decoding: try registry.encodedJSON(document) + [UInt8(ascii: "\n")], as: UTF8.self)
    }

    /// A diagnostic as the cases write it; the message is for people and is not compared.
    static func json(_ diagnostic: Diagnostic) -> JSONValue {
        [
            "severity": .string(diagnostic.severity.rawValue),
            "code": .string(diagnostic.code.rawValue),
            "path": .string(diagnostic.path.description),
            "blockID": diagnostic.blockID.map { .string($0.rawValue) } ?? .null,
        ]
    }

    /// A document's text around `blocks`, written as the JSON of its members.
    static func document(_ blocks: String, title: String = "Conformance", extra: String = "") -> String {
        """
        {"format": "kheper.workout", "formatVersion": 1, "id": "doc-1", "title": "\(title)",\(extra)
         "blocks": [\(blocks)]}
        """
    }

    /// The document case file, before its expectations are filled in.
    static func files() -> [ConformanceFile] {
        var cases: [ConformanceCase] = []
        func add(_ name: String, _ pins: String, _ json: String, maximumDepth: Int? = nil, kindFiles: [String] = []) {
            var input: JSONObject = ["json": .string(json)]
            if let maximumDepth { input["maximumDepth"] = .number(JSONNumber(maximumDepth)) }
            if !kindFiles.isEmpty { input["kindFiles"] = .array(kindFiles.map(JSONValue.string)) }
            cases.append(ConformanceCase(name: name, pins: pins, input: .object(input)))
        }
        // Every kind, valid.
        for (kind, data) in validBlocks {
            let version = kind == ConformanceNote.kind.rawValue ? #" "version": 2,"# : ""
            add(
                "kind-\(kind.replacingSlashes)",
                "a valid \(kind) block reads without diagnostics and writes canonically",
                document(#"{"id": "b1", "type": "\#(kind)",\#(version) "order": "a0", "data": \#(data)}"#))
        }
        add(
            "set-with-children", "a set holds exercises, timers and text as children, written in key order",
            document(
                #"{"id": "s1", "type": "set", "order": "a0", "data": {"style": "superset", "rounds": 3}, "children": ["#
                    + #"{"id": "e2", "type": "exercise", "order": "a1", "data": {"name": "Row", "sets": [{"reps": 8}]}},"#
                    + #"{"id": "e1", "type": "exercise", "order": "a0", "data": {"name": "Press", "sets": [{"reps": 8}]}}]}"#
            ))
        add("empty", "a document with no blocks reads and writes its envelope", document(""))
        add(
            "envelope-defaults", "missing formatVersion, id and title take their defaults",
            #"{"format": "kheper.workout", "id": "doc-2", "blocks": []}"#)
        add(
            "envelope-extra-members", "unknown envelope members are kept and written back",
            document("", extra: #" "x-app": {"theme": "dark"}, "createdBy": "port","#))
        add(
            "envelope-title-wrong-type", "a title of the wrong type gives invalid-envelope-field and is kept",
            #"{"format": "kheper.workout", "formatVersion": 1, "id": "doc-3", "title": 7, "blocks": []}"#)
        add(
            "blocks-null", "blocks that is null means no blocks",
            #"{"format": "kheper.workout", "formatVersion": 1, "id": "doc-4", "title": "", "blocks": null}"#)
        add(
            "missing-data", "a block without data reads as its kind's data from an empty object",
            document(#"{"id": "d1", "type": "divider", "order": "a0"}"#))
        add(
            "bom", "a leading UTF-8 byte order mark is dropped",
            "\u{FEFF}" + document(""))
        // Unknown content.
        add(
            "unknown-kind", "a block of an unregistered kind is kept as written, with unknown-kind",
            document(#"{"id": "u1", "type": "acme/sauna", "order": "a0", "data": {"minutes": 15, "hot": true}}"#))
        add(
            "unknown-kind-with-children", "an unknown container keeps its children",
            document(
                #"{"id": "u1", "type": "acme/block", "order": "a0", "data": {}, "children": [{"id": "c1", "type": "text", "#
                    + #""order": "a0", "data": {"text": "inside"}}]}"#))
        add(
            "malformed-kind", "a malformed type tag is kept raw with malformed-kind",
            document(#"{"id": "m1", "type": "Not A Kind!", "order": "a0", "data": {}}"#))
        add(
            "unknown-fields", "unknown data and block members are kept and written back in place",
            document(
                #"{"id": "b1", "type": "text", "order": "a0", "x-color": "red", "data": {"text": "Hi", "x-size": 3}}"#))
        add(
            "numbers-exact", "numbers keep their exact text: 1.50, 1e3 and 12345678901234567890",
            document(
                #"{"id": "b1", "type": "acme/numbers", "order": "a0", "data": {"a": 1.50, "b": 1e3, "c": 12345678901234567890}}"#
            ))
        add(
            "exercise-number-text", "a known kind keeps its number text when the block is unchanged",
            document(
                #"{"id": "b1", "type": "exercise", "order": "a0", "data": {"name": "Bench", "sets": [{"reps": 5, "load": {"value": 82.50, "unit": "kg"}}]}}"#
            ))
        add(
            "undecodable-data", "data that does not decode into the kind is kept raw with undecodable-data",
            document(#"{"id": "b1", "type": "exercise", "order": "a0", "data": {"name": 5}}"#))
        add(
            "malformed-block", "a node that is not an object is kept verbatim with malformed-block",
            document(#"42, {"id": "b1", "type": "text", "order": "a0", "data": {"text": "after"}}"#))
        // Versions and migrations.
        add(
            "newer-version", "a block written by a newer version of its kind is kept raw with newer-version",
            document(#"{"id": "b1", "type": "text", "version": 9, "order": "a0", "data": {"text": "future"}}"#))
        add(
            "migration", "a version-1 conformance/note has body renamed to text and is written at version 2",
            document(#"{"id": "n1", "type": "conformance/note", "version": 1, "order": "a0", "data": {"body": "old"}}"#)
        )
        add(
            "migration-failed", "a failing migration keeps the block raw at its version with migration-failed",
            document(#"{"id": "n1", "type": "conformance/note", "version": 1, "order": "a0", "data": {"body": 3}}"#))
        add(
            "current-version-note", "a note at the current version is read as is",
            document(#"{"id": "n1", "type": "conformance/note", "version": 2, "order": "a0", "data": {"text": "now"}}"#)
        )
        // Nesting and depth.
        add(
            "nesting-not-allowed", "a set inside a set breaks the set's nesting rules",
            document(
                #"{"id": "s1", "type": "set", "order": "a0", "data": {}, "children": [{"id": "s2", "type": "set", "#
                    + #""order": "a0", "data": {}, "children": [{"id": "e1", "type": "exercise", "order": "a0", "#
                    + #""data": {"name": "Row", "sets": [{"reps": 5}]}}]}]}"#))
        add(
            "divider-in-set", "a divider is allowed at the root only",
            document(
                #"{"id": "s1", "type": "set", "order": "a0", "data": {}, "children": [{"id": "d1", "type": "divider", "#
                    + #""order": "a0", "data": {}}]}"#))
        add(
            "children-on-leaf", "children under a leaf kind are refused with nesting.not-allowed",
            document(
                #"{"id": "t1", "type": "text", "order": "a0", "data": {"text": "leaf"}, "children": ["#
                    + #"{"id": "t2", "type": "text", "order": "a0", "data": {"text": "child"}}]}"#))
        add(
            "too-deep", "with a depth limit of 1 a child of a set is too deep",
            document(
                #"{"id": "s1", "type": "set", "order": "a0", "data": {}, "children": [{"id": "e1", "type": "exercise", "#
                    + #""order": "a0", "data": {"name": "Row", "sets": [{"reps": 5}]}}]}"#),
            maximumDepth: 1)
        add(
            "superset-one-exercise", "a superset with one exercise gives set.superset-needs-two-exercises",
            document(
                #"{"id": "s1", "type": "set", "order": "a0", "data": {"style": "superset"}, "children": [{"id": "e1", "#
                    + #""type": "exercise", "order": "a0", "data": {"name": "Row", "sets": [{"reps": 5}]}}]}"#))
        add(
            "superset-rounds-disagree-with-sets",
            "superset x3 plays three rounds of one set each: an exercise listing 4 sets gives "
                + "set.rounds-disagree-with-sets at its sets, one listing 3 or 1 none",
            document(
                #"{"id": "s1", "type": "set", "order": "a0", "data": {"rounds": 3}, "children": ["#
                    + #"{"id": "e1", "type": "exercise", "order": "a0", "data": {"name": "Row", "sets": "#
                    + #"[{"reps": 8}, {"reps": 8}, {"reps": 8}, {"reps": 8}]}}, "#
                    + #"{"id": "e2", "type": "exercise", "order": "a1", "data": {"name": "Dip", "sets": "#
                    + #"[{"reps": 8}, {"reps": 8}, {"reps": 8}]}}, "#
                    + #"{"id": "e3", "type": "exercise", "order": "a2", "data": {"name": "Curl", "sets": [{"reps": 8}]}}]}"#
            ))
        let burpees =
            #"{"id": "e1", "type": "exercise", "order": "a0", "data": {"name": "Burpee", "sets": [{"reps": 10}]}}"#
        add(
            "timed-group-ignored-field", "a cap on an EMOM, which has no cap, gives set.ignored-field",
            document(
                #"{"id": "s1", "type": "set", "order": "a0", "data": {"style": "emom", "duration": 600, "cap": 300}, "#
                    + #""children": ["# + burpees + "]}"))
        add(
            "timed-group-holds-timer", "a timer inside an AMRAP gives set.timed-group-holds-timer",
            document(
                #"{"id": "s1", "type": "set", "order": "a0", "data": {"style": "amrap", "duration": 720}, "children": ["#
                    + burpees
                    + #", {"id": "t1", "type": "timer", "order": "a1", "data": {"mode": "countdown", "duration": 60}}]}"#
            ))
        add(
            "timed-group-needs-exercise", "an AMRAP holding only a note gives set.timed-group-needs-exercise",
            document(
                #"{"id": "s1", "type": "set", "order": "a0", "data": {"style": "amrap", "duration": 720}, "children": ["#
                    + #"{"id": "n1", "type": "text", "order": "a0", "data": {"text": "Go hard"}}]}"#))
        let pair = #"""
            {"kind": "acme/pair", "displayName": "Pair", "fields": [], "render": {"text": "Pair"},
             "nesting": {"children": ["text"], "minimumChildren": 2, "maximumChildren": 3}}
            """#
        func texts(_ count: Int) -> String {
            (0..<count).map { #"{"id": "t\#($0)", "type": "text", "order": "a\#($0)", "data": {"text": "\#($0)"}}"# }
                .joined(separator: ",")
        }
        add(
            "kind-file-container", "a container declared in a kind file holds the children its file allows",
            document(#"{"id": "p1", "type": "acme/pair", "order": "a0", "data": {}, "children": [\#(texts(2))]}"#),
            kindFiles: [pair])
        add(
            "too-few-children", "a container with fewer children than its minimum gives nesting.too-few-children",
            document(#"{"id": "p1", "type": "acme/pair", "order": "a0", "data": {}, "children": [\#(texts(1))]}"#),
            kindFiles: [pair])
        add(
            "too-many-children", "a container with more children than its maximum gives nesting.too-many-children",
            document(#"{"id": "p1", "type": "acme/pair", "order": "a0", "data": {}, "children": [\#(texts(4))]}"#),
            kindFiles: [pair])
        // Ids and order keys.
        add(
            "duplicate-id", "a repeated id gives the later block a fresh id with duplicate-id",
            document(
                #"{"id": "b1", "type": "text", "order": "a0", "data": {"text": "one"}}, "#
                    + #"{"id": "b1", "type": "text", "order": "a1", "data": {"text": "two"}}"#))
        add(
            "missing-id", "a missing id is assigned a fresh one with invalid-id",
            document(#"{"type": "text", "order": "a0", "data": {"text": "no id"}}"#))
        add(
            "empty-id", "an empty id is replaced by a fresh one with invalid-id",
            document(#"{"id": "", "type": "text", "order": "a0", "data": {"text": "empty id"}}"#))
        add(
            "numeric-id", "an id that is not a string is replaced by a fresh one with invalid-id",
            document(#"{"id": 7, "type": "text", "order": "a0", "data": {"text": "number id"}}"#))
        add(
            "missing-order", "missing order keys are assigned after the keyed siblings",
            document(
                #"{"id": "b1", "type": "text", "data": {"text": "one"}}, "#
                    + #"{"id": "b2", "type": "text", "order": "a0", "data": {"text": "two"}}"#))
        add(
            "invalid-order", "a malformed order key is replaced with invalid-order-key",
            document(
                #"{"id": "b1", "type": "text", "order": "a00", "data": {"text": "one"}}, "#
                    + #"{"id": "b2", "type": "text", "order": "a1", "data": {"text": "two"}}"#))
        add(
            "duplicate-order", "two siblings with the same key: the later one is re-keyed",
            document(
                #"{"id": "b1", "type": "text", "order": "a1", "data": {"text": "one"}}, "#
                    + #"{"id": "b2", "type": "text", "order": "a1", "data": {"text": "two"}}"#))
        add(
            "unsorted", "siblings written out of key order are sorted, with unsorted-blocks",
            document(
                #"{"id": "b2", "type": "text", "order": "a2", "data": {"text": "second"}}, "#
                    + #"{"id": "b1", "type": "text", "order": "a1", "data": {"text": "first"}}"#))
        add(
            "duplicate-key", "a member written twice keeps its last value, with duplicate-key",
            document(#"{"id": "b1", "type": "text", "order": "a0", "data": {"text": "first", "text": "last"}}"#))
        // Field checks.
        add(
            "out-of-range", "a value beyond its field's range gives value.out-of-range",
            document(#"{"id": "t1", "type": "timer", "order": "a0", "data": {"mode": "countdown", "duration": -5}}"#))
        add(
            "missing-value", "a required field that is missing gives value.missing",
            document(#"{"id": "t1", "type": "timer", "order": "a0", "data": {"mode": "interval"}}"#))
        add(
            "bad-length", "text longer than its field allows gives value.length",
            document(
                #"{"id": "c1", "type": "chart", "order": "a0", "data": {"exercise": "\#(String(repeating: "x", count: 300))"}}"#
            ))
        add(
            "bad-count", "a list with more items than its field allows gives value.count",
            document(
                #"{"id": "e1", "type": "exercise", "order": "a0", "data": {"name": "Row", "sets": [\#(Array(repeating: #"{"reps": 5}"#, count: 101).joined(separator: ","))]}}"#
            ))
        add(
            "invalid-tempo", "a malformed tempo gives value.invalid",
            document(
                #"{"id": "e1", "type": "exercise", "order": "a0", "data": {"name": "Row", "tempo": "fast", "sets": [{"reps": 5}]}}"#
            ))
        add(
            "no-target", "a working set with no reps, amrap, duration or distance gives exercise.no-target",
            document(#"{"id": "e1", "type": "exercise", "order": "a0", "data": {"name": "Row", "sets": [{}]}}"#))
        add(
            "timer-ignored-field", "a countdown timer ignores work, with timer.ignored-field",
            document(
                #"{"id": "t1", "type": "timer", "order": "a0", "data": {"mode": "countdown", "duration": 60, "work": 20}}"#
            ))
        add(
            "chart-formula-ignored", "a formula on a metric other than estimated1RM gives chart.formula-ignored",
            document(
                #"{"id": "c1", "type": "chart", "order": "a0", "data": {"exercise": "Row", "metric": "maxWeight", "formula": "epley"}}"#
            ))
        add(
            "chart-period-ignored", "periodDays with range gives chart.period-ignored",
            document(
                #"{"id": "c1", "type": "chart", "order": "a0", "data": {"exercise": "Row", "range": "all", "periodDays": 30}}"#
            ))
        add(
            "media-invalid-source", "an unsafe media source gives media.invalid-source",
            document(
                #"{"id": "m1", "type": "media", "order": "a0", "data": {"kind": "image", "source": "javascript:alert(1)", "alt": "x"}}"#
            ))
        add(
            "media-missing-alt", "an image with no alt text gives media.missing-alt",
            document(#"{"id": "m1", "type": "media", "order": "a0", "data": {"kind": "image", "source": "a.jpg"}}"#))
        add(
            "media-duration-on-image", "a duration on an image gives media.duration-on-image",
            document(
                #"{"id": "m1", "type": "media", "order": "a0", "data": {"kind": "image", "source": "a.jpg", "alt": "A", "duration": 5}}"#
            ))
        add(
            "media-mime-mismatch", "a video mime type on an image gives media.mime-mismatch",
            document(
                #"{"id": "m1", "type": "media", "order": "a0", "data": {"kind": "image", "source": "a.jpg", "alt": "A", "mimeType": "video/mp4"}}"#
            ))
        add(
            "media-video-page-as-image", "a YouTube page marked as an image gives media.video-page-as-image",
            document(
                #"{"id": "m1", "type": "media", "order": "a0", "data": {"kind": "image", "source": "https://www.youtube.com/watch?v=1cVT3ee9mgU", "alt": "A"}}"#
            ))
        // Unusable inputs.
        add("not-json", "text that is not JSON is refused with format.not-json", "{not json")
        add("not-an-object", "a JSON array is not a document: format.not-a-document", "[1, 2]")
        add(
            "wrong-format", "another format name is refused with format.not-a-document",
            #"{"format": "kheper.book", "formatVersion": 1, "blocks": []}"#)
        add(
            "newer-format", "a formatVersion this build does not read is refused with format.unsupported-version",
            #"{"format": "kheper.workout", "formatVersion": 99, "blocks": []}"#)
        add(
            "blocks-not-array", "blocks that is not an array is refused with format.invalid-member",
            #"{"format": "kheper.workout", "formatVersion": 1, "blocks": {}}"#)
        return [
            ConformanceFile(
                suite: .documents, name: "read", operation: "read",
                about:
                    "Documents read, normalised and validated: the canonical text and the diagnostics, or the error.",
                cases: cases)
        ]
    }

    /// One valid `data` object per built-in kind and the conformance note.
    static let validBlocks: [(String, String)] = [
        ("text", #"{"text": "Keep the core tight", "style": "note"}"#),
        ("exercise", #"{"name": "Squat", "sets": [{"reps": 5, "load": {"value": 100, "unit": "kg"}}], "rest": 120}"#),
        ("set", #"{"style": "circuit", "rounds": 4}"#),
        ("timer", #"{"mode": "emom", "duration": 600}"#),
        ("chart", #"{"exercise": "Bench Press", "metric": "estimated1RM", "formula": "epley"}"#),
        ("media", #"{"kind": "video", "source": "https://example.com/clean.mp4", "duration": 30}"#),
        ("divider", #"{"style": "section", "label": "Finisher"}"#),
        ("conformance/note", #"{"text": "written by a port"}"#),
    ]
}

extension String {
    /// The text with `/` replaced by `-`, for a case name.
    var replacingSlashes: String { split(separator: "/").joined(separator: "-") }
}
