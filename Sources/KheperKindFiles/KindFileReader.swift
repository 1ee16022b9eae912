import KheperCore

/// Reads the typed members of one object in a kind file, refusing members it does not know and naming the
/// file and the member's JSON path when one has the wrong form.
struct KindFileReader {
    let object: JSONObject
    let file: String
    let path: JSONPath

    /// Checks that `json` is an object whose members are all among `members`.
    init(_ json: JSONValue, file: String, at path: JSONPath, members: [String]) throws(KindFileError) {
        guard case .object(let object) = json else {
            throw KindFileError(file: file, at: path, found: json, expected: "an object")
        }
        for key in object.keys where !members.contains(key) {
            throw KindFileError(
                .invalid, file: file, at: path.appending(key),
                "an unknown member; expected one of: \(members.joined(separator: ", "))")
        }
        self.object = object
        self.file = file
        self.path = path
    }

    func value(_ key: String, required: Bool = false) throws(KindFileError) -> JSONValue? {
        guard let value = object[key] else {
            if required { throw mismatch(key, nil, "a value") }
            return nil
        }
        return value
    }

    func string(_ key: String, required: Bool = false) throws(KindFileError) -> String? {
        switch object[key] {
        case .string(let text)? where !text.isEmpty: return text
        case nil where !required: return nil
        case let other: throw mismatch(key, other, "a non-empty string")
        }
    }

    func bool(_ key: String) throws(KindFileError) -> Bool? {
        switch object[key] {
        case .bool(let value)?: return value
        case nil: return nil
        case let other: throw mismatch(key, other, "true or false")
        }
    }

    func integer(_ key: String, in range: ClosedRange<Int>) throws(KindFileError) -> Int? {
        guard let value = object[key] else { return nil }
        guard case .number(let number) = value, let whole = number.int64Value.flatMap({ Int(exactly: $0) }),
            range.contains(whole)
        else { throw mismatch(key, value, "a whole number from \(range.lowerBound) to \(range.upperBound)") }
        return whole
    }

    /// An array of strings; empty when the member is absent.
    func strings(_ key: String) throws(KindFileError) -> [String] {
        guard let value = object[key] else { return [] }
        guard case .array(let entries) = value else { throw mismatch(key, value, "an array of strings") }
        var strings: [String] = []
        for (index, entry) in entries.enumerated() {
            guard case .string(let text) = entry, !text.isEmpty else {
                throw KindFileError(
                    file: file, at: path.appending(key).appending(index: index), found: entry,
                    expected: "a non-empty string")
            }
            strings.append(text)
        }
        return strings
    }

    /// An array of well-formed block kind tags; empty when the member is absent.
    func kinds(_ key: String) throws(KindFileError) -> [BlockKind] {
        var kinds: [BlockKind] = []
        for (index, tag) in try strings(key).enumerated() {
            do {
                kinds.append(try BlockKind(validating: tag))
            } catch {
                throw KindFileError(
                    file: file, at: path.appending(key).appending(index: index), found: .string(tag),
                    expected: "a block kind tag: \(error.problem)")
            }
        }
        return kinds
    }

    private func mismatch(_ key: String, _ value: JSONValue?, _ expected: String) -> KindFileError {
        KindFileError(file: file, at: path.appending(key), found: value, expected: expected)
    }
}
