import Foundation
import KheperPostgres
import KheperSQLite
import KheperSync
import KheperTestSupport
import Synchronization
import Testing

/// The seeded simulation against the real server: 2 to 6 devices syncing through `kheper.push` and `kheper.pull` on
/// the tests' PostgreSQL cluster, with the same interruptions and the same final checks, and every push's outcomes
/// compared with the reference server's.
///
/// By default 4 seeds of 150 steps; `KHEPER_SYNC_SIMULATION_RUNS`, `KHEPER_SYNC_SIMULATION_SEED` and
/// `KHEPER_SYNC_SIMULATION_STEPS` run more, one or longer, as for the in-memory simulation.
@Suite struct PostgresSyncSimulationTests {
    static var seeds: [UInt64] { SyncSimulationTests.seeds(from: 0x9057_0000, runs: 4) }

    /// Runs `body` with the connection strings of `users` new users of a fresh database holding the Kheper schema,
    /// and drops the database and the users afterwards.
    static func withSimulationDatabase<R>(users: Int, _ body: ([String]) throws -> R) throws -> R {
        let cluster = try TestPostgresCluster.connectionString()
        let suffix = UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(12).lowercased()
        let database = "kheper_sim_\(suffix)"
        let root = try PostgresConnection(cluster)
        try root.query("CREATE DATABASE \(database)")
        let names = (0..<users).map { "ksim_\(suffix)_\($0)" }
        defer {
            for name in names { _ = try? root.query("DROP ROLE IF EXISTS \(name)") }
        }
        defer { _ = try? root.query("DROP DATABASE IF EXISTS \(database) WITH (FORCE)") }
        let admin = try PostgresConnection(cluster, database: database)
        try ServerSchema.migrate(admin)
        return try body(names.map { name in try ServerUsers.add(name, on: admin).connectionString })
    }

    /// The final checks against PostgreSQL: the simulation converged, the real server decided every push as the
    /// reference server did, and holds the same state.
    static func checkAgainstOracle(
        _ simulation: SyncSimulation, _ server: PostgresSimulatedServer, context: String
    ) throws {
        try SyncSimulationTests.checkConverged(simulation, context: context)
        let mismatches = server.mismatches.withLock { $0 }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3)), \(context)")
        #expect(try server.state == server.oracle.state, "\(context)")
        #expect(simulation.statuses[.applied, default: 0] > 0, "no push applied, \(context)")
    }

    @Test(arguments: seeds)
    func devicesConvergeThroughPostgreSQL(seed: UInt64) throws {
        try Self.withSimulationDatabase(users: 1) { users in
            let server = try PostgresSimulatedServer(connectionString: users[0])
            var simulation = try SyncSimulation(
                seed: seed, steps: SyncSimulationTests.steps, server: server, deviceCounts: 2...6)
            defer { simulation.removeFiles() }
            let context = "seed \(seed) against PostgreSQL (rerun with KHEPER_SYNC_SIMULATION_SEED=\(seed))"
            do {
                try simulation.run()
            } catch {
                let trace = simulation.trace.suffix(30).joined(separator: "\n")
                Issue.record("the simulation failed, \(context): \(error)\n\(trace)")
                return
            }
            try Self.checkAgainstOracle(simulation, server, context: context)
        }
    }

    /// Two users on one server, each with devices of their own, editing the same imported workout (same workout and
    /// block ids) and logging the same session and set ids (as two people importing the same export do), step by
    /// step in turn: each converges with its own reference server, and neither's log holds a change of the other's.
    @Test(arguments: seeds.prefix(2))
    func twoUsersWithTheSameIDsStayApart(seed: UInt64) throws {
        try Self.withSimulationDatabase(users: 2) { users in
            let servers = try users.map { try PostgresSimulatedServer(connectionString: $0) }
            var simulations = try servers.enumerated().map { index, server in
                try SyncSimulation(
                    seed: seed &+ UInt64(index) &* 0x51, steps: SyncSimulationTests.steps, server: server,
                    deviceCounts: 2...4, idSeed: seed)
            }
            defer {
                for simulation in simulations { simulation.removeFiles() }
            }
            let context = "seed \(seed), two users (rerun with KHEPER_SYNC_SIMULATION_SEED=\(seed))"
            do {
                for index in simulations.indices { try simulations[index].start() }
                for _ in 0..<SyncSimulationTests.steps {
                    for index in simulations.indices { try simulations[index].step() }
                }
                for index in simulations.indices { try simulations[index].finish() }
            } catch {
                let trace = simulations.map { $0.trace.suffix(15).joined(separator: "\n") }.joined(separator: "\n--\n")
                Issue.record("the simulation failed, \(context): \(error)\n\(trace)")
                return
            }
            for (index, simulation) in simulations.enumerated() {
                try Self.checkAgainstOracle(simulation, servers[index], context: "user \(index), \(context)")
                let clients = Set(try simulation.devices.map { try $0.store.syncClientID() })
                let foreign = try servers[index].log.filter { !clients.contains($0.client) }
                #expect(foreign.isEmpty, "user \(index) pulled \(foreign.count) changes of another, \(context)")
            }
            // The run did share ids: the imported workout, and logged sets both users hold.
            let shared = simulations[0].loggedSetIDs.intersection(simulations[1].loggedSetIDs)
            #expect(!shared.isEmpty, "no logged set id in common, \(context)")
            let workouts = try servers.map { Set(try $0.state.liveWorkouts.keys) }
            #expect(workouts[0].contains("w") && workouts[1].contains("w"), "\(context)")
        }
    }
}
