public import KheperCore

extension BlockDefinition {
    /// A JSON Schema (2020-12) of the kind's `data` object, for tools and `kheper schema`: built from the kind's
    /// `fields` with its own `schemaAnnotations` added, or those annotations alone for a kind with no fields.
    public var dataSchema: JSONValue {
        fields.isEmpty ? schemaAnnotations : fields.dataSchema(adding: schemaAnnotations)
    }
}
