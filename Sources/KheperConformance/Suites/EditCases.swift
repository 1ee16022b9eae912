public import KheperCore
import KheperEditor

/// The edit cases: a document and an editor intent, then the document after, the change set and the document after
/// undo, or the refusal's code; and how each is run.
public enum EditCases {
    /// Applies the intent with a `DocumentEditor` over the read document, then undoes it.
    ///
    /// - Throws: ``ConformanceError`` when the document cannot be read or the intent is malformed.
    public static func evaluate(_ operation: String, _ input: JSONValue) throws(ConformanceError) -> JSONValue {
        guard operation == "apply" else {
            throw ConformanceError(.malformedInput, "edits has no operation \"\(operation)\"")
        }
        guard let text = input["document"]?.stringValue, let intent = input["intent"] else {
            throw ConformanceError(.malformedInput, "an edits apply input needs the string \"document\" and \"intent\"")
        }
        let registry = try DocumentCases.registry(maximumDepth: nil)
        var editor: DocumentEditor
        do {
            editor = DocumentEditor(
                document: try registry.decodeDocument(from: Array(text.utf8)).document, registry: registry)
        } catch {
            throw ConformanceError(.malformedInput, "the edit case's document cannot be read: \(error.message)")
        }
        if let threshold = input["rebalanceThreshold"]?.numberValue?.int64Value {
            editor.rebalanceThreshold = Int(threshold)
        }
        let changes: ChangeSet
        do {
            changes = try apply(intent, to: &editor)
        } catch let error as EditorError {
            return ["error": .string(error.code.rawValue)]
        } catch let error as ConformanceError {
            throw error
        } catch {
            throw ConformanceError(.malformedInput, "\(error)")
        }
        do {
            let after = try DocumentCases.canonicalText(editor.document, registry)
            var result: JSONObject = ["document": .string(after), "changes": json(changes)]
            if changes.isEmpty {
                result["undone"] = .string(after)
            } else {
                _ = try editor.undo()
                result["undone"] = .string(try DocumentCases.canonicalText(editor.document, registry))
            }
            return .object(result)
        } catch {
            throw ConformanceError(.malformedInput, "the edited document cannot be written or undone: \(error)")
        }
    }

    /// A change set as the cases write it: each list in the editor's order.
    static func json(_ changes: ChangeSet) -> JSONValue {
        func ids(_ list: [BlockID]) -> JSONValue { .array(list.map { .string($0.rawValue) }) }
        return [
            "inserted": ids(changes.inserted), "removed": ids(changes.removed), "moved": ids(changes.moved),
            "updated": ids(changes.updated), "titleChanged": .bool(changes.titleChanged),
        ]
    }

    private static func point(_ json: JSONValue?) throws(ConformanceError) -> InsertionPoint {
        switch json {
        case .string("rootStart"): return .rootStart
        case .string("rootEnd"): return .rootEnd
        case .object(let object) where object.count == 1:
            let (key, value) = (object.keys[0], BlockID(object.values[0].stringValue ?? ""))
            switch key {
            case "before": return .before(value)
            case "after": return .after(value)
            case "firstChild": return .firstChild(of: value)
            case "lastChild": return .lastChild(of: value)
            default: break
            }
        default: break
        }
        throw ConformanceError(
            .malformedInput,
            "an insertion point is \"rootStart\", \"rootEnd\" or {\"before\"|\"after\"|\"firstChild\"|\"lastChild\": ID}"
        )
    }

    private static func apply(_ intent: JSONValue, to editor: inout DocumentEditor) throws -> ChangeSet {
        let id = BlockID(intent["id"]?.stringValue ?? "")
        func kind() throws -> BlockKind { try BlockKind(validating: intent["kind"]?.stringValue ?? "") }
        switch intent["op"]?.stringValue {
        case "insert":
            return try editor.insertNew(
                kind: try kind(), shorthand: intent["shorthand"]?.stringValue, at: try point(intent["at"])
            ).changes
        case "move": return try editor.move(id, to: try point(intent["to"]))
        case "delete": return try editor.delete(id)
        case "update":
            let changes = try (intent["changes"]?.arrayValue ?? []).map { change in
                try FieldChange(parsing: change.stringValue ?? "")
            }
            return try editor.update(id, changes)
        case "duplicate": return try editor.duplicate(id).changes
        case "wrap":
            let ids = (intent["ids"]?.arrayValue ?? []).map { BlockID($0.stringValue ?? "") }
            guard let definition = editor.registry.definition(for: try kind()) else {
                return try editor.insertNew(kind: try kind(), at: .rootEnd).changes
            }
            let container =
                try intent["shorthand"]?.stringValue.map { try definition.parseShorthand($0) }
                ?? definition.makeDefault()
            return try editor.wrap(ids, in: .known(container)).changes
        case "unwrap": return try editor.unwrap(id)
        case "convert": return try editor.convert(id, to: try kind())
        case "setTitle": return editor.setTitle(intent["title"]?.stringValue ?? "")
        default:
            throw ConformanceError(
                .malformedInput,
                "an intent's \"op\" is one of insert, move, delete, update, duplicate, wrap, unwrap, convert, setTitle")
        }
    }

    /// The document most edit cases start from.
    static let base = DocumentCases.document(
        #"{"id": "title", "type": "text", "order": "a0", "data": {"text": "Push Day", "style": "title"}},"#
            + #"{"id": "bench", "type": "exercise", "order": "a1", "data": {"name": "Bench Press", "sets": [{"reps": 5, "load": {"value": 80, "unit": "kg"}}]}},"#
            + #"{"id": "row", "type": "exercise", "order": "a2", "data": {"name": "Row", "sets": [{"reps": 8}]}},"#
            + #"{"id": "ss", "type": "set", "order": "a3", "data": {"style": "superset", "rounds": 3}, "children": ["#
            + #"{"id": "curl", "type": "exercise", "order": "a0", "data": {"name": "Curl", "sets": [{"reps": 12}]}},"#
            + #"{"id": "dip", "type": "exercise", "order": "a1", "data": {"name": "Dip", "sets": [{"reps": 10}]}}]},"#
            + #"{"id": "rest", "type": "timer", "order": "a4", "data": {"mode": "countdown", "duration": 90}},"#
            + #"{"id": "line", "type": "divider", "order": "a5", "data": {}}"#,
        title: "Edits")

    /// A document whose siblings have keys long enough that an insertion between them rebalances.
    static let crowded = DocumentCases.document(
        #"{"id": "x1", "type": "text", "order": "a0", "data": {"text": "one"}},"#
            + #"{"id": "x2", "type": "text", "order": "a0\#(String(repeating: "0", count: 25))1", "data": {"text": "two"}},"#
            + #"{"id": "x3", "type": "text", "order": "a1", "data": {"text": "three"}}"#,
        title: "Crowded")

    /// The edit case file, before its expectations are filled in.
    static func files() -> [ConformanceFile] {
        let rows: [(String, String, JSONValue)] = [
            (
                "insert-root-end", "a new block at the end of the root gets the next key",
                ["op": "insert", "kind": "text", "shorthand": "Cool down", "at": "rootEnd"]
            ),
            (
                "insert-root-start", "a new block before the first gets a key below it",
                ["op": "insert", "kind": "divider", "at": "rootStart"]
            ),
            (
                "insert-between", "a new block between two siblings gets a key between theirs",
                ["op": "insert", "kind": "exercise", "shorthand": "Squat 5x5 @100kg", "at": ["after": "bench"]]
            ),
            (
                "insert-into-set", "a block inserted as a set's last child",
                ["op": "insert", "kind": "exercise", "shorthand": "Fly 3x12", "at": ["lastChild": "ss"]]
            ),
            (
                "insert-first-child", "a block inserted as a set's first child",
                ["op": "insert", "kind": "timer", "shorthand": "30s", "at": ["firstChild": "ss"]]
            ),
            (
                "insert-refused-nesting", "a divider cannot go in a set: editor.nesting-not-allowed",
                ["op": "insert", "kind": "divider", "at": ["lastChild": "ss"]]
            ),
            (
                "insert-refused-into-leaf", "nothing can go inside a leaf",
                ["op": "insert", "kind": "text", "at": ["lastChild": "bench"]]
            ),
            (
                "insert-unknown-kind", "an unregistered kind is refused with editor.unknown-kind",
                ["op": "insert", "kind": "acme/sauna", "at": "rootEnd"]
            ),
            (
                "insert-bad-shorthand", "unreadable shorthand is refused with editor.shorthand",
                ["op": "insert", "kind": "exercise", "shorthand": "", "at": "rootEnd"]
            ),
            (
                "insert-unknown-anchor", "an anchor that does not exist is refused",
                ["op": "insert", "kind": "text", "at": ["after": "nope"]]
            ),
            (
                "move-down", "moving a block after a later sibling re-keys only it",
                ["op": "move", "id": "bench", "to": ["after": "row"]]
            ),
            ("move-to-start", "moving a block to the root start", ["op": "move", "id": "rest", "to": "rootStart"]),
            (
                "move-into-set", "moving a root exercise into a set",
                ["op": "move", "id": "row", "to": ["lastChild": "ss"]]
            ),
            (
                "move-out-of-set", "moving a set's child out to the root",
                ["op": "move", "id": "curl", "to": ["after": "line"]]
            ),
            ("move-within-set", "reordering inside a set", ["op": "move", "id": "dip", "to": ["before": "curl"]]),
            (
                "move-no-op", "moving a block next to itself changes nothing",
                ["op": "move", "id": "bench", "to": ["after": "title"]]
            ),
            (
                "move-set-into-set", "a set cannot go inside a set",
                ["op": "move", "id": "ss", "to": ["lastChild": "ss"]]
            ),
            (
                "move-divider-into-set", "a divider cannot be moved into a set",
                ["op": "move", "id": "line", "to": ["firstChild": "ss"]]
            ),
            (
                "move-unknown", "moving a block that does not exist is refused with editor.unknown-block",
                ["op": "move", "id": "nope", "to": "rootEnd"]
            ),
            ("delete-leaf", "deleting a leaf", ["op": "delete", "id": "row"]),
            ("delete-set", "deleting a set deletes its children", ["op": "delete", "id": "ss"]),
            ("delete-child", "deleting a set's child", ["op": "delete", "id": "curl"]),
            ("delete-unknown", "deleting a block that does not exist is refused", ["op": "delete", "id": "nope"]),
            ("update-reps", "a field edit by path", ["op": "update", "id": "bench", "changes": ["sets[0].reps=6"]]),
            (
                "update-duration-text", "a duration typed as text is read by its field spec",
                ["op": "update", "id": "rest", "changes": ["duration=2m"]]
            ),
            (
                "update-title-text", "editing a text block's text",
                ["op": "update", "id": "title", "changes": ["text=Pull Day"]]
            ),
            (
                "update-invalid", "an edit that breaks the block is refused with editor.invalid-value",
                ["op": "update", "id": "rest", "changes": ["duration=-5"]]
            ),
            (
                "update-unknown-field", "an unknown field is added and kept",
                ["op": "update", "id": "row", "changes": ["x-note=keep"]]
            ),
            (
                "update-remove-field", "FIELD= with no value removes the field",
                ["op": "update", "id": "bench", "changes": ["sets[0].load="]]
            ),
            (
                "update-unknown-block", "editing a block that does not exist is refused",
                ["op": "update", "id": "nope", "changes": ["a=1"]]
            ),
            (
                "duplicate-leaf", "a duplicate goes right after its original with a fresh id",
                ["op": "duplicate", "id": "bench"]
            ),
            ("duplicate-set", "duplicating a set duplicates its children", ["op": "duplicate", "id": "ss"]),
            (
                "duplicate-unknown", "duplicating a block that does not exist is refused",
                ["op": "duplicate", "id": "nope"]
            ),
            (
                "wrap-two", "wrapping two adjacent exercises in a superset",
                ["op": "wrap", "ids": ["bench", "row"], "kind": "set", "shorthand": "superset B x2"]
            ),
            (
                "wrap-one", "wrapping one exercise in a circuit",
                ["op": "wrap", "ids": ["row"], "kind": "set", "shorthand": "circuit"]
            ),
            (
                "wrap-not-adjacent", "wrapping siblings that are not adjacent is refused with editor.not-adjacent",
                ["op": "wrap", "ids": ["title", "row"], "kind": "set"]
            ),
            ("wrap-divider", "a divider cannot be wrapped in a set", ["op": "wrap", "ids": ["line"], "kind": "set"]),
            (
                "wrap-empty", "wrapping nothing is refused with editor.invalid-position",
                ["op": "wrap", "ids": [], "kind": "set"]
            ),
            ("unwrap-set", "unwrapping a set puts its children in its place", ["op": "unwrap", "id": "ss"]),
            ("unwrap-leaf", "a leaf cannot be unwrapped: editor.not-a-container", ["op": "unwrap", "id": "bench"]),
            (
                "convert-text-to-exercise", "converting keeps what the kinds share",
                ["op": "convert", "id": "title", "kind": "exercise"]
            ),
            (
                "convert-exercise-to-chart", "an exercise becomes a chart of it",
                ["op": "convert", "id": "row", "kind": "chart"]
            ),
            (
                "convert-set-to-text", "a set with children cannot become a leaf",
                ["op": "convert", "id": "ss", "kind": "text"]
            ),
            (
                "convert-unknown-kind", "converting to an unregistered kind is refused",
                ["op": "convert", "id": "row", "kind": "acme/sauna"]
            ),
            ("set-title", "setting the title changes only the envelope", ["op": "setTitle", "title": "Push Day B"]),
            ("set-title-same", "setting the same title changes nothing", ["op": "setTitle", "title": "Edits"]),
        ]
        var cases = rows.map { name, pins, intent in
            ConformanceCase(name: name, pins: pins, input: ["document": .string(base), "intent": intent])
        }
        cases.append(
            ConformanceCase(
                name: "rebalance-on-insert",
                pins:
                    "an insert whose key would pass the threshold rebalances the siblings near it, and undo restores them",
                input: [
                    "document": .string(crowded), "rebalanceThreshold": 8,
                    "intent": ["op": "insert", "kind": "text", "shorthand": "between", "at": ["after": "x1"]],
                ]))
        cases.append(
            ConformanceCase(
                name: "rebalance-on-move",
                pins: "a move whose key would pass the threshold rebalances too",
                input: [
                    "document": .string(crowded), "rebalanceThreshold": 8,
                    "intent": ["op": "move", "id": "x3", "to": ["after": "x1"]],
                ]))
        cases.append(
            ConformanceCase(
                name: "no-rebalance-below-threshold",
                pins: "with the default threshold the long key is kept and only the new block is keyed",
                input: [
                    "document": .string(crowded),
                    "intent": ["op": "insert", "kind": "text", "shorthand": "between", "at": ["after": "x1"]],
                ]))
        return [
            ConformanceFile(
                suite: .edits, name: "apply", operation: "apply",
                about:
                    "Editor intents: the document after, the change set, and the document after one undo; or the refusal.",
                cases: cases)
        ]
    }
}
