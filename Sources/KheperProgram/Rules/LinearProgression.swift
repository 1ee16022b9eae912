public import KheperCore
import KheperTrainingLog

/// `linear`: the same sets and reps every session; the load goes up by an increment after a session where every
/// target was met, and after a number of failed sessions in a row at one load it goes down by a percentage
/// (StrongLifts 5×5: +2.5 kg, 3 failures, 10%).
///
/// Success: load + `increment`, failures 0. Failure: failures + 1; when they reach `failures`, load ×
/// (100 − `deload`) / 100 and failures 0. The increment is in the unit of the lift's load.
public struct LinearProgression: ProgressionRule {
    /// Creates the rule.
    public init() {}

    /// `linear`.
    public var name: String { "linear" }

    /// One line for listings.
    public var summary: String {
        "add an increment after a session where every target was met; deload after failed sessions in a row"
    }

    /// `sets`, `reps`, `increment`, `failures` and `deload`.
    public var parameters: [FieldSpec] { Self.parameterSpecs }

    /// The parameters, made once: a rule is asked for them on every line it reads and every advance.
    private static let parameterSpecs: [FieldSpec] = [
        FieldSpec("sets", .integer, range: 1...20, default: 3, doc: "Working sets each session.", example: "3"),
        FieldSpec("reps", .integer, range: 1...100, default: 5, doc: "Reps each set.", example: "5"),
        FieldSpec(
            "increment", .number, range: 0...1000, default: 2.5,
            doc: "Load added after a session where every target was met, in the load's unit.", example: "2.5"),
        FieldSpec(
            "failures", .integer, range: 1...100, default: 3,
            doc: "Failed sessions in a row at one load before a deload.", example: "3"),
        FieldSpec(
            "deload", .number, range: 0...99, default: 10, unit: "%",
            doc: "Percentage taken off the load after that many failed sessions.", example: "10"),
    ]

    /// The next load by the rule's arithmetic, and the sentence saying why.
    public func advance(_ state: LiftState, after logged: LoggedLift, with parameters: RuleParameters)
        throws(ProgressionRuleError) -> Progression
    {
        guard let load = state.load else { throw .missingState(rule: name, "load", lift: state.lift) }
        var next = state
        let reason: String
        if logged.everyTargetMet {
            next.load = RuleText.adding(parameters.number("increment"), to: load)
            next.failuresInARow = 0
            reason = "\(state.lift): \(RuleText.change(load, next.load ?? load)), \(logged.doneText) done"
        } else {
            let failures = state.failuresInARow + 1
            let limit = parameters.integer("failures")
            let miss = logged.firstMissText ?? ""
            if failures >= limit {
                let deload = parameters.number("deload")
                next.load = RuleText.share(100 - deload, of: load)
                next.failuresInARow = 0
                reason =
                    "\(state.lift): \(RuleText.change(load, next.load ?? load)), a "
                    + "\(RuleText.percent(deload)) deload after \(RuleText.failedSessions(failures)) in a row "
                    + "(\(miss))"
            } else {
                next.failuresInARow = failures
                reason =
                    "\(state.lift): stays at \(RuleText.load(load)), \(miss); \(failures) of \(limit) failed "
                    + "sessions before a deload"
            }
        }
        return Progression(state: next, next: sets(at: next.load ?? load, parameters), reason: reason)
    }

    /// `sets` × `reps` at the state's load.
    ///
    /// - Throws: ``ProgressionRuleError`` (`progression.missing-state`) when the state has no load.
    public func prescription(for state: LiftState, with parameters: RuleParameters) throws(ProgressionRuleError)
        -> Prescription?
    {
        guard let load = state.load else { throw .missingState(rule: name, "load", lift: state.lift) }
        return sets(at: load, parameters)
    }

    /// `sets` × `reps` at `load`.
    private func sets(at load: Weight, _ parameters: RuleParameters) -> Prescription {
        Prescription(parameters.integer("sets"), .exactly(parameters.integer("reps")), at: .absolute(load))
    }
}
