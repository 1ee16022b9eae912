import CLibPQ
import Foundation
import Synchronization

/// One connection to a PostgreSQL server through libpq, opened from a libpq connection string
/// (`postgresql://user:password@host:port/database` or `host=… port=…`).
///
/// Queries are parameterised (`$1`, `$2`, …) and every value travels in PostgreSQL's text form. The connection
/// serialises its callers, so one connection may be shared; it closes when the last reference goes.
public final class PostgresConnection: Sendable {
    private let handle: Mutex<OpaquePointer>

    /// Where the connection went, for messages and for telling a new user how to connect.
    public let endpoint: Endpoint

    /// The server, database and user of an open connection.
    public struct Endpoint: Sendable, Hashable {
        /// The host name or address, or the directory of the Unix socket.
        public let host: String
        /// The port, as text.
        public let port: String
        /// The database name.
        public let database: String
        /// The user the connection logged in as.
        public let user: String

        /// `host:port`, or the socket directory and port for a Unix socket.
        public var address: String { "\(host):\(port)" }
    }

    /// Connects with `connectionString`, with `limits`' connect timeout and TCP keepalives unless the string sets
    /// its own; `user`, `password` and `database`, when given, replace those the string names.
    ///
    /// - Throws: ``ServerError`` `server.invalid-connection-string` when libpq cannot read the string,
    ///   `server.authentication-refused` when the server refuses the login, `server.too-many-connections` when the
    ///   user has all the connections allowed, `server.unreachable` otherwise.
    public init(
        _ connectionString: String, user: String? = nil, password: String? = nil, database: String? = nil,
        limits: SessionLimits = SessionLimits()
    ) throws(ServerError) {
        try Self.checkSyntax(connectionString)
        // Keywords before dbname are defaults: the connection string, expanded at dbname, overrides them.
        var keywords = limits.connectionParameters.map(\.keyword) + ["dbname"]
        var values = limits.connectionParameters.map(\.value) + [connectionString]
        if let user {
            keywords.append("user")
            values.append(user)
        }
        if let password {
            keywords.append("password")
            values.append(password)
        }
        if let database {
            // Only the first dbname is read as a connection string; a later one is a plain database name.
            keywords.append("dbname")
            values.append(database)
        }
        let connection = Self.withCStrings(keywords) { keywordPointers in
            Self.withCStrings(values) { valuePointers in
                PQconnectdbParams(keywordPointers, valuePointers, 1)
            }
        }
        guard let connection else {
            throw ServerError(code: .unreachable, message: "libpq could not allocate a connection")
        }
        let endpoint = Endpoint(
            host: Self.text(PQhost(connection)), port: Self.text(PQport(connection)),
            database: Self.text(PQdb(connection)), user: Self.text(PQuser(connection)))
        guard PQstatus(connection) == CONNECTION_OK else {
            let error = Self.connectionError(connection, endpoint: endpoint)
            PQfinish(connection)
            throw error
        }
        // Notices (such as "relation already exists, skipping") are not for the user's terminal.
        PQsetNoticeProcessor(connection, { _, _ in }, nil)
        self.endpoint = endpoint
        self.handle = Mutex(connection)
    }

    deinit {
        handle.withLock { connection in PQfinish(connection) }
    }

    /// Runs one SQL statement with `parameters` bound to `$1`, `$2`, … (`nil` is NULL) and returns its rows.
    ///
    /// - Throws: ``ServerError`` `server.query-failed` with the server's message and SQLSTATE, or
    ///   `server.unreachable` when the connection is lost.
    @discardableResult
    public func query(_ sql: String, _ parameters: [String?] = []) throws(ServerError) -> QueryResult {
        try handle.withLock { connection throws(ServerError) -> QueryResult in
            let result = Self.withCStrings(parameters) { pointers in
                PQexecParams(connection, sql, Int32(parameters.count), nil, pointers, nil, nil, 0)
            }
            defer { PQclear(result) }
            return try Self.read(result, connection: connection, endpoint: endpoint)
        }
    }

    /// Runs a script of several SQL statements separated by semicolons, without parameters, in one round trip.
    ///
    /// - Throws: ``ServerError`` as ``query(_:_:)`` does.
    public func execute(script: String) throws(ServerError) {
        try handle.withLock { connection throws(ServerError) in
            let result = PQexec(connection, script)
            defer { PQclear(result) }
            _ = try Self.read(result, connection: connection, endpoint: endpoint)
        }
    }

    // MARK: - libpq plumbing

    private static func checkSyntax(_ connectionString: String) throws(ServerError) {
        var errorMessage: UnsafeMutablePointer<CChar>?
        let options = PQconninfoParse(connectionString, &errorMessage)
        defer { PQfreemem(errorMessage) }
        if let options {
            PQconninfoFree(options)
            return
        }
        let reason = errorMessage.map { String(cString: $0) }?.trimmingCharacters(in: .whitespacesAndNewlines)
        throw ServerError(
            code: .invalidConnectionString,
            message: "cannot read the server connection string: \(reason ?? "libpq rejected it"); expected "
                + "postgresql://USER:PASSWORD@HOST:PORT/DATABASE or key=value pairs such as host=… port=…")
    }

    private static func connectionError(_ connection: OpaquePointer, endpoint: Endpoint) -> ServerError {
        let reason = text(PQerrorMessage(connection)).trimmingCharacters(in: .whitespacesAndNewlines)
        let lowered = reason.lowercased()
        let refused =
            PQconnectionNeedsPassword(connection) == 1 || lowered.contains("authentication failed")
            || lowered.contains("no password supplied")
            || (lowered.contains("role") && lowered.contains("does not exist"))
        if lowered.contains("too many connections") {
            return ServerError(
                code: .tooManyConnections,
                message: "user \"\(endpoint.user)\" already has as many connections to the server at "
                    + "\(endpoint.address) as it may open (\(reason)); wait for another device's sync to finish and "
                    + "try again")
        }
        if refused {
            return ServerError(
                code: .authenticationRefused,
                message: "the server at \(endpoint.address) refused to log in user \"\(endpoint.user)\": \(reason); "
                    + "check the user name and password in the connection string")
        }
        return ServerError(
            code: .unreachable,
            message: "cannot reach the server at \(endpoint.address): \(reason); check that it is running and that "
                + "--server or KHEPER_SERVER names it")
    }

    private static func read(
        _ result: OpaquePointer?, connection: OpaquePointer, endpoint: Endpoint
    ) throws(ServerError) -> QueryResult {
        let status = result.map { PQresultStatus($0) } ?? PGRES_FATAL_ERROR
        guard status == PGRES_TUPLES_OK || status == PGRES_COMMAND_OK || status == PGRES_EMPTY_QUERY, let result
        else {
            if PQstatus(connection) != CONNECTION_OK {
                let reason = text(PQerrorMessage(connection)).trimmingCharacters(in: .whitespacesAndNewlines)
                throw ServerError(
                    code: .unreachable, message: "lost the connection to the server at \(endpoint.address): \(reason)")
            }
            let primary = result.map { text(PQresultErrorField($0, Int32(UInt8(ascii: "M")))) } ?? ""
            let state = result.map { text(PQresultErrorField($0, Int32(UInt8(ascii: "C")))) } ?? ""
            let reason = primary.isEmpty ? text(PQerrorMessage(connection)) : primary
            throw ServerError(
                code: .queryFailed,
                message: "the server refused the query: \(reason.trimmingCharacters(in: .whitespacesAndNewlines))",
                sqlState: state.isEmpty ? nil : state)
        }
        let columnCount = PQnfields(result)
        let rowCount = PQntuples(result)
        let columns = (0..<columnCount).map { text(PQfname(result, $0)) }
        var rows: [[String?]] = []
        rows.reserveCapacity(Int(rowCount))
        for row in 0..<rowCount {
            rows.append(
                (0..<columnCount).map { column in
                    PQgetisnull(result, row, column) == 1 ? nil : text(PQgetvalue(result, row, column))
                })
        }
        return QueryResult(columns: columns, rows: rows)
    }

    private static func text(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private static func text(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    /// Calls `body` with a C array of NUL-terminated copies of `strings` (`nil` stays a null pointer).
    private static func withCStrings<R>(
        _ strings: [String?], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> R
    ) -> R {
        let copies: [UnsafeMutablePointer<CChar>?] = strings.map { string in string.flatMap { strdup($0) } }
        defer { for copy in copies { free(copy) } }
        let pointers = copies.map { $0.map { UnsafePointer($0) } } + [nil]
        return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
    }
}
