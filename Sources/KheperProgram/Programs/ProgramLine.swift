/// A line of a program checked against the rules: its lift, its rule, its parameters with defaults filled in and
/// the key of the track it moves on.
struct ProgramLine: Sendable {
    /// The line's index in its day.
    let index: Int
    /// The line as the plan holds it.
    let lift: PlannedLift
    /// The rule that moves it on.
    let rule: any ProgressionRule
    /// The rule's parameters, checked.
    let parameters: RuleParameters
    /// The key of its track (``PlannedLift/trackKey(with:)``).
    let track: String
}
