import Foundation
public import KheperCore

/// A ``DocumentStoreTransaction`` over a document held in memory: it reads and writes its own copy, which the store
/// keeps when the transaction's body returns and drops when it throws.
///
/// It enforces what a database store's schema enforces: a block's parent exists and sibling order keys are
/// unique. Reads scan the copy; this is for tests, previews and hosts that persist elsewhere, not for size.
public final class InMemoryDocumentTransaction: DocumentStoreTransaction {
    /// The document the transaction reads and writes.
    public let documentID: DocumentID

    /// The document as the transaction sees it, or `nil` when it does not exist.
    public var record: DocumentRecord? {
        stored.map(Self.record)
    }

    /// The copy the transaction reads and writes.
    private(set) var stored: InMemoryDocument?

    /// Writes applied so far, oldest first.
    private(set) var appliedWrites: [StoreWrite] = []

    /// When set, the next ``apply(_:)`` throws it, to test how callers roll back.
    var failNextWrite: StoreError?

    /// Starts a transaction on `record`, the document `documentID` as stored (`nil` when there is none).
    public convenience init(documentID: DocumentID, record: DocumentRecord?) {
        self.init(documentID: documentID, stored: record.map(InMemoryDocument.init))
    }

    /// Starts a transaction on a stored copy.
    init(documentID: DocumentID, stored: InMemoryDocument?) {
        self.documentID = documentID
        self.stored = stored
    }

    /// The document's header.
    public func header() throws(StoreError) -> DocumentHeader? {
        guard let stored else { return nil }
        let positions = stored.history.keys
        return DocumentHeader(
            id: documentID, title: stored.title, extraFields: stored.extraFields, revision: stored.revision,
            historyCursor: stored.cursor,
            historyPositions: positions.min().map { $0..<(positions.max()! + 1) } ?? 0..<0)
    }

    /// The whole document.
    public func wholeDocument() throws(StoreError) -> DocumentRecord? {
        record
    }

    /// The rows of the blocks among `ids` that exist.
    public func blocks(_ ids: [BlockID]) throws(StoreError) -> [BlockRecord] {
        ids.compactMap { stored?.blocks[$0] }
    }

    /// At most `limit` block ids starting with `prefix`, in id order.
    public func blockIDs(withPrefix prefix: String, limit: Int) throws(StoreError) -> [(id: BlockID, kind: BlockKind)] {
        let matches = (stored?.blocks.values ?? [:].values).filter { $0.id.rawValue.hasPrefix(prefix) }
        return matches.sorted { $0.id.rawValue.utf8.lexicographicallyPrecedes($1.id.rawValue.utf8) }
            .prefix(limit).map { ($0.id, $0.kind) }
    }

    /// The block's ancestors, parent first.
    public func ancestors(of id: BlockID) throws(StoreError) -> [BlockRecord] {
        var chain: [BlockRecord] = []
        var next = stored?.blocks[id]?.parentID
        while let parent = next, let record = stored?.blocks[parent], chain.count < 1024 {
            chain.append(record)
            next = record.parentID
        }
        return chain
    }

    /// The block and its descendants, parents before children.
    public func subtree(of id: BlockID) throws(StoreError) -> [BlockRecord] {
        guard let stored, let root = stored.blocks[id] else { return [] }
        var result = [root]
        var index = 0
        while index < result.count {
            let parent = result[index].id
            result += stored.blocks.values.filter { $0.parentID == parent }.sorted { $0.order < $1.order }
            index += 1
        }
        return result
    }

    /// At most `limit` children of `parent` on one side of `key`, nearest first.
    public func children(
        of parent: BlockID?,
        _ side: SiblingSide,
        _ key: OrderKey?,
        limit: Int
    ) throws(StoreError) -> [BlockRecord] {
        let siblings = (stored?.blocks.values ?? [:].values).filter { $0.parentID == parent }
        switch side {
        case .after:
            let later = siblings.filter { sibling in key.map { sibling.order > $0 } ?? true }
            return Array(later.sorted { $0.order < $1.order }.prefix(limit))
        case .before:
            let earlier = siblings.filter { sibling in key.map { sibling.order < $0 } ?? true }
            return Array(earlier.sorted { $0.order > $1.order }.prefix(limit))
        }
    }

    /// How many children `parent` has.
    public func childCount(of parent: BlockID?) throws(StoreError) -> Int {
        stored?.blocks.values.count { $0.parentID == parent } ?? 0
    }

    /// The history entries in `positions`, oldest first.
    public func history(in positions: Range<Int>) throws(StoreError) -> [HistoryEntry] {
        (stored?.history.values ?? [:].values).filter { positions.contains($0.position) }
            .sorted { $0.position < $1.position }
    }

    /// Applies one write to the copy, refusing one that leaves an orphan or two siblings with one key, or holds a
    /// row that would not read back (``ReadBackCheck``).
    public func apply(_ write: StoreWrite) throws(StoreError) {
        if let error = failNextWrite {
            failNextWrite = nil
            throw error
        }
        try ReadBackCheck.check(write)
        guard var workout = stored else {
            throw StoreError(.notFound, "no workout has the id \"\(documentID)\"")
        }
        guard !write.isEmpty else { return }
        for id in write.deletions { workout.blocks[id] = nil }
        for record in write.upserts { workout.blocks[record.id] = record }
        try Self.checkInvariants(of: workout, after: write)
        if let title = write.title { workout.title = title }
        if let change = write.history {
            if let from = change.removeFrom { workout.history = workout.history.filter { $0.key < from } }
            if let before = change.removeBefore { workout.history = workout.history.filter { $0.key >= before } }
            for entry in change.upserts { workout.history[entry.position] = entry }
            workout.cursor = change.cursor
        }
        workout.modifiedAt = Date()
        workout.revision += 1
        stored = workout
        appliedWrites.append(write)
    }

    /// Refuses a write whose rows name a missing parent, orphan a child, or share a key with a sibling.
    static func checkInvariants(of workout: InMemoryDocument, after write: StoreWrite) throws(StoreError) {
        // Only each block's final row counts, as a database checks its constraints at commit.
        for record in Set(write.upserts.map(\.id)).compactMap({ workout.blocks[$0] }) {
            if let parent = record.parentID, workout.blocks[parent] == nil {
                throw conflict(
                    "the block \"\(record.id)\" would be inside the block \"\(parent)\", which does not exist")
            }
            if let twin = workout.blocks.values.first(where: {
                $0.id != record.id && $0.parentID == record.parentID && $0.order == record.order
            }) {
                throw conflict("the blocks \"\(record.id)\" and \"\(twin.id)\" would share one place")
            }
        }
        let removed = Set(write.deletions)
        let gone = removed.filter { workout.blocks[$0] == nil }
        if !gone.isEmpty, let orphan = workout.blocks.values.first(where: { $0.parentID.map(gone.contains) ?? false }) {
            throw conflict("the block \"\(orphan.id)\" would be left inside a block that no longer exists")
        }
    }

    private static func conflict(_ reason: String) -> StoreError {
        StoreError(.conflict, "The change was refused: \(reason); nothing was changed.")
    }

    private static func record(_ stored: InMemoryDocument) -> DocumentRecord {
        DocumentRecord(
            id: stored.id, title: stored.title, extraFields: stored.extraFields, blocks: Array(stored.blocks.values),
            history: stored.history.values.sorted { $0.position < $1.position }, historyCursor: stored.cursor,
            modifiedAt: stored.modifiedAt, revision: stored.revision)
    }
}

/// A stored document in memory, with its blocks and history by id and position.
struct InMemoryDocument: Sendable {
    var id: DocumentID
    var title: String
    var extraFields: JSONObject
    var blocks: [BlockID: BlockRecord]
    var history: [Int: HistoryEntry]
    var cursor: Int
    var modifiedAt: Date
    var revision: Int

    init(_ record: DocumentRecord) {
        id = record.id
        title = record.title
        extraFields = record.extraFields
        blocks = Dictionary(record.blocks.map { ($0.id, $0) }, uniquingKeysWith: { $1 })
        history = Dictionary(record.history.map { ($0.position, $0) }, uniquingKeysWith: { $1 })
        cursor = record.historyCursor
        modifiedAt = record.modifiedAt
        revision = record.revision
    }
}
