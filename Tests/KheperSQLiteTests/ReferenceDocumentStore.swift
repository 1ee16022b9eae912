import Foundation
import KheperCore
import KheperEditor
import Synchronization

/// A tiny in-memory ``DocumentStore`` written straight from the protocol's documentation, to check the SQLite
/// store against. Test-local on purpose: the real in-memory store lives elsewhere.
final class ReferenceDocumentStore: DocumentStore {
    private struct Stored {
        var record: DocumentRecord
        var blocks: [BlockID: BlockRecord]
        var history: [Int: JSONValue]
    }

    private let workouts = Mutex<[DocumentID: Stored]>([:])

    func listDocuments() throws(StoreError) -> [DocumentSummary] {
        workouts.withLock { workouts in
            workouts.values.map {
                DocumentSummary(
                    id: $0.record.id, title: $0.record.title, blockCount: $0.blocks.count,
                    modifiedAt: $0.record.modifiedAt)
            }
            .sorted { ($0.title, $0.id) < ($1.title, $1.id) }
        }
    }

    func loadDocument(id: DocumentID) throws(StoreError) -> DocumentRecord? {
        workouts.withLock { workouts in
            guard let stored = workouts[id] else { return nil }
            var record = stored.record
            record.blocks = Array(stored.blocks.values)
            record.history = stored.history.sorted { $0.key < $1.key }.map {
                HistoryEntry(position: $0.key, payload: $0.value)
            }
            return record
        }
    }

    func createDocument(_ workout: DocumentRecord) throws(StoreError) {
        try workouts.withLock { (workouts) throws(StoreError) in
            guard workouts[workout.id] == nil else {
                throw StoreError(.alreadyExists, "A workout with id \"\(workout.id)\" already exists.")
            }
            var empty = workout
            empty.blocks = []
            try InMemoryDocumentTransaction(documentID: workout.id, record: empty).apply(
                StoreWrite(documentID: workout.id, upserts: workout.blocks))
            var record = workout
            record.blocks = []
            record.history = []
            workouts[workout.id] = Stored(
                record: record,
                blocks: Dictionary(workout.blocks.map { ($0.id, $0) }, uniquingKeysWith: { $1 }),
                history: Dictionary(workout.history.map { ($0.position, $0.payload) }, uniquingKeysWith: { $1 }))
        }
    }

    func exclusively<Result>(
        _ id: DocumentID,
        _ body: (any DocumentStoreTransaction) throws(StoreError) -> Result
    ) throws(StoreError) -> Result {
        try workouts.withLock { (workouts) throws(StoreError) -> Result in
            let transaction = InMemoryDocumentTransaction(documentID: id, record: workouts[id].map(Self.record))
            let result = try body(transaction)
            if let record = transaction.record {
                var stored = record
                stored.blocks = []
                stored.history = []
                workouts[id] = Stored(
                    record: stored,
                    blocks: Dictionary(record.blocks.map { ($0.id, $0) }, uniquingKeysWith: { $1 }),
                    history: Dictionary(record.history.map { ($0.position, $0.payload) }, uniquingKeysWith: { $1 }))
            }
            return result
        }
    }

    private static func record(_ stored: Stored) -> DocumentRecord {
        var record = stored.record
        record.blocks = Array(stored.blocks.values)
        record.history = stored.history.sorted { $0.key < $1.key }.map {
            HistoryEntry(position: $0.key, payload: $0.value)
        }
        return record
    }

    func deleteDocument(id: DocumentID) throws(StoreError) {
        try workouts.withLock { (workouts) throws(StoreError) in
            guard workouts.removeValue(forKey: id) != nil else {
                throw StoreError(.notFound, "No workout has the id \"\(id)\".")
            }
        }
    }
}
