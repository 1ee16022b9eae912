/// The server's schema `kheper`, versioned: creating it, migrating it, and checking that a server speaks the
/// version this build knows.
///
/// Each entry of ``migrations`` takes the schema one version up; `kheper.schema_version` records where a database
/// stands, so running ``migrate(_:)`` again does nothing.
public enum ServerSchema {
    /// The SQL scripts that take the schema from version *n* to *n + 1*, the first one creating it.
    public static let migrations: [String] = [version1, version2, version3, version4, version5]

    /// The schema version this build creates and speaks.
    public static var currentVersion: Int { migrations.count }

    /// What ``migrate(_:)`` did: the version it found and the version it left.
    public struct Migration: Sendable, Hashable {
        /// The version before, 0 when the database had no Kheper schema.
        public let from: Int
        /// The version after, ``ServerSchema/currentVersion``.
        public let to: Int
    }

    /// Creates or migrates the schema in the connection's database, in one transaction; run it again and it
    /// changes nothing.
    ///
    /// The connection needs a role that may create schemas and roles (the database owner with CREATEROLE, or a
    /// superuser).
    /// - Throws: ``ServerError`` `server.schema-too-new` when the database is ahead of this build, or the
    ///   server's error when a script fails; nothing is changed then.
    @discardableResult
    public static func migrate(_ connection: PostgresConnection) throws(ServerError) -> Migration {
        try connection.query("BEGIN")
        do throws(ServerError) {
            try connection.query("SELECT pg_advisory_xact_lock(hashtext('kheper.schema'))")
            let installed = try installedVersion(connection)
            if installed > currentVersion {
                throw tooNew(installed, connection)
            }
            var version = installed
            while version < currentVersion {
                try connection.execute(script: migrations[version])
                version += 1
                try connection.query("UPDATE kheper.schema_version SET version = $1", [String(version)])
            }
            try connection.query("COMMIT")
            return Migration(from: installed, to: version)
        } catch {
            _ = try? connection.query("ROLLBACK")
            throw error
        }
    }

    /// The schema version of the connection's database, 0 when it has no Kheper schema.
    ///
    /// - Throws: ``ServerError`` when the server fails the query.
    public static func installedVersion(_ connection: PostgresConnection) throws(ServerError) -> Int {
        guard try connection.query("SELECT to_regclass('kheper.schema_version')").scalar != nil else { return 0 }
        let text = try connection.query("SELECT max(version) FROM kheper.schema_version").scalar
        guard let text, let version = Int(text) else {
            throw ServerError(
                code: .invalidResponse,
                message: "kheper.schema_version holds \(text.map { "\"\($0)\"" } ?? "no row"); expected one version "
                    + "number")
        }
        return version
    }

    /// Checks that the connection's database has the schema version this build speaks.
    ///
    /// - Throws: ``ServerError`` `server.schema-missing` when there is no schema (or an older one), and
    ///   `server.schema-too-new` when it is newer than this build.
    public static func checkCompatible(_ connection: PostgresConnection) throws(ServerError) {
        let installed = try installedVersion(connection)
        if installed > currentVersion { throw tooNew(installed, connection) }
        if installed < currentVersion {
            throw ServerError(
                code: .schemaMissing,
                message: "the database \"\(connection.endpoint.database)\" at \(connection.endpoint.address) has "
                    + (installed == 0 ? "no Kheper schema" : "Kheper schema version \(installed)")
                    + ", and this kheper needs version \(currentVersion); run `kheper server init` as its owner")
        }
    }

    private static func tooNew(_ installed: Int, _ connection: PostgresConnection) -> ServerError {
        ServerError(
            code: .schemaTooNew,
            message: "the database \"\(connection.endpoint.database)\" at \(connection.endpoint.address) has Kheper "
                + "schema version \(installed), newer than version \(currentVersion) that this kheper knows; "
                + "upgrade kheper")
    }
}
