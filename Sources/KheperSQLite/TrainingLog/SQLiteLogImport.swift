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
    /// The exercise each recorded name resolved to in this transaction.
    private var resolved: [String: String] = [:]
    private var created: Set<String> = []
    private var matched: Set<String> = []
    /// The three inserts every session makes, prepared on the first session and run by handle after it.
    private var inserts: (session: OpaquePointer, exercise: OpaquePointer, set: OpaquePointer)?

    /// A writer over `connection`; with nil, one whose ``record(_:on:)`` is handed the connection each time.
    init(connection: UnsafeMutablePointer<SQLiteConnection>?) {
        self.connection = connection
    }

    /// Ends the writer's use of the connection when the transaction ends.
    func invalidate() {
        connection = nil
    }

    func record(_ session: LoggedSession) throws -> RecordOutcome {
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
    /// appends a `logSet` record for each set not in `storedBefore` (the copy a re-save replaces) to the outbox.
    func record(
        _ session: LoggedSession, on connection: inout SQLiteConnection, storedBefore: LoggedSession? = nil
    ) throws(StoreError) -> RecordOutcome {
        let action = { "importing session \"\(session.id)\"" }
        let inserts: (session: OpaquePointer, exercise: OpaquePointer, set: OpaquePointer)
        if let prepared = self.inserts {
            inserts = prepared
        } else {
            inserts = try Self.prepareInserts(on: &connection)
            self.inserts = inserts
        }
        let inserted = try connection.run(
            prepared: inserts.session,
            [
                .text(session.id), .optionalText(session.workoutID), .optionalText(session.title),
                .real(session.start.timeIntervalSince1970),
                session.end.map { .real($0.timeIntervalSince1970) } ?? .null,
                .optionalText(session.notes), .text(session.source.rawValue), .optionalText(session.sourceLayout),
            ], doing: action())
        guard inserted == 1 else {
            tally.sessionsAlreadyStored += 1
            return .alreadyStored
        }
        for (position, exercise) in session.exercises.enumerated() {
            let exerciseID = try resolve(exercise, on: &connection)
            try connection.run(
                prepared: inserts.exercise,
                [
                    .text(session.id), .int(position), .text(exerciseID), .text(exercise.name),
                    .optionalText(exercise.notes), .optionalText(exercise.supersetGroup),
                    .optionalReal(exercise.restSeconds),
                ], doing: action())
            for (setPosition, set) in exercise.sets.enumerated() {
                try connection.run(
                    prepared: inserts.set,
                    [
                        .text(session.id), .int(position), .int(setPosition), .int(set.order),
                        .text(set.type.rawValue), set.reps.map { .int($0) } ?? .null,
                        .optionalReal(set.weight?.value), .optionalText(set.weight?.unit.rawValue),
                        .optionalReal(set.rpe), .optionalReal(set.durationSeconds),
                        .optionalReal(set.distance?.value), .optionalText(set.distance?.unit.rawValue),
                        .optionalText(set.notes), .optionalReal(set.restAfterSeconds),
                    ], doing: action())
            }
        }
        if storedBefore == nil {
            // One outbox row for the whole new session, expanded into its `logSet` records when pushed.
            try SyncOutbox.appendBulk(.loggedSession(session.id), count: session.setCount, on: &connection)
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
    private func resolve(_ exercise: PerformedExercise, on connection: inout SQLiteConnection) throws(StoreError)
        -> String
    {
        guard let id = exercise.exerciseID else { return try resolve(exercise.name, on: &connection) }
        guard try SQLiteLogReader.isLive(id, on: &connection) else {
            throw StoreError(.notFound, TrainingLogError.unknownExercise(id).message)
        }
        if !created.contains(id) { matched.insert(id) }
        tally.exercisesMatched = matched.count
        return id
    }

    /// Prepares the inserts of a session, its exercises and its sets.
    private static func prepareInserts(on connection: inout SQLiteConnection) throws(StoreError)
        -> (session: OpaquePointer, exercise: OpaquePointer, set: OpaquePointer)
    {
        let action = "preparing to import sessions"
        let session = try connection.statement(
            """
            INSERT INTO log_sessions (id, workout_id, title, start, end, notes, source, source_layout)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT (id) DO NOTHING
            """, doing: action)
        let exercise = try connection.statement(
            """
            INSERT INTO log_session_exercises
                (session_id, position, exercise_id, name, notes, superset_group, rest_seconds)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
            """, doing: action)
        let set = try connection.statement(
            """
            INSERT INTO log_sets (session_id, exercise_position, position, set_order, set_type, reps,
                weight_value, weight_unit, rpe, duration_seconds, distance_value, distance_unit, notes,
                rest_after_seconds)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)
            """, doing: action)
        return (session, exercise, set)
    }

    /// The exercise `name` resolves to: an alias of one of its candidate keys, else a new exercise.
    private func resolve(_ name: String, on connection: inout SQLiteConnection) throws(StoreError) -> String {
        if let id = resolved[name] { return id }
        let action = "resolving exercise \"\(name)\""
        let keys = ExerciseName.candidateKeys(name)
        var found: String?
        for key in keys {
            try connection.query(
                "SELECT exercise_id FROM log_exercise_aliases WHERE key = ?1", [.text(key)], doing: action
            ) { row in found = row.text(0) }
            if found != nil { break }
        }
        let id: String
        if let found {
            id = found
            try connection.run(
                "INSERT INTO log_exercise_aliases (key, exercise_id) VALUES (?1, ?2) ON CONFLICT (key) DO NOTHING",
                [.text(keys[0]), .text(id)], doing: action)
            if !created.contains(id) { matched.insert(id) }
        } else {
            id = try newID(for: keys[0], on: &connection)
            try connection.run(
                "INSERT INTO log_exercises (id, name) VALUES (?1, ?2)", [.text(id), .text(name)], doing: action)
            try connection.run(
                "INSERT INTO log_exercise_aliases (key, exercise_id) VALUES (?1, ?2)", [.text(keys[0]), .text(id)],
                doing: action)
            created.insert(id)
        }
        tally.exercisesNew = created.count
        tally.exercisesMatched = matched.count
        resolved[name] = id
        return id
    }

    /// The stable id for `key`, with a suffix when an exercise (merged away, say) already has it.
    private func newID(for key: String, on connection: inout SQLiteConnection) throws(StoreError) -> String {
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
