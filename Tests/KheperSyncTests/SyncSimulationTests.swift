import Foundation
import Kheper
import KheperCore
import KheperEditor
import KheperJSON
import KheperOrderKeys
import KheperSQLite
import KheperSync
import KheperTrainingLog
import Testing

/// The seeded simulation of docs/SYNC.md: after a final sync everywhere, every device and the server hold the same
/// documents, the trees are sound, nothing acknowledged is lost and every logged set is there once.
///
/// `KHEPER_SYNC_SIMULATION_RUNS` sets how many seeds run (default 6), `KHEPER_SYNC_SIMULATION_SEED` runs one seed,
/// and `KHEPER_SYNC_SIMULATION_STEPS` how many steps each takes (default 150).
@Suite struct SyncSimulationTests {
    static var seeds: [UInt64] { seeds(from: 0x5EED_0000, runs: 6) }

    /// The seeds a simulation suite runs: `KHEPER_SYNC_SIMULATION_SEED` alone, or `KHEPER_SYNC_SIMULATION_RUNS`
    /// (else `runs`) seeds counted from `base`.
    static func seeds(from base: UInt64, runs: Int) -> [UInt64] {
        let environment = ProcessInfo.processInfo.environment
        if let text = environment["KHEPER_SYNC_SIMULATION_SEED"], let seed = UInt64(text) { return [seed] }
        let runs = environment["KHEPER_SYNC_SIMULATION_RUNS"].flatMap(Int.init) ?? runs
        return (0..<UInt64(max(1, runs))).map { base &+ $0 &* 7_919 }
    }

    static var steps: Int {
        ProcessInfo.processInfo.environment["KHEPER_SYNC_SIMULATION_STEPS"].flatMap(Int.init) ?? 150
    }

    @Test(arguments: seeds)
    func devicesConvergeWithNothingAcknowledgedLost(seed: UInt64) throws {
        var simulation = try SyncSimulation(seed: seed, steps: Self.steps)
        defer { simulation.removeFiles() }
        let context = "seed \(seed) (rerun with KHEPER_SYNC_SIMULATION_SEED=\(seed))"
        do {
            try simulation.run()
        } catch {
            let trace = simulation.trace.suffix(30).joined(separator: "\n")
            Issue.record("the simulation failed, \(context): \(error)\n\(trace)")
            return
        }
        try Self.checkConverged(simulation, context: context)
    }

    /// The checks every run ends with, whatever the server: the same documents everywhere, sound trees, nothing
    /// acknowledged lost and every logged set once.
    static func checkConverged(_ simulation: SyncSimulation, context: String) throws {
        let server = simulation.server
        let state = try server.state
        let log = try server.log
        #expect(
            simulation.unfaithful.isEmpty, "outbox not describing the edit after \(simulation.unfaithful), \(context)")

        // The server's state is its log replayed, and it is sound: no cycles, orphans or shared sibling keys.
        var replayed = MergeState()
        for change in log { _ = replayed.apply(change.change.intent) }
        #expect(replayed == state, "\(context)")
        for (id, workout) in state.liveWorkouts {
            #expect(
                SyncSimulationTests.soundnessProblems(workout).isEmpty,
                "workout \(id): \(SyncSimulationTests.soundnessProblems(workout)), \(context)"
            )
        }

        // Every device holds the server's documents, its shadow is the server's state, and its outbox is empty.
        let expected = SyncSimulationTests.documents(of: state)
        for device in simulation.devices {
            #expect(try device.store.syncOutbox().isEmpty, "\(device.name) outbox, \(context)")
            #expect(try device.store.syncShadow() == state, "\(device.name) shadow, \(context)")
            let documents = try SyncSimulationTests.documents(of: device.store)
            #expect(documents == expected, "\(device.name) documents, \(context)")
            for summary in try device.store.listDocuments() {
                let session = try DocumentSession(loading: summary.id, store: device.store, registry: .standard)
                #expect(
                    session.document.count == documents[summary.id.rawValue]?.blocks.count, "\(device.name), \(context)"
                )
            }
        }

        // Every change acknowledged to a device is in the server's log.
        let logged = Set(log.map { "\($0.client)#\($0.seq)" })
        for (client, seq) in simulation.acknowledged {
            #expect(logged.contains("\(client)#\(seq)"), "acknowledged \(client)#\(seq) lost, \(context)")
        }

        // Every logged set is on the server, and in every device's shadow, exactly once.
        #expect(Set(state.loggedSets.keys) == simulation.loggedSetIDs, "\(context)")
        var logSetCounts: [String: Int] = [:]
        for change in log {
            if case .logSet(let set) = change.change.intent, let id = set["id"]?.stringValue {
                logSetCounts[id, default: 0] += 1
            }
        }
        #expect(logSetCounts.values.allSatisfy { $0 == 1 }, "\(context)")
        // …and in every device's own training log, exactly once.
        for device in simulation.devices {
            var ids: [String] = []
            try device.log.forEachSession { session in
                for (index, exercise) in session.exercises.enumerated() {
                    for set in exercise.sets {
                        ids.append(LoggedSetMapping.setID(session: session.id, exercise: index, order: set.order))
                    }
                }
            }
            #expect(ids.count == Set(ids).count, "\(device.name) log has a set twice, \(context)")
            #expect(Set(ids) == simulation.loggedSetIDs, "\(device.name) log, \(context)")
        }
    }

    /// The default runs reach every push status and every kind of interruption, so the checks above are tested
    /// against each rule rather than only the easy path.
    @Test func theSimulationReachesEveryRule() throws {
        var statuses: [PushOutcome.Status: Int] = [:]
        var interruptions = 0
        for seed in Self.seeds.prefix(6) {
            var simulation = try SyncSimulation(seed: seed, steps: Self.steps)
            defer { simulation.removeFiles() }
            try simulation.run()
            statuses.merge(simulation.statuses, uniquingKeysWith: +)
            interruptions += simulation.interruptions
        }
        for status in [PushOutcome.Status.applied, .rewritten, .rejected, .duplicate] {
            #expect(statuses[status, default: 0] > 0, "no \(status) outcome in \(statuses)")
        }
        #expect(interruptions > 0)
    }

    /// A workout as compared: its title and its live blocks.
    struct Document: Hashable {
        var title: String
        /// The workout envelope's extra members.
        var extraFields: JSONObject
        var blocks: [BlockID: SyncBlock]
    }

    static func documents(of state: MergeState) -> [String: Document] {
        state.liveWorkouts.mapValues { workout in
            Document(
                title: workout.title, extraFields: workout.extraFields,
                blocks: Dictionary(uniqueKeysWithValues: workout.liveBlocks.map { ($0.id, $0) }))
        }
    }

    static func documents(of store: SQLiteDocumentStore) throws -> [String: Document] {
        var documents: [String: Document] = [:]
        for summary in try store.listDocuments() {
            guard let record = try store.loadDocument(id: summary.id) else { continue }
            documents[record.id.rawValue] = Document(
                title: record.title, extraFields: record.extraFields,
                blocks: Dictionary(
                    uniqueKeysWithValues: record.blocks.map { ($0.id, ChangeMapping.syncBlock($0)) }))
        }
        return documents
    }

    /// Orphans, cycles and shared sibling keys among a workout's live blocks.
    static func soundnessProblems(_ workout: SyncDocument) -> [String] {
        var problems: [String] = []
        var slots: Set<String> = []
        let live = workout.liveBlocks
        for block in live {
            if let parent = block.parent, workout.blocks[parent].map({ $0.isDeleted }) ?? true {
                problems.append("orphan \(block.id)")
            }
            if !slots.insert("\(block.parent?.rawValue ?? "")/\(block.order.rawValue)").inserted {
                problems.append("shared key \(block.order) under \(block.parent?.rawValue ?? "root")")
            }
            var current = block.parent
            var steps = 0
            while let next = current, steps <= live.count {
                current = workout.blocks[next]?.parent
                steps += 1
            }
            if steps > live.count { problems.append("cycle through \(block.id)") }
        }
        return problems
    }
}
