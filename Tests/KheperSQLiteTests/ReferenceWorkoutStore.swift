import Foundation
import KheperCore
import KheperEditor
import Synchronization

/// A tiny in-memory ``WorkoutStore`` written straight from the protocol's documentation, to check the SQLite
/// store against. Test-local on purpose: the real in-memory store lives elsewhere.
final class ReferenceWorkoutStore: WorkoutStore {
    private struct Stored {
        var record: WorkoutRecord
        var blocks: [BlockID: BlockRecord]
        var history: [Int: JSONValue]
    }

    private let workouts = Mutex<[String: Stored]>([:])

    func listWorkouts() throws(StoreError) -> [WorkoutSummary] {
        workouts.withLock { workouts in
            workouts.values.map {
                WorkoutSummary(
                    id: $0.record.id, title: $0.record.title, blockCount: $0.blocks.count,
                    modifiedAt: $0.record.modifiedAt)
            }
            .sorted { ($0.title, $0.id) < ($1.title, $1.id) }
        }
    }

    func loadWorkout(id: String) throws(StoreError) -> WorkoutRecord? {
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

    func createWorkout(_ workout: WorkoutRecord) throws(StoreError) {
        try workouts.withLock { (workouts) throws(StoreError) in
            guard workouts[workout.id] == nil else {
                throw StoreError(.alreadyExists, "A workout with id \"\(workout.id)\" already exists.")
            }
            var empty = workout
            empty.blocks = []
            try InMemoryWorkoutTransaction(workoutID: workout.id, record: empty).apply(
                StoreWrite(workoutID: workout.id, upserts: workout.blocks))
            var record = workout
            record.blocks = []
            record.history = []
            workouts[workout.id] = Stored(
                record: record,
                blocks: Dictionary(workout.blocks.map { ($0.id, $0) }, uniquingKeysWith: { $1 }),
                history: Dictionary(workout.history.map { ($0.position, $0.payload) }, uniquingKeysWith: { $1 }))
        }
    }

    // Writes go through the in-memory transaction, which refuses orphans and shared sibling keys as the SQLite
    // schema does.
    func apply(_ write: StoreWrite) throws(StoreError) {
        try exclusively(write.workoutID) { (transaction) throws(StoreError) in try transaction.apply(write) }
    }

    func exclusively<Result>(
        _ id: String,
        _ body: (any WorkoutStoreTransaction) throws(StoreError) -> Result
    ) throws(StoreError) -> Result {
        try workouts.withLock { (workouts) throws(StoreError) -> Result in
            let transaction = InMemoryWorkoutTransaction(workoutID: id, record: workouts[id].map(Self.record))
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

    private static func record(_ stored: Stored) -> WorkoutRecord {
        var record = stored.record
        record.blocks = Array(stored.blocks.values)
        record.history = stored.history.sorted { $0.key < $1.key }.map {
            HistoryEntry(position: $0.key, payload: $0.value)
        }
        return record
    }

    func deleteWorkout(id: String) throws(StoreError) {
        try workouts.withLock { (workouts) throws(StoreError) in
            guard workouts.removeValue(forKey: id) != nil else {
                throw StoreError(.notFound, "No workout has the id \"\(id)\".")
            }
        }
    }
}
