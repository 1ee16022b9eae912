internal import Foundation
internal import KheperEditor
internal import KheperTrainingLog

/// Reads the training log's rows back into domain values.
enum SQLiteLogReader {
    /// Up to `limit` sessions after `after` in (start, id) order, each with its exercises and sets.
    static func sessions(after: (start: Double, id: String), limit: Int, on connection: inout SQLiteConnection)
        throws(StoreError) -> [LoggedSession]
    {
        try sessions(
            matching: "WHERE start > ?1 OR (start = ?1 AND id > ?2) ORDER BY start, id LIMIT ?3",
            [.real(after.start), .text(after.id), .int(limit)], on: &connection)
    }

    /// The latest session by start, then id, with its exercises and sets, or nil when none is stored.
    static func latestSession(on connection: inout SQLiteConnection) throws(StoreError) -> LoggedSession? {
        try sessions(matching: "ORDER BY start DESC, id DESC LIMIT 1", [], on: &connection).first
    }

    /// The session `id` with its exercises and sets, or nil when none has that id.
    static func session(id: String, on connection: inout SQLiteConnection) throws(StoreError) -> LoggedSession? {
        try sessions(matching: "WHERE id = ?1", [.text(id)], on: &connection).first
    }

    /// The sessions `clause` (a `WHERE` and what follows it, over `log_sessions`) selects, with their exercises
    /// and sets.
    private static func sessions(
        matching clause: String, _ bindings: [SQLiteValue], on connection: inout SQLiteConnection
    ) throws(StoreError) -> [LoggedSession] {
        let action = "reading the training log"
        var sessions: [LoggedSession] = []
        try connection.query(
            "SELECT id, workout_id, title, start, end, notes, source, source_layout FROM log_sessions " + clause,
            bindings,
            doing: action
        ) { (row) throws(StoreError) in
            let sourceText = row.text(6)
            guard let source = LogSource(rawValue: sourceText) else {
                throw StoreError(
                    .corrupt,
                    "The store at \(row.path) is damaged: session \"\(row.text(0))\" has source \"\(sourceText)\", "
                        + "which is not one of \(LogSource.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            sessions.append(
                LoggedSession(
                    id: row.text(0), workoutID: row.optionalText(1), title: row.optionalText(2),
                    start: Date(timeIntervalSince1970: row.real(3)),
                    end: row.isNull(4) ? nil : Date(timeIntervalSince1970: row.real(4)), notes: row.optionalText(5),
                    source: source, sourceLayout: row.optionalText(7)))
        }
        for index in sessions.indices {
            try connection.query(
                """
                SELECT name, notes, superset_group, rest_seconds FROM log_session_exercises
                WHERE session_id = ?1 ORDER BY position
                """, [.text(sessions[index].id)], doing: action
            ) { row in
                sessions[index].exercises.append(
                    PerformedExercise(
                        name: row.text(0), notes: row.optionalText(1), supersetGroup: row.optionalText(2),
                        restSeconds: row.optionalReal(3)))
            }
            try connection.query(
                "\(setColumns) FROM log_sets WHERE session_id = ?1 ORDER BY exercise_position, position",
                [.text(sessions[index].id)], doing: action
            ) { (row) throws(StoreError) in
                let position = Int(row.integer(12))
                guard sessions[index].exercises.indices.contains(position) else { return }
                sessions[index].exercises[position].sets.append(try performedSet(row))
            }
        }
        return sessions
    }

    /// The columns ``performedSet(_:)`` reads, in its order, then the exercise position.
    static let setColumns = """
        SELECT log_sets.set_order, log_sets.set_type, log_sets.reps, log_sets.weight_value, log_sets.weight_unit,
            log_sets.rpe, log_sets.duration_seconds, log_sets.distance_value, log_sets.distance_unit, log_sets.notes,
            log_sets.rest_after_seconds, log_sets.session_id, log_sets.exercise_position
        """

    /// A set from a row selected with ``setColumns``.
    static func performedSet(_ row: SQLiteRow) throws(StoreError) -> PerformedSet {
        let typeText = row.text(1)
        guard let type = SetType(rawValue: typeText) else {
            throw StoreError(
                .corrupt,
                "The store at \(row.path) is damaged: a set of session \"\(row.text(11))\" has type \"\(typeText)\", "
                    + "which is not one of \(SetType.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        let weight = row.optionalReal(3).flatMap { value in
            row.optionalText(4).flatMap(WeightUnit.init(rawValue:)).map { Weight(value: value, unit: $0) }
        }
        let distance = row.optionalReal(7).flatMap { value in
            row.optionalText(8).flatMap(DistanceUnit.init(rawValue:)).map { Distance(value: value, unit: $0) }
        }
        return PerformedSet(
            order: Int(row.integer(0)), type: type, reps: row.isNull(2) ? nil : Int(row.integer(2)), weight: weight,
            rpe: row.optionalReal(5), durationSeconds: row.optionalReal(6), distance: distance,
            notes: row.optionalText(9), restAfterSeconds: row.optionalReal(10))
    }

    /// Whether exercise `id` exists and is not merged away.
    static func isLive(_ id: String, on connection: inout SQLiteConnection) throws(StoreError) -> Bool {
        var live = false
        try connection.query(
            "SELECT 1 FROM log_exercises WHERE id = ?1 AND merged_into IS NULL", [.text(id)],
            doing: "looking up exercise \"\(id)\""
        ) { _ in live = true }
        return live
    }

    /// Whether an exercise, merged away or not, has the id `id`.
    static func exists(_ id: String, on connection: inout SQLiteConnection) throws(StoreError) -> Bool {
        var found = false
        try connection.query(
            "SELECT 1 FROM log_exercises WHERE id = ?1", [.text(id)], doing: "looking up exercise \"\(id)\""
        ) { _ in found = true }
        return found
    }

    /// Every exercise not merged away, by name, with aliases and counts.
    static func exercises(on connection: inout SQLiteConnection) throws(StoreError) -> [LoggedExercise] {
        let action = "listing exercises"
        var exercises: [LoggedExercise] = []
        var index: [String: Int] = [:]
        try connection.query(
            """
            SELECT e.id, e.name,
                (SELECT count(DISTINCT x.session_id) FROM log_session_exercises x WHERE x.exercise_id = e.id),
                (SELECT count(*) FROM log_session_exercises x JOIN log_sets s
                    ON s.session_id = x.session_id AND s.exercise_position = x.position WHERE x.exercise_id = e.id),
                (SELECT max(l.start) FROM log_session_exercises x JOIN log_sessions l ON l.id = x.session_id
                    WHERE x.exercise_id = e.id)
            FROM log_exercises e WHERE e.merged_into IS NULL ORDER BY e.name, e.id
            """, doing: action
        ) { row in
            index[row.text(0)] = exercises.count
            exercises.append(
                LoggedExercise(
                    id: row.text(0), name: row.text(1), aliases: [], sessionCount: Int(row.integer(2)),
                    setCount: Int(row.integer(3)),
                    lastPerformed: row.optionalReal(4).map { Date(timeIntervalSince1970: $0) }))
        }
        try connection.query("SELECT key, exercise_id FROM log_exercise_aliases ORDER BY key", doing: action) { row in
            if let position = index[row.text(1)] { exercises[position].aliases.append(row.text(0)) }
        }
        return exercises
    }

    /// The sets of exercise `id`, oldest first.
    static func history(of id: String, on connection: inout SQLiteConnection) throws(StoreError)
        -> [ExerciseHistoryEntry]
    {
        var entries: [ExerciseHistoryEntry] = []
        try connection.query(
            """
            \(setColumns), l.start, x.name
            FROM log_session_exercises x
            JOIN log_sessions l ON l.id = x.session_id
            JOIN log_sets ON log_sets.session_id = x.session_id AND log_sets.exercise_position = x.position
            WHERE x.exercise_id = ?1
            ORDER BY l.start, l.id, x.position, log_sets.position
            """, [.text(id)], doing: "reading the history of exercise \"\(id)\""
        ) { (row) throws(StoreError) in
            entries.append(
                ExerciseHistoryEntry(
                    sessionID: row.text(11), date: Date(timeIntervalSince1970: row.real(13)),
                    recordedName: row.text(14), set: try performedSet(row)))
        }
        return entries
    }
}

extension SQLiteRow {
    /// The column as text, or nil when it is `NULL`.
    func optionalText(_ column: Int32) -> String? {
        isNull(column) ? nil : text(column)
    }

    /// The column as a real, or nil when it is `NULL`.
    func optionalReal(_ column: Int32) -> Double? {
        isNull(column) ? nil : real(column)
    }
}
