import Foundation
import KheperPostgres
import KheperTestSupport

/// A database with the Kheper schema on the tests' PostgreSQL server, and users made on demand for one test.
///
/// Most tests share one database per test process and keep apart by their users, as row-level security keeps
/// every user's rows to itself; a test that changes the schema itself asks for a fresh database.
struct TestDatabase {
    /// The superuser connection string of the server.
    let serverConnectionString: String
    /// The database's name.
    let name: String
    /// The random part of the test's user names, so its users are dropped after it.
    let suffix: String
    /// A superuser connection to the database.
    let admin: PostgresConnection

    /// A fresh login role in `kheper_user`, and a connection to this database as that role.
    func user(_ label: String, password: String = "secret-\(UUID().uuidString)") throws -> TestUser {
        let name = "kt_\(suffix)_\(label)_\(Self.randomSuffix().prefix(6))"
        _ = try ServerUsers.add(name, password: password, on: admin)
        let connection = try PostgresConnection(
            serverConnectionString, user: name, password: password, database: self.name)
        return TestUser(name: name, password: password, connection: connection)
    }

    static func randomSuffix() -> String {
        String(UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(12)).lowercased()
    }

    /// The database every test shares, created and initialised once per process.
    static let shared: Result<String, ServerError> = {
        do throws(ServerError) {
            let server: String
            do {
                server = try TestPostgresCluster.connectionString()
            } catch {
                throw ServerError(code: .unreachable, message: "\(error)")
            }
            let root = try PostgresConnection(server)
            do throws(ServerError) {
                try root.query("CREATE DATABASE kheper_test")
            } catch  where error.sqlState == "42P04" {
                // Another test process made it first; its schema is migrated under a lock below.
            }
            try ServerSchema.migrate(PostgresConnection(server, database: "kheper_test"))
            return .success(server)
        } catch {
            return .failure(error)
        }
    }()
}

/// A user of a ``TestDatabase`` and its own connection.
struct TestUser {
    let name: String
    let password: String
    let connection: PostgresConnection

    /// Pushes a batch of change records given as JSON objects and returns the outcomes.
    func push(_ records: [[String: Any]]) throws -> [ServerOutcome] {
        let data = try JSONSerialization.data(withJSONObject: records, options: [.sortedKeys])
        return try PostgresSyncServer(connection: connection).push(String(decoding: data, as: UTF8.self))
    }

    /// Pulls every change since `since`.
    func pull(since: Int = 0, max: Int = 1000) throws -> [ServerChange] {
        try PostgresSyncServer(connection: connection).pull(since: since, max: max)
    }
}

/// Runs `body` with a database holding the Kheper schema (the shared one, or with `fresh` one of its own that is
/// dropped afterwards), then removes the test's users and their rows.
func withTestDatabase<R>(fresh: Bool = false, _ body: (TestDatabase) throws -> R) throws -> R {
    let server = try TestDatabase.shared.get()
    let suffix = TestDatabase.randomSuffix()
    let name = fresh ? "kheper_test_\(suffix)" : "kheper_test"
    let root = try PostgresConnection(server)
    if fresh { try root.query("CREATE DATABASE \(name)") }
    let admin = try PostgresConnection(server, database: name)
    if fresh { try ServerSchema.migrate(admin) }
    defer {
        if fresh { _ = try? root.query("DROP DATABASE IF EXISTS \(name) WITH (FORCE)") }
        let roles = (try? root.query("SELECT rolname FROM pg_roles WHERE starts_with(rolname, $1)", ["kt_\(suffix)_"]))
        for role in roles?.rows.compactMap({ $0[0] }) ?? [] {
            if !fresh {
                for table in ["log_sets", "log_sessions", "blocks", "workouts", "changes", "clients"] {
                    _ = try? admin.query("DELETE FROM kheper.\(table) WHERE owner = $1", [role])
                }
            }
            _ = try? root.query(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1", [role])
            _ = try? root.query("DROP ROLE IF EXISTS \"\(role)\"")
        }
    }
    return try body(TestDatabase(serverConnectionString: server, name: name, suffix: suffix, admin: admin))
}
