internal import KheperEditor
internal import KheperSync
internal import KheperTrainingLog

/// Writes the catalogue choices a sync pulls into this store's training log, without adding to the outbox: the
/// lifter's own entries, added, changed or removed, and the links they set by hand.
enum SyncCatalogueWriter {
    /// Applies the `putCustomEntry`, `removeCustomEntry` and `linkExercise` changes in `pulled`, in server order.
    ///
    /// This device's own changes are applied again too: they are in its store already, but another device's change
    /// to the same subject may come before one of them in server order, and must not be left on top of it. A choice
    /// this device made and still has waiting in the outbox is left standing: it comes later in server order, so it
    /// wins there too. A link for an exercise this log does not have, and an entry this version cannot read, are
    /// kept by the server only.
    static func write(_ pulled: [PulledChange], on connection: inout SQLiteConnection) throws(StoreError) {
        let changes = pulled.filter { $0.change.intent.catalogueChoice != nil }
        guard !changes.isEmpty else { return }
        // Only the outbox's choice records are read: a bulk row stands for sets or a workout, never a choice.
        var pending: Set<CatalogueChoice> = []
        let pushedThrough = try SyncOutbox.state(on: &connection).pushedThrough
        try connection.query(
            """
            SELECT record FROM sync_outbox WHERE seq > ?1
                AND json_extract(record, '$.op') IN ('putCustomEntry', 'removeCustomEntry', 'linkExercise')
            """, [.int(pushedThrough)], doing: "reading the catalogue choices waiting in the sync outbox"
        ) { (row) throws(StoreError) in
            let json = try row.json(0, "a catalogue choice in the sync outbox")
            if let choice = (try? ChangeRecord(json: json))?.intent.catalogueChoice {
                pending.insert(normalized(choice))
            }
        }
        for change in changes {
            let intent = change.change.intent
            guard let choice = intent.catalogueChoice, !pending.contains(normalized(choice)) else { continue }
            switch intent {
            case .putCustomEntry(let object):
                if let entry = CatalogueChoiceMapping.entry(from: object) {
                    try SQLiteCustomEntries.put(entry, on: &connection)
                }
            case .removeCustomEntry(let id):
                _ = try SQLiteCustomEntries.remove(id, on: &connection)
            case .linkExercise(let name, let link):
                if let exercise = try SQLiteExerciseLinks.exercise(named: name, on: &connection) {
                    try SQLiteExerciseLinks.store(
                        CatalogueChoiceMapping.link(from: link), forExercise: exercise, on: &connection)
                }
            default:
                break
            }
        }
    }

    /// `choice` with an exercise's name reduced to its key, so two spellings of one exercise are one subject.
    private static func normalized(_ choice: CatalogueChoice) -> CatalogueChoice {
        if case .exerciseLink(let name) = choice { return .exerciseLink(ExerciseName.key(name)) }
        return choice
    }
}
