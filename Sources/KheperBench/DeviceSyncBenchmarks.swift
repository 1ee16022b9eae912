import Foundation
import KheperCore
import KheperEditor
import KheperSQLite
import KheperSync
import Synchronization

/// A device's side of a sync (issue 15): one `sync(with:)` of a store holding 10,000 blocks in 10 workouts, after
/// 1,000 field edits spread over all of them, against an in-memory `ReferenceServer` so only the device's work
/// (outbox, rebase, shadow and workout writes) is timed.
enum DeviceSyncBenchmarks {
    static let suite = "sync"
    static let workouts = 10
    static let blocksPerWorkout = 1_000
    static let edits = 1_000
    /// Timed syncs, each after its own 1,000 edits.
    static let rounds = 5

    static let all: [Benchmark] = [
        Benchmark(
            name: "sync-device-after-\(edits)-edits-\(workouts * blocksPerWorkout)-blocks", suite: suite,
            goal: .latency(maximum: .seconds(10), samples: { DeviceSyncFixture.shared.syncRounds(rounds) })
        ) { 0 }
    ]
}

/// A temporary store synced once with an in-memory server, and the edits made to it between timed syncs.
final class DeviceSyncFixture: Sendable {
    private let store: SQLiteDocumentStore
    private let server = ReferenceServer()
    private let blocks: Mutex<[String: [BlockRecord]]>
    private let editCount = Mutex(0)

    static let shared = DeviceSyncFixture()

    private init() {
        let path = FileManager.default.temporaryDirectory.appending(path: "kheper-bench-device-sync.sqlite").path
        for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
        do {
            store = try SQLiteDocumentStore(path: path)
            var all: [String: [BlockRecord]] = [:]
            for workout in 0..<DeviceSyncBenchmarks.workouts {
                let id = "device-sync-\(workout)"
                let keys = try OrderKey.keys(between: nil, nil, count: DeviceSyncBenchmarks.blocksPerWorkout)
                let rows = keys.enumerated().map { index, key in
                    BlockRecord(
                        id: BlockID("\(id)-block-\(index)"), parentID: nil, order: key, kind: "exercise", version: 1,
                        data: ["name": "Bench Press", "rest": 120, "sets": [["reps": 8, "load": 80.5]]],
                        extraFields: ["note": "kept for losslessness"])
                }
                try store.createDocument(DocumentRecord(id: DocumentID(id), title: "Workout \(workout)", blocks: rows))
                all[id] = rows
            }
            blocks = Mutex(all)
            try store.sync(with: server)
        } catch {
            fatalError("the device sync benchmark's store could not be made: \(error)")
        }
    }

    /// Makes 1,000 one-field edits (each its own durable write), then times one sync; `rounds` times.
    func syncRounds(_ rounds: Int) -> [Int64] {
        var samples: [Int64] = []
        let clock = ContinuousClock()
        for _ in 0..<rounds {
            makeEdits(DeviceSyncBenchmarks.edits)
            let start = clock.now
            do {
                try store.sync(with: server)
            } catch {
                fatalError("the device sync benchmark's sync failed: \(error)")
            }
            let elapsed = (clock.now - start).components
            samples.append(elapsed.seconds * 1_000_000_000 + elapsed.attoseconds / 1_000_000_000)
        }
        return samples
    }

    private func makeEdits(_ count: Int) {
        let total = DeviceSyncBenchmarks.workouts * DeviceSyncBenchmarks.blocksPerWorkout
        for _ in 0..<count {
            let edit = editCount.withLock { count in
                count += 1
                return count
            }
            let index = (edit &* 7919) % total
            let workout = "device-sync-\(index / DeviceSyncBenchmarks.blocksPerWorkout)"
            let position = index % DeviceSyncBenchmarks.blocksPerWorkout
            let row = blocks.withLock { blocks -> BlockRecord in
                var row = blocks[workout, default: []][position]
                var data = row.data.objectValue ?? JSONObject()
                data["rest"] = .number(JSONNumber(60 + edit % 120))
                row.data = .object(data)
                blocks[workout]?[position] = row
                return row
            }
            do {
                try store.apply(StoreWrite(documentID: DocumentID(workout), upserts: [row]))
            } catch {
                fatalError("the device sync benchmark could not edit: \(error)")
            }
        }
    }
}
