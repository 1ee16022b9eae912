public import KheperCore

extension Diagnostic.Code {
    /// A timer field that its mode does not use, such as `work` on a countdown.
    public static let timerIgnoredField: Self = "timer.ignored-field"
}

extension TimerBlock {
    /// The findings about this timer, with paths relative to its `data`: the bounds its ``fields`` declare, the
    /// fields its mode requires, and fields its mode ignores.
    public func validationDiagnostics() -> [Diagnostic] {
        Self.definition.validate(self)
    }

    /// The rules that span fields: what each mode requires and ignores.
    func ruleDiagnostics() -> [Diagnostic] {
        var checks = FieldChecks()
        switch mode {
        case .countdown, .emom, .amrap:
            checks.require(duration, field: "duration", at: ["duration"], because: "for \(mode.phrase)")
            for (field, value) in [("work", work), ("rest", rest), ("rounds", rounds)] where value != nil {
                checks.append(ignored(field))
            }
        case .interval:
            checks.require(work, field: "work", at: ["work"], because: "for \(mode.phrase)")
            if duration != nil { checks.append(ignored("duration")) }
        case .tabata:
            if duration != nil { checks.append(ignored("duration")) }
        }
        return checks.diagnostics
    }

    private func ignored(_ field: String) -> Diagnostic {
        let uses = mode.usesDuration ? "\"duration\"" : "\"work\", \"rest\" and \"rounds\""
        return .warning(
            .timerIgnoredField,
            "\"\(field)\" is ignored by \(mode.phrase), which uses \(uses)",
            at: [.key(field)]
        )
    }
}
