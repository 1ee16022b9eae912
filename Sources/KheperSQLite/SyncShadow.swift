internal import Foundation
internal import KheperCore
internal import KheperEditor
internal import KheperSync

/// The device's shadow (the server's state as of the cursor) as rows: one per workout, one per block and one per
/// logged set (store schema version 10). A sync reads only the rows of what it touches and writes only the rows
/// that changed.
enum SyncShadow {
    /// What a sync needs of the shadow: some workouts and some logged sets, or everything when `nil`.
    struct Scope {
        /// The workouts to read, every one when `nil`.
        var workouts: Set<String>?
        /// The logged sets to read by id, every one when both this and `sessions` are `nil`.
        var setIDs: Set<String>?
        /// The sessions whose every logged set is read.
        var sessions: Set<String>?

        /// Everything in the shadow.
        static let everything = Scope(workouts: nil, setIDs: nil, sessions: nil)
    }

    /// The shadow rows within `scope`, as a state.
    static func load(_ scope: Scope, on connection: inout SQLiteConnection) throws(StoreError) -> MergeState {
        let action = "reading the sync shadow"
        let path = connection.path
        var workouts: [String: SyncDocument] = [:]
        let ids: [String]
        if let wanted = scope.workouts {
            ids = wanted.sorted()
        } else {
            var all: [String] = []
            try connection.query("SELECT id FROM sync_shadow_workouts", doing: action) { row in all.append(row.text(0))
            }
            ids = all
        }
        for id in ids {
            var workout: SyncDocument?
            try connection.query(
                "SELECT title, extra, deleted FROM sync_shadow_workouts WHERE id = ?1", [.text(id)], doing: action
            ) { (row) throws(StoreError) in
                workout = SyncDocument(
                    title: row.text(0),
                    extraFields: try row.json(1, "the shadow's extra of workout \"\(id)\"").objectValue ?? [:],
                    isDeleted: row.integer(2) != 0)
            }
            guard var found = workout else { continue }
            try connection.query(
                """
                SELECT id, parent_id, order_key, type, version, data, extra, raw_node, deleted
                FROM sync_shadow_blocks WHERE workout_id = ?1
                """, [.text(id)], doing: action
            ) { (row) throws(StoreError) in
                let blockID = BlockID(row.text(0))
                guard let order = OrderKey(validating: row.text(2)) else {
                    throw StoreError(
                        .corrupt,
                        "The store at \(path) is damaged: the shadow's block \"\(blockID)\" of workout "
                            + "\"\(id)\" has the order key \"\(row.text(2))\"; expected a fractional order key.")
                }
                found.blocks[blockID] = SyncBlock(
                    id: blockID, parent: row.isNull(1) ? nil : BlockID(row.text(1)), order: order,
                    type: BlockKind(stringLiteral: row.text(3)), version: Int(row.integer(4)),
                    data: try row.json(5, "the shadow's data of block \"\(blockID)\""),
                    extraFields: try row.json(6, "the shadow's extra of block \"\(blockID)\"").objectValue ?? [:],
                    isRawNode: row.integer(7) != 0, isDeleted: row.integer(8) != 0)
            }
            workouts[id] = found
        }
        var sets: [String: JSONValue] = [:]
        func readSets(_ sql: String, _ parameters: [SQLiteValue]) throws(StoreError) {
            try connection.query(sql, parameters, doing: action) { (row) throws(StoreError) in
                sets[row.text(0)] = try row.json(1, "the shadow's logged set \"\(row.text(0))\"")
            }
        }
        if scope.setIDs == nil && scope.sessions == nil {
            try readSets("SELECT id, record FROM sync_shadow_sets", [])
        } else {
            for id in (scope.setIDs ?? []).sorted() {
                try readSets("SELECT id, record FROM sync_shadow_sets WHERE id = ?1", [.text(id)])
            }
            for session in (scope.sessions ?? []).sorted() {
                try readSets("SELECT id, record FROM sync_shadow_sets WHERE session = ?1", [.text(session)])
            }
        }
        return MergeState(workouts: workouts, loggedSets: sets)
    }

    /// Writes the rows of `new` that differ from `old`: workouts, blocks and logged sets. Workout and block rows are
    /// never removed, since the shadow keeps deleted ones as tombstones; a logged set is removed when a replacement
    /// of its session dropped it (`old` holds every set of a replaced session, as ``Scope`` reads them).
    static func save(_ new: MergeState, over old: MergeState, on connection: inout SQLiteConnection)
        throws(StoreError)
    {
        let action = "saving the sync shadow"
        for (id, workout) in new.workouts {
            let before = old.workouts[id]
            if before == workout { continue }
            if before?.title != workout.title || before?.extraFields != workout.extraFields
                || before?.isDeleted != workout.isDeleted
            {
                try connection.run(
                    """
                    INSERT INTO sync_shadow_workouts (id, title, extra, deleted) VALUES (?1, ?2, ?3, ?4)
                    ON CONFLICT (id) DO UPDATE SET
                        title = excluded.title, extra = excluded.extra, deleted = excluded.deleted
                    """,
                    [
                        .text(id), .text(workout.title), .json(.object(workout.extraFields)),
                        .int(workout.isDeleted ? 1 : 0),
                    ], doing: action)
            }
            for (blockID, block) in workout.blocks where before?.blocks[blockID] != block {
                try connection.run(
                    """
                    INSERT INTO sync_shadow_blocks
                        (workout_id, id, parent_id, order_key, type, version, data, extra, raw_node, deleted)
                    VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
                    ON CONFLICT (workout_id, id) DO UPDATE SET
                        parent_id = excluded.parent_id, order_key = excluded.order_key, type = excluded.type,
                        version = excluded.version, data = excluded.data, extra = excluded.extra,
                        raw_node = excluded.raw_node, deleted = excluded.deleted
                    """,
                    [
                        .text(id), .text(blockID.rawValue), block.parent.map { .text($0.rawValue) } ?? .null,
                        .text(block.order.rawValue), .text(block.type.rawValue), .int(block.version),
                        .json(block.data), .json(.object(block.extraFields)), .int(block.isRawNode ? 1 : 0),
                        .int(block.isDeleted ? 1 : 0),
                    ], doing: action)
            }
        }
        for (id, set) in new.loggedSets where old.loggedSets[id] != set {
            try connection.run(
                "INSERT OR REPLACE INTO sync_shadow_sets (id, session, record) VALUES (?1, ?2, ?3)",
                [.text(id), set.objectValue?["session"]?.stringValue.map { .text($0) } ?? .null, .json(set)],
                doing: action)
        }
        for id in old.loggedSets.keys where new.loggedSets[id] == nil {
            try connection.run("DELETE FROM sync_shadow_sets WHERE id = ?1", [.text(id)], doing: action)
        }
    }
}
