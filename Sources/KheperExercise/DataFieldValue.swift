import KheperCore

/// A Swift type a ``DataField`` holds, with the ``JSONFieldReader`` read that suits it: a string, a number or a
/// choice is read straight from the object, anything else through `Decodable`.
protocol DataFieldValue: Codable, SendableMetatype {
    /// Reads the member `key`, or `nil` when it is missing or `null`.
    static func readIfPresent(_ key: String, from fields: JSONFieldReader) throws -> Self?

    /// Reads the member `key`, which must be written.
    static func read(_ key: String, from fields: JSONFieldReader) throws -> Self
}

extension DataFieldValue {
    /// Reads a required member through `Decodable`.
    static func read(_ key: String, from fields: JSONFieldReader) throws -> Self {
        try fields.decode(Self.self, key)
    }
}

extension DataFieldValue where Self: FieldChoice {
    /// Reads a choice by its name.
    static func readIfPresent(_ key: String, from fields: JSONFieldReader) throws -> Self? {
        try fields.choiceIfPresent(Self.self, key)
    }

    /// Reads a required choice by its name.
    static func read(_ key: String, from fields: JSONFieldReader) throws -> Self {
        try fields.choice(Self.self, key)
    }
}

extension String: DataFieldValue {
    /// Reads an optional string.
    static func readIfPresent(_ key: String, from fields: JSONFieldReader) throws -> Self? {
        try fields.stringIfPresent(key)
    }

    /// Reads a required string.
    static func read(_ key: String, from fields: JSONFieldReader) throws -> Self { try fields.string(key) }
}

extension Int: DataFieldValue {
    /// Reads an optional whole number.
    static func readIfPresent(_ key: String, from fields: JSONFieldReader) throws -> Self? {
        try fields.intIfPresent(key)
    }
}

extension Double: DataFieldValue {
    /// Reads an optional number.
    static func readIfPresent(_ key: String, from fields: JSONFieldReader) throws -> Self? {
        try fields.doubleIfPresent(key)
    }

    /// Reads a required number.
    static func read(_ key: String, from fields: JSONFieldReader) throws -> Self { try fields.double(key) }
}

extension Bool: DataFieldValue {
    /// Reads an optional boolean.
    static func readIfPresent(_ key: String, from fields: JSONFieldReader) throws -> Self? {
        try fields.boolIfPresent(key)
    }
}

extension Array: DataFieldValue where Element == ExerciseSet {
    /// Reads an optional list of sets, each straight from the array.
    static func readIfPresent(_ key: String, from fields: JSONFieldReader) throws -> Self? {
        try fields.arrayIfPresent(of: Element.self, key)
    }
}

extension ExerciseSetKind: DataFieldValue {}

extension Load: DataFieldValue {
    /// Reads an optional load straight from its object.
    static func readIfPresent(_ key: String, from fields: JSONFieldReader) throws -> Self? {
        try fields.objectIfPresent(Load.self, key)
    }
}
