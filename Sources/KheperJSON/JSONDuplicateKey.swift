/// A key written more than once in one JSON object; the parser keeps the last value, at the first position.
public struct JSONDuplicateKey: Sendable, Hashable {
    /// Where the member sits, such as `blocks[0].data.name`.
    public var path: JSONPath

    /// The repeated key.
    public var key: String

    /// How many times the key was written in that object, at least 2.
    public var occurrences: Int

    /// Creates a record of a repeated key.
    public init(path: JSONPath, key: String, occurrences: Int) {
        self.path = path
        self.key = key
        self.occurrences = occurrences
    }
}
