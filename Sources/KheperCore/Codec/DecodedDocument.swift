/// The result of reading a document: the document itself, and every diagnostic about its content.
public struct DecodedDocument: Sendable {
    /// The document, with every block kept, unknown ones included.
    public var document: BlockDocument

    /// What was repaired while reading (ids and order keys) followed by the validation of the content, with
    /// paths that point into the input as it was written.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
