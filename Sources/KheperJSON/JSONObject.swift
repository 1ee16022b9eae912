/// An ordered JSON object: members keep insertion order, while equality and hashing ignore order.
///
/// Keys are unique. Setting an existing key replaces its value in place; when parsed input repeats a key, the last
/// value wins and the member keeps the position of its first occurrence.
public struct JSONObject: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// Objects with more members than this get a dictionary index; smaller ones use a linear scan.
    static let indexThreshold = 16

    /// Member keys, in order.
    private(set) var storedKeys: [String]
    /// Member values, parallel to `storedKeys`.
    private(set) var storedValues: [JSONValue]
    /// Key → position, maintained only for objects larger than `indexThreshold`.
    private var index: [String: Int]?

    /// Creates an empty object.
    public init() {
        storedKeys = []
        storedValues = []
        index = nil
    }

    /// Creates an object from key-value pairs in order; a repeated key keeps its first position and last value.
    public init(_ members: some Sequence<(String, JSONValue)>) {
        self.init()
        for (key, value) in members { self[key] = value }
    }

    /// Creates an object from a dictionary literal, keeping the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }

    /// Builds an object from parallel arrays, resolving duplicate keys (last value wins, first position kept).
    init(parsedKeys keys: [String], values: [JSONValue]) {
        var ignored: [(key: String, occurrences: Int)] = []
        self.init(parsedKeys: keys, values: values, repeatedKeys: &ignored)
    }

    /// Builds an object from parallel arrays like `init(parsedKeys:values:)`, appending each key written more
    /// than once to `repeatedKeys` with how often it was written; an object without repeats costs nothing extra.
    init(parsedKeys keys: [String], values: [JSONValue], repeatedKeys: inout [(key: String, occurrences: Int)]) {
        storedKeys = keys
        storedValues = values
        index = nil
        let count = keys.count
        if count > JSONObject.indexThreshold {
            var built = [String: Int](minimumCapacity: count)
            var duplicates = false
            for position in 0..<count where built.updateValue(position, forKey: keys[position]) != nil {
                duplicates = true
            }
            if duplicates {
                removeDuplicates(reportingTo: &repeatedKeys)
            } else {
                index = built
            }
        } else if count > 1 {
            outer: for position in 1..<count {
                let key = keys[position]
                for earlier in 0..<position where keys[earlier] == key {
                    removeDuplicates(reportingTo: &repeatedKeys)
                    break outer
                }
            }
        }
    }

    /// Rebuilds storage so each key appears once, at its first position, holding its last value, and reports
    /// every repeated key, in the order of its first occurrence.
    private mutating func removeDuplicates(reportingTo repeatedKeys: inout [(key: String, occurrences: Int)]) {
        let keys = storedKeys
        let values = storedValues
        storedKeys = []
        storedValues = []
        index = nil
        var occurrences = [Int](repeating: 0, count: keys.count)
        for position in keys.indices {
            let existing = self.position(of: keys[position])
            occurrences[existing ?? storedKeys.count] += 1
            self[keys[position]] = values[position]
        }
        for position in storedKeys.indices where occurrences[position] > 1 {
            repeatedKeys.append((storedKeys[position], occurrences[position]))
        }
    }

    /// Reserves storage for `capacity` members.
    public mutating func reserveCapacity(_ capacity: Int) {
        storedKeys.reserveCapacity(capacity)
        storedValues.reserveCapacity(capacity)
    }

    /// The keys in order.
    public var keys: [String] { storedKeys }

    /// The values in key order.
    public var values: [JSONValue] { storedValues }

    /// The number of members.
    public var count: Int { storedKeys.count }

    /// True when the object has no members.
    public var isEmpty: Bool { storedKeys.isEmpty }

    /// Whether the object has a member named `key`.
    public func contains(_ key: String) -> Bool {
        position(of: key) != nil
    }

    /// The position of `key` among the members, or nil.
    func position(of key: String) -> Int? {
        if let index { return index[key] }
        var position = 0
        for candidate in storedKeys {
            if candidate == key { return position }
            position += 1
        }
        return nil
    }

    /// The value at member position `position`.
    func value(at position: Int) -> JSONValue {
        storedValues[position]
    }

    /// The key at member position `position`.
    func key(at position: Int) -> String {
        storedKeys[position]
    }

    /// Appends a member whose key is known to be absent.
    package mutating func appendUnchecked(_ key: String, _ value: JSONValue) {
        if index != nil {
            index?[key] = storedKeys.count
        } else if storedKeys.count == JSONObject.indexThreshold {
            var built = [String: Int](minimumCapacity: storedKeys.count * 2)
            for (position, existing) in storedKeys.enumerated() { built[existing] = position }
            built[key] = storedKeys.count
            index = built
        }
        storedKeys.append(key)
        storedValues.append(value)
    }

    /// Gets or sets the value for `key`; setting nil removes the member, setting a new key appends it.
    public subscript(key: String) -> JSONValue? {
        get {
            guard let position = position(of: key) else { return nil }
            return storedValues[position]
        }
        set {
            if let position = position(of: key) {
                if let newValue {
                    storedValues[position] = newValue
                } else {
                    removeMember(at: position)
                }
            } else if let newValue {
                appendUnchecked(key, newValue)
            }
        }
    }

    /// Removes and returns the value for `key`, if present.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSONValue? {
        guard let position = position(of: key) else { return nil }
        let old = storedValues[position]
        removeMember(at: position)
        return old
    }

    /// Removes the member at `position`, keeping the order of the others.
    private mutating func removeMember(at position: Int) {
        storedKeys.remove(at: position)
        storedValues.remove(at: position)
        if index != nil {
            if storedKeys.count <= JSONObject.indexThreshold {
                index = nil
            } else {
                var built = [String: Int](minimumCapacity: storedKeys.count)
                for (position, existing) in storedKeys.enumerated() { built[existing] = position }
                index = built
            }
        }
    }

    /// An iterator over the members in order.
    public struct Iterator: IteratorProtocol {
        private let object: JSONObject
        private var position = 0

        init(_ object: JSONObject) {
            self.object = object
        }

        /// Returns the next member, or nil at the end.
        public mutating func next() -> (key: String, value: JSONValue)? {
            guard position < object.storedKeys.count else { return nil }
            defer { position += 1 }
            return (object.storedKeys[position], object.storedValues[position])
        }
    }

    /// Returns an iterator over the members in order.
    public func makeIterator() -> Iterator {
        Iterator(self)
    }

    /// The number of members, for `Sequence` consumers.
    public var underestimatedCount: Int { storedKeys.count }

    /// Compares members regardless of order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.storedKeys == rhs.storedKeys { return lhs.storedValues == rhs.storedValues }
        for position in lhs.storedKeys.indices {
            guard let other = rhs[lhs.storedKeys[position]], other == lhs.storedValues[position] else { return false }
        }
        return true
    }

    /// Hashes members regardless of order, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        var combined = 0
        for position in storedKeys.indices {
            var member = Hasher()
            member.combine(storedKeys[position])
            member.combine(storedValues[position])
            combined = combined &+ member.finalize()
        }
        hasher.combine(storedKeys.count)
        hasher.combine(combined)
    }
}
