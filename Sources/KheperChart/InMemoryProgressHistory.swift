/// A progress history held in memory, keyed by exercise name or id; for tests and simple hosts.
public struct InMemoryProgressHistory: ProgressHistorySource {
    /// The performed sets of each exercise.
    public var entriesByExercise: [String: [ProgressEntry]]

    /// Creates a history from the sets of each exercise.
    public init(_ entriesByExercise: [String: [ProgressEntry]]) {
        self.entriesByExercise = entriesByExercise
    }

    /// The sets of `exercise`, or none.
    public func entries(for exercise: String) -> [ProgressEntry] {
        entriesByExercise[exercise] ?? []
    }

    /// The sets kept under exactly `id`, or `nil` when there is no such key.
    public func entries(forExerciseID id: String) -> [ProgressEntry]? {
        entriesByExercise[id]
    }
}
