import KheperCore

/// The check every store runs before it writes: each JSON column of the write must parse again within the reader's
/// limits, so a store never accepts a row it could not read back.
///
/// A row kept unreadable (`BlockRecord.unreadableReason`) is written back as the text it was read from, so it
/// passes unchanged.
public enum ReadBackCheck {
    /// The deepest nesting of arrays and objects a stored JSON column may have: the parser's default limit.
    public static let maximumDepth = JSONParseOptions().maximumDepth

    /// The deepest a block's data or extra fields may nest: less than ``maximumDepth`` by the room an exported
    /// document needs around its deepest block (the envelope, `blocks`, and a node and a `children` array for each of
    /// up to `BlockRegistry.defaultMaximumDepth + 1` levels), so that every export reads back too.
    public static let maximumBlockColumnDepth = maximumDepth - 2 * (BlockRegistry.defaultMaximumDepth + 1) - 1

    /// Refuses a write any of whose block rows or history entries would not read back.
    ///
    /// - Throws: ``StoreError`` with code `unreadableWrite`, naming the row and its depth; nothing was written.
    public static func check(_ write: StoreWrite) throws(StoreError) {
        try check(write.upserts, history: write.history?.upserts ?? [], documentID: write.documentID)
    }

    /// Refuses a new document any of whose rows would not read back.
    ///
    /// - Throws: ``StoreError`` with code `unreadableWrite`, naming the row and its depth; nothing was written.
    public static func check(_ workout: DocumentRecord) throws(StoreError) {
        try check(
            .object(workout.extraFields), "the extra fields", limit: maximumBlockColumnDepth, documentID: workout.id)
        try check(workout.blocks, history: workout.history, documentID: workout.id)
    }

    /// Refuses block rows and history entries that would not read back.
    private static func check(
        _ blocks: [BlockRecord],
        history: [HistoryEntry],
        documentID: DocumentID
    ) throws(StoreError) {
        for block in blocks {
            if block.unreadableReason == nil {
                // Held as text, the data was written by the JSON writer: its depth is all that could fail to read.
                try check(
                    depth: block.dataText?.nestingDepth ?? block.data.nestingDepth,
                    "the data of block \"\(block.id)\"", limit: maximumBlockColumnDepth, documentID: documentID)
            } else if !block.data.isString {
                throw StoreError(
                    .unreadableWrite,
                    "The change to workout \"\(documentID)\" was refused: block \"\(block.id)\" is marked unreadable "
                        + "but its data is not the stored text; nothing was changed.")
            }
            try check(
                .object(block.extraFields), "the extra fields of block \"\(block.id)\"", limit: maximumBlockColumnDepth,
                documentID: documentID)
        }
        for entry in history {
            try check(entry.payload, "history step \(entry.position)", limit: maximumDepth, documentID: documentID)
        }
    }

    /// Refuses one JSON column nested deeper than `limit`.
    private static func check(_ value: JSONValue, _ what: @autoclosure () -> String, limit: Int, documentID: DocumentID)
        throws(StoreError)
    {
        try check(depth: value.nestingDepth, what(), limit: limit, documentID: documentID)
    }

    /// Refuses one JSON column whose nesting, `depth`, is deeper than `limit`.
    private static func check(depth: Int, _ what: @autoclosure () -> String, limit: Int, documentID: DocumentID)
        throws(StoreError)
    {
        guard depth > limit else { return }
        throw StoreError(
            .unreadableWrite,
            "The change to workout \"\(documentID)\" was refused: \(what()) would nest \(depth) levels of arrays and "
                + "objects, and a store keeps at most \(limit) so that it and every export read back; nothing was "
                + "changed.")
    }
}

extension JSONValue {
    /// Whether the value is a string.
    fileprivate var isString: Bool {
        if case .string = self { return true }
        return false
    }
}
