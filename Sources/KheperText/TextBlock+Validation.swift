public import KheperCore

extension TextBlock {
    /// The findings about this block, with paths relative to its `data`: the bounds its ``fields`` declare.
    public func validationDiagnostics() -> [Diagnostic] {
        Self.definition.validate(self)
    }
}
