internal import KheperEditor
internal import KheperTrainingLog

/// Splitting a spelling off the exercise it joined, inside the caller's transaction; a refusal is returned, not
/// thrown, so nothing has been written when it comes back. No table records a split: merging the new exercise
/// back (`SQLiteExerciseMerging`) undoes it, and is recorded as any merge is.
enum SQLiteExerciseSplitting {
    static func split(_ name: String, on connection: inout SQLiteConnection) throws(StoreError)
        -> Result<ExerciseSplit, TrainingLogError>
    {
        let action = "splitting \"\(name)\" off its exercise"
        let key = ExerciseName.key(name)
        var found: (id: String, name: String)?
        if !key.isEmpty {
            try connection.query(
                "SELECT a.exercise_id, e.name FROM log_exercise_aliases a JOIN log_exercises e ON e.id = a.exercise_id "
                    + "WHERE a.key = ?1",
                [.text(key)], doing: action
            ) { row in found = (row.text(0), row.text(1)) }
        }
        guard let source = found else { return .failure(.noSpelling(name)) }
        guard name != source.name else { return .failure(.splittingFirstName(name, id: source.id)) }
        var taken: [(session: String, position: Int64, name: String)] = []
        var spellings: Set<String> = []
        try connection.query(
            """
            SELECT se.session_id, se.position, se.name FROM log_session_exercises se
            JOIN log_sessions s ON s.id = se.session_id
            WHERE se.exercise_id = ?1 ORDER BY s.start, s.id, se.position
            """, [.text(source.id)], doing: action
        ) { row in
            let recorded = row.text(2)
            spellings.insert(recorded)
            guard ExerciseSplit.takes(recorded, splitting: name, from: source.name) else { return }
            taken.append((row.text(0), row.integer(1), recorded))
        }
        guard let first = taken.first else {
            return .failure(
                .nothingToSplit(name, from: source.name, id: source.id, spellings: spellings.sorted()))
        }
        let newID = try SQLiteLogImport.newExerciseID(for: key, on: &connection)
        try connection.run(
            "INSERT INTO log_exercises (id, name) VALUES (?1, ?2)", [.text(newID), .text(first.name)], doing: action)
        for entry in taken {
            try connection.run(
                "UPDATE log_session_exercises SET exercise_id = ?1 WHERE session_id = ?2 AND position = ?3",
                [.text(newID), .text(entry.session), .integer(entry.position)], doing: action)
        }
        let alias = ExerciseSplit.movedAlias(splitting: name, from: source.name)
        try connection.run(
            """
            INSERT INTO log_exercise_aliases (key, exercise_id) VALUES (?2, ?1)
            ON CONFLICT (key) DO UPDATE SET exercise_id = excluded.exercise_id
            """, [.text(newID), .text(alias)], doing: action)
        return .success(
            ExerciseSplit(
                name: first.name, sourceID: source.id, sourceName: source.name, newID: newID, movedAlias: alias,
                movedEntries: taken.count))
    }
}
