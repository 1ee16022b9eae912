public import KheperCore

/// One lift of a program day: what it prescribes and the rule that moves it on.
public struct PlannedLift: Sendable, Hashable {
    /// The lift's name, such as `Squat`.
    public var name: String
    /// The sets the line prescribes, such as 3×5 @100 kg; `nil` when the rule supplies them each session (`531`).
    public var prescription: Prescription?
    /// The name of the rule in ``ProgressionRules`` that moves the lift on, such as `linear`.
    public var rule: String
    /// The rule's parameters as given, which ``RuleParameters`` checks and fills with defaults.
    public var parameters: JSONObject
    /// Where the lift begins: its load, or its training max.
    public var start: LiftState

    /// Creates a planned lift.
    public init(
        name: String, prescription: Prescription?, rule: String, parameters: JSONObject = [:], start: LiftState
    ) {
        self.name = name
        self.prescription = prescription
        self.rule = rule
        self.parameters = parameters
        self.start = start
    }
}
