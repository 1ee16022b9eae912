public import Foundation

/// One performed set in an exercise's history: when, how heavy, how many reps, and in which session.
///
/// A host leaves warm-ups out: every entry counts toward every metric.
public struct ProgressEntry: Sendable, Hashable {
    /// When the set was performed (for a logged session, when the session started).
    public var date: Date

    /// The weight lifted, in the history's unit (`ProgressHistorySource/weightUnit`); 0 for a set without load.
    public var weight: Double

    /// The reps performed.
    public var reps: Int

    /// The session the set belongs to; sets with a session are charted one point per session, those without
    /// one point per calendar day (UTC).
    public var session: String?

    /// Creates an entry.
    public init(date: Date, weight: Double, reps: Int, session: String? = nil) {
        self.date = date
        self.weight = weight
        self.reps = reps
        self.session = session
    }
}
