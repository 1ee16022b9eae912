/// Where a play goes back to once the set being fixed is logged again, or the fix is cancelled.
public struct PlayReturnPoint: Sendable, Hashable {
    /// The step the user was at.
    public var stepIndex: Int
    /// What that step was doing; a rest keeps its remaining time.
    public var mode: PlayState.Mode

    /// Creates a return point.
    public init(stepIndex: Int, mode: PlayState.Mode) {
        self.stepIndex = stepIndex
        self.mode = mode
    }
}
