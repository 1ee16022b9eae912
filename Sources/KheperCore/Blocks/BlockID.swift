/// The stable identifier of a block within a document: any non-empty string, a lowercase UUID by default.
public struct BlockID: StringIdentifier {
    /// The identifier as written in documents.
    public let rawValue: String

    /// Wraps an existing identifier string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
