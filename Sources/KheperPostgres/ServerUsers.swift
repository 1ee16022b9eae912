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
