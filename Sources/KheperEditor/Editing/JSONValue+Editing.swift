import KheperCore

extension JSONValue {
    /// This value with `newValue` set at `path` (or the member removed when `nil`); missing object members are
    /// created along the way, and an array index may be one past the end to append.
    ///
    /// - Throws: A sentence saying which step of the path does not exist.
    func setting(_ newValue: JSONValue?, at path: ArraySlice<JSONPath.Component>) throws(PathEditError) -> JSONValue? {
        guard let first = path.first else { return newValue }
        let rest = path.dropFirst()
        switch (first, self) {
        case (.key(let key), .object(var object)):
            let child = object[key] ?? (rest.isEmpty ? .null : .object(JSONObject()))
            object[key] = try child.setting(newValue, at: rest)
            return .object(object)
        case (.key(let key), .null) where newValue != nil:
            var object = JSONObject()
            object[key] = try JSONValue.object(JSONObject()).setting(newValue, at: rest)
            return .object(object)
        case (.index(let index), .array(var array)):
            if index == array.count, rest.isEmpty, let newValue {
                array.append(newValue)
                return .array(array)
            }
            guard array.indices.contains(index) else {
                throw PathEditError(message: "there is no element \(index); the array has \(array.count)")
            }
            if let updated = try array[index].setting(newValue, at: rest) {
                array[index] = updated
            } else {
                array.remove(at: index)
            }
            return .array(array)
        case (.key(let key), _):
            throw PathEditError(message: "\(self.kindName) has no member \"\(key)\"")
        case (.index(let index), _):
            throw PathEditError(message: "\(self.kindName) has no element \(index)")
        }
    }

    /// A word for the kind of value, for messages.
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// Why a path could not be edited.
struct PathEditError: Error {
    let message: String
}
