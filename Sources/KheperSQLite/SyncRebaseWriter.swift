internal import Foundation
internal import KheperCore
internal import KheperEditor
internal import KheperSync

/// Writes a rebased workout into a store's tables, without adding to the outbox: creates it, deletes it, or
/// rewrites the rows that differ and trims its undo history to the steps that still describe it.
enum SyncRebaseWriter {
    /// Makes the stored workout `id` match `target` (`nil` or deleted: no workout).
    static func write(workout key: String, as target: SyncDocument?, on connection: inout SQLiteConnection)
        throws(StoreError)
    {
        let id = DocumentID(key)
        let action = "rebasing workout \"\(id)\""
        let current = try withUnsafeMutablePointer(to: &connection) { (pointer) throws(StoreError) in
            try SQLiteDocumentTransaction(documentID: id, connection: pointer, recordsChanges: false).wholeDocument()
        }
        guard let target, !target.isDeleted else {
            if current != nil {
                try connection.run("DELETE FROM workouts WHERE id = ?1", [.text(id)], doing: action)
            }
            return
        }
        let rows = target.liveBlocks.map(ChangeMapping.blockRecord)
        let extra = target.extraFields
        guard let current else {
            try connection.run(
                """
                INSERT INTO workouts (id, title, extra, history_cursor, modified_at, revision)
                VALUES (?1, ?2, ?4, 0, ?3, 1)
                """,
                [.text(id), .text(target.title), .real(Date().timeIntervalSinceReferenceDate), .json(.object(extra))],
                doing: action)
            try withUnsafeMutablePointer(to: &connection) { (pointer) throws(StoreError) in
                try SQLiteDocumentTransaction(documentID: id, connection: pointer, recordsChanges: false)
                    .upsert(rows, placingFirst: false, doing: action)
            }
            return
        }
        if current.extraFields != extra {
            try connection.run(
                "UPDATE workouts SET extra = ?2 WHERE id = ?1", [.text(id), .json(.object(extra))], doing: action)
        }
        var currentRows: [BlockID: BlockRecord] = [:]
        for row in current.blocks { currentRows[row.id] = row }
        var targetRows: [BlockID: BlockRecord] = [:]
        for row in rows { targetRows[row.id] = row }
        var write = StoreWrite(documentID: id)
        if current.title != target.title { write.title = target.title }
        write.deletions = current.blocks.map(\.id).filter { targetRows[$0] == nil }
        write.upserts = rows.filter { currentRows[$0.id] != $0 }
        let deleted = Set(target.blocks.values.filter(\.isDeleted).map(\.id))
        write.history = historyChange(of: current, title: target.title, rows: targetRows, deleted: deleted)
        guard !write.isEmpty else { return }
        try withUnsafeMutablePointer(to: &connection) { (pointer) throws(StoreError) in
            try SQLiteDocumentTransaction(documentID: id, connection: pointer, recordsChanges: false).apply(write)
        }
    }

    /// The history change that drops redo steps and the done steps that no longer describe the rebased workout.
    private static func historyChange(
        of current: DocumentRecord, title: String, rows: [BlockID: BlockRecord], deleted: Set<BlockID>
    ) -> HistoryChange? {
        let cursor = current.historyCursor
        let entries = current.history.sorted { $0.position < $1.position }
        let decoder = JSONValueDecoder()
        var done: [EditTransaction] = []
        for entry in entries where entry.position < cursor {
            guard let step = try? decoder.decode(EditTransaction.self, from: entry.payload) else {
                done.removeAll()
                continue
            }
            done.append(step)
        }
        let kept = HistoryRebase.keptCount(done: done, title: title, rows: rows, deleted: deleted)
        let firstKept = cursor - kept
        let hasRedo = entries.contains { $0.position >= cursor }
        let hasDropped = entries.contains { $0.position < firstKept }
        guard hasRedo || hasDropped else { return nil }
        return HistoryChange(
            removeFrom: hasRedo ? cursor : nil, removeBefore: hasDropped ? firstKept : nil, cursor: cursor)
    }
}
