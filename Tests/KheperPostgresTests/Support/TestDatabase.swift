import Foundation
import KheperPostgres
import KheperTestSupport
import Testing

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

    /// A fresh Kheper user (`kheper server add-user`), and a connection to this database as that role.
    func user(
        _ label: String, password: String = "secret-\(UUID().uuidString)", connectionLimit: Int? = nil
    ) throws -> TestUser {
        let name = "kt_\(suffix)_\(label)_\(Self.randomSuffix().prefix(6))"
        _ = try ServerUsers.add(name, password: password, connectionLimit: connectionLimit, on: admin)
        return try login(name, password: password)
    }

    /// A connection to this database as the existing role `name`.
    func login(_ name: String, password: String) throws -> TestUser {
        let connection = try PostgresConnection(
            serverConnectionString, user: name, password: password, database: self.name)
        return TestUser(name: name, password: password, connection: connection, admin: admin)
    }

    /// Replaces the database's schema with version 2 as it was, for a test of the migration from it.
    func resetToVersionTwo() throws {
        try admin.query("DROP SCHEMA kheper CASCADE")
        try admin.query("BEGIN")
        try admin.execute(script: ServerSchema.migrations[0])
        try admin.execute(script: ServerSchema.migrations[1])
        try admin.query("UPDATE kheper.schema_version SET version = 2")
        try admin.query("COMMIT")
    }

    /// A user made as version 2's add-user made one, a login member of `kheper_user`, and its connection.
    func versionTwoUser(_ label: String) throws -> TestUser {
        let name = "kt_\(suffix)_\(label)"
        let password = "secret-\(UUID().uuidString)"
        let statement = try admin.query(
            "SELECT format('CREATE ROLE %I LOGIN PASSWORD %L IN ROLE kheper_user', $1::text, $2::text)",
            [name, password]
        ).scalar
        try admin.query(statement ?? "")
        return try login(name, password: password)
    }

    /// The tables holding users' rows, each with an `owner` column.
    static let ownedTables = [
        "log_sets", "log_sessions", "blocks", "workouts", "changes", "clients", "custom_entries", "exercise_links",
        "accounts",
    ]

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
    /// The superuser's connection to the same database, for reading what the user owns: users read no table.
    let admin: PostgresConnection

    /// Runs `sql` as the superuser with `$1` bound to this user's name (and `parameters` to `$2`, …), so a test reads
    /// this user's rows by `WHERE owner = $1`.
    func own(_ sql: String, _ parameters: [String?] = []) throws -> QueryResult {
        try admin.query(sql, [name] + parameters)
    }

    /// Pushes a batch of change records given as JSON objects and returns the outcomes.
    func push(_ records: [[String: Any]]) throws -> [ServerOutcome] {
        let data = try JSONSerialization.data(withJSONObject: records, options: [.sortedKeys])
        return try PostgresSyncServer(connection: connection).push(String(decoding: data, as: UTF8.self))
    }

    /// Pulls every change since `since`.
    func pull(since: Int = 0, max: Int = 1000) throws -> [ServerChange] {
        try PostgresSyncServer(connection: connection).pull(since: since, max: max)
    }

    /// Pushes through `kheper.push` itself, without the client's schema version check, as a version 2 device did,
    /// and expects no record to be rejected.
    @discardableResult
    func pushAtVersionTwo(_ records: [[String: Any]]) throws -> String? {
        let batch = try JSONSerialization.data(withJSONObject: records)
        let outcomes = try connection.query(
            "SELECT kheper.push($1::jsonb)::text", [String(decoding: batch, as: UTF8.self)]
        ).scalar
        #expect(outcomes?.contains("rejected") == false, "\(outcomes ?? "no outcomes")")
        return outcomes
    }

    /// The user's whole change log through `kheper.pull` itself, as `version client seq change` rows.
    func pullAtVersionTwo() throws -> [[String?]] {
        try connection.query("SELECT version, client, seq, change::text FROM kheper.pull(0, 1000)").rows
    }
}

/// Runs `body` with a database holding the Kheper schema (the shared one, or with `fresh` one of its own that is
/// dropped afterwards), then removes the test's users and their rows.
///
/// Tests with a fresh database run one at a time: they migrate schemas, and a migration from version 2 changes
/// roles, which are the cluster's, not one database's (it enrolls every member of `kheper_user` and revokes their
/// membership, which a version 2 database of another test still relies on).
func withTestDatabase<R>(fresh: Bool = false, _ body: (TestDatabase) throws -> R) throws -> R {
    if fresh {
        freshDatabaseLock.lock()
        defer { freshDatabaseLock.unlock() }
        return try withTestDatabaseUnlocked(fresh: true, body)
    }
    return try withTestDatabaseUnlocked(fresh: false, body)
}

/// Held while a test with a fresh database runs.
private let freshDatabaseLock = NSLock()

private func withTestDatabaseUnlocked<R>(fresh: Bool, _ body: (TestDatabase) throws -> R) throws -> R {
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
                // As kheper.enroll does, one at a time: concurrent changes to one object's privileges fail.
                _ = try? admin.query("BEGIN")
                _ = try? admin.query("LOCK TABLE kheper.accounts IN SHARE UPDATE EXCLUSIVE MODE")
                for table in TestDatabase.ownedTables {
                    _ = try? admin.query("DELETE FROM kheper.\(table) WHERE owner = $1", [role])
                }
                // The privileges kheper.enroll granted the role directly.
                _ = try? admin.query("DROP OWNED BY \"\(role)\"")
                _ = try? admin.query("COMMIT")
            }
            _ = try? root.query(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1", [role])
            _ = try? root.query("DROP ROLE IF EXISTS \"\(role)\"")
        }
    }
    return try body(TestDatabase(serverConnectionString: server, name: name, suffix: suffix, admin: admin))
}
