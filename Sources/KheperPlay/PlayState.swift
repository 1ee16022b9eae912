/// Everything a play screen shows: the current step and what it is doing, the sets logged, and the overlays (a
/// set being fixed, the quit question, the last announcement).
public struct PlayState: Sendable, Hashable {
    /// What the current step is doing.
    public enum Mode: Sendable, Hashable {
        /// A set waits for its entry.
        case entry(PlayEntryLine)
        /// A rest counts down.
        case rest(remaining: Double, total: Int)
        /// A timer runs.
        case timer(PlayTimerRun)
        /// A timed group runs its clock while its sets are logged.
        case timedGroup(PlayTimedGroupRun)
        /// A note or a media block is shown until the user goes on.
        case showing
        /// The play is over.
        case finished(PlaySummary)
    }

    /// The index of the current step in the plan; the plan's step count once finished.
    public var stepIndex: Int
    /// What the current step is doing.
    public var mode: PlayState.Mode
    /// Set while an earlier set is being fixed: where to go back to afterwards.
    public var fixing: PlayReturnPoint?
    /// Whether the quit question is shown.
    public var confirmingQuit: Bool
    /// Seconds since the play started, the sum of the ticks.
    public var elapsed: Double
    /// The sets logged so far, by id.
    public var logged: [PlayLoggedSet]
    /// The results of the timed groups done so far, as ``PlaySummary/results`` lists them.
    public var results: [String]
    /// The last announcement, such as a record or an added set, shown until the next one.
    public var announcement: String?

    /// The state at the start of a play, before its first step is entered.
    public init(logged: [PlayLoggedSet] = []) {
        stepIndex = 0
        mode = .showing
        fixing = nil
        confirmingQuit = false
        elapsed = 0
        self.logged = logged
        results = []
        announcement = nil
    }

    /// The logged set with `key`, if that set was logged.
    public func logged(_ key: PlaySetKey) -> PlayLoggedSet? { logged.first { $0.key == key } }

    /// Whether the play is over.
    public var isFinished: Bool {
        if case .finished = mode { return true }
        return false
    }
}
