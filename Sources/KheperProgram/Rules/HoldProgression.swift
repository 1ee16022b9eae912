public import KheperCore

/// `none`: the lift holds, for deload days and lifts with no rule. The state stays as it was and the next
/// prescription is the one just done.
public struct HoldProgression: ProgressionRule {
    /// Creates the rule.
    public init() {}

    /// `none`.
    public var name: String { "none" }

    /// One line for listings.
    public var summary: String { "the lift holds: the same prescription next time" }

    /// None.
    public var parameters: [FieldSpec] { [] }

    /// The same state and prescription, with a sentence saying so.
    public func advance(_ state: LiftState, after logged: LoggedLift, with parameters: RuleParameters)
        throws(ProgressionRuleError) -> Progression
    {
        Progression(
            state: state, next: logged.prescription,
            reason: "\(state.lift): holds at \(logged.prescription.text), \(logged.doneText) done")
    }
}
