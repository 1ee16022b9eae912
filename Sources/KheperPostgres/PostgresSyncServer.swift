import Foundation
import KheperSync

/// A client of the sync server's `kheper.push` and `kheper.pull`, speaking the contract's JSON as text.
///
/// It connects as the device's user, so row-level security confines it to that user's rows, and it checks the
/// schema version first.
public struct PostgresSyncServer: Sendable {
    /// The connection the calls go through.
    public let connection: PostgresConnection

    /// How long the calls may wait, which the session was set up with.
    public let limits: SessionLimits

    /// Connects with a libpq connection string, sets the session's timeouts from `limits` and checks the server's
    /// schema version.
    ///
    /// - Throws: ``ServerError`` `server.unreachable`, `server.authentication-refused`,
    ///   `server.too-many-connections`, `server.schema-missing` or `server.schema-too-new`.
    public init(connectionString: String, limits: SessionLimits = SessionLimits()) throws(ServerError) {
        try self.init(connection: PostgresConnection(connectionString, limits: limits), limits: limits)
    }

    /// Uses an open connection, sets its session's timeouts from `limits` and checks the server's schema version.
    ///
    /// - Throws: ``ServerError`` `server.schema-missing` or `server.schema-too-new`.
    public init(connection: PostgresConnection, limits: SessionLimits = SessionLimits()) throws(ServerError) {
        try connection.execute(script: limits.sessionSQL)
        try ServerSchema.checkCompatible(connection)
        self.connection = connection
        self.limits = limits
    }

    /// Sends a JSON array of change records to `kheper.push` and returns its JSON array of outcomes, as text.
    ///
    /// - Throws: ``ServerError`` `server.query-failed` when the server refuses the batch (nothing is applied),
    ///   `server.unreachable` when the answer is lost (the batch may have been applied; pushing it again is safe).
    public func push(json batch: String) throws(ServerError) -> String {
        let result: QueryResult
        do {
            result = try connection.query("SELECT kheper.push($1::jsonb)::text", [batch])
        } catch {
            throw explained(error)
        }
        guard let outcomes = result.scalar else {
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
        let result: QueryResult
        do {
            result = try connection.query(
                "SELECT version, client, seq, change::text FROM kheper.pull($1, $2)", [String(since), String(max)])
        } catch {
            throw explained(error)
        }
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

    /// `error` with a sentence for a person and its own code when its SQLSTATE says why a sync could not go on:
    /// the user's push lock was busy, a statement ran out of time, the server's maximum push, or a value the server
    /// cannot store. Other errors are returned as they are.
    public func explained(_ error: ServerError) -> ServerError {
        guard let state = error.sqlState else { return error }
        let user = connection.endpoint.user
        let reason = error.message.replacingOccurrences(of: "the server refused the query: ", with: "")
        switch state {
        case "55P03":
            return ServerError(
                code: .busy,
                message: "another sync of user \(user) is still running on the server (its lock was not free within "
                    + "\(SessionLimits.phrase(milliseconds: limits.lockTimeoutMilliseconds))); try again in a moment",
                sqlState: state)
        case "57014":
            return ServerError(
                code: .timedOut,
                message: "the server did not finish within "
                    + "\(SessionLimits.phrase(milliseconds: limits.statementTimeoutMilliseconds)) and cancelled the "
                    + "request; try again, and if it keeps happening the server is overloaded",
                sqlState: state)
        case "53300":
            return ServerError(
                code: .tooManyConnections,
                message: "user \(user) already has as many connections to the server as it may open; wait for "
                    + "another device's sync to finish and try again",
                sqlState: state)
        case "54000":
            return ServerError(
                code: .pushTooLarge,
                message: "the server refused a push as larger than its maximum: \(reason); this kheper sends at most "
                    + "\(SyncPaging.recordsPerPage) changes in one push",
                sqlState: state)
        case _ where state.hasPrefix("22"):
            return ServerError(
                code: .unstorableRecord,
                message: "The server cannot take this change: \(reason) (SQLSTATE \(state)).",
                sqlState: state)
        default:
            return error
        }
    }
}
