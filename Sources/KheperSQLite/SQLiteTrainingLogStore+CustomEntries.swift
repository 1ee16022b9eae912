internal import KheperCore
internal import KheperEditor
internal import KheperSync
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

    /// Stores one of the lifter's own entries in one transaction, refusing an id taken, and puts it in the sync
    /// outbox.
    public func addCustomEntry(_ entry: CustomExerciseEntry) throws(TrainingLogError) {
        let refusal = try writing("adding your entry \"\(entry.id)\"") {
            (connection) throws(StoreError) -> TrainingLogError? in
            guard try !SQLiteCustomEntries.exists(entry.id, on: &connection) else {
                return .customEntryExists(entry.id)
            }
            try SQLiteCustomEntries.put(entry, on: &connection)
            try SyncOutbox.append(
                [.putCustomEntry(entry: CatalogueChoiceMapping.object(for: entry))], on: &connection)
            return nil
        }
        if let refusal { throw refusal }
    }

    /// Removes one of the lifter's own entries in one transaction, leaving the exercises linked to it unmatched, and
    /// puts the removal in the sync outbox.
    public func removeCustomEntry(id: String) throws(TrainingLogError) -> CustomEntryRemoval {
        let entry = try customEntries().first { $0.id == id }
        guard let entry else { throw TrainingLogError.unknownCustomEntry(id) }
        let result = try writing("removing your entry \"\(id)\"") {
            (connection) throws(StoreError) -> Result<CustomEntryRemoval, TrainingLogError> in
            guard let linked = try SQLiteCustomEntries.remove(id, on: &connection) else {
                return .failure(.unknownCustomEntry(id))
            }
            try SyncOutbox.append([.removeCustomEntry(id: id)], on: &connection)
            return .success(CustomEntryRemoval(entry: entry, unlinkedExercises: linked))
        }
        return try result.get()
    }
}
