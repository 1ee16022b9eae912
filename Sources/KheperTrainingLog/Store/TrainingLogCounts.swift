/// How much a training log holds.
public struct TrainingLogCounts: Sendable, Hashable {
    /// Sessions stored.
    public var sessions: Int
    /// Sets stored, in all sessions.
    public var sets: Int
    /// Exercises stored, not counting those merged into another.
    public var exercises: Int

    /// Creates counts.
    public init(sessions: Int, sets: Int, exercises: Int) {
        self.sessions = sessions
        self.sets = sets
        self.exercises = exercises
    }
}
