import Foundation
import KheperCore
import Synchronization

/// A ``WorkoutStore`` in memory, with the same semantics a database store has; for tests, previews and hosts
/// that persist elsewhere. It also keeps every ``StoreWrite`` it applied, so tests can check what was written.
public final class InMemoryWorkoutStore: WorkoutStore {
    /// One stored workout.
    private struct Stored: Sendable {
        var id: String
        var title: String
        var extraFields: JSONValue
        var blocks: [BlockID: BlockRecord]
        var history: [Int: HistoryEntry]
        var cursor: Int
        var modifiedAt: Date
    }

    private struct State: Sendable {
        var workouts: [String: Stored] = [:]
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

    /// Every workout, ordered by title and then id.
    public func listWorkouts() throws(StoreError) -> [WorkoutSummary] {
        state.withLock { state in
            state.workouts.values.map {
                WorkoutSummary(id: $0.id, title: $0.title, blockCount: $0.blocks.count, modifiedAt: $0.modifiedAt)
            }
            .sorted { ($0.title, $0.id) < ($1.title, $1.id) }
        }
    }

    /// The workout with `id`, or `nil`.
    public func loadWorkout(id: String) throws(StoreError) -> WorkoutRecord? {
        state.withLock { state in
            guard let stored = state.workouts[id] else { return nil }
            return WorkoutRecord(
                id: stored.id,
                title: stored.title,
                extraFields: stored.extraFields,
                blocks: Array(stored.blocks.values),
                history: stored.history.values.sorted { $0.position < $1.position },
                historyCursor: stored.cursor,
                modifiedAt: stored.modifiedAt
            )
        }
    }

    /// Adds a workout; throws `alreadyExists` when one has the id.
    public func createWorkout(_ workout: WorkoutRecord) throws(StoreError) {
        try state.withLock { state throws(StoreError) in
            guard state.workouts[workout.id] == nil else {
                throw StoreError(.alreadyExists, "a workout with the id \"\(workout.id)\" already exists")
            }
            var blocks: [BlockID: BlockRecord] = [:]
            for block in workout.blocks { blocks[block.id] = block }
            var history: [Int: HistoryEntry] = [:]
            for entry in workout.history { history[entry.position] = entry }
            state.workouts[workout.id] = Stored(
                id: workout.id, title: workout.title, extraFields: workout.extraFields, blocks: blocks,
                history: history, cursor: workout.historyCursor, modifiedAt: workout.modifiedAt)
        }
    }

    /// Applies one write atomically; throws `notFound` when the workout does not exist.
    public func apply(_ write: StoreWrite) throws(StoreError) {
        try state.withLock { state throws(StoreError) in
            if let error = state.failNextWrite {
                state.failNextWrite = nil
                throw error
            }
            guard var stored = state.workouts[write.workoutID] else {
                throw StoreError(.notFound, "no workout has the id \"\(write.workoutID)\"")
            }
            if let title = write.title { stored.title = title }
            for id in write.deletions { stored.blocks[id] = nil }
            for record in write.upserts { stored.blocks[record.id] = record }
            if let change = write.history {
                if let from = change.removeFrom { stored.history = stored.history.filter { $0.key < from } }
                if let before = change.removeBefore { stored.history = stored.history.filter { $0.key >= before } }
                for entry in change.upserts { stored.history[entry.position] = entry }
                stored.cursor = change.cursor
            }
            stored.modifiedAt = Date()
            state.workouts[write.workoutID] = stored
            if recordsWrites { state.appliedWrites.append(write) }
        }
    }

    /// Deletes a workout; throws `notFound` when it does not exist.
    public func deleteWorkout(id: String) throws(StoreError) {
        try state.withLock { state throws(StoreError) in
            guard state.workouts.removeValue(forKey: id) != nil else {
                throw StoreError(.notFound, "no workout has the id \"\(id)\"")
            }
        }
    }
}
