import KheperCore

extension TextBlock {
    /// The findings about this block's fields, with paths relative to its `data`.
    func diagnostics() -> [Diagnostic] {
        var checks = FieldChecks()
        checks.length(text, 0...Self.maximumLength, field: "text", at: ["text"])
        return checks.diagnostics
    }
}
