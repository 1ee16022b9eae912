internal import KheperCore
internal import KheperEditor
internal import KheperSync

// The transaction's writes to the sync outbox: every change a write makes becomes change records in the same
// transaction (docs/STORE.md, "The sync outbox and shadow"), so a crash never leaves an edit stored and unsent.
extension SQLiteDocumentTransaction {
    /// Appends one bulk row to the sync outbox, in this transaction, standing for the records that create `workout`.
    func recordCreation(of workout: DocumentRecord) throws(StoreError) {
        try recordCreation(of: workout.id, blockCount: workout.blocks.count)
    }

    /// Appends the one bulk outbox row that creates the workout `id` with its `blockCount` blocks.
    func recordCreation(of id: DocumentID, blockCount: Int) throws(StoreError) {
        guard recordsChanges else { return }
        // `intents(creating:)` is one `putWorkout` and one `insertBlock` per block: counted, not made, here.
        try SyncOutbox.appendBulk(.workout(id.rawValue), count: blockCount + 1, on: &connection.pointee)
    }

    /// Appends the write's change records to the sync outbox, in this transaction.
    func recordChanges(of write: StoreWrite, rowsBefore: [BlockRecord]) throws(StoreError) {
        var before: [BlockID: BlockRecord] = [:]
        for row in rowsBefore { before[row.id] = row }
        var changes: [BlockChange] = []
        for row in write.upserts where before[row.id] != row {
            changes.append(BlockChange(id: row.id, before: before[row.id], after: row))
        }
        for id in write.deletions where before[id] != nil {
            changes.append(BlockChange(id: id, before: before[id], after: nil))
        }
        let intents = ChangeMapping.intents(workout: documentID.rawValue, changes: changes, titleAfter: write.title) {
            id in
            (try? blocks([id]))?.first?.parentID
        }
        let kept = try SyncOutbox.cancellingUnsentDeletes(
            intents, workout: documentID.rawValue, on: &connection.pointee)
        try SyncOutbox.append(kept, on: &connection.pointee)
    }
}
