internal import KheperCore
public import KheperSync

/// ``PostgresSyncServer`` as a KheperSync `SyncServer`: change records go to `kheper.push` as the contract's JSON,
/// and outcomes and pulled rows come back decoded, so a device store can `sync(with:)` the PostgreSQL server.
///
/// A lost connection becomes `sync.unreachable`, which keeps every edit in the outbox; any other server error keeps
/// its own code (such as `server.query-failed`) as the `SyncError`'s code and its message.
public struct PostgresSyncAdapter: SyncServer {
    /// The server the calls go to.
    public let server: PostgresSyncServer

    /// Wraps a connected server.
    public init(_ server: PostgresSyncServer) {
        self.server = server
    }

    /// Pushes `batch` through `kheper.push` and decodes one outcome per record.
    public func push(_ batch: [ChangeRecord]) throws(SyncError) -> [PushOutcome] {
        try push(batch, texts: batch.map { $0.json.serializedString() })
    }

    /// Pushes `batch`, whose records' JSON texts are `texts`, through `kheper.push` as one JSON array of those
    /// texts, and decodes one outcome per record.
    public func push(_ batch: [ChangeRecord], texts: [String]) throws(SyncError) -> [PushOutcome] {
        let text = "[" + texts.joined(separator: ",") + "]"
        let answer: String
        do {
            answer = try server.push(json: text)
        } catch {
            throw Self.syncError(error)
        }
        let json: JSONValue
        do {
            json = try JSONValue(parsing: answer, options: .storedData)
        } catch {
            throw SyncError(
                .protocolViolation, "kheper.push answered \(answer.prefix(200)), which is not JSON: \(error)")
        }
        guard let outcomes = json.arrayValue else {
            throw SyncError(
                .protocolViolation, "kheper.push answered \(answer.prefix(200)); expected a JSON array of outcomes")
        }
        var decoded: [PushOutcome] = []
        decoded.reserveCapacity(outcomes.count)
        for outcome in outcomes { decoded.append(try PushOutcome(json: outcome)) }
        return decoded
    }

    /// Pulls through `kheper.pull` and decodes each row's change record.
    public func pull(since: Int, max: Int) throws(SyncError) -> [PulledChange] {
        let rows: [ServerChange]
        do {
            rows = try server.pull(since: since, max: max)
        } catch {
            throw Self.syncError(error)
        }
        var pulled: [PulledChange] = []
        pulled.reserveCapacity(rows.count)
        for row in rows {
            let json: JSONValue
            do {
                json = try JSONValue(parsing: row.changeJSON, options: .storedData)
            } catch {
                throw SyncError(
                    .protocolViolation, "kheper.pull's change at version \(row.version) is not JSON: \(error)")
            }
            let change = try ChangeRecord(json: json)
            pulled.append(PulledChange(version: row.version, client: row.client, seq: row.seq, change: change))
        }
        return pulled
    }

    /// The sync error for a server error: `sync.unreachable` for a lost connection, `sync.unstorable-record` for a
    /// value the server cannot store (the device then sets the record aside), else the server's own code.
    public static func syncError(_ error: ServerError) -> SyncError {
        if error.code == .unreachable { return SyncError(.unreachable, error.message) }
        if error.code == .unstorableRecord { return SyncError(.unstorableRecord, error.message) }
        return SyncError(SyncError.Code(rawValue: error.code.rawValue), error.message)
    }
}
