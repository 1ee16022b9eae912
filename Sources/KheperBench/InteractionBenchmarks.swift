import Kheper
import KheperInteraction
import Synchronization

/// Drag sessions over an outline of 5,000 visible rows: 20,000 pointer updates at random positions (rows,
/// fractions, indentations, now and then the trash), each timed on its own, with a p99 target of 0.5 ms, once
/// reading the preview lazily and once copying it whole; and 200 long presses at random rows, the O(visible rows) start of a session, timed the same way.
enum InteractionBenchmarks {
    static let suite = "interaction"
    static let rowCount = 5_000
    static let updateCount = 20_000
    static let beginCount = 200

    static var all: [Benchmark] {
        [updates, materialized, begins]
    }

    /// A workout whose rows, all expanded, number exactly `rowCount`: leaves and sets of two exercises.
    static let document: BlockDocument = {
        let registry = BlockRegistry.standard
        func content(_ kind: BlockKind) -> BlockContent {
            .known(registry.definition(for: kind)!.makeDefault())
        }
        var document = BlockDocument(id: "bench", title: "Interaction")
        let leaves: [BlockKind] = ["exercise", "text", "timer", "chart", "divider"]
        var made = 0
        var number = 0
        while made < rowCount {
            number += 1
            if number % 4 == 0 && made + 3 <= rowCount {
                let set = BlockID("s\(number)")
                _ = try? document.append(content("set"), id: set)
                _ = try? document.append(content("exercise"), id: BlockID("s\(number)a"), under: set)
                _ = try? document.append(content("exercise"), id: BlockID("s\(number)b"), under: set)
                made += 3
            } else {
                _ = try? document.append(content(leaves[number % leaves.count]), id: BlockID("b\(number)"))
                made += 1
            }
        }
        return document
    }()

    static let rows: [VisibleRow] = VisibleRow.rows(of: document, registry: .standard)

    static let updateLatencies = Mutex<[Int64]>([])
    static let materializedLatencies = Mutex<[Int64]>([])
    static let beginLatencies = Mutex<[Int64]>([])

    static let updates = Benchmark(
        name: "interaction-drag-update-5k-rows",
        suite: suite,
        goal: .latency(maximum: .microseconds(500), samples: { updateLatencies.withLock { $0 } })
    ) {
        runUpdates(materializing: false)
    }

    /// The same updates, each also copying the whole preview into an array, as a host that diffs rows would.
    static let materialized = Benchmark(
        name: "interaction-drag-update-full-preview-5k-rows",
        suite: suite,
        goal: .latency(maximum: .microseconds(500), samples: { materializedLatencies.withLock { $0 } })
    ) {
        runUpdates(materializing: true)
    }

    static let begins = Benchmark(
        name: "interaction-drag-begin-5k-rows",
        suite: suite,
        goal: .latency(maximum: .microseconds(500), samples: { beginLatencies.withLock { $0 } })
    ) {
        runBegins()
    }

    static func runUpdates(materializing: Bool) -> UInt64 {
        var random = BenchRandom(seed: 11)
        let pressed = rows.firstIndex { $0.isContainer } ?? 0
        guard var session = DragSession.begin(pressing: pressed, in: rows, document: document, registry: .standard)
        else { return 0 }
        let remaining = session.remainingRows.count
        let viewport = 800.0
        var latencies: [Int64] = []
        latencies.reserveCapacity(updateCount)
        var checksum: UInt64 = 0
        let clock = ContinuousClock()
        for _ in 0..<updateCount {
            let input = DragInput(
                row: random.next(remaining + 2) - 1,
                fraction: Double(random.next(1_000)) / 1_000,
                indentation: Double(random.next(61) - 30) / 10,
                overTrash: random.next(20) == 0,
                pointerY: Double(random.next(Int(viewport))),
                viewportHeight: viewport
            )
            let start = clock.now
            let update = session.update(input)
            var row = update.preview.draggedRowIndex.map { update.preview[$0].depth } ?? -1
            if materializing { row &+= Array(update.preview).count }
            let elapsed = clock.now - start
            latencies.append(nanoseconds(elapsed))
            checksum = checksum &* 31 &+ UInt64(truncatingIfNeeded: (update.indicator?.gap ?? 0) &+ row)
        }
        if materializing {
            materializedLatencies.withLock { $0 = latencies }
        } else {
            updateLatencies.withLock { $0 = latencies }
        }
        return checksum
    }

    static func runBegins() -> UInt64 {
        var random = BenchRandom(seed: 12)
        var latencies: [Int64] = []
        var checksum: UInt64 = 0
        let clock = ContinuousClock()
        for _ in 0..<beginCount {
            let index = random.next(rows.count)
            let start = clock.now
            let session = DragSession.begin(pressing: index, in: rows, document: document, registry: .standard)
            let elapsed = clock.now - start
            latencies.append(nanoseconds(elapsed))
            checksum &+= UInt64(session?.remainingRows.count ?? 0)
        }
        beginLatencies.withLock { $0 = latencies }
        return checksum
    }
}

extension InteractionBenchmarks {
    static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
