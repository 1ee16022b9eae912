public import Foundation

/// One set of an exercise's history: the session it was done in, when, the name it was recorded under, and the
/// set as recorded.
public struct ExerciseHistoryEntry: Sendable, Hashable {
    /// The session's id.
    public var sessionID: String
    /// When the session started.
    public var date: Date
    /// The exercise name as recorded in that session.
    public var recordedName: String
    /// The set, units as recorded.
    public var set: PerformedSet

    /// Creates an entry.
    public init(sessionID: String, date: Date, recordedName: String, set: PerformedSet) {
        self.sessionID = sessionID
        self.date = date
        self.recordedName = recordedName
        self.set = set
    }
}
