public import Foundation

/// One training session as a log records it: when, what, and every set performed.
///
/// Times in the apps' exports carry no zone; they are wall-clock times stored as if in UTC, so
/// `2023-01-05 18:02:11` is `2023-01-05T18:02:11Z` whatever the machine's zone.
public struct LoggedSession: Sendable, Hashable {
    /// A stable id derived from the source's identity of the session, so importing the same file twice finds the
    /// same ids (see ``stableID(source:start:title:)``).
    public var id: String
    /// The source app's own number or id for the workout, when it has one (Strong's `Workout #`).
    public var workoutID: String?
    /// The workout's name, when the source has one.
    public var title: String?
    /// When the session started (wall-clock time stored as UTC).
    public var start: Date
    /// When it ended, when known.
    public var end: Date?
    /// The session's note.
    public var notes: String?
    /// The app it was recorded in.
    public var source: LogSource
    /// The layout of the file it was imported from, as its importer names it (for Strong, the separator and the
    /// header row), so an export can write it back the same way; nil when not recorded.
    public var sourceLayout: String?
    /// The exercises in the order performed.
    public var exercises: [PerformedExercise]

    /// Creates a session; `id` defaults to ``stableID(source:start:title:)``.
    public init(
        id: String? = nil, workoutID: String? = nil, title: String?, start: Date, end: Date? = nil,
        notes: String? = nil, source: LogSource, sourceLayout: String? = nil, exercises: [PerformedExercise] = []
    ) {
        self.sourceLayout = sourceLayout
        self.id = id ?? Self.stableID(source: source, start: start, title: title)
        self.workoutID = workoutID
        self.title = title
        self.start = start
        self.end = end
        self.notes = notes
        self.source = source
        self.exercises = exercises
    }

    /// The number of sets in all exercises.
    public var setCount: Int { exercises.reduce(0) { $0 + $1.sets.count } }

    /// An id that is the same in every process for the same source, start and title: `source-` and 16 hex digits
    /// of the FNV-1a 64-bit hash of `source`, the start in whole seconds since 1970 and the title.
    public static func stableID(source: LogSource, start: Date, title: String?) -> String {
        var hash = StableHash()
        hash.combine(source.rawValue)
        hash.combine(String(Int64(start.timeIntervalSince1970.rounded(.down))))
        hash.combine(title ?? "")
        return "\(source.rawValue)-\(hash.hexDigest)"
    }
}
