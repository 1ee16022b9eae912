public import KheperCore

/// Replaces the random ids an implementation makes (UUIDs, such as a duplicate's id) by `fresh-1`, `fresh-2`, … in
/// the order they first appear in the value written with sorted keys, so expectations do not depend on chance.
public enum FreshIDs {
    /// The value with every lowercase UUID in its strings replaced by its `fresh-N` name.
    public static func normalized(_ value: JSONValue) -> JSONValue {
        let text = Array(value.serialized([.sortedKeys]))
        var names: [String: String] = [:]
        var index = 0
        while index + 36 <= text.count {
            if isUUID(text[index..<(index + 36)]) {
                let id = String(decoding: text[index..<(index + 36)], as: UTF8.self)
                if names[id] == nil { names[id] = "fresh-\(names.count + 1)" }
                index += 36
            } else {
                index += 1
            }
        }
        return names.isEmpty ? value : replacing(value, names)
    }

    /// Whether a lowercase UUID's text, as `BlockID.random()` writes it, is in `bytes`.
    public static func containsUUID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 36 else { return false }
        return (0...(bytes.count - 36)).contains { isUUID(bytes[$0..<($0 + 36)]) }
    }

    private static func isUUID(_ bytes: ArraySlice<UInt8>) -> Bool {
        for (offset, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(offset) {
                guard byte == UInt8(ascii: "-") else { return false }
            } else {
                let isHex =
                    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                guard isHex else { return false }
            }
        }
        return true
    }

    private static func replacing(_ value: JSONValue, _ names: [String: String]) -> JSONValue {
        switch value {
        case .string(let text):
            var result = text
            for (id, name) in names where result.contains(id) {
                result = result.split(separator: id, omittingEmptySubsequences: false).joined(separator: name)
            }
            return .string(result)
        case .array(let items): return .array(items.map { replacing($0, names) })
        case .object(let object): return .object(JSONObject(object.map { ($0.key, replacing($0.value, names)) }))
        default: return value
        }
    }
}
