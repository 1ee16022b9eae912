public import KheperCore

extension DocumentFormat {
    /// The JSON Schema `$id` of this format's documents.
    public var schemaID: String { "https://kheper.app/schema/\(name)-\(Self.currentVersion).json" }
}
