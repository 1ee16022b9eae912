/// What advancing did to one track: its state before and after, the day's lines that trained it, and the rule's
/// sentence saying why, such as `Squat: 100 → 102.5 kg, 3×5 done`.
public struct LiftChange: Sendable, Hashable {
    /// The track's key.
    public var track: String
    /// The indices of the day's lines that trained the track, in order; it advanced once for all of them.
    public var lines: [Int]
    /// The track's state before the day.
    public var before: LiftState
    /// The track's state after it.
    public var after: LiftState
    /// The rule's sentence.
    public var reason: String

    /// Creates a change.
    public init(track: String, lines: [Int], before: LiftState, after: LiftState, reason: String) {
        self.track = track
        self.lines = lines
        self.before = before
        self.after = after
        self.reason = reason
    }
}
