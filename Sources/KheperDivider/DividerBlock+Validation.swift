import KheperCore

extension DividerBlock {
    /// The findings about this divider's fields, with paths relative to its `data`.
    func diagnostics() -> [Diagnostic] {
        var checks = FieldChecks()
        checks.length(label, 0...Self.maximumLabelLength, field: "label", at: ["label"])
        return checks.diagnostics
    }
}
