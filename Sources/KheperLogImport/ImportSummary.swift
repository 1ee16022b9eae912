import KheperTrainingLog

/// What an import read: the format and layout found, what came out, and the rows skipped or recovered: all of them
/// counted, and the first ``notesKept`` of each listed, so a file of a million bad rows does not fill memory.
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
    /// Rows left out, with the reason: the first ``notesKept`` of them.
    public var skipped: [ImportNote] = []
    /// Rows read after repairing them, with what was done: the first ``notesKept`` of them.
    public var recovered: [ImportNote] = []
    /// All the rows left out, listed in ``skipped`` or not.
    public var skippedRows = 0
    /// All the rows repaired, listed in ``recovered`` or not.
    public var recoveredRows = 0

    /// How many notes of each kind are kept for the report.
    public static let notesKept = 1000

    /// Creates an empty summary for a format and dialect.
    public init(format: LogFormat, dialect: String) {
        self.format = format
        self.dialect = dialect
    }

    /// Counts a skipped row, keeping its note while fewer than ``notesKept`` are listed.
    mutating func skip(_ note: ImportNote) {
        skippedRows += 1
        if skipped.count < Self.notesKept { skipped.append(note) }
    }

    /// Counts a repaired row, keeping its note while fewer than ``notesKept`` are listed.
    mutating func recover(_ note: ImportNote) {
        recoveredRows += 1
        if recovered.count < Self.notesKept { recovered.append(note) }
    }

    /// Counts a session on its way out.
    mutating func count(_ session: LoggedSession, keys: inout ExerciseKeyCache) {
        sessions += 1
        exercises += session.exercises.count
        sets += session.setCount
        for exercise in session.exercises { exerciseKeys.insert(keys.key(of: exercise.name)) }
    }
}
