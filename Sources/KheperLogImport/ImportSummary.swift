import KheperTrainingLog

/// What an import read: the format and layout found, what came out, and every row skipped or recovered.
public struct ImportSummary: Sendable, Hashable {
    /// The app the file came from.
    public var format: LogFormat
    /// The layout within that app's exports, such as `strong semicolon, 14 columns`.
    public var dialect: String
    /// Data rows read (header and blank lines excluded).
    public var rows = 0
    /// Sessions delivered.
    public var sessions = 0
    /// Exercises delivered, counted per session (the same exercise done apart twice counts twice).
    public var exercises = 0
    /// Sets delivered.
    public var sets = 0
    /// The distinct exercise keys seen (`ExerciseName.key(_:)`).
    public var exerciseKeys: Set<String> = []
    /// Rows left out, with the reason.
    public var skipped: [ImportNote] = []
    /// Rows read after repairing them, with what was done.
    public var recovered: [ImportNote] = []

    /// Creates an empty summary for a format and dialect.
    public init(format: LogFormat, dialect: String) {
        self.format = format
        self.dialect = dialect
    }

    /// Counts a session on its way out.
    mutating func count(_ session: LoggedSession, keys: inout ExerciseKeyCache) {
        sessions += 1
        exercises += session.exercises.count
        sets += session.setCount
        for exercise in session.exercises { exerciseKeys.insert(keys.key(of: exercise.name)) }
    }
}
