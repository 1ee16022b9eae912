internal import Foundation
internal import KheperCore
internal import KheperEditor
internal import KheperSync

/// One SQLite transaction on one workout, handed to the body of ``SQLiteDocumentStore/exclusively(_:_:)``.
///
/// It reaches the store's connection through a pointer that is valid only while that body runs; the store
/// never lets it escape. Every read is an indexed query whose cost follows the rows it returns.
struct SQLiteDocumentTransaction: DocumentStoreTransaction {
    /// The workout the transaction reads and writes.
    public let documentID: DocumentID

    let connection: UnsafeMutablePointer<SQLiteConnection>

    /// Whether writes append their change records to the sync outbox; off only for sync's own rebase writes.
    let recordsChanges: Bool

    /// Wraps the connection for the length of one transaction.
    init(documentID: DocumentID, connection: UnsafeMutablePointer<SQLiteConnection>, recordsChanges: Bool = true) {
        self.documentID = documentID
        self.connection = connection
        self.recordsChanges = recordsChanges
    }

    /// The columns of a block row, in the order ``record(_:)`` reads them.
    static let blockColumns = "id, parent_id, order_key, type, version, data, extra, raw_node"

    private var path: String { connection.pointee.path }

    private var reading: String { "reading workout \"\(documentID)\"" }

    /// The workout's header, or `nil` when there is no such workout.
    public func header() throws(StoreError) -> DocumentHeader? {
        var header: DocumentHeader?
        try connection.pointee.query(
            """
            SELECT title, extra, history_cursor, revision,
                (SELECT min(position) FROM history WHERE workout_id = ?1),
                (SELECT max(position) FROM history WHERE workout_id = ?1)
            FROM workouts WHERE id = ?1
            """,
            [.text(documentID)], doing: reading
        ) { (row) throws(StoreError) in
            let first = Int(row.integer(4))
            let positions = row.isNull(4) ? 0..<0 : first..<(Int(row.integer(5)) + 1)
            header = DocumentHeader(
                id: documentID, title: row.text(0),
                extraFields: try row.jsonObject(1, "the extra fields of workout \"\(documentID)\""),
                revision: Int(row.integer(3)), historyCursor: Int(row.integer(2)), historyPositions: positions)
        }
        return header
    }

    /// The whole workout with every block and its history.
    public func wholeDocument() throws(StoreError) -> DocumentRecord? {
        try workout(withHistory: true)
    }

    /// The workout with every block, and with its history when `withHistory`.
    func workout(withHistory: Bool) throws(StoreError) -> DocumentRecord? {
        var record: DocumentRecord?
        try connection.pointee.query(
            "SELECT title, extra, history_cursor, modified_at, revision FROM workouts WHERE id = ?1",
            [.text(documentID)], doing: reading
        ) { (row) throws(StoreError) in
            record = DocumentRecord(
                id: documentID, title: row.text(0),
                extraFields: try row.jsonObject(1, "the extra fields of workout \"\(documentID)\""),
                blocks: [], history: [], historyCursor: Int(row.integer(2)),
                modifiedAt: Date(timeIntervalSinceReferenceDate: row.real(3)), revision: Int(row.integer(4)))
        }
        guard var record else { return nil }
        record.blocks = try blockRows(
            "SELECT \(Self.blockColumns) FROM blocks WHERE workout_id = ?1 ORDER BY parent_id, order_key", [])
        if withHistory { record.history = try history(in: 0..<Int.max) }
        return record
    }

    /// The rows of the blocks among `ids` that exist.
    public func blocks(_ ids: [BlockID]) throws(StoreError) -> [BlockRecord] {
        var records: [BlockRecord] = []
        for id in ids {
            records += try blockRows(
                "SELECT \(Self.blockColumns) FROM blocks WHERE workout_id = ?1 AND id = ?2", [.text(id.rawValue)])
        }
        return records
    }

    /// At most `limit` block ids that start with `prefix`, with their kinds, in id order.
    public func blockIDs(withPrefix prefix: String, limit: Int) throws(StoreError) -> [(id: BlockID, kind: BlockKind)] {
        var found: [(id: BlockID, kind: BlockKind)] = []
        // A range scan of the primary key: every id with the prefix sorts between it and the prefix followed by
        // the highest code point.
        try connection.pointee.query(
            """
            SELECT id, type FROM blocks WHERE workout_id = ?1 AND id >= ?2 AND id < ?3 ORDER BY id LIMIT ?4
            """,
            [.text(documentID), .text(prefix), .text(prefix + "\u{10FFFF}"), .int(limit)], doing: reading
        ) { row in
            let id = row.text(0)
            if id.hasPrefix(prefix) { found.append((BlockID(id), BlockKind(stringLiteral: row.text(1)))) }
        }
        return found
    }

    /// The block's ancestors, parent first.
    public func ancestors(of id: BlockID) throws(StoreError) -> [BlockRecord] {
        let columns = Self.blockColumns.split(separator: ", ").map { "b.\($0)" }.joined(separator: ", ")
        // The depth bound stops a damaged parent cycle from looping.
        return try blockRows(
            """
            WITH RECURSIVE chain(parent, depth) AS (
                SELECT parent_id, 1 FROM blocks WHERE workout_id = ?1 AND id = ?2
                UNION ALL
                SELECT b.parent_id, chain.depth + 1 FROM chain JOIN blocks b ON b.workout_id = ?1 AND b.id = chain.parent
                WHERE chain.depth < 1024
            )
            SELECT \(columns) FROM chain JOIN blocks b ON b.workout_id = ?1 AND b.id = chain.parent ORDER BY chain.depth
            """,
            [.text(id.rawValue)])
    }

    /// The block and all its descendants, parents before children.
    public func subtree(of id: BlockID) throws(StoreError) -> [BlockRecord] {
        let columns = Self.blockColumns.split(separator: ", ").map { "b.\($0)" }.joined(separator: ", ")
        return try blockRows(
            """
            WITH RECURSIVE tree(block, depth) AS (
                SELECT ?2, 0
                UNION ALL
                SELECT b.id, tree.depth + 1 FROM tree JOIN blocks b ON b.workout_id = ?1 AND b.parent_id = tree.block
                WHERE tree.depth < 1024
            )
            SELECT \(columns) FROM tree JOIN blocks b ON b.workout_id = ?1 AND b.id = tree.block ORDER BY tree.depth
            """,
            [.text(id.rawValue)])
    }

    /// At most `limit` children of `parent` on one side of `key`, nearest first.
    public func children(
        of parent: BlockID?,
        _ side: SiblingSide,
        _ key: OrderKey?,
        limit: Int
    ) throws(StoreError) -> [BlockRecord] {
        // Root blocks and children use different partial indexes, so each gets a query the planner can match.
        var bindings: [SQLiteValue] = []
        var conditions = ["workout_id = ?1"]
        if let parent {
            bindings.append(.text(parent.rawValue))
            conditions.append("parent_id = ?\(bindings.count + 1)")
        } else {
            conditions.append("parent_id IS NULL")
        }
        if let key {
            bindings.append(.text(key.rawValue))
            conditions.append("order_key \(side == .after ? ">" : "<") ?\(bindings.count + 1)")
        }
        bindings.append(.int(limit))
        let sql = """
            SELECT \(Self.blockColumns) FROM blocks WHERE \(conditions.joined(separator: " AND "))
            ORDER BY order_key \(side == .after ? "ASC" : "DESC") LIMIT ?\(bindings.count + 1)
            """
        return try blockRows(sql, bindings)
    }

    /// How many children `parent` has.
    public func childCount(of parent: BlockID?) throws(StoreError) -> Int {
        var count = 0
        let sql =
            parent == nil
            ? "SELECT count(*) FROM blocks WHERE workout_id = ?1 AND parent_id IS NULL"
            : "SELECT count(*) FROM blocks WHERE workout_id = ?1 AND parent_id = ?2"
        let bindings: [SQLiteValue] = [.text(documentID)] + (parent.map { [.text($0.rawValue)] } ?? [])
        try connection.pointee.query(sql, bindings, doing: reading) { row in count = Int(row.integer(0)) }
        return count
    }

    /// The history entries in `positions`, oldest first.
    public func history(in positions: Range<Int>) throws(StoreError) -> [HistoryEntry] {
        var entries: [HistoryEntry] = []
        try connection.pointee.query(
            """
            SELECT position, payload FROM history WHERE workout_id = ?1 AND position >= ?2 AND position < ?3
            ORDER BY position
            """,
            [.text(documentID), .int(positions.lowerBound), .int(positions.upperBound)], doing: reading
        ) { (row) throws(StoreError) in
            // A step that cannot be parsed is handed on as `null`: editors skip steps they cannot decode, so one
            // damaged step never makes the workout unreadable.
            let position = Int(row.integer(0))
            let payload = try? JSONValue(parsing: row.bytes(1), options: .storedData)
            entries.append(HistoryEntry(position: position, payload: payload ?? .null))
        }
        return entries
    }

    /// Applies one write: deletions, then upserts, then the title, revision and history (removals, upserts,
    /// cursor). A write holding a row that would not read back is refused first (``ReadBackCheck``).
    public func apply(_ write: StoreWrite) throws(StoreError) {
        try ReadBackCheck.check(write)
        if recordsChanges { try SyncOutbox.materialize(.workout(documentID.rawValue), on: &connection.pointee) }
        let id = documentID
        let action = "saving changes to workout \"\(id)\""
        // One write to the workout's row: it must exist, and it records the title, cursor, revision and time.
        let found: Int
        if write.isEmpty {
            found = try header() == nil ? 0 : 1
        } else {
            found = try connection.pointee.run(
                """
                UPDATE workouts SET title = coalesce(?2, title), history_cursor = coalesce(?3, history_cursor),
                    modified_at = ?4, revision = revision + 1
                WHERE id = ?1
                """,
                [
                    .text(id), .optionalText(write.title), write.history.map { .int($0.cursor) } ?? .null,
                    .real(Date().timeIntervalSinceReferenceDate),
                ],
                doing: action)
        }
        guard found == 1 else { throw SQLiteDocumentStore.notFound(id, in: path) }
        let touched = write.upserts.map(\.id) + write.deletions
        let rowsBefore = recordsChanges && !touched.isEmpty ? try blocks(touched) : []
        for block in write.deletions {
            try connection.pointee.run(
                "DELETE FROM blocks WHERE workout_id = ?1 AND id = ?2", [.text(id), .text(block.rawValue)],
                doing: action)
        }
        try upsert(write.upserts, doing: action)
        if recordsChanges { try recordChanges(of: write, rowsBefore: rowsBefore) }
        guard let history = write.history else { return }
        if let position = history.removeFrom {
            try connection.pointee.run(
                "DELETE FROM history WHERE workout_id = ?1 AND position >= ?2", [.text(id), .int(position)],
                doing: action)
        }
        if let position = history.removeBefore {
            try connection.pointee.run(
                "DELETE FROM history WHERE workout_id = ?1 AND position < ?2", [.text(id), .int(position)],
                doing: action)
        }
        for entry in history.upserts {
            try insert(entry, doing: action)
        }
    }

    /// Writes block rows. When several rows change place, each first moves to a key no sibling can hold, so
    /// the unique sibling-order index never sees two rows swap keys halfway through.
    func upsert(_ blocks: [BlockRecord], placingFirst: Bool = true, doing action: String) throws(StoreError) {
        if placingFirst && blocks.count > 1 {
            for block in blocks {
                try connection.pointee.run(
                    "UPDATE blocks SET order_key = '~' || id WHERE workout_id = ?1 AND id = ?2",
                    [.text(documentID), .text(block.id.rawValue)], doing: action)
            }
        }
        for block in blocks {
            try connection.pointee.run(
                """
                INSERT INTO blocks (workout_id, id, parent_id, order_key, type, version, data, extra, raw_node)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
                ON CONFLICT (workout_id, id) DO UPDATE SET parent_id = excluded.parent_id,
                    order_key = excluded.order_key, type = excluded.type, version = excluded.version,
                    data = excluded.data, extra = excluded.extra, raw_node = excluded.raw_node
                """,
                [
                    .text(documentID), .text(block.id.rawValue), .optionalText(block.parentID?.rawValue),
                    .text(block.order.rawValue), .text(block.kind.rawValue), .int(block.version),
                    Self.dataColumn(of: block),
                    .json(.object(block.extraFields)), .integer(block.isRawNode ? 1 : 0),
                ],
                doing: action)
        }
    }

    /// Inserts new block rows through one prepared statement; a row whose id is taken fails (`conflict`) instead
    /// of replacing it.
    func insertNew(_ blocks: [BlockRecord], doing action: String) throws(StoreError) {
        let statement = try connection.pointee.statement(
            """
            INSERT INTO blocks (workout_id, id, parent_id, order_key, type, version, data, extra, raw_node)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
            """, doing: action)
        for block in blocks {
            try connection.pointee.run(prepared: statement, doing: action) { row in
                row.text(1, documentID.rawValue)
                row.text(2, block.id.rawValue)
                row.text(3, block.parentID?.rawValue)
                row.text(4, block.order.rawValue)
                row.text(5, block.kind.rawValue)
                row.integer(6, block.version)
                row.value(7, Self.dataColumn(of: block))
                row.json(8, .object(block.extraFields))
                row.integer(9, block.isRawNode ? 1 : 0)
            }
        }
    }

    /// How many of the workout's rows no chain of parents leads to from a root block: 0 unless the store is
    /// damaged (rows in a parent cycle).
    func unreachableRowCount() throws(StoreError) -> Int {
        var count = 0
        try connection.pointee.query(
            """
            WITH RECURSIVE tree(block) AS (
                SELECT id FROM blocks WHERE workout_id = ?1 AND parent_id IS NULL
                UNION ALL
                SELECT b.id FROM tree JOIN blocks b ON b.workout_id = ?1 AND b.parent_id = tree.block
            )
            SELECT (SELECT count(*) FROM blocks WHERE workout_id = ?1) - (SELECT count(*) FROM tree)
            """,
            [.text(documentID)], doing: reading
        ) { row in count = Int(row.integer(0)) }
        return count
    }

    /// Up to `limit` root blocks whose keys sort after `key`, each with all its descendants.
    func rootBatch(after key: String, limit: Int) throws(StoreError) -> [BlockRecord] {
        let columns = Self.blockColumns.split(separator: ", ").map { "b.\($0)" }.joined(separator: ", ")
        return try blockRows(
            """
            WITH RECURSIVE tree(block) AS (
                SELECT id FROM (
                    SELECT id FROM blocks WHERE workout_id = ?1 AND parent_id IS NULL AND order_key > ?2
                    ORDER BY order_key LIMIT ?3)
                UNION ALL
                SELECT b.id FROM tree JOIN blocks b ON b.workout_id = ?1 AND b.parent_id = tree.block
            )
            SELECT \(columns) FROM tree JOIN blocks b ON b.workout_id = ?1 AND b.id = tree.block
            """,
            [.text(key), .int(limit)])
    }

    /// The `data` column of a row: its JSON, or for a row read unreadable, the text it was read from, unchanged.
    static func dataColumn(of block: BlockRecord) -> SQLiteValue {
        if block.unreadableReason != nil, case .string(let stored) = block.data { return .text(stored) }
        if let text = block.dataText { return .jsonText(text) }
        return .json(block.data)
    }

    /// Runs one statement and returns how many rows it changed.
    @discardableResult
    func run(_ sql: String, _ bindings: [SQLiteValue], doing action: String) throws(StoreError) -> Int {
        try connection.pointee.run(sql, bindings, doing: action)
    }

    /// Writes one history entry, replacing the one at its position.
    func insert(_ entry: HistoryEntry, doing action: String) throws(StoreError) {
        try connection.pointee.run(
            """
            INSERT INTO history (workout_id, position, payload) VALUES (?1, ?2, ?3)
            ON CONFLICT (workout_id, position) DO UPDATE SET payload = excluded.payload
            """,
            [.text(documentID), .int(entry.position), .json(entry.payload)],
            doing: action)
    }

    /// Runs a block query whose first binding is the workout id and whose columns are ``blockColumns``.
    private func blockRows(_ sql: String, _ bindings: [SQLiteValue]) throws(StoreError) -> [BlockRecord] {
        var records: [BlockRecord] = []
        try connection.pointee.query(sql, [.text(documentID)] + bindings, doing: reading) {
            (row) throws(StoreError) in
            records.append(try record(row))
        }
        return records
    }

    /// A block row as a record; an invalid order key means the file is damaged. Data that cannot be parsed (too
    /// deep, not JSON) is kept as its text, marked unreadable, so the rest of the workout still loads.
    private func record(_ row: SQLiteRow) throws(StoreError) -> BlockRecord {
        let blockID = row.text(0)
        let keyText = row.text(2)
        guard let order = OrderKey(validating: keyText) else {
            throw StoreError(
                .corrupt,
                "The store at \(path) is damaged: block \"\(blockID)\" of workout \"\(documentID)\" has the invalid "
                    + "order key \"\(keyText)\".")
        }
        let parentID = row.isNull(1) ? nil : BlockID(row.text(1))
        let extraFields = try row.jsonObject(6, "the extra fields of block \"\(blockID)\" of workout \"\(documentID)\"")
        let data: JSONValue
        do {
            data = try JSONValue(parsing: row.bytes(5), options: .storedData)
        } catch {
            return BlockRecord.unreadable(
                id: BlockID(blockID), parentID: parentID, order: order, kind: BlockKind(stringLiteral: row.text(3)),
                version: Int(row.integer(4)), storedData: row.text(5), extraFields: extraFields, reason: error.message)
        }
        return BlockRecord(
            id: BlockID(blockID),
            parentID: parentID,
            order: order,
            kind: BlockKind(stringLiteral: row.text(3)),
            version: Int(row.integer(4)),
            data: data,
            extraFields: extraFields,
            isRawNode: row.integer(7) != 0)
    }
}
