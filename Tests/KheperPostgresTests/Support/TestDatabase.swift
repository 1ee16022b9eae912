import Foundation
import KheperPostgres
import KheperTestSupport

/// A database of its own for one test, on the tests' PostgreSQL server, with the Kheper schema in it and users
/// made on demand; ``withTestDatabase(_:)`` drops it and its users afterwards.
struct TestDatabase {
    /// The superuser connection string of the server.
    let serverConnectionString: String
    /// The database's name.
    let name: String
    /// The random part of the name, shared by the test's users so they are dropped with the database.
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

/// Runs `body` with a fresh database holding the Kheper schema, then drops the database and its test users.
func withTestDatabase<R>(_ body: (TestDatabase) throws -> R) throws -> R {
    let server = try TestPostgresCluster.connectionString()
    let suffix = TestDatabase.randomSuffix()
    let name = "kheper_test_\(suffix)"
    let root = try PostgresConnection(server)
    try root.query(
        """
        DO $$ BEGIN CREATE ROLE kheper_user NOLOGIN; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
        END $$
        """)
    try root.query("CREATE DATABASE \(name)")
    defer {
        _ = try? root.query("DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
        if let roles = try? root.query("SELECT rolname FROM pg_roles WHERE starts_with(rolname, $1)", ["kt_\(suffix)_"]) {
            for row in roles.rows { if let role = row[0] { _ = try? root.query("DROP ROLE IF EXISTS \"\(role)\"") } }
        }
    }
    let admin = try PostgresConnection(server, database: name)
    try ServerSchema.migrate(admin)
    return try body(TestDatabase(serverConnectionString: server, name: name, suffix: suffix, admin: admin))
}
