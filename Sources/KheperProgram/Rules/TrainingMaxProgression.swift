public import KheperCore

/// `531`: Jim Wendler's 5/3/1, four weeks of percentages of a training max, the max going up after each cycle.
///
/// Week 1: 65/75/85% × 5/5/5+; week 2: 70/80/90% × 3/3/3+; week 3: 75/85/95% × 5/3/1+; week 4, a deload:
/// 40/50/60% × 5. Every target met: the next week, and after week 4 week 1 of the next cycle with the training
/// max + `upperIncrement` or + `lowerIncrement` (2.5 and 5 in the max's unit) as `body` says. A target missed: the
/// week repeats at the same training max, failures + 1 (5/3/1 leaves that to the lifter; Kheper never raises a
/// load after a failed session).
public struct TrainingMaxProgression: ProgressionRule {
    /// Creates the rule.
    public init() {}

    /// `531`.
    public var name: String { "531" }

    /// One line for listings.
    public var summary: String {
        "5/3/1: four weeks of training-max percentages; the max goes up after each cycle"
    }

    /// The sets of each week, as percentages of the training max and rep targets.
    public static let weeks: [[(percent: Double, reps: RepTarget)]] = [
        [(65, .exactly(5)), (75, .exactly(5)), (85, .atLeast(5))],
        [(70, .exactly(3)), (80, .exactly(3)), (90, .atLeast(3))],
        [(75, .exactly(5)), (85, .exactly(3)), (95, .atLeast(1))],
        [(40, .exactly(5)), (50, .exactly(5)), (60, .exactly(5))],
    ]

    /// `body`, `upperIncrement` and `lowerIncrement`.
    public var parameters: [FieldSpec] { Self.parameterSpecs }

    /// The parameters, made once: a rule is asked for them on every line it reads and every advance.
    private static let parameterSpecs: [FieldSpec] = [
        FieldSpec(
            "body", .choice(["upper", "lower"]), required: true,
            doc: "Whether the lift is upper-body or lower-body, which decides the training max's increment.",
            example: "lower"),
        FieldSpec(
            "upperIncrement", .number, range: 0...1000, default: 2.5,
            doc: "Training max added after a cycle of an upper-body lift, in the max's unit.", example: "2.5"),
        FieldSpec(
            "lowerIncrement", .number, range: 0...1000, default: 5,
            doc: "Training max added after a cycle of a lower-body lift, in the max's unit.", example: "5"),
    ]

    /// The sets of `week` (1 to 4) as a prescription.
    public static func prescription(week: Int) -> Prescription {
        Prescription(weeks[week - 1].map { PrescribedSet($0.reps, at: .percentOfTrainingMax($0.percent)) })
    }

    /// The next week, or the next cycle with a higher training max, and the sentence saying why.
    public func advance(_ state: LiftState, after logged: LoggedLift, with parameters: RuleParameters)
        throws(ProgressionRuleError) -> Progression
    {
        guard let trainingMax = state.trainingMax else {
            throw .missingState(rule: name, "training max", lift: state.lift)
        }
        try checkWeek(state)
        var next = state
        let reason: String
        if !logged.everyTargetMet {
            next.failuresInARow = state.failuresInARow + 1
            reason =
                "\(state.lift): week \(state.week) again at a training max of \(RuleText.load(trainingMax)), "
                + "\(logged.firstMissText ?? "")"
        } else if state.week < Self.weeks.count {
            next.week = state.week + 1
            next.failuresInARow = 0
            reason =
                "\(state.lift): week \(state.week) → \(next.week) at a training max of "
                + "\(RuleText.load(trainingMax)), \(logged.doneText) done"
        } else {
            let increment = parameters.number(parameters.text("body") == "upper" ? "upperIncrement" : "lowerIncrement")
            next.trainingMax = RuleText.adding(increment, to: trainingMax)
            next.week = 1
            next.cycle = state.cycle + 1
            next.failuresInARow = 0
            reason =
                "\(state.lift): training max \(RuleText.change(trainingMax, next.trainingMax ?? trainingMax)) for "
                + "cycle \(next.cycle), \(logged.doneText) done"
        }
        return Progression(state: next, next: Self.prescription(week: next.week), reason: reason)
    }

    /// The sets of the state's week, as percentages of the training max.
    ///
    /// - Throws: ``ProgressionRuleError`` (`progression.invalid-state`) for a week outside 1 to 4.
    public func prescription(for state: LiftState, with parameters: RuleParameters) throws(ProgressionRuleError)
        -> Prescription?
    {
        try checkWeek(state)
        return Self.prescription(week: state.week)
    }

    /// Checks the state's week is one of the cycle's.
    private func checkWeek(_ state: LiftState) throws(ProgressionRuleError) {
        guard (1...Self.weeks.count).contains(state.week) else {
            throw .invalidState(rule: name, "week", "\(state.week)", expected: "a week from 1 to \(Self.weeks.count)")
        }
    }
}
