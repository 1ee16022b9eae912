public import KheperCore

extension Diagnostic.Code {
    /// A chart sets `formula` with a metric other than `estimated1RM`, which ignores it.
    public static let chartFormulaIgnored: Self = "chart.formula-ignored"
}

extension ChartBlock {
    /// The findings about this chart, with paths relative to its `data`: the bounds its ``fields`` declare, then
    /// the rules that span fields.
    public func validationDiagnostics() -> [Diagnostic] {
        Self.definition.validate(self)
    }

    /// The rules beyond a field's bounds: a name that is not blank, and a formula only with estimated1RM.
    func ruleDiagnostics() -> [Diagnostic] {
        var checks = FieldChecks()
        if !exercise.isEmpty && exercise.allSatisfy(\.isWhitespace) {
            checks.append(
                .error(.invalidValue, "\"exercise\" is blank; expected an exercise name or id", at: ["exercise"]))
        }
        if let formula, resolvedMetric != .estimated1RM {
            checks.append(
                .warning(
                    .chartFormulaIgnored,
                    "\"formula\" is \"\(formula.rawValue)\", which only applies to the estimated1RM metric; "
                        + "\"metric\" is \"\(resolvedMetric.rawValue)\"",
                    at: ["formula"]
                )
            )
        }
        return checks.diagnostics
    }
}
