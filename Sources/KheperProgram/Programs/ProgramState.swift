/// Where a lifter stands in a program: the next day to train and each track's state.
public struct ProgramState: Sendable, Hashable {
    /// The index in ``ProgramPlan/days`` of the day trained next.
    public var nextDay: Int
    /// Each track's state, by its key (``PlannedLift/trackKey(with:)``).
    public var lifts: [String: LiftState]

    /// Creates a state.
    public init(nextDay: Int, lifts: [String: LiftState]) {
        self.nextDay = nextDay
        self.lifts = lifts
    }
}
