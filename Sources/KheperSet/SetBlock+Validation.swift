public import KheperCore

extension Diagnostic.Code {
    /// A superset has fewer than two exercises.
    static let supersetNeedsTwoExercises: Self = "set.superset-needs-two-exercises"
}

extension SetBlock {
    /// The findings about this set's fields, with paths relative to its `data`: the bounds its ``fields`` declare.
    public func validationDiagnostics() -> [Diagnostic] {
        Self.definition.validate(self)
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
