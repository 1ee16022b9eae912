public import KheperCore

/// The rows one committed transaction changes: exactly what a store writes, in one transaction.
public struct StoreWrite: Sendable, Hashable {
    /// The document the rows belong to.
    public var documentID: DocumentID

    /// The new title, when the transaction changed it.
    public var title: String?

    /// Blocks inserted, moved or updated: their whole new rows.
    public var upserts: [BlockRecord]

    /// Blocks removed.
    public var deletions: [BlockID]

    /// How the stored history changes, when it does.
    public var history: HistoryChange?

    /// Creates a write.
    public init(
        documentID: DocumentID,
        title: String? = nil,
        upserts: [BlockRecord] = [],
        deletions: [BlockID] = [],
        history: HistoryChange? = nil
    ) {
        self.documentID = documentID
        self.title = title
        self.upserts = upserts
        self.deletions = deletions
        self.history = history
    }

    /// Whether the write changes nothing.
    public var isEmpty: Bool {
        title == nil && upserts.isEmpty && deletions.isEmpty && history == nil
    }
}

/// How the stored edit history changes with one write. A store applies the removals first, then the upserts,
/// then sets the cursor.
public struct HistoryChange: Sendable, Hashable {
    /// Entries at or after this position are deleted (redo steps a new edit discards).
    public var removeFrom: Int?

    /// Entries before this position are deleted (the oldest steps, beyond the history's bound).
    public var removeBefore: Int?

    /// Entries added or replaced (a coalesced edit replaces the last one).
    public var upserts: [HistoryEntry]

    /// The new cursor: how many entries are done.
    public var cursor: Int

    /// Creates a history change.
    public init(removeFrom: Int? = nil, removeBefore: Int? = nil, upserts: [HistoryEntry] = [], cursor: Int) {
        self.removeFrom = removeFrom
        self.removeBefore = removeBefore
        self.upserts = upserts
        self.cursor = cursor
    }
}
