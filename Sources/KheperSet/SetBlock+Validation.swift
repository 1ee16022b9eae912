import KheperCore

extension Diagnostic.Code {
    /// A superset has fewer than two exercises.
    static let supersetNeedsTwoExercises: Self = "set.superset-needs-two-exercises"
}

extension SetBlock {
    /// The findings about this set's fields, with paths relative to its `data`.
    func diagnostics() -> [Diagnostic] {
        var checks = FieldChecks()
        checks.length(name, 0...Self.maximumNameLength, field: "name", at: ["name"])
        checks.range(rounds, Self.roundsRange, field: "rounds", at: ["rounds"])
        checks.range(
            restBetweenExercises, Self.restRange, field: "restBetweenExercises", at: ["restBetweenExercises"],
            unit: "seconds")
        checks.range(
            restBetweenRounds, Self.restRange, field: "restBetweenRounds", at: ["restBetweenRounds"], unit: "seconds")
        return checks.diagnostics
    }

    /// Warns when a superset holds fewer than two exercises; the path is the set block itself.
    func childDiagnostics(_ children: [BlockContent]) -> [Diagnostic] {
        guard resolvedStyle == .superset else { return [] }
        let count = children.filter { $0.kind == "exercise" }.count
        guard count < 2 else { return [] }
        let has = count == 1 ? "it has 1" : "it has \(count)"
        return [
            .warning(
                .supersetNeedsTwoExercises,
                "a superset needs at least 2 \"exercise\" blocks; \(has)",
                at: .root
            )
        ]
    }
}
