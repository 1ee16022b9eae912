internal import KheperEditor
internal import KheperSync
internal import KheperTrainingLog

/// Reading and writing exercise links and the lifter's link changes, inside the caller's transaction; a refusal is
/// returned, not thrown, so nothing has been written when it comes back.
enum SQLiteExerciseLinks {
    /// The link stored for exercise `id`, if any.
    static func link(of id: String, on connection: inout SQLiteConnection) throws(StoreError) -> ExerciseLink? {
        var link: ExerciseLink?
        try connection.query(
            "SELECT entry_id, how FROM log_exercise_links WHERE exercise_id = ?1", [.text(id)],
            doing: "reading the link of exercise \"\(id)\""
        ) { row in link = ExerciseLink(entryID: row.isNull(0) ? nil : row.text(0), how: row.text(1)) }
        return link
    }

    /// Stores `link` for exercise `id` (nil removes its row); with `keepingLifters`, a lifter's link stays.
    static func store(
        _ link: ExerciseLink?, forExercise id: String, keepingLifters: Bool = false,
        on connection: inout SQLiteConnection
    ) throws(StoreError) {
        let action = "linking exercise \"\(id)\""
        guard let link else {
            try connection.run("DELETE FROM log_exercise_links WHERE exercise_id = ?1", [.text(id)], doing: action)
            return
        }
        try connection.run(
            """
            INSERT INTO log_exercise_links (exercise_id, entry_id, how) VALUES (?1, ?2, ?3)
            ON CONFLICT (exercise_id) DO UPDATE SET entry_id = excluded.entry_id, how = excluded.how
            """ + (keepingLifters ? " WHERE log_exercise_links.how <> '\(ExerciseLink.lifter)'" : ""),
            [.text(id), .optionalText(link.entryID), .text(link.how)], doing: action)
    }

    /// The exercise, not merged away, that links to the entry `entryID`; of several, the least id.
    static func exercise(linkedTo entryID: String, on connection: inout SQLiteConnection) throws(StoreError)
        -> (id: String, name: String)?
    {
        var found: (id: String, name: String)?
        try connection.query(
            """
            SELECT e.id, e.name FROM log_exercise_links l JOIN log_exercises e ON e.id = l.exercise_id
            WHERE l.entry_id = ?1 AND e.merged_into IS NULL ORDER BY e.id LIMIT 1
            """, [.text(entryID)], doing: "finding the exercise linked to entry \"\(entryID)\""
        ) { row in found = (row.text(0), row.text(1)) }
        return found
    }

    /// Sets exercise `id`'s link as the lifter's, records the change and puts it in the sync outbox.
    static func change(_ id: String, to link: ExerciseLink, on connection: inout SQLiteConnection)
        throws(StoreError) -> Result<ExerciseLinkChange, TrainingLogError>
    {
        guard try SQLiteLogReader.isLive(id, on: &connection) else { return .failure(.unknownExercise(id)) }
        let before = try Self.link(of: id, on: &connection)
        try store(link, forExercise: id, on: &connection)
        let action = "recording the link change of exercise \"\(id)\""
        try connection.run(
            """
            INSERT INTO log_exercise_link_changes
                (exercise_id, before_entry_id, before_how, after_entry_id, after_how) VALUES (?1, ?2, ?3, ?4, ?5)
            """,
            [
                .text(id), .optionalText(before?.entryID), .optionalText(before?.how), .optionalText(link.entryID),
                .text(link.how),
            ], doing: action)
        var changeID = 0
        try connection.query("SELECT last_insert_rowid()", doing: action) { row in changeID = Int(row.integer(0)) }
        try outbox(link, forExercise: id, on: &connection)
        return .success(ExerciseLinkChange(id: changeID, exerciseID: id, before: before, after: link, undone: false))
    }

    /// Undoes change `id`, or the latest not undone, and puts the link it restores in the sync outbox.
    static func undo(_ id: Int?, on connection: inout SQLiteConnection) throws(StoreError)
        -> Result<ExerciseLinkChange, TrainingLogError>
    {
        var found: ExerciseLinkChange?
        try connection.query(
            """
            SELECT id, exercise_id, before_entry_id, before_how, after_entry_id, after_how
            FROM log_exercise_link_changes WHERE undone = 0 AND (?1 IS NULL OR id = ?1) ORDER BY id DESC LIMIT 1
            """, [id.map(SQLiteValue.int) ?? .null], doing: "finding the link change to undo"
        ) { row in
            found = ExerciseLinkChange(
                id: Int(row.integer(0)), exerciseID: row.text(1),
                before: row.isNull(3)
                    ? nil : ExerciseLink(entryID: row.isNull(2) ? nil : row.text(2), how: row.text(3)),
                after: ExerciseLink(entryID: row.isNull(4) ? nil : row.text(4), how: row.text(5)), undone: true)
        }
        guard let found else { return .failure(.noLinkChangeToUndo(id)) }
        try store(found.before, forExercise: found.exerciseID, on: &connection)
        try outbox(found.before, forExercise: found.exerciseID, on: &connection)
        try connection.run(
            "UPDATE log_exercise_link_changes SET undone = 1 WHERE id = ?1", [.int(found.id)],
            doing: "undoing link change \(found.id)")
        return .success(found)
    }

    /// Appends the `linkExercise` record that sets exercise `id`'s link to `link` on the other devices, which know
    /// the exercise by its name.
    private static func outbox(_ link: ExerciseLink?, forExercise id: String, on connection: inout SQLiteConnection)
        throws(StoreError)
    {
        var name = id
        try connection.query(
            "SELECT name FROM log_exercises WHERE id = ?1", [.text(id)], doing: "reading exercise \"\(id)\"'s name"
        ) { row in name = row.text(0) }
        try SyncOutbox.append(
            [.linkExercise(exercise: name, link: CatalogueChoiceMapping.object(for: link))], on: &connection)
    }

    /// The exercise, not merged away, that the name `name` is a spelling of, if any.
    static func exercise(named name: String, on connection: inout SQLiteConnection) throws(StoreError) -> String? {
        var found: String?
        try connection.query(
            """
            SELECT a.exercise_id FROM log_exercise_aliases a JOIN log_exercises e ON e.id = a.exercise_id
            WHERE a.key = ?1 AND e.merged_into IS NULL
            """, [.text(ExerciseName.key(name))], doing: "finding the exercise \"\(name)\""
        ) { row in found = row.text(0) }
        return found
    }
}
