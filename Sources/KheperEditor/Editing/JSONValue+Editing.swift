import KheperCore

extension JSONValue {
    /// This value with `newValue` set at `path` (or the member removed when `nil`); missing object members are
    /// created along the way, and an array index may be one past the end to append.
    ///
    /// It walks down the path collecting the containers it passes, then rebuilds them upward, so a path of any
    /// length uses no stack.
    ///
    /// - Throws: A sentence saying which step of the path does not exist.
    func setting(_ newValue: JSONValue?, at path: ArraySlice<JSONPath.Component>) throws(PathEditError) -> JSONValue? {
        var opened: [OpenedContainer] = []
        opened.reserveCapacity(path.count)
        var current = self
        var result: JSONValue? = newValue
        var position = path.startIndex
        walk: while position < path.endIndex {
            let isLast = position == path.index(before: path.endIndex)
            switch (path[position], current) {
            case (.key(let key), .object(let object)):
                opened.append(.object(object, key))
                current = object[key] ?? (isLast ? .null : .object(JSONObject()))
            case (.key(let key), .null) where newValue != nil:
                opened.append(.object(JSONObject(), key))
                current = .object(JSONObject())
            case (.index(let index), .array(var array)):
                if index == array.count, isLast, let newValue {
                    array.append(newValue)
                    result = .array(array)
                    break walk
                }
                guard array.indices.contains(index) else {
                    throw PathEditError(message: Self.outOfRange(index, count: array.count, list: path[..<position]))
                }
                opened.append(.array(array, index))
                current = array[index]
            case (.key(let key), _):
                throw PathEditError(message: "\(current.kindName) has no member \"\(key)\"")
            case (.index(let index), _):
                throw PathEditError(message: "\(current.kindName) has no element \(index)")
            }
            position += 1
        }
        while let container = opened.popLast() {
            switch container {
            case .object(var object, let key):
                object[key] = result
                result = .object(object)
            case .array(var array, let index):
                if let result {
                    array[index] = result
                } else {
                    array.remove(at: index)
                }
                result = .array(array)
            }
        }
        return result
    }

    /// The sentence for an index past the end of a list: the list, the index, the valid range and how to append.
    static func outOfRange(_ index: Int, count: Int, list: ArraySlice<JSONPath.Component>) -> String {
        let field = dotted(list)
        let range =
            switch count {
            case 0: "has no elements"
            case 1: "has 1 element, numbered 0"
            default: "has \(count) elements, numbered 0 to \(count - 1)"
            }
        return "the list \"\(field)\" \(range), so there is no element \(index); add one at its end with "
            + "\(field).+=VALUE"
    }

    /// A path written the way `kheper set` takes it, such as `sets.0.reps`.
    static func dotted(_ path: ArraySlice<JSONPath.Component>) -> String {
        path.map { component in
            switch component {
            case .key(let key): key
            case .index(let index): String(index)
            }
        }.joined(separator: ".")
    }

    /// The value at `path`, or `nil` when a step of it is missing.
    func value(at path: [JSONPath.Component]) -> JSONValue? {
        var current = self
        for component in path {
            switch (component, current) {
            case (.key(let key), .object(let object)):
                guard let member = object[key] else { return nil }
                current = member
            case (.index(let index), .array(let array)) where array.indices.contains(index):
                current = array[index]
            default:
                return nil
            }
        }
        return current
    }

    /// How deeply arrays and objects nest in this value, counted without recursion: 0 for a scalar, 1 for `[]`.
    var nestingDepth: Int {
        switch self {  // Most columns, such as a block's extra fields, are empty or flat: no stack for them.
        case .null, .bool, .number, .string: return 0
        case .object(let object) where object.isEmpty: return 1
        case .array(let array) where array.isEmpty: return 1
        default: break
        }
        var deepest = 0
        var pending: [(value: JSONValue, depth: Int)] = [(self, 0)]
        while let (value, depth) = pending.popLast() {
            switch value {
            case .array(let elements):
                deepest = max(deepest, depth + 1)
                for element in elements { pending.append((element, depth + 1)) }
            case .object(let object):
                deepest = max(deepest, depth + 1)
                for (_, member) in object { pending.append((member, depth + 1)) }
            case .null, .bool, .number, .string:
                break
            }
        }
        return deepest
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

/// A container passed on the way down a path, with the step taken out of it.
private enum OpenedContainer {
    case object(JSONObject, String)
    case array([JSONValue], Int)
}

/// Why a path could not be edited.
struct PathEditError: Error {
    let message: String
}
