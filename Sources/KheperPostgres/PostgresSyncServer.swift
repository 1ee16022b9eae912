import Foundation

/// A client of the sync server's `kheper.push` and `kheper.pull`, speaking the contract's JSON as text.
///
/// It connects as the device's user, so row-level security confines it to that user's rows, and it checks the
/// schema version first.
public struct PostgresSyncServer: Sendable {
    /// The connection the calls go through.
    public let connection: PostgresConnection

    /// Connects with a libpq connection string and checks the server's schema version.
    ///
    /// - Throws: ``ServerError`` `server.unreachable`, `server.authentication-refused`, `server.schema-missing` or
    ///   `server.schema-too-new`.
    public init(connectionString: String) throws(ServerError) {
        try self.init(connection: PostgresConnection(connectionString))
    }

    /// Uses an open connection, after checking the server's schema version.
    ///
    /// - Throws: ``ServerError`` `server.schema-missing` or `server.schema-too-new`.
    public init(connection: PostgresConnection) throws(ServerError) {
        try ServerSchema.checkCompatible(connection)
        self.connection = connection
    }

    /// Sends a JSON array of change records to `kheper.push` and returns its JSON array of outcomes, as text.
    ///
    /// - Throws: ``ServerError`` `server.query-failed` when the server refuses the batch (nothing is applied),
    ///   `server.unreachable` when the answer is lost (the batch may have been applied; pushing it again is safe).
    public func push(json batch: String) throws(ServerError) -> String {
        guard let outcomes = try connection.query("SELECT kheper.push($1::jsonb)::text", [batch]).scalar else {
            throw ServerError(code: .invalidResponse, message: "kheper.push returned NULL; expected a JSON array")
        }
        return outcomes
    }

    /// Sends a JSON array of change records to `kheper.push` and decodes one outcome per record, in order.
    ///
    /// - Throws: ``ServerError`` as ``push(json:)``, or `server.invalid-response` when the outcomes do not decode.
    public func push(_ batch: String) throws(ServerError) -> [ServerOutcome] {
        let text = try push(json: batch)
        do {
            return try JSONDecoder().decode([ServerOutcome].self, from: Data(text.utf8))
        } catch {
            throw ServerError(
                code: .invalidResponse,
                message: "kheper.push answered \(text.prefix(200)), which is not an array of outcomes: \(error)")
        }
    }

    /// The calling user's applied changes with a version above `since`, oldest first, at most `max` of them.
    ///
    /// - Throws: ``ServerError`` when the server fails the query or the connection is lost.
    public func pull(since: Int, max: Int) throws(ServerError) -> [ServerChange] {
        let result = try connection.query(
            "SELECT version, client, seq, change::text FROM kheper.pull($1, $2)", [String(since), String(max)])
        var changes: [ServerChange] = []
        changes.reserveCapacity(result.rows.count)
        for row in result.rows {
            guard row.count == 4, let version = row[0].flatMap({ Int($0) }), let client = row[1],
                let seq = row[2].flatMap({ Int($0) }), let change = row[3]
            else {
                throw ServerError(
                    code: .invalidResponse,
                    message: "kheper.pull returned the row \(row); expected a version, a client, a seq and a change")
            }
            changes.append(ServerChange(version: version, client: client, seq: seq, changeJSON: change))
        }
        return changes
    }
}
