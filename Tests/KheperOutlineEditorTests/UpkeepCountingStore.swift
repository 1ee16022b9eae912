import KheperEditor
import Synchronization

/// An in-memory store that counts the editor's calls for idle upkeep.
final class UpkeepCountingStore: WorkoutStore {
    let base = InMemoryWorkoutStore()
    private let upkeeps = Mutex(0)

    /// How many times ``performIdleUpkeep()`` ran.
    var upkeepCount: Int { upkeeps.withLock { $0 } }

    func performIdleUpkeep() throws(StoreError) { upkeeps.withLock { $0 += 1 } }

    func listWorkouts() throws(StoreError) -> [WorkoutSummary] { try base.listWorkouts() }

    func loadWorkout(id: String) throws(StoreError) -> WorkoutRecord? { try base.loadWorkout(id: id) }

    func createWorkout(_ workout: WorkoutRecord) throws(StoreError) { try base.createWorkout(workout) }

    func apply(_ write: StoreWrite) throws(StoreError) { try base.apply(write) }

    func exclusively<Result>(
        _ id: String, _ body: (any WorkoutStoreTransaction) throws(StoreError) -> Result
    ) throws(StoreError) -> Result {
        try base.exclusively(id, body)
    }

    func deleteWorkout(id: String) throws(StoreError) { try base.deleteWorkout(id: id) }
}
