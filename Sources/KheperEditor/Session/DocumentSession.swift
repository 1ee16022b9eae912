public import KheperCore

/// Glue between an editor and a store: loads a document, and persists every committed transaction (rows + history
/// delta, one StoreWrite) BEFORE the call returns (autosave).
///
/// Each ``perform(_:)`` runs inside one exclusive store transaction. When another process or session changed the
/// document since this one last read it, the session first reloads it and then runs the operation, the user's
/// intent, against the fresh document, so no acknowledged change of anyone's is ever written over. A failed
/// write rolls the in-memory state back and throws `editor.storage`, so memory never runs ahead of the store.
public struct DocumentSession: Sendable {
    /// The editor over the loaded document.
    public private(set) var editor: DocumentEditor

    /// Where the document is persisted.
    public let store: any DocumentStore

    /// The store's revision of the document that the editor's document reflects.
    public private(set) var revision: Int

    /// Set when stored history could not be read: the next write clears the stale entries.
    private var staleHistoryBefore: Int?

    private init(editor: DocumentEditor, store: any DocumentStore, revision: Int, staleHistoryBefore: Int? = nil) {
        var editor = editor
        editor.jittersOrderKeys = store.prefersJitteredOrderKeys
        self.editor = editor
        self.store = store
        self.revision = revision
        self.staleHistoryBefore = staleHistoryBefore
    }

    /// The document as edited so far.
    public var document: BlockDocument { editor.document }

    /// Whether new order keys are jittered (see ``DocumentEditor/jittersOrderKeys``); kept across reloads.
    public var jittersOrderKeys: Bool {
        get { editor.jittersOrderKeys }
        set { editor.jittersOrderKeys = newValue }
    }

    /// Creates a new, empty document in `store`.
    public static func create(
        title: String,
        store: any DocumentStore,
        registry: BlockRegistry
    ) throws(EditorError) -> DocumentSession {
        try importing(BlockDocument(title: title), store: store, registry: registry)
    }

    /// Stores `document` as a new document and opens it; its blocks are stored as rows, with no history.
    public static func importing(
        _ document: BlockDocument,
        store: any DocumentStore,
        registry: BlockRegistry
    ) throws(EditorError) -> DocumentSession {
        let workout = try Self.store(document, in: store, registry: registry)
        // What is live must equal what a later load reads back, so the rows are read back the same way.
        let normalized = registry.document(
            id: document.id, title: document.title, extraFields: document.extraFields, records: workout.blocks)
        return DocumentSession(
            editor: DocumentEditor(document: normalized, registry: registry), store: store, revision: workout.revision)
    }

    /// Stores `document` as a new document, its blocks as rows with no history, and returns what was stored,
    /// without opening it: an import that shows nothing need not decode every row again. Blocks unchanged since
    /// they were read are stored as the text they were read from.
    ///
    /// - Throws: `editor.invalidValue` when a block cannot be written, `editor.storage` when the store refuses
    ///   the document (an id already there, or a row that would not read back).
    @discardableResult
    public static func store(
        _ document: BlockDocument,
        in store: any DocumentStore,
        registry: BlockRegistry
    ) throws(EditorError) -> DocumentRecord {
        let records: [BlockRecord]
        do {
            records = try registry.records(of: document)
        } catch {
            throw EditorError(.invalidValue, error.message)
        }
        let workout = DocumentRecord(
            id: document.id, title: document.title, extraFields: document.extraFields, blocks: records)
        do {
            try store.createDocument(workout)
        } catch {
            throw EditorError(.storage, "the workout \"\(document.id)\" could not be stored: \(error.message)")
        }
        return workout
    }

    /// The stored document `id` as a document to write out, such as an export: written, it is what opening the
    /// document and writing its document gives, but blocks that need no migration are not decoded (see
    /// `BlockRegistry.documentForWriting`), so it must not be rendered, validated or edited.
    ///
    /// - Throws: `editor.storage` when the store fails or has no document with the id.
    public static func documentForWriting(
        _ id: DocumentID,
        store: any DocumentStore,
        registry: BlockRegistry
    ) throws(EditorError) -> BlockDocument {
        let record = try Self.load(id, from: store, withHistory: false)
        return registry.documentForWriting(
            id: record.id, title: record.title, extraFields: record.extraFields,
            records: record.blocks)
    }

    /// The stored document `id` as a document to read, render or compute from, as a session opened on it holds it,
    /// without its undo history: reading costs its blocks, however long its history.
    ///
    /// - Throws: `editor.storage` when the store fails or has no document with the id.
    public static func document(loading id: DocumentID, store: any DocumentStore, registry: BlockRegistry)
        throws(EditorError) -> BlockDocument
    {
        let record = try Self.load(id, from: store, withHistory: false)
        return registry.document(
            id: record.id, title: record.title, extraFields: record.extraFields, records: record.blocks)
    }

    /// Opens the stored document `id`, with its undo history, so undo works across processes.
    ///
    /// - Throws: `editor.storage` when the store fails or has no document with the id.
    public init(loading id: DocumentID, store: any DocumentStore, registry: BlockRegistry) throws(EditorError) {
        let record = try Self.load(id, from: store)
        let (editor, stale) = Self.editor(for: record, registry: registry, historyLimit: EditHistory.defaultLimit)
        self.init(editor: editor, store: store, revision: record.revision, staleHistoryBefore: stale)
    }

    /// The stored document `id`, with its history when `withHistory`, or `editor.storage` naming it when the store
    /// fails or has no such document.
    private static func load(_ id: DocumentID, from store: any DocumentStore, withHistory: Bool = true)
        throws(EditorError) -> DocumentRecord
    {
        let loaded: DocumentRecord?
        do {
            loaded = try withHistory ? store.loadDocument(id: id) : store.loadDocumentBlocks(id: id)
        } catch {
            throw EditorError(.storage, "the workout \"\(id)\" could not be loaded: \(error.message)")
        }
        guard let record = loaded else {
            throw EditorError(.storage, "the store has no workout with the id \"\(id)\"")
        }
        return record
    }

    /// An editor over a stored document with its history, and where unreadable stored history begins.
    private static func editor(
        for record: DocumentRecord,
        registry: BlockRegistry,
        historyLimit: Int
    ) -> (DocumentEditor, staleHistoryBefore: Int?) {
        let document = registry.document(
            id: record.id, title: record.title, extraFields: record.extraFields,
            records: record.blocks)
        let history: EditHistory
        var stale: Int?
        let decoder = JSONValueDecoder()
        let entries = record.history.sorted { $0.position < $1.position }
        let first = entries.first?.position ?? record.historyCursor
        let contiguous = entries.enumerated().allSatisfy { $0.element.position == first + $0.offset }
        if let transactions = try? entries.map({ try decoder.decode(EditTransaction.self, from: $0.payload) }),
            contiguous, (first...first + entries.count).contains(record.historyCursor)
        {
            history = EditHistory(
                limit: historyLimit, entries: transactions, cursor: record.historyCursor - first,
                firstPosition: first)
        } else {
            let next = (entries.last.map { $0.position + 1 } ?? 0)
            history = EditHistory(limit: historyLimit, entries: [], cursor: 0, firstPosition: next)
            stale = next
        }
        return (DocumentEditor(document: document, registry: registry, history: history), stale)
    }

    /// Runs one editor operation inside one exclusive store transaction and persists exactly the changed rows and
    /// the history delta before returning. When the stored document moved on since this session read it, the
    /// session reloads it first and runs the operation against the fresh document.
    ///
    /// When the operation throws, or the store fails, everything it did is rolled back; a store failure throws
    /// `editor.storage`.
    @discardableResult
    public mutating func perform<Value>(
        _ operation: (inout DocumentEditor) throws(EditorError) -> Value
    ) throws(EditorError) -> Value {
        let id = editor.document.id
        let result: Result<EditCommit.Outcome<Value>, EditorError>
        do {
            result = try store.exclusively(id) { (transaction) throws(StoreError) in
                guard let header = try transaction.header() else {
                    throw StoreError(.notFound, "the workout \"\(id)\" is no longer in the store")
                }
                if header.revision != revision, let record = try transaction.wholeDocument() {
                    let (threshold, jitters) = (editor.rebalanceThreshold, editor.jittersOrderKeys)
                    (editor, staleHistoryBefore) = Self.editor(
                        for: record, registry: editor.registry, historyLimit: editor.history.limit)
                    (editor.rebalanceThreshold, editor.jittersOrderKeys) = (threshold, jitters)
                    revision = record.revision
                }
                let commit = EditCommit(staleHistoryBefore: staleHistoryBefore)
                return try commit.run(operation, on: &editor, through: transaction)
            }
        } catch {
            throw EditorError(.storage, "the change could not be saved, so it was undone: \(error.message)")
        }
        let outcome = try result.get()
        if outcome.wrote {
            revision += 1
            staleHistoryBefore = nil
        }
        return outcome.value
    }
}
