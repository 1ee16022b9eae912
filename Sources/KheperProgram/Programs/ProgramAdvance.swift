/// One day's advance of a program, kept whole so it can be undone exactly: the state before, the state after and
/// what changed for each track the day trained.
public struct ProgramAdvance: Sendable, Hashable {
    /// The index of the day trained.
    public var day: Int
    /// The program's state before the day.
    public var before: ProgramState
    /// The program's state after it: the next day moved on and each track the day trained advanced once.
    public var state: ProgramState
    /// What changed for each track the day trained, in the order of their first lines.
    public var changes: [LiftChange]

    /// Creates an advance.
    public init(day: Int, before: ProgramState, state: ProgramState, changes: [LiftChange]) {
        self.day = day
        self.before = before
        self.state = state
        self.changes = changes
    }

    /// The state before this advance, given the program's `current` state, which must be the one this advance
    /// reached: undoing anything else would drop what happened since.
    ///
    /// - Throws: ``ProgramError`` (`program.not-latest`) when `current` is not ``state``.
    public func undone(from current: ProgramState) throws(ProgramError) -> ProgramState {
        guard current == state else {
            throw ProgramError(
                .notLatest,
                "the program's state is not the one the advance after day \(day) reached; expected to undo the "
                    + "latest advance first")
        }
        return before
    }
}
