public import KheperCore

/// A progression rule: how a lift's next prescription follows from its state and what was logged.
///
/// Rules are an open set, like block kinds: a module declares its own and hands it to ``ProgressionRules``, which
/// checks names are unique. A rule is a pure function of its inputs, so a port computes the same loads.
public protocol ProgressionRule: Sendable {
    /// The name a program writes, such as `linear`; lower-case letters, digits and `-`.
    var name: String { get }

    /// One line saying what the rule does, for listings.
    var summary: String { get }

    /// The parameters the rule takes, declared once: forms and listings derive from them, and
    /// ``RuleParameters`` checks values against them and fills in their defaults.
    var parameters: [FieldSpec] { get }

    /// How the rule is written on a lift's line after its sets, such as `lp +2.5kg`; by default its name, then
    /// each parameter after its own name (``RuleSpelling/init(defaultFor:)``).
    var spelling: RuleSpelling { get }

    /// The lift's new state, its next prescription and a sentence saying why, after `logged` was done from
    /// `state`.
    ///
    /// - Throws: ``ProgressionRuleError`` when `state` lacks what the rule needs or the parameters disagree with
    ///   each other.
    func advance(_ state: LiftState, after logged: LoggedLift, with parameters: RuleParameters)
        throws(ProgressionRuleError) -> Progression

    /// What a lift in `state` is asked to do now, or `nil` when the rule leaves that to the program's line (the
    /// line's own prescription at the state's load), as `none` does. A rule that gives one gives, from
    /// ``advance(_:after:with:)``, the prescription for the state it reaches, so the two never disagree.
    ///
    /// - Throws: ``ProgressionRuleError`` when `state` lacks what the rule needs or the parameters disagree.
    func prescription(for state: LiftState, with parameters: RuleParameters) throws(ProgressionRuleError)
        -> Prescription?

    /// Where a lift in `state` stands, for a person, naming what this rule keeps: by default
    /// ``LiftState/summary``; a rule that keeps more (a stage, a scheme) names it too.
    func describe(_ state: LiftState, with parameters: RuleParameters) -> String
}

extension ProgressionRule {
    /// `nil`: the program's line says what the lift does; a rule that decides the sets itself gives them instead.
    public func prescription(for state: LiftState, with parameters: RuleParameters) throws(ProgressionRuleError)
        -> Prescription?
    { nil }
}

extension ProgressionRule {
    /// ``LiftState/summary``: its load or training max, and its failures in a row.
    public func describe(_ state: LiftState, with parameters: RuleParameters) -> String { state.summary }
}

extension ProgressionRule {
    /// The rule's name, then each parameter after its own name.
    public var spelling: RuleSpelling { RuleSpelling(defaultFor: self) }
}
