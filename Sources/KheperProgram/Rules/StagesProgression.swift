public import KheperCore
import KheperTrainingLog

/// `stages`: a lift moves through schemes as it fails (GZCLP T1 5x3+ → 6x2+ → 10x1+, T2 3x10 → 3x8 → 3x6).
///
/// Every target met: load + `increment`, same stage, failures 0. A target missed before the last stage: the next
/// stage at the same load, failures + 1. A target missed on the last stage: stage 1 at `restart`% of the load,
/// failures 0. The increment is in the load's unit.
public struct StagesProgression: ProgressionRule {
    /// Creates the rule.
    public init() {}

    /// `stages`.
    public var name: String { "stages" }

    /// One line for listings.
    public var summary: String {
        "on failure move to the next scheme; after the last, restart from a percentage of the load"
    }

    /// `stages`, `increment` and `restart`.
    public var parameters: [FieldSpec] { Self.parameterSpecs }

    /// The parameters, made once: a rule is asked for them on every line it reads and every advance.
    private static let parameterSpecs: [FieldSpec] = [
        FieldSpec(
            "stages", .list(of: FieldSpec("stage", .string, pattern: SetScheme.pattern, doc: "A scheme.")),
            count: 1...20, default: ["5x3+", "6x2+", "10x1+"],
            doc: "The schemes in order, each sets x reps, `+` for an AMRAP last set.", example: "5x3+,6x2+,10x1+"),
        FieldSpec(
            "increment", .number, range: 0...1000, default: 2.5,
            doc: "Load added after a session where every target was met, in the load's unit.", example: "2.5"),
        FieldSpec(
            "restart", .number, range: 1...100, default: 85, unit: "%",
            doc: "Percentage of the load the first stage restarts from after the last one fails.", example: "85"),
    ]

    /// The next stage or load by the rule's arithmetic, and the sentence saying why.
    public func advance(_ state: LiftState, after logged: LoggedLift, with parameters: RuleParameters)
        throws(ProgressionRuleError) -> Progression
    {
        let (schemes, load) = try checked(state, parameters)
        let scheme = schemes[state.stage - 1].text
        var next = state
        let reason: String
        if logged.everyTargetMet {
            next.load = RuleText.adding(parameters.number("increment"), to: load)
            next.failuresInARow = 0
            reason =
                "\(state.lift): \(RuleText.change(load, next.load ?? load)) on \(scheme), \(logged.doneText) done"
        } else if state.stage < schemes.count {
            next.stage = state.stage + 1
            next.failuresInARow = state.failuresInARow + 1
            reason =
                "\(state.lift): \(scheme) → \(schemes[next.stage - 1].text) at \(RuleText.load(load)), "
                + "\(logged.firstMissText ?? "")"
        } else {
            let restart = parameters.number("restart")
            next.load = RuleText.share(restart, of: load)
            next.stage = 1
            next.failuresInARow = 0
            reason =
                "\(state.lift): \(scheme) failed, back to \(schemes[0].text) at \(RuleText.percent(restart)) of "
                + "\(RuleText.load(load)), \(RuleText.change(load, next.load ?? load)) (\(logged.firstMissText ?? ""))"
        }
        let prescription = schemes[next.stage - 1].prescription(at: .absolute(next.load ?? load))
        return Progression(state: next, next: prescription, reason: reason)
    }

    /// The state's stage's scheme at the state's load.
    ///
    /// - Throws: ``ProgressionRuleError`` for a state with no load or a stage the parameters do not list.
    public func prescription(for state: LiftState, with parameters: RuleParameters) throws(ProgressionRuleError)
        -> Prescription?
    {
        let (schemes, load) = try checked(state, parameters)
        return schemes[state.stage - 1].prescription(at: .absolute(load))
    }

    /// The stage, of how many, and its scheme, then ``LiftState/summary``: `stage 1 of 3 (5x3+), load 100 kg, …`.
    public func describe(_ state: LiftState, with parameters: RuleParameters) -> String {
        let schemes = parameters.texts("stages")
        guard schemes.indices.contains(state.stage - 1) else { return "stage \(state.stage), \(state.summary)" }
        return "stage \(state.stage) of \(schemes.count) (\(schemes[state.stage - 1])), \(state.summary)"
    }

    /// The schemes and the state's load, its stage checked against them.
    private func checked(_ state: LiftState, _ parameters: RuleParameters) throws(ProgressionRuleError)
        -> (schemes: [SetScheme], load: Weight)
    {
        let schemes = parameters.texts("stages").compactMap(SetScheme.init(text:))
        guard let load = state.load else { throw .missingState(rule: name, "load", lift: state.lift) }
        guard (1...schemes.count).contains(state.stage) else {
            throw .invalidState(rule: name, "stage", "\(state.stage)", expected: "a stage from 1 to \(schemes.count)")
        }
        return (schemes, load)
    }
}
