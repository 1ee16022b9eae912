public import KheperCore

extension Diagnostic.Code {
    /// A superset has fewer than two exercises.
    static let supersetNeedsTwoExercises: Self = "set.superset-needs-two-exercises"
    /// A set field that its style does not use, such as `cap` on an EMOM.
    public static let setIgnoredField: Self = "set.ignored-field"
    /// A timed group (EMOM, AMRAP, for time) holds a timer; the group's own clock is the timer.
    public static let timedGroupHoldsTimer: Self = "set.timed-group-holds-timer"
    /// A timed group holds no exercise to perform against its clock.
    public static let timedGroupNeedsExercise: Self = "set.timed-group-needs-exercise"
    /// An exercise in a group with written rounds lists more than one set, but not as many as the rounds.
    public static let roundsDisagreeWithSets: Self = "set.rounds-disagree-with-sets"
}

extension SetBlock {
    /// The findings about this set's fields, with paths relative to its `data`: the bounds its ``fields`` declare,
    /// the clock fields each style requires, and the fields its style ignores.
    public func validationDiagnostics() -> [Diagnostic] {
        Self.definition.validate(self)
    }

    /// The rules that span fields: an EMOM and an AMRAP need `duration`; an EMOM's interval fits in it; clock
    /// fields on a style that has no such clock are ignored, as are rounds on an EMOM or an AMRAP.
    func ruleDiagnostics() -> [Diagnostic] {
        var checks = FieldChecks()
        let style = resolvedStyle
        let used: Set<String> =
            switch style {
            case .superset, .circuit, .giant: []
            case .emom: ["duration", "every"]
            case .amrap: ["duration"]
            case .forTime: ["cap"]
            }
        if style == .emom || style == .amrap {
            checks.require(duration, field: "duration", at: ["duration"], because: "for \(style.phrase)")
        }
        if style == .emom, let duration, let every, every > duration, Self.everyRange.contains(every) {
            checks.append(
                .error(
                    .invalidValue, "\"every\" is \(every) s; expected at most the duration, \(duration) s",
                    at: ["every"]))
        }
        let clockFields: [(String, Int?)] = [("duration", duration), ("every", every), ("cap", cap)]
        for (field, value) in clockFields where value != nil && !used.contains(field) {
            checks.append(ignored(field, by: style, uses: used))
        }
        if style == .emom || style == .amrap, rounds != nil {
            checks.append(ignored("rounds", by: style, uses: used))
        }
        return checks.diagnostics
    }

    private func ignored(_ field: String, by style: Style, uses: Set<String>) -> Diagnostic {
        let clock = ["duration", "every", "cap"].filter(uses.contains).map { "\"\($0)\"" }
        let what = clock.isEmpty ? "has no clock" : "uses " + clock.joined(separator: " and ")
        return .warning(
            .setIgnoredField, "\"\(field)\" is ignored by \(style.phrase), which \(what)", at: [.key(field)])
    }

    /// Checks the children against the style: a superset warns with fewer than two exercises; a timed group
    /// refuses timers (its own clock is the timer) and warns without an exercise. Paths are relative to the set.
    func childDiagnostics(_ children: [BlockContent]) -> [Diagnostic] {
        let style = resolvedStyle
        let count = children.filter { $0.kind == "exercise" }.count
        if style.isTimed {
            var findings: [Diagnostic] = []
            if let index = children.firstIndex(where: { $0.kind == "timer" }) {
                findings.append(
                    .error(
                        .timedGroupHoldsTimer,
                        "\(style.phrase) runs its own clock; child \(index + 1) is a \"timer\", expected "
                            + "exercises, text or media", at: .root))
            }
            if count == 0 {
                findings.append(
                    .warning(
                        .timedGroupNeedsExercise, "\(style.phrase) needs at least 1 \"exercise\" block; it has 0",
                        at: .root))
            }
            return findings
        }
        let rounds = roundDiagnostics(children)
        guard style == .superset, count < 2 else { return rounds }
        let has = count == 1 ? "it has 1" : "it has \(count)"
        return [
            .warning(
                .supersetNeedsTwoExercises,
                "a superset needs at least 2 \"exercise\" blocks; \(has)",
                at: .root
            )
        ] + rounds
    }

    /// Warns, at its `sets`, about each exercise whose set list disagrees with the rounds written on the group, by
    /// the rule ``GroupRounds`` declares: one set is done every round, else one set per round.
    private func roundDiagnostics(_ children: [BlockContent]) -> [Diagnostic] {
        guard rounds != nil else { return [] }
        let encoder = JSONValueEncoder()
        let exercises: [(child: Int, data: JSONValue?)] = children.indices.compactMap { index in
            guard children[index].kind == "exercise", case .known(let block) = children[index] else { return nil }
            return (index, try? encoder.encode(block.base))
        }
        let counts = exercises.map { $0.data?["sets"]?.arrayValue?.count ?? 0 }
        let plan = GroupRounds(group: self, setCounts: counts)
        return plan.conflicts.map { position in
            let (child, data) = exercises[position]
            let name = data?["name"]?.stringValue.map { " \"\($0)\"" } ?? ""
            return .warning(
                .roundsDisagreeWithSets,
                "the exercise\(name) lists \(counts[position]) sets, but \(resolvedStyle.phrase) runs \(plan.rounds) "
                    + "rounds of one set each; expected 1 set (done every round) or \(plan.rounds)",
                at: JSONPath([.key("children"), .index(child), .key("data"), .key("sets")]))
        }
    }
}
