import Foundation

/// The server's users: each is a login role made a Kheper user of the database by `kheper.enroll`, which grants it
/// the right to call kheper.push and kheper.pull (and nothing on the tables), bounds its connections and statements,
/// and gives it its own version counter; every row is keyed by its owner.
public enum ServerUsers {
    /// A user just created: its name, its password and the connection string a device uses.
    public struct NewUser: Sendable, Hashable {
        /// The role's name.
        public let name: String
        /// The role's password.
        public let password: String
        /// `postgresql://NAME:PASSWORD@HOST:PORT/DATABASE` for the server the user was created on.
        public let connectionString: String
    }

    /// Creates the login role `name` with `password` (a random one when `nil`) and makes it a Kheper user of the
    /// connection's database, with at most `connectionLimit` connections at once (`nil`: the schema's default,
    /// docs/SCALING.md "Server limits"), in one transaction.
    ///
    /// - Throws: ``ServerError`` `server.query-failed` when the name is not a plain lower-case identifier, when the
    ///   connection limit is below 1, when the role exists, or when the connection's role may not create roles.
    public static func add(
        _ name: String, password: String? = nil, connectionLimit: Int? = nil, on connection: PostgresConnection
    ) throws(ServerError) -> NewUser {
        guard isPlainName(name) else {
            throw ServerError(
                code: .queryFailed,
                message: "the user name \"\(name)\" is not usable; expected 1 to 63 lower-case letters, digits or "
                    + "underscores, starting with a letter or underscore")
        }
        let password = password ?? randomPassword()
        let statement = try connection.query(
            "SELECT format('CREATE ROLE %I LOGIN PASSWORD %L', $1::text, $2::text)", [name, password]
        ).scalar
        guard let statement else {
            throw ServerError(code: .invalidResponse, message: "the server returned no CREATE ROLE statement")
        }
        try connection.query("BEGIN")
        do throws(ServerError) {
            try connection.query(statement)
            try connection.query("SELECT kheper.enroll($1, $2)", [name, connectionLimit.map(String.init)])
            try connection.query("COMMIT")
        } catch {
            _ = try? connection.query("ROLLBACK")
            throw error
        }
        return NewUser(
            name: name, password: password,
            connectionString: connectionString(for: connection.endpoint, user: name, password: password))
    }

    /// A user just removed: its name, the rows deleted from each table that holds users' rows, and whether its
    /// login role was dropped (it is not when the role was already gone).
    public struct RemovedUser: Sendable, Hashable {
        /// The user's name.
        public let name: String
        /// How many rows were deleted, by table name (schema `kheper`), every table with an `owner` column listed.
        public let deletedRows: [String: Int]
        /// Whether the login role was dropped.
        public let droppedRole: Bool
    }

    /// Removes the Kheper user `name` from the connection's database in one transaction: deletes every row it owns
    /// from every table of schema `kheper` with an `owner` column (its account included), revokes what
    /// `kheper.enroll` granted it and drops its login role. Nothing changes when any step fails.
    ///
    /// - Throws: ``ServerError`` `server.unknown-user` when `name` is not a Kheper user of the database (a role
    ///   that exists but was never enrolled is left alone), `server.user-connected` when the user still has open
    ///   connections to the server, `server.query-failed` when the connection's role may not drop roles or the role
    ///   holds privileges elsewhere.
    public static func remove(_ name: String, on connection: PostgresConnection) throws(ServerError) -> RemovedUser {
        guard isPlainName(name) else {
            throw ServerError(
                code: .unknownUser,
                message: "there is no Kheper user \"\(name)\"; a user name is 1 to 63 lower-case letters, digits or "
                    + "underscores, starting with a letter or underscore")
        }
        try connection.query("BEGIN")
        do throws(ServerError) {
            let removed = try removeInTransaction(name, on: connection)
            try connection.query("COMMIT")
            return removed
        } catch {
            _ = try? connection.query("ROLLBACK")
            throw error
        }
    }

    private static func removeInTransaction(_ name: String, on connection: PostgresConnection) throws(ServerError)
        -> RemovedUser
    {
        // As kheper.enroll does: no user is enrolled or removed meanwhile.
        try connection.query("LOCK TABLE kheper.accounts IN SHARE UPDATE EXCLUSIVE MODE")
        let found = try connection.query(
            "SELECT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1), "
                + "EXISTS (SELECT 1 FROM kheper.accounts WHERE owner = $1)", [name]
        ).rows.first
        let hasRole = found?[0] == "t"
        guard found?[1] == "t" else {
            throw ServerError(
                code: .unknownUser,
                message: "there is no Kheper user \"\(name)\" in database \"\(connection.endpoint.database)\""
                    + (hasRole
                        ? " (a role of that name exists, but kheper server add-user did not make it a user; "
                            + "it is left alone)" : ""))
        }
        let sessions =
            Int(
                try connection.query("SELECT count(*) FROM pg_stat_activity WHERE usename = $1", [name]).scalar ?? "0"
            ) ?? 0
        guard sessions == 0 else {
            throw ServerError(
                code: .userConnected,
                message:
                    "the user \"\(name)\" has \(sessions) open connection\(sessions == 1 ? "" : "s") to the server, "
                    + "so it is not removed; stop its devices' syncs, or end them with SELECT pg_terminate_backend(pid) "
                    + "FROM pg_stat_activity WHERE usename = '\(name)' (ALTER ROLE \(name) NOLOGIN first keeps new "
                    + "ones out), then remove it again")
        }
        let tables = try ownedTablesReferencingFirst(on: connection)
        let bypassesPolicies =
            try connection.query("SELECT rolsuper OR rolbypassrls FROM pg_roles WHERE rolname = current_user").scalar
            == "t"
        var deleted: [String: Int] = [:]
        for table in tables {
            // The tables' owner sees other users' rows once the policy is not forced on it; forced again below,
            // in the same transaction, so no one ever sees the table unforced.
            let unforce = table.isForced && !bypassesPolicies
            if unforce { try connection.query("ALTER TABLE kheper.\"\(table.name)\" NO FORCE ROW LEVEL SECURITY") }
            deleted[table.name] =
                Int(
                    try connection.query(
                        "WITH gone AS (DELETE FROM kheper.\"\(table.name)\" WHERE owner = $1 RETURNING 1) "
                            + "SELECT count(*) FROM gone", [name]
                    ).scalar ?? "0") ?? 0
            if unforce { try connection.query("ALTER TABLE kheper.\"\(table.name)\" FORCE ROW LEVEL SECURITY") }
        }
        if hasRole {
            let role = "\"\(name)\""
            for revoke in [
                "REVOKE ALL ON ALL TABLES IN SCHEMA kheper FROM \(role)",
                "REVOKE ALL ON ALL SEQUENCES IN SCHEMA kheper FROM \(role)",
                "REVOKE ALL ON ALL FUNCTIONS IN SCHEMA kheper FROM \(role)",
                "REVOKE ALL ON SCHEMA kheper FROM \(role)",
                "DROP ROLE \(role)",
            ] {
                try connection.query(revoke)
            }
        }
        return RemovedUser(name: name, deletedRows: deleted, droppedRole: hasRole)
    }

    /// Every table of schema `kheper` with an `owner` column, a table that references another by a foreign key
    /// before it, so that deleting a user's rows in this order breaks no key.
    private static func ownedTablesReferencingFirst(on connection: PostgresConnection) throws(ServerError)
        -> [(name: String, isForced: Bool)]
    {
        let rows = try connection.query(
            """
            SELECT c.relname, c.relforcerowsecurity,
                (SELECT string_agg(r.relname, ',') FROM pg_constraint f JOIN pg_class r ON r.oid = f.conrelid
                 WHERE f.contype = 'f' AND f.confrelid = c.oid AND f.conrelid <> c.oid)
            FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = 'kheper' AND c.relkind IN ('r', 'p') AND EXISTS (
                SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'owner' AND NOT a.attisdropped)
            ORDER BY c.relname
            """
        ).rows
        var waiting = rows.map { row in
            (
                name: row[0] ?? "", isForced: row[1] == "t",
                referencedBy: Set((row[2] ?? "").split(separator: ",").map(String.init))
            )
        }
        var ordered: [(name: String, isForced: Bool)] = []
        while !waiting.isEmpty {
            let left = Set(waiting.map(\.name))
            // A table whose referencing tables are all done; a cycle of keys takes the first table left.
            let next = waiting.firstIndex { $0.referencedBy.isDisjoint(with: left.subtracting([$0.name])) } ?? 0
            ordered.append((waiting[next].name, waiting[next].isForced))
            waiting.remove(at: next)
        }
        return ordered
    }

    /// The connection string for `user` with `password` on the server and database of `endpoint`.
    public static func connectionString(
        for endpoint: PostgresConnection.Endpoint, user: String, password: String
    ) -> String {
        let credentials = "\(encode(user)):\(encode(password))"
        if endpoint.host.hasPrefix("/") {
            return "postgresql://\(credentials)@/\(encode(endpoint.database))?host=\(encode(endpoint.host))"
                + "&port=\(endpoint.port)"
        }
        let host = endpoint.host.contains(":") ? "[\(endpoint.host)]" : endpoint.host
        return "postgresql://\(credentials)@\(host):\(endpoint.port)/\(encode(endpoint.database))"
    }

    private static func isPlainName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard (1...63).contains(bytes.count) else { return false }
        let isLetter = { (byte: UInt8) in (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte == 0x5F }
        return isLetter(bytes[0]) && bytes.allSatisfy { isLetter($0) || (0x30...0x39).contains($0) }
    }

    private static func randomPassword() -> String {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789")
        return String((0..<24).map { _ in alphabet[Int(generator.next(upperBound: UInt(alphabet.count)))] })
    }

    private static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
