public import KheperCore

extension Diagnostic.Code {
    /// A chart sets `formula` with a metric other than `estimated1RM`, which ignores it.
    public static let chartFormulaIgnored: Self = "chart.formula-ignored"
}

extension ChartBlock {
    /// The findings about this chart, with paths relative to its `data`.
    public func validationDiagnostics() -> [Diagnostic] {
        var checks = FieldChecks()
        checks.length(exercise, Self.exerciseLength, field: "exercise", at: ["exercise"])
        if !exercise.isEmpty && exercise.allSatisfy(\.isWhitespace) {
            checks.append(
                .error(.invalidValue, "\"exercise\" is blank; expected an exercise name or id", at: ["exercise"]))
        }
        checks.range(periodDays, Self.periodDaysRange, field: "periodDays", at: ["periodDays"], unit: "days")
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
