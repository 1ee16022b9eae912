internal import Foundation
internal import KheperEditor
internal import KheperSync
internal import KheperTrainingLog

/// The writer of one SQLite import transaction: inserts each session's rows as it arrives and resolves exercise
/// names to exercises, caching each name's exercise for the rest of the transaction.
final class SQLiteLogImport: TrainingLogImport {
    /// The connection, valid until ``invalidate()``; the transaction around it is the store's.
    private var connection: UnsafeMutablePointer<SQLiteConnection>?
    private(set) var tally = ImportTally()
    var linker: ExerciseLinker?
    /// The exercise each recorded name resolved to in this transaction, per source, as sources resolve names by
    /// different keys.
    private var resolved: [LogSource: [String: String]] = [:]
    private var created: Set<String> = []
    private var matched: Set<String> = []
    /// The insert of a session, prepared on the first session and run by handle after it.
    private var sessionInsert: OpaquePointer?
    /// The inserts of several performed exercises or sets at once, by ``RowTable`` and row count, prepared on
    /// first use.
    private var rowInserts: [OpaquePointer?] = []

    /// The bulk outbox rows of the import's new sessions, whose reserved seqs ``finish()`` records; nil for a
    /// writer handed the connection each time, which appends each row on its own.
    private var outbox: SyncOutbox.BulkRun?

    /// The number of the replacing import this writer records for, whose sessions replace the stored ones with
    /// their ids; nil for a plain import, which leaves a stored session as it is.
    private let replacement: Int?

    /// A writer over `connection`; with nil, one whose ``record(_:on:)`` is handed the connection each time. With a
    /// `replacement`, each session recorded replaces the stored one with its id, kept under that number.
    init(connection: UnsafeMutablePointer<SQLiteConnection>?, replacement: Int? = nil) {
        self.connection = connection
        self.replacement = replacement
        // A replacement appends a replaced session's records one by one, which a bulk run's reserved seqs forbid.
        outbox = connection == nil || replacement != nil ? nil : SyncOutbox.BulkRun()
    }

    /// Writes what the import keeps for its end (the outbox's next seq); its transaction runs this before the
    /// commit.
    func finish() throws(StoreError) {
        guard let connection else { return }
        try outbox?.finish(on: &connection.pointee)
    }

    /// Ends the writer's use of the connection when the transaction ends.
    func invalidate() {
        connection = nil
    }

    func record(_ session: LoggedSession) throws(TrainingLogError) -> RecordOutcome {
        guard let connection else {
            throw TrainingLogError(.storage, "a session was recorded after its import transaction ended")
        }
        do {
            return try record(session, on: &connection.pointee)
        } catch {
            throw TrainingLogError(.storage, error.message)
        }
    }

    /// Inserts `session`'s rows on `connection`, inside the caller's transaction, unless its id is stored, and
    /// appends a `logSet` record for each set not in `storedBefore` (the copy a re-save replaces) to the outbox, or,
    /// when a replacing import replaces `storedBefore`, one `replaceSessionSets` record with every set.
    func record(
        _ session: LoggedSession, on connection: inout SQLiteConnection, storedBefore: LoggedSession? = nil
    ) throws(StoreError) -> RecordOutcome {
        let action = { "importing session \"\(session.id)\"" }
        let sessionInsert: OpaquePointer
        if let prepared = self.sessionInsert {
            sessionInsert = prepared
        } else {
            sessionInsert = try Self.prepareSessionInsert(on: &connection)
            self.sessionInsert = sessionInsert
        }
        let inserted = try connection.run(prepared: sessionInsert, doing: action()) { row in
            row.text(1, session.id)
            row.text(2, session.workoutID)
            row.text(3, session.title)
            row.real(4, session.start.timeIntervalSince1970)
            row.real(5, session.end?.timeIntervalSince1970)
            row.text(6, session.notes)
            row.text(7, session.source.rawValue)
            row.text(8, session.sourceLayout)
        }
        guard inserted == 1 else {
            guard let replacement, storedBefore == nil else {
                tally.sessionsAlreadyStored += 1
                return .alreadyStored
            }
            let stored = try SQLiteLogReader.session(id: session.id, on: &connection)
            try SyncOutbox.materialize(.loggedSession(session.id), on: &connection)
            try SQLiteLogReplacement.keep(session.id, replacement: replacement, on: &connection)
            _ = try record(session, on: &connection, storedBefore: stored)
            tally.sessionsAdded -= 1
            tally.sessionsReplaced += 1
            return .replaced
        }
        if let replacement, storedBefore == nil {
            try SQLiteLogReplacement.noteAdded(session.id, replacement: replacement, on: &connection)
        }
        var exerciseIDs: [String] = []
        exerciseIDs.reserveCapacity(session.exercises.count)
        var places: [(exercise: Int, set: Int)] = []
        for (position, exercise) in session.exercises.enumerated() {
            exerciseIDs.append(try resolve(exercise, source: session.source, on: &connection))
            for setPosition in exercise.sets.indices { places.append((position, setPosition)) }
        }
        // Every performed exercise before any set, so each set's exercise exists when foreign keys are checked.
        try insertRows(of: .exercise, count: exerciseIDs.count, on: &connection, doing: action()) {
            row, position, base in
            let exercise = session.exercises[position]
            row.text(base + 1, session.id)
            row.integer(base + 2, position)
            row.text(base + 3, exerciseIDs[position])
            row.text(base + 4, exercise.name)
            row.text(base + 5, exercise.notes)
            row.text(base + 6, exercise.supersetGroup)
            row.real(base + 7, exercise.restSeconds)
        }
        try insertRows(of: .set, count: places.count, on: &connection, doing: action()) { row, index, base in
            let place = places[index]
            let set = session.exercises[place.exercise].sets[place.set]
            row.text(base + 1, session.id)
            row.integer(base + 2, place.exercise)
            row.integer(base + 3, place.set)
            row.integer(base + 4, set.order)
            row.text(base + 5, set.type.rawValue)
            row.integer(base + 6, set.reps)
            row.real(base + 7, set.weight?.value)
            row.text(base + 8, set.weight?.unit.rawValue)
            row.real(base + 9, set.rpe)
            row.real(base + 10, set.durationSeconds)
            row.real(base + 11, set.distance?.value)
            row.text(base + 12, set.distance?.unit.rawValue)
            row.text(base + 13, set.notes)
            row.real(base + 14, set.restAfterSeconds)
        }
        if storedBefore == nil {
            // One outbox row for the whole new session, expanded into its `logSet` records when pushed.
            if outbox != nil {
                try outbox?.append(.loggedSession(session.id), count: session.setCount, on: &connection)
            } else {
                try SyncOutbox.appendBulk(.loggedSession(session.id), count: session.setCount, on: &connection)
            }
        } else if replacement != nil {
            // A replacing import sends the session's whole list: a set changed under the same place keeps its id,
            // and one the file no longer holds must go from the server and the other devices too.
            try SyncOutbox.append(
                [LoggedSetMapping.replacement(ofSessionWithLogID: session.id, by: session)], on: &connection)
        } else {
            try SyncOutbox.append(
                LoggedSetMapping.intents(for: session, storedBefore: storedBefore), on: &connection)
        }
        tally.sessionsAdded += 1
        tally.setsAdded += session.setCount
        return .added
    }

    /// The exercise `exercise` is recorded under: the one its ``PerformedExercise/exerciseID`` names, which must
    /// exist and not be merged away, else the one its name resolves to.
    private func resolve(
        _ exercise: PerformedExercise, source: LogSource, on connection: inout SQLiteConnection
    ) throws(StoreError) -> String {
        guard let id = exercise.exerciseID else { return try resolve(exercise.name, source: source, on: &connection) }
        guard try SQLiteLogReader.isLive(id, on: &connection) else {
            throw StoreError(.notFound, TrainingLogError.unknownExercise(id).message)
        }
        if !created.contains(id) { matched.insert(id) }
        tally.exercisesMatched = matched.count
        return id
    }

    /// Prepares the insert of a session.
    private static func prepareSessionInsert(on connection: inout SQLiteConnection) throws(StoreError)
        -> OpaquePointer
    {
        try connection.statement(
            """
            INSERT INTO log_sessions (id, workout_id, title, start, end, notes, source, source_layout)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT (id) DO NOTHING
            """, doing: "preparing to import sessions")
    }

    /// The tables a session's rows go to many at a time.
    enum RowTable: Int {
        case exercise
        case set

        /// The table and its columns, in the order their parameters are bound.
        var columns: (table: String, names: [String]) {
            switch self {
            case .exercise:
                (
                    "log_session_exercises",
                    ["session_id", "position", "exercise_id", "name", "notes", "superset_group", "rest_seconds"]
                )
            case .set:
                (
                    "log_sets",
                    [
                        "session_id", "exercise_position", "position", "set_order", "set_type", "reps", "weight_value",
                        "weight_unit", "rpe", "duration_seconds", "distance_value", "distance_unit", "notes",
                        "rest_after_seconds",
                    ]
                )
            }
        }
    }

    /// The most rows one insert statement writes.
    ///
    /// A statement's run has a fixed cost (opening its cursor, building its record buffer, ending it) that a
    /// single-row insert paid for every set; a session's sets go in a few statements instead.
    static let rowsPerInsert = 16

    /// Inserts `count` rows into `table`, up to ``rowsPerInsert`` per statement; `bind` binds row `index`'s
    /// parameters, numbered from `base + 1`.
    ///
    /// `INSERT OR FAIL`: a failing row fails the statement without undoing the rows before it, which spares SQLite
    /// a statement journal of every page it touches; the failure then rolls the whole transaction back.
    private func insertRows(
        of table: RowTable, count: Int, on connection: inout SQLiteConnection, doing action: @autoclosure () -> String,
        binding bind: (inout SQLiteConnection.Parameters, _ index: Int, _ base: Int32) -> Void
    ) throws(StoreError) {
        let columns = table.columns
        var start = 0
        while start < count {
            let rows = min(Self.rowsPerInsert, count - start)
            let slot = table.rawValue * (Self.rowsPerInsert + 1) + rows
            if rowInserts.isEmpty { rowInserts = Array(repeating: nil, count: 2 * (Self.rowsPerInsert + 1)) }
            let statement: OpaquePointer
            if let prepared = rowInserts[slot] {
                statement = prepared
            } else {
                let row = "(" + Array(repeating: "?", count: columns.names.count).joined(separator: ", ") + ")"
                statement = try connection.statement(
                    "INSERT OR FAIL INTO \(columns.table) (\(columns.names.joined(separator: ", "))) VALUES "
                        + Array(repeating: row, count: rows).joined(separator: ", "),
                    doing: "preparing to import sessions")
                rowInserts[slot] = statement
            }
            let width = Int32(columns.names.count)
            try connection.run(prepared: statement, doing: action()) { parameters in
                for offset in 0..<rows { bind(&parameters, start + offset, Int32(offset) * width) }
            }
            start += rows
        }
    }

    /// The exercise `name`, recorded by `source`, resolves to: an alias of one of its
    /// ``ExerciseName/resolutionKeys(_:source:)``, else, with a ``linker``, the exercise linked to the entry the
    /// name's link names, else a new exercise, linked as the linker says. A name written otherwise than the
    /// exercise it joins is noted in the tally.
    private func resolve(_ name: String, source: LogSource, on connection: inout SQLiteConnection) throws(StoreError)
        -> String
    {
        if let id = resolved[source]?[name] { return id }
        let action = "resolving exercise \"\(name)\""
        let key = ExerciseName.key(name)
        var found: (id: String, name: String)?
        for candidate in ExerciseName.lookupKeys(name, source: source) {
            try connection.query(
                "SELECT a.exercise_id, e.name FROM log_exercise_aliases a JOIN log_exercises e ON e.id = a.exercise_id "
                    + "WHERE a.key = ?1",
                [.text(candidate)], doing: action
            ) { row in found = (row.text(0), row.text(1)) }
            if found != nil { break }
        }
        let link = found == nil ? linker?.link(name) : nil
        if let entryID = link?.entryID {
            found = try SQLiteExerciseLinks.exercise(linkedTo: entryID, on: &connection)
        }
        let id: String
        if let found {
            id = found.id
            if found.name != name { tally.joined[name] = found.name }
            try connection.run(
                "INSERT INTO log_exercise_aliases (key, exercise_id) VALUES (?1, ?2) ON CONFLICT (key) DO NOTHING",
                [.text(key), .text(id)], doing: action)
            if !created.contains(id) { matched.insert(id) }
        } else {
            id = try Self.newExerciseID(for: key, on: &connection)
            try connection.run(
                "INSERT INTO log_exercises (id, name) VALUES (?1, ?2)", [.text(id), .text(name)], doing: action)
            try connection.run(
                "INSERT INTO log_exercise_aliases (key, exercise_id) VALUES (?1, ?2)", [.text(key), .text(id)],
                doing: action)
            created.insert(id)
            if let link {
                try SQLiteExerciseLinks.store(link, forExercise: id, on: &connection)
                tally.newLinks[name] = link
            }
        }
        tally.exercisesNew = created.count
        tally.exercisesMatched = matched.count
        resolved[source, default: [:]][name] = id
        return id
    }

    /// The stable id for `key`, with a suffix when an exercise (merged away, say) already has it.
    static func newExerciseID(for key: String, on connection: inout SQLiteConnection) throws(StoreError) -> String {
        let base = LoggedExercise.stableID(key: key)
        var id = base
        var suffix = 2
        while true {
            var taken = false
            try connection.query("SELECT 1 FROM log_exercises WHERE id = ?1", [.text(id)], doing: "naming an exercise")
            { _ in taken = true }
            guard taken else { return id }
            id = "\(base)-\(suffix)"
            suffix += 1
        }
    }
}
