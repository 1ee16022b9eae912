import KheperCore
import KheperEditor
import Synchronization

/// An in-memory store that counts the editor's calls for idle upkeep.
final class UpkeepCountingStore: DocumentStore {
    let base = InMemoryDocumentStore()
    private let upkeeps = Mutex(0)

    /// How many times ``performIdleUpkeep()`` ran.
    var upkeepCount: Int { upkeeps.withLock { $0 } }

    func performIdleUpkeep() throws(StoreError) { upkeeps.withLock { $0 += 1 } }

    func listDocuments() throws(StoreError) -> [DocumentSummary] { try base.listDocuments() }

    func loadDocument(id: DocumentID) throws(StoreError) -> DocumentRecord? { try base.loadDocument(id: id) }

    func createDocument(_ workout: DocumentRecord) throws(StoreError) { try base.createDocument(workout) }

    func apply(_ write: StoreWrite) throws(StoreError) { try base.apply(write) }

    func exclusively<Result>(
        _ id: DocumentID, _ body: (any DocumentStoreTransaction) throws(StoreError) -> Result
    ) throws(StoreError) -> Result {
        try base.exclusively(id, body)
    }

    func deleteDocument(id: DocumentID) throws(StoreError) { try base.deleteDocument(id: id) }
}
