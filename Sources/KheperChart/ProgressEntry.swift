public import Foundation

/// One performed set in an exercise's history: when, how heavy and how many reps.
public struct ProgressEntry: Sendable, Hashable {
    /// When the set was performed.
    public var date: Date

    /// The weight lifted, in the host's unit.
    public var weight: Double

    /// The reps performed.
    public var reps: Int

    /// Creates an entry.
    public init(date: Date, weight: Double, reps: Int) {
        self.date = date
        self.weight = weight
        self.reps = reps
    }
}
