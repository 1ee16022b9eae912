import Foundation
public import KheperCore
import Synchronization

/// A ``DocumentStore`` in memory, with the same semantics a database store has; for tests, previews and hosts
/// that persist elsewhere. It also keeps every ``StoreWrite`` it applied, so tests can check what was written.
public final class InMemoryDocumentStore: DocumentStore {
    private struct State: Sendable {
        var workouts: [DocumentID: InMemoryDocument] = [:]
        var appliedWrites: [StoreWrite] = []
        var failNextWrite: StoreError?
    }

    private let state = Mutex(State())
    private let recordsWrites: Bool

    /// Creates an empty store; `recordingWrites` keeps every applied write in ``appliedWrites``.
    public init(recordingWrites: Bool = true) {
        self.recordsWrites = recordingWrites
    }

    /// Every write applied so far, oldest first (empty unless recording).
    public var appliedWrites: [StoreWrite] {
        state.withLock { $0.appliedWrites }
    }

    /// Makes the next ``apply(_:)`` fail with `error`, to test how callers roll back.
    public func failNextWrite(with error: StoreError) {
        state.withLock { $0.failNextWrite = error }
    }

    /// Every document, ordered by title and then id.
    public func listDocuments() throws(StoreError) -> [DocumentSummary] {
        state.withLock { state in
            state.workouts.values.map {
                DocumentSummary(id: $0.id, title: $0.title, blockCount: $0.blocks.count, modifiedAt: $0.modifiedAt)
            }
            .sorted { ($0.title, $0.id) < ($1.title, $1.id) }
        }
    }

    /// The document with `id`, or `nil`.
    public func loadDocument(id: DocumentID) throws(StoreError) -> DocumentRecord? {
        try exclusively(id) { (transaction) throws(StoreError) in try transaction.wholeDocument() }
    }

    /// Adds a document; throws `alreadyExists` when one has the id, and `conflict` when its rows break the invariants.
    public func createDocument(_ workout: DocumentRecord) throws(StoreError) {
        try ReadBackCheck.check(workout)
        try state.withLock { state throws(StoreError) in
            guard state.workouts[workout.id] == nil else {
                throw StoreError(.alreadyExists, "a workout with the id \"\(workout.id)\" already exists")
            }
            let stored = InMemoryDocument(workout)
            try InMemoryDocumentTransaction.checkInvariants(
                of: stored, after: StoreWrite(documentID: workout.id, upserts: workout.blocks))
            state.workouts[workout.id] = stored
        }
    }

    /// Runs `body` holding the store's lock, on a copy of the document that is kept only when `body` returns.
    public func exclusively<Result>(
        _ id: DocumentID,
        _ body: (any DocumentStoreTransaction) throws(StoreError) -> Result
    ) throws(StoreError) -> Result {
        try state.withLock { (state) throws(StoreError) -> Result in
            let transaction = InMemoryDocumentTransaction(documentID: id, stored: state.workouts[id])
            transaction.failNextWrite = state.failNextWrite
            defer { state.failNextWrite = transaction.failNextWrite }
            let result = try body(transaction)
            state.workouts[id] = transaction.stored
            if recordsWrites { state.appliedWrites += transaction.appliedWrites }
            return result
        }
    }

    /// Deletes a document; throws `notFound` when it does not exist.
    public func deleteDocument(id: DocumentID) throws(StoreError) {
        try state.withLock { state throws(StoreError) in
            guard state.workouts.removeValue(forKey: id) != nil else {
                throw StoreError(.notFound, "no workout has the id \"\(id)\"")
            }
        }
    }
}
