internal import Foundation
public import KheperCore
public import KheperEditor

extension SQLiteDocumentStore: StreamingDocumentStore {
    /// How many root blocks ``exporting(_:_:)`` reads at a time.
    static let exportBatchRoots = 512

    /// Adds a new workout as `body` hands over its rows, in one `BEGIN IMMEDIATE` transaction: its row first, when
    /// the first batch names it (the header `body` returns fills it in at the end), then each batch through one
    /// prepared insert, then one bulk row in the sync outbox for all of them, as ``createDocument(_:)`` writes.
    ///
    /// - Throws: `StoreError` with code `alreadyExists` when a workout has the id, `conflict` when two rows share
    ///   an id or a place, `unreadableWrite` for a row that would not read back, and whatever `body` throws.
    public func createDocument(
        streaming body: (_ add: (_ documentID: DocumentID, _ blocks: [BlockRecord]) throws(StoreError) -> Void)
            throws(StoreError) -> DocumentRecord
    ) throws(StoreError) {
        try withConnection { (connection) throws(StoreError) in
            try connection.transaction("BEGIN IMMEDIATE", doing: "importing a workout") {
                (connection) throws(StoreError) in
                try withUnsafeMutablePointer(to: &connection) { (pointer) throws(StoreError) in
                    var started: SQLiteDocumentTransaction?
                    var count = 0
                    /// The transaction on the workout `id`, its row inserted on first use.
                    func transaction(_ id: DocumentID) throws(StoreError) -> SQLiteDocumentTransaction {
                        if let started {
                            guard started.documentID == id else {
                                throw StoreError(
                                    .conflict, "One import named the workouts \"\(started.documentID)\" and \"\(id)\".")
                            }
                            return started
                        }
                        let transaction = SQLiteDocumentTransaction(documentID: id, connection: pointer)
                        let inserted = try transaction.run(
                            """
                            INSERT INTO workouts (id, title, extra, history_cursor, modified_at, revision)
                            VALUES (?1, '', '{}', 0, 0, 0) ON CONFLICT (id) DO NOTHING
                            """, [.text(id)], doing: "creating workout \"\(id)\"")
                        guard inserted == 1 else {
                            throw StoreError(.alreadyExists, "A workout with id \"\(id)\" already exists in \(path).")
                        }
                        started = transaction
                        return transaction
                    }
                    let header = try body { (id, blocks) throws(StoreError) in
                        try ReadBackCheck.check(DocumentRecord(id: id, title: "", blocks: blocks))
                        try transaction(id).insertNew(blocks, doing: "creating workout \"\(id)\"")
                        count += blocks.count
                    }
                    guard header.blocks.isEmpty, header.history.isEmpty else {
                        throw StoreError(.conflict, "The header of workout \"\(header.id)\" came with rows.")
                    }
                    try ReadBackCheck.check(header)
                    let action = "creating workout \"\(header.id)\""
                    let workout = try transaction(header.id)
                    try workout.run(
                        """
                        UPDATE workouts SET title = ?2, extra = ?3, history_cursor = ?4, modified_at = ?5,
                            revision = ?6
                        WHERE id = ?1
                        """,
                        [
                            .text(header.id), .text(header.title), .json(.object(header.extraFields)),
                            .int(header.historyCursor), .real(header.modifiedAt.timeIntervalSinceReferenceDate),
                            .int(header.revision),
                        ],
                        doing: action)
                    try workout.recordCreation(of: header.id, blockCount: count)
                }
            }
        }
    }

    /// Reads the workout for writing out, in one read transaction, 512 root blocks at a time:
    /// a keyset scan of the root-order index, each batch's descendants found by a recursive query.
    public func exporting<Result>(
        _ id: DocumentID,
        _ body: (
            _ header: DocumentRecord, _ rootCount: Int, _ next: () throws(StoreError) -> [BlockRecord]
        ) throws(StoreError) -> Result
    ) throws(StoreError) -> Result? {
        try transaction(on: id, "BEGIN", doing: "exporting workout \"\(id)\"") {
            (transaction) throws(StoreError) -> Result? in
            guard let header = try transaction.header(), try transaction.unreachableRowCount() == 0 else {
                return nil
            }
            let record = DocumentRecord(
                id: id, title: header.title, extraFields: header.extraFields, blocks: [],
                historyCursor: header.historyCursor, revision: header.revision)
            var lastKey = ""
            return try body(record, try transaction.childCount(of: nil)) { () throws(StoreError) -> [BlockRecord] in
                let batch = try transaction.rootBatch(after: lastKey, limit: Self.exportBatchRoots)
                for row in batch where row.parentID == nil && row.order.rawValue > lastKey {
                    lastKey = row.order.rawValue
                }
                return batch
            }
        }
    }
}
