public import KheperCore

extension Diagnostic.Code {
    /// A chart sets `formula` with a metric other than `estimated1RM`, which ignores it.
    public static let chartFormulaIgnored: Self = "chart.formula-ignored"
    /// A chart sets both `range` and `periodDays`; `range` wins and `periodDays` is ignored.
    public static let chartPeriodIgnored: Self = "chart.period-ignored"
}

extension ChartBlock {
    /// The findings about this chart, with paths relative to its `data`: the bounds its ``fields`` declare, then
    /// the rules that span fields.
    public func validationDiagnostics() -> [Diagnostic] {
        Self.definition.validate(self)
    }

    /// The rules beyond a field's bounds: a name that is not blank, a formula only with estimated1RM, and
    /// `periodDays` only without `range`.
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
        if let range, let periodDays {
            checks.append(
                .warning(
                    .chartPeriodIgnored,
                    "\"periodDays\" is \(periodDays), which is ignored because \"range\" is \"\(range.rawValue)\"",
                    at: ["periodDays"]
                )
            )
        }
        return checks.diagnostics
    }
}
