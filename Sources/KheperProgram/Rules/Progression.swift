/// What a progression rule decided after a session: the lift's new state, its next prescription and why.
public struct Progression: Sendable, Hashable {
    /// The lift's state after the session.
    public var state: LiftState
    /// What the lift's next session asks for.
    public var next: Prescription
    /// A sentence for the lifter, such as `Squat: 100 → 102.5 kg, 3×5 done`.
    public var reason: String

    /// Creates a rule's decision.
    public init(state: LiftState, next: Prescription, reason: String) {
        self.state = state
        self.next = next
        self.reason = reason
    }
}
