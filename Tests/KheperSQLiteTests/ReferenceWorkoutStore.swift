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
            var record = workout
            record.blocks = []
            record.history = []
            workouts[workout.id] = Stored(
                record: record,
                blocks: Dictionary(workout.blocks.map { ($0.id, $0) }, uniquingKeysWith: { $1 }),
                history: Dictionary(workout.history.map { ($0.position, $0.payload) }, uniquingKeysWith: { $1 }))
        }
    }

    func apply(_ write: StoreWrite) throws(StoreError) {
        try workouts.withLock { (workouts) throws(StoreError) in
            guard var stored = workouts[write.workoutID] else {
                throw StoreError(.notFound, "No workout has the id \"\(write.workoutID)\".")
            }
            guard !write.isEmpty else { return }
            for id in write.deletions { stored.blocks[id] = nil }
            for block in write.upserts { stored.blocks[block.id] = block }
            if let title = write.title { stored.record.title = title }
            if let history = write.history {
                if let position = history.removeFrom { stored.history = stored.history.filter { $0.key < position } }
                if let position = history.removeBefore {
                    stored.history = stored.history.filter { $0.key >= position }
                }
                for entry in history.upserts { stored.history[entry.position] = entry.payload }
                stored.record.historyCursor = history.cursor
            }
            stored.record.modifiedAt = Date()
            workouts[write.workoutID] = stored
        }
    }

    func deleteWorkout(id: String) throws(StoreError) {
        try workouts.withLock { (workouts) throws(StoreError) in
            guard workouts.removeValue(forKey: id) != nil else {
                throw StoreError(.notFound, "No workout has the id \"\(id)\".")
            }
        }
    }
}
