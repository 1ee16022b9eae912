internal import KheperCore
internal import KheperEditor

extension SyncOutbox {
    /// Many bulk rows appended in one transaction, each exactly as ``appendBulk(_:count:on:)`` writes it: the
    /// device's position is read once, each row reserves its seqs right after the previous row's, and `next_seq`
    /// is written once by ``finish(on:)``, which must run before the transaction commits.
    ///
    /// An import appends one row per session; reading and writing `sync_state` around each cost more than the row.
    struct BulkRun {
        /// The client id, the cursor and the next free seq, once read.
        private var position: (client: String, cursor: Int, seq: Int)?
        /// The prepared insert, once prepared.
        private var insert: OpaquePointer?

        /// A run that has appended nothing yet.
        init() {}

        /// Appends the row for `subject`'s `count` records; a `count` of zero appends nothing.
        mutating func append(_ subject: BulkSubject, count: Int, on connection: inout SQLiteConnection)
            throws(StoreError)
        {
            guard count > 0 else { return }
            let action = "adding changes to the sync outbox"
            if position == nil { position = try nextPosition(doing: action, on: &connection) }
            if insert == nil {
                insert = try connection.statement(
                    "INSERT INTO sync_outbox (seq, record) VALUES (?1, ?2)", doing: action)
            }
            guard let (client, cursor, seq) = position, let statement = insert else { return }
            try connection.run(prepared: statement, doing: action) { row in
                row.integer(1, seq)
                row.json(2, bulkRecord(subject, client: client, cursor: cursor, seq: seq, count: count))
            }
            position = (client, cursor, seq + count)
        }

        /// Records the seqs the run reserved as taken; does nothing when it appended nothing.
        func finish(on connection: inout SQLiteConnection) throws(StoreError) {
            guard let position else { return }
            try connection.run(
                "UPDATE sync_state SET next_seq = ?1", [.int(position.seq)], doing: "adding changes to the sync outbox")
        }
    }
}
