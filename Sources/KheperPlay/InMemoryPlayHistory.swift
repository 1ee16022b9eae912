public import KheperTrainingLog

/// A ``PlayHistory`` held in memory, keyed by `ExerciseName/key(_:)`: for tests, and for hosts that read the
/// history up front.
public struct InMemoryPlayHistory: PlayHistory {
    private var last: [String: [PerformedSet]]
    private var best: [String: PersonalBests]
    private var logged: [String: String] = [:]

    /// An empty history: no last time, no bests.
    public init() {
        last = [:]
        best = [:]
    }

    /// A history from sessions in the order they happened: the last sets are the latest session's, and the bests
    /// are computed over every working set.
    public init(sessions: [LoggedSession]) {
        self.init()
        for session in sessions {
            for exercise in session.exercises {
                let key = ExerciseName.key(exercise.name)
                last[key] = exercise.sets
                best[key, default: .none].record(exercise.sets)
            }
        }
    }

    /// A history with `sets` as last time's and bests computed from them, for `exerciseName`; with `loggedAs`,
    /// the log keeps the exercise under that name.
    public mutating func add(_ sets: [PerformedSet], for exerciseName: String, loggedAs: String? = nil) {
        let key = ExerciseName.key(exerciseName)
        last[key] = sets
        best[key, default: .none].record(sets)
        if let loggedAs { logged[key] = loggedAs }
    }

    /// The sets recorded last for the exercise.
    public func lastSets(for exerciseName: String) -> [PerformedSet] { last[ExerciseName.key(exerciseName)] ?? [] }

    /// The bests recorded for the exercise.
    public func bests(for exerciseName: String) -> PersonalBests { best[ExerciseName.key(exerciseName)] ?? .none }

    /// The name given as `loggedAs` for the exercise, if any.
    public func loggedName(for exerciseName: String) -> String? { logged[ExerciseName.key(exerciseName)] }
}
