public import KheperCore

/// The port through which the editor persists documents; the rest of the system sees only this.
///
/// A store keeps flat `BlockRecord` rows and needs no registry. Each ``StoreWrite`` is applied in one
/// transaction that touches only the rows it names, and is durable when `apply` returns.
public protocol DocumentStore: Sendable {
    /// Every document in the store, ordered by title and then id.
    func listDocuments() throws(StoreError) -> [DocumentSummary]

    /// The document with `id`, with all its blocks and its edit history, or `nil` when there is none.
    func loadDocument(id: DocumentID) throws(StoreError) -> DocumentRecord?

    /// The document with `id`, with all its blocks but none of its history (`history` empty), or `nil` when there is
    /// none: what reading a document needs, at a cost that does not grow with its undo history.
    func loadDocumentBlocks(id: DocumentID) throws(StoreError) -> DocumentRecord?

    /// Adds a new document with its blocks and history.
    ///
    /// - Throws: ``StoreError`` with code `alreadyExists` when a document has the id.
    func createDocument(_ workout: DocumentRecord) throws(StoreError)

    /// Applies one committed transaction's rows atomically.
    ///
    /// - Throws: ``StoreError`` with code `notFound` when the document does not exist.
    func apply(_ write: StoreWrite) throws(StoreError)

    /// Runs `body` as one exclusive transaction on the document `id`: reads inside it see the latest committed state
    /// and no other writer commits until it ends, so what `body` reads, decides and writes is atomic.
    ///
    /// The writes `body` applies through the transaction are durable when this returns; when `body` throws,
    /// none of them is kept.
    func exclusively<Result>(
        _ id: DocumentID,
        _ body: (any DocumentStoreTransaction) throws(StoreError) -> Result
    ) throws(StoreError) -> Result

    /// Whether editors over this store should jitter new order keys: true for a store that syncs, so devices
    /// editing the same spot offline rarely pick the same key. Stores that never sync keep the default, `false`.
    var prefersJitteredOrderKeys: Bool { get }

    /// Does upkeep the store keeps off the edit path, called when the editor waits for a key and when it closes
    /// (the SQLite store folds its write-ahead log into the file). Every change is durable before this runs.
    func performIdleUpkeep() throws(StoreError)

    /// Deletes a document with its blocks and history.
    ///
    /// - Throws: ``StoreError`` with code `notFound` when the document does not exist.
    func deleteDocument(id: DocumentID) throws(StoreError)
}

extension DocumentStore {
    /// Applies the write as the one step of an exclusive transaction on its document: a store whose transactions
    /// already keep its invariants needs nothing more.
    public func apply(_ write: StoreWrite) throws(StoreError) {
        try exclusively(write.documentID) { (transaction) throws(StoreError) in try transaction.apply(write) }
    }

    /// The document as ``loadDocument(id:)`` reads it, its history dropped: a store whose history costs nothing to
    /// read keeps this.
    public func loadDocumentBlocks(id: DocumentID) throws(StoreError) -> DocumentRecord? {
        var record = try loadDocument(id: id)
        record?.history = []
        return record
    }

    /// Plain keys: a store that never syncs has no one to collide with.
    public var prefersJitteredOrderKeys: Bool { false }

    /// Nothing: a store that keeps no work off the edit path has none to do when idle.
    public func performIdleUpkeep() throws(StoreError) {}
}
