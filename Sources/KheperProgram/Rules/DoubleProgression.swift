public import KheperCore
import KheperTrainingLog

/// `double-progression`: inside a rep range, add reps; when every set reaches the top, add load and return to the
/// bottom.
///
/// The state's `reps` is the reps each set aims for (the bottom when absent); the prescription is `sets` sets of
/// `reps`-`top` at the load. Every set reaching `top`: load + `increment`, reps back to `bottom`. Every target met
/// short of that: reps + 1. A target missed: load and reps hold, failures + 1. The increment is in the load's
/// unit.
public struct DoubleProgression: ProgressionRule {
    /// Creates the rule.
    public init() {}

    /// `double-progression`.
    public var name: String { "double-progression" }

    /// One line for listings.
    public var summary: String {
        "inside a rep range add reps; when every set reaches the top, add load and return to the bottom"
    }

    /// `sets`, `bottom`, `top` and `increment`.
    public var parameters: [FieldSpec] { Self.parameterSpecs }

    /// The parameters, made once: a rule is asked for them on every line it reads and every advance.
    private static let parameterSpecs: [FieldSpec] = [
        FieldSpec("sets", .integer, range: 1...20, default: 3, doc: "Working sets each session.", example: "3"),
        FieldSpec(
            "bottom", .integer, range: 1...100, default: 8, doc: "The bottom of the rep range.", example: "8"),
        FieldSpec("top", .integer, range: 1...100, default: 12, doc: "The top of the rep range.", example: "12"),
        FieldSpec(
            "increment", .number, range: 0...1000, default: 2.5,
            doc: "Load added when every set reaches the top, in the load's unit.", example: "2.5"),
    ]

    /// The next load and reps by the rule's arithmetic, and the sentence saying why.
    public func advance(_ state: LiftState, after logged: LoggedLift, with parameters: RuleParameters)
        throws(ProgressionRuleError) -> Progression
    {
        let (bottom, top, load, target) = try checked(state, parameters)
        let done = logged.repsDone.prefix(logged.prescription.sets.count)
        let reachedTop = done.count == logged.prescription.sets.count && done.allSatisfy { $0 >= top }
        var next = state
        let reason: String
        if logged.everyTargetMet && reachedTop {
            next.load = RuleText.adding(parameters.number("increment"), to: load)
            next.reps = bottom
            next.failuresInARow = 0
            reason =
                "\(state.lift): \(RuleText.change(load, next.load ?? load)), \(logged.doneText) reached the top of "
                + "\(bottom)-\(top); back to \(bottom) reps"
        } else if logged.everyTargetMet {
            next.reps = min(top, target + 1)
            next.failuresInARow = 0
            reason =
                "\(state.lift): stays at \(RuleText.load(load)), \(logged.doneText) done; next \(next.reps ?? target) "
                + "reps a set"
        } else {
            next.failuresInARow = state.failuresInARow + 1
            reason =
                "\(state.lift): stays at \(RuleText.load(load)) and \(target) reps a set, "
                + "\(logged.firstMissText ?? "")"
        }
        let prescription = sets(next.reps ?? bottom, top: top, at: next.load ?? load, parameters)
        return Progression(state: next, next: prescription, reason: reason)
    }

    /// `sets` × the state's reps up to `top`, at the state's load.
    ///
    /// - Throws: ``ProgressionRuleError`` for a state with no load or reps outside the range, or `bottom` not below
    ///   `top`.
    public func prescription(for state: LiftState, with parameters: RuleParameters) throws(ProgressionRuleError)
        -> Prescription?
    {
        let (_, top, load, target) = try checked(state, parameters)
        return sets(target, top: top, at: load, parameters)
    }

    /// `sets` × `reps`-`top` at `load`.
    private func sets(_ reps: Int, top: Int, at load: Weight, _ parameters: RuleParameters) -> Prescription {
        Prescription(parameters.integer("sets"), .range(reps...top), at: .absolute(load))
    }

    /// The range, the load and the reps aimed for, checked.
    private func checked(_ state: LiftState, _ parameters: RuleParameters) throws(ProgressionRuleError)
        -> (bottom: Int, top: Int, load: Weight, target: Int)
    {
        let bottom = parameters.integer("bottom")
        let top = parameters.integer("top")
        guard bottom < top else {
            throw .invalidParameter(rule: name, "\"bottom\" is \(bottom); expected a number below \"top\", \(top)")
        }
        guard let load = state.load else { throw .missingState(rule: name, "load", lift: state.lift) }
        let target = state.reps ?? bottom
        guard (bottom...top).contains(target) else {
            throw .invalidState(rule: name, "reps", "\(target)", expected: "a number from \(bottom) to \(top)")
        }
        return (bottom, top, load, target)
    }
}
