public import KheperCore

extension Diagnostic.Code {
    /// A timer field that its mode does not use, such as `work` on a countdown.
    public static let timerIgnoredField: Self = "timer.ignored-field"
}

extension TimerBlock {
    /// The findings about this timer, with paths relative to its `data`: bounds, the fields its mode requires,
    /// and fields its mode ignores.
    public func validationDiagnostics() -> [Diagnostic] {
        var checks = FieldChecks()
        checks.range(duration, Self.durationRange, field: "duration", at: ["duration"], unit: "s")
        checks.range(work, Self.workRange, field: "work", at: ["work"], unit: "s")
        checks.range(rest, Self.restRange, field: "rest", at: ["rest"], unit: "s")
        checks.range(rounds, Self.roundsRange, field: "rounds", at: ["rounds"])
        checks.range(prepare, Self.prepareRange, field: "prepare", at: ["prepare"], unit: "s")
        checks.length(label, Self.labelLength, field: "label", at: ["label"])
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
