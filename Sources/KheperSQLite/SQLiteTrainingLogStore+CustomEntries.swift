internal import KheperCore
internal import KheperEditor
public import KheperTrainingLog

/// The lifter's own catalogue entries, kept in `log_custom_entries` (schema version 17) on the log's connection.
extension SQLiteTrainingLogStore {
    /// Every one of the lifter's own entries, by id.
    public func customEntries() throws(TrainingLogError) -> [CustomExerciseEntry] {
        try storage { (connection) throws(StoreError) in
            var entries: [CustomExerciseEntry] = []
            try connection.query(
                """
                SELECT id, name, equipment, primary_muscles, secondary_muscles, aliases FROM log_custom_entries
                ORDER BY id
                """, doing: "reading your catalogue entries"
            ) { (row) throws(StoreError) in
                let id = row.text(0)
                func strings(_ column: Int32, _ field: String) throws(StoreError) -> [String] {
                    (try row.json(column, "the \(field) of your entry \"\(id)\"").arrayValue ?? [])
                        .compactMap(\.stringValue)
                }
                entries.append(
                    CustomExerciseEntry(
                        id: id, name: row.text(1), equipment: row.isNull(2) ? nil : row.text(2),
                        primaryMuscles: try strings(3, "primary muscles"),
                        secondaryMuscles: try strings(4, "secondary muscles"), aliases: try strings(5, "aliases")))
            }
            return entries
        }
    }

    /// Stores one of the lifter's own entries in one transaction, refusing an id taken.
    public func addCustomEntry(_ entry: CustomExerciseEntry) throws(TrainingLogError) {
        let refusal = try storage { (connection) throws(StoreError) -> TrainingLogError? in
            try connection.transaction("BEGIN IMMEDIATE", doing: "adding your entry \"\(entry.id)\"") {
                (connection) throws(StoreError) -> TrainingLogError? in
                let action = "adding your entry \"\(entry.id)\""
                var taken = false
                try connection.query(
                    "SELECT 1 FROM log_custom_entries WHERE id = ?1", [.text(entry.id)], doing: action
                ) { _ in taken = true }
                guard !taken else { return .customEntryExists(entry.id) }
                func array(_ values: [String]) -> SQLiteValue {
                    .text(JSONValue.array(values.map { JSONValue.string($0) }).serializedString())
                }
                try connection.run(
                    """
                    INSERT INTO log_custom_entries (id, name, equipment, primary_muscles, secondary_muscles, aliases)
                    VALUES (?1, ?2, ?3, ?4, ?5, ?6)
                    """,
                    [
                        .text(entry.id), .text(entry.name), .optionalText(entry.equipment),
                        array(entry.primaryMuscles), array(entry.secondaryMuscles), array(entry.aliases),
                    ], doing: action)
                return nil
            }
        }
        if let refusal { throw refusal }
    }

    /// Removes one of the lifter's own entries in one transaction, leaving the exercises linked to it unmatched.
    public func removeCustomEntry(id: String) throws(TrainingLogError) -> CustomEntryRemoval {
        let entry = try customEntries().first { $0.id == id }
        guard let entry else { throw TrainingLogError.unknownCustomEntry(id) }
        let result = try storage { (connection) throws(StoreError) -> Result<CustomEntryRemoval, TrainingLogError> in
            try connection.transaction("BEGIN IMMEDIATE", doing: "removing your entry \"\(id)\"") {
                (connection) throws(StoreError) -> Result<CustomEntryRemoval, TrainingLogError> in
                let action = "removing your entry \"\(id)\""
                let removed = try connection.run(
                    "DELETE FROM log_custom_entries WHERE id = ?1", [.text(id)], doing: action)
                guard removed > 0 else { return .failure(.unknownCustomEntry(id)) }
                var linked: [String] = []
                try connection.query(
                    "SELECT exercise_id FROM log_exercise_links WHERE entry_id = ?1 ORDER BY exercise_id",
                    [.text(id)], doing: action
                ) { row in linked.append(row.text(0)) }
                try connection.run(
                    "UPDATE log_exercise_links SET entry_id = NULL, how = ?2 WHERE entry_id = ?1",
                    [.text(id), .text(ExerciseLink.entryRemoved)], doing: action)
                return .success(CustomEntryRemoval(entry: entry, unlinkedExercises: linked))
            }
        }
        return try result.get()
    }
}
