public import KheperCore

/// One exclusive transaction on one stored document: what it reads is the latest committed state, and no other
/// writer commits until the transaction ends, so a read, the decision made from it and the write are atomic.
///
/// A transaction lives only inside ``DocumentStore/exclusively(_:_:)``; its reads cost what they return, never the
/// size of the document, so an edit reads only the blocks it touches.
public protocol DocumentStoreTransaction {
    /// The document the transaction reads and writes.
    var documentID: DocumentID { get }

    /// The document's header, or `nil` when the store has no document with the id.
    func header() throws(StoreError) -> DocumentHeader?

    /// The whole document, for callers that need every block (a full editing session, an export).
    func wholeDocument() throws(StoreError) -> DocumentRecord?

    /// The rows of the blocks among `ids` that exist, in any order.
    func blocks(_ ids: [BlockID]) throws(StoreError) -> [BlockRecord]

    /// The ids of at most `limit` blocks whose id starts with `prefix`, with their kinds, in id order.
    func blockIDs(withPrefix prefix: String, limit: Int) throws(StoreError) -> [(id: BlockID, kind: BlockKind)]

    /// The block's ancestors, its parent first; empty for a root block or a block that does not exist.
    func ancestors(of id: BlockID) throws(StoreError) -> [BlockRecord]

    /// The block and every block below it, parents before children; empty when it does not exist.
    func subtree(of id: BlockID) throws(StoreError) -> [BlockRecord]

    /// At most `limit` children of `parent` (`nil`: the root) on one side of `key`, nearest first.
    ///
    /// With `.after`, children whose key is greater than `key` (all children when `key` is `nil`) in ascending
    /// order; with `.before`, children whose key is less than `key` (all when `nil`) in descending order.
    func children(
        of parent: BlockID?,
        _ side: SiblingSide,
        _ key: OrderKey?,
        limit: Int
    ) throws(StoreError) -> [BlockRecord]

    /// How many children `parent` (`nil`: the root) has.
    func childCount(of parent: BlockID?) throws(StoreError) -> Int

    /// The stored history entries whose positions fall in `positions`, oldest first.
    func history(in positions: Range<Int>) throws(StoreError) -> [HistoryEntry]

    /// Applies one write inside the transaction; it becomes visible to others when the transaction commits.
    ///
    /// - Throws: ``StoreError`` with code `notFound` when the document does not exist, and `conflict` when the
    ///   write would break the store's invariants (a parent that no longer exists, an order key taken).
    func apply(_ write: StoreWrite) throws(StoreError)
}

/// Which side of an order key ``DocumentStoreTransaction/children(of:_:_:limit:)`` reads.
public enum SiblingSide: Sendable, Hashable {
    /// Keys less than the given key, nearest first.
    case before
    /// Keys greater than the given key, nearest first.
    case after
}

/// What a store knows of a document without reading its blocks.
public struct DocumentHeader: Sendable, Hashable {
    /// The document's id.
    public var id: DocumentID

    /// The document's title.
    public var title: String

    /// Envelope members other than the standard ones.
    public var extraFields: JSONObject

    /// How many writes the document has had; every committed write adds one.
    public var revision: Int

    /// How many history entries are done (the absolute position of the next step).
    public var historyCursor: Int

    /// The positions of the stored history entries, empty when there are none.
    public var historyPositions: Range<Int>

    /// Creates a header.
    public init(
        id: DocumentID,
        title: String,
        extraFields: JSONObject = JSONObject(),
        revision: Int,
        historyCursor: Int,
        historyPositions: Range<Int>
    ) {
        self.id = id
        self.title = title
        self.extraFields = extraFields
        self.revision = revision
        self.historyCursor = historyCursor
        self.historyPositions = historyPositions
    }
}
