public import Foundation

/// An exercise as the log knows it: a stable id, the name first recorded for it, the normalised names that lead
/// to it, and how often it was done.
public struct LoggedExercise: Sendable, Hashable {
    /// The stable id (`ex-` and 16 hex digits of the first name's key).
    public var id: String
    /// The name as first recorded, for display.
    public var name: String
    /// The ``ExerciseName/key(_:)``s that resolve to this exercise, sorted.
    public var aliases: [String]
    /// Sessions in which it was done.
    public var sessionCount: Int
    /// Sets done of it.
    public var setCount: Int
    /// The start of the latest session in which it was done; nil when it has no sets yet.
    public var lastPerformed: Date?

    /// Creates an exercise summary.
    public init(
        id: String, name: String, aliases: [String], sessionCount: Int, setCount: Int, lastPerformed: Date?
    ) {
        self.id = id
        self.name = name
        self.aliases = aliases
        self.sessionCount = sessionCount
        self.setCount = setCount
        self.lastPerformed = lastPerformed
    }

    /// The id a new exercise first recorded under `key` gets: `ex-` and the key's ``StableHash`` digest.
    public static func stableID(key: String) -> String {
        var hash = StableHash()
        hash.combine(key)
        return "ex-\(hash.hexDigest)"
    }
}
