public import KheperCore

extension DividerBlock {
    /// The findings about this divider, with paths relative to its `data`: the bounds its ``fields`` declare.
    public func validationDiagnostics() -> [Diagnostic] {
        Self.definition.validate(self)
    }
}
