public import KheperCore

/// Finds values in a change record that the server cannot store, before the record is sent: a text holding
/// U+0000 (PostgreSQL's `jsonb` refuses it as "unsupported Unicode escape sequence", failing the whole push).
public enum UnstorableValueCheck {
    /// Why `record` cannot go to the server, naming the member that holds the value, or `nil` when it can.
    public static func reason(_ record: ChangeRecord) -> String? {
        reason(json: record.json)
    }

    /// Why a record whose contract JSON is `json` cannot go to the server, or `nil` when it can: ``reason(_:)`` for
    /// a caller that already made the JSON.
    public static func reason(json: JSONValue) -> String? {
        // Nearly every record holds no NUL: look for one first, and spell the path only for a record that has one.
        guard holdsNUL(json), let path = firstNUL(in: json, at: "") else { return nil }
        return "The text at \(path) holds the character U+0000 (NUL), which the server cannot store; "
            + "expected text without it."
    }

    /// ``reason(json:)`` for a record whose JSON text, `text`, is already written as `JSONValue.serializedString()`
    /// writes it: the text's bytes are scanned for the escape a U+0000 is written as (a NUL byte is never written
    /// raw), and the JSON is walked to name the member only when there is one.
    public static func reason(json: JSONValue, text: String) -> String? {
        guard writesNUL(text) else { return nil }
        return reason(json: json)
    }

    /// Whether the JSON text `text` holds the escape `\u0000`: each backslash starts an escape, so one that follows
    /// an escaped backslash (`\\u0000`, a backslash in the text) is not one.
    static func writesNUL(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let backslash = UInt8(ascii: "\\")
            let zero = UInt8(ascii: "0")
            var index = 0
            while let found = bytes[index...].firstIndex(of: backslash) {
                if found + 5 < bytes.count, bytes[found + 1] == UInt8(ascii: "u"), bytes[found + 2] == zero,
                    bytes[found + 3] == zero, bytes[found + 4] == zero, bytes[found + 5] == zero
                {
                    return true
                }
                index = found + 2
                if index >= bytes.count { return false }
            }
            return false
        }
    }

    /// Whether a string or member name in `value` holds U+0000.
    private static func holdsNUL(_ value: JSONValue) -> Bool {
        switch value {
        case .string(let text): text.utf8.contains(0)
        case .array(let items): items.contains(where: holdsNUL)
        case .object(let object): object.contains { $0.key.utf8.contains(0) || holdsNUL($0.value) }
        case .null, .bool, .number: false
        }
    }

    /// The path of the first string or member name in `value` holding U+0000, or `nil`.
    private static func firstNUL(in value: JSONValue, at path: String) -> String? {
        switch value {
        case .string(let text):
            return text.utf8.contains(0) ? (path.isEmpty ? "the record" : path) : nil
        case .array(let items):
            for (index, item) in items.enumerated() {
                if let found = firstNUL(in: item, at: "\(path)[\(index)]") { return found }
            }
            return nil
        case .object(let object):
            for (key, member) in object {
                let shown = key.unicodeScalars.map { $0 == "\0" ? "\\u0000" : String($0) }.joined()
                let memberPath = path.isEmpty ? shown : "\(path).\(shown)"
                if key.utf8.contains(0) { return memberPath }
                if let found = firstNUL(in: member, at: memberPath) { return found }
            }
            return nil
        case .null, .bool, .number:
            return nil
        }
    }
}
