/// The stable identifier of a document: any non-empty string, a lowercase UUID by default.
public struct DocumentID: StringIdentifier {
    /// The identifier as written in documents.
    public let rawValue: String

    /// Wraps an existing identifier string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
