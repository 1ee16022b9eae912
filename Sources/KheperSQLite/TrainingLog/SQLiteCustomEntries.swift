internal import KheperCore
internal import KheperEditor
internal import KheperTrainingLog

/// The rows of `log_custom_entries`, written by the lifter's commands and by a sync bringing another device's, in
/// the caller's transaction.
enum SQLiteCustomEntries {
    /// Whether an entry has the id `id`.
    static func exists(_ id: String, on connection: inout SQLiteConnection) throws(StoreError) -> Bool {
        var found = false
        try connection.query(
            "SELECT 1 FROM log_custom_entries WHERE id = ?1", [.text(id)], doing: "looking up your entry \"\(id)\""
        ) { _ in found = true }
        return found
    }

    /// Stores `entry`, replacing the entry with its id.
    static func put(_ entry: CustomExerciseEntry, on connection: inout SQLiteConnection) throws(StoreError) {
        func array(_ values: [String]) -> SQLiteValue {
            .text(JSONValue.array(values.map { JSONValue.string($0) }).serializedString())
        }
        try connection.run(
            """
            INSERT INTO log_custom_entries (id, name, equipment, primary_muscles, secondary_muscles, aliases)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6)
            ON CONFLICT (id) DO UPDATE SET name = excluded.name, equipment = excluded.equipment,
                primary_muscles = excluded.primary_muscles, secondary_muscles = excluded.secondary_muscles,
                aliases = excluded.aliases
            """,
            [
                .text(entry.id), .text(entry.name), .optionalText(entry.equipment), array(entry.primaryMuscles),
                array(entry.secondaryMuscles), array(entry.aliases),
            ], doing: "storing your entry \"\(entry.id)\"")
    }

    /// Removes the entry `id` and leaves the exercises linked to it unmatched (``ExerciseLink/entryRemoved``);
    /// returns their ids, least first, or `nil` when no entry has that id.
    static func remove(_ id: String, on connection: inout SQLiteConnection) throws(StoreError) -> [String]? {
        let action = "removing your entry \"\(id)\""
        let removed = try connection.run("DELETE FROM log_custom_entries WHERE id = ?1", [.text(id)], doing: action)
        guard removed > 0 else { return nil }
        var linked: [String] = []
        try connection.query(
            "SELECT exercise_id FROM log_exercise_links WHERE entry_id = ?1 ORDER BY exercise_id", [.text(id)],
            doing: action
        ) { row in linked.append(row.text(0)) }
        try connection.run(
            "UPDATE log_exercise_links SET entry_id = NULL, how = ?2 WHERE entry_id = ?1",
            [.text(id), .text(ExerciseLink.entryRemoved)], doing: action)
        return linked
    }
}
