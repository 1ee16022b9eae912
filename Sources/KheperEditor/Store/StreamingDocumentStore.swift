public import KheperCore

/// A store that also takes and hands over a large document a few root blocks at a time, so that an import or an
/// export never holds all its rows at once. It is optional: a command asks a store for it and, without it (or when
/// a method returns `nil`), reads or writes the document whole.
public protocol StreamingDocumentStore: DocumentStore {
    /// Adds a new document in one transaction as `body` hands over its blocks: `add` takes the document's id and a
    /// batch of its rows (a batch's parents may come in a later batch), and `body` returns the document's header,
    /// `blocks` empty, with the id every `add` named. When `body` throws, nothing is kept.
    ///
    /// - Throws: ``StoreError`` with code `alreadyExists` when a document has the id, `conflict` when two rows
    ///   share an id or a place or name different documents, and whatever `body` throws.
    func createDocument(
        streaming body: (_ add: (_ documentID: DocumentID, _ blocks: [BlockRecord]) throws(StoreError) -> Void)
            throws(StoreError) -> DocumentRecord
    ) throws(StoreError)

    /// Reads the document `id` for writing out, in one read transaction: `body` gets its header (`blocks` and
    /// `history` empty), how many root blocks it has, and `next`, which returns the next few root blocks in
    /// order, each with all its descendants, and nothing after the last. `nil` when there is no such document, or
    /// when some of its rows cannot be reached from a root block (a damaged store), which only a whole read places.
    func exporting<Result>(
        _ id: DocumentID,
        _ body: (
            _ header: DocumentRecord, _ rootCount: Int, _ next: () throws(StoreError) -> [BlockRecord]
        ) throws(StoreError) -> Result
    ) throws(StoreError) -> Result?
}
