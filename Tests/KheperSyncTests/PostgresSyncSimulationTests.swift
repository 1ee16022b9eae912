import Foundation
import KheperPostgres
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

    @Test(arguments: seeds)
    func devicesConvergeThroughPostgreSQL(seed: UInt64) throws {
        let cluster = try TestPostgresCluster.connectionString()
        let suffix = UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(12).lowercased()
        let database = "kheper_sim_\(suffix)"
        let root = try PostgresConnection(cluster)
        try root.query("CREATE DATABASE \(database)")
        defer { _ = try? root.query("DROP ROLE IF EXISTS ksim_\(suffix)") }
        defer { _ = try? root.query("DROP DATABASE IF EXISTS \(database) WITH (FORCE)") }
        let admin = try PostgresConnection(cluster, database: database)
        try ServerSchema.migrate(admin)
        let user = try ServerUsers.add("ksim_\(suffix)", on: admin)

        let server = try PostgresSimulatedServer(connectionString: user.connectionString)
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
        try SyncSimulationTests.checkConverged(simulation, context: context)
        // The real server decided every push as the reference server did, and holds the same state.
        let mismatches = server.mismatches.withLock { $0 }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3)), \(context)")
        #expect(try server.state == server.oracle.state, "\(context)")
        #expect(simulation.statuses[.applied, default: 0] > 0, "no push applied, \(context)")
    }
}
