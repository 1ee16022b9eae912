/// Parsed JSON together with what the parser resolved on the way, from `JSONValue.parseReportingRepeats(_:options:)`.
public struct JSONParseResult: Sendable {
    /// The parsed value; a repeated key holds its last value.
    public var value: JSONValue

    /// Every key written more than once in one object, at any depth; empty for most input.
    public var duplicateKeys: [JSONDuplicateKey]

    /// Creates a result.
    public init(value: JSONValue, duplicateKeys: [JSONDuplicateKey]) {
        self.value = value
        self.duplicateKeys = duplicateKeys
    }
}
