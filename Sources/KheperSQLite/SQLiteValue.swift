internal import KheperCore

/// A value bound to a statement parameter.
enum SQLiteValue {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    /// Compact JSON text written with `JSONValue.serialized()`, so numbers and member order survive exactly.
    case json(JSONValue)
    /// Compact JSON text already written, bound as it is.
    case jsonText(JSONText)

    /// Text, or `NULL` when `text` is nil.
    static func optionalText(_ text: String?) -> SQLiteValue {
        text.map(SQLiteValue.text) ?? .null
    }

    /// An identifier, stored as the string it is written as.
    static func text(_ id: some StringIdentifier) -> SQLiteValue {
        .text(id.rawValue)
    }

    /// A real, or `NULL` when `value` is nil; the value is bound exactly as it is.
    static func optionalReal(_ value: Double?) -> SQLiteValue {
        value.map(SQLiteValue.real) ?? .null
    }

    /// An integer column from a Swift `Int`.
    static func int(_ value: Int) -> SQLiteValue {
        .integer(Int64(value))
    }
}
