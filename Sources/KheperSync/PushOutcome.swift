public import KheperCore

/// What the server did with one pushed record: its `seq`, status and the server version, with the new key when it
/// was rewritten and a sentence when it was rejected.
public struct PushOutcome: Sendable, Hashable {
    /// What became of a record.
    public enum Status: String, Sendable, Hashable, Codable {
        /// Applied as sent.
        case applied
        /// Applied with another order key, given in ``PushOutcome/order``.
        case rewritten
        /// Not applied; ``PushOutcome/reason`` says why.
        case rejected
        /// Already applied before (a replayed `seq`, an identical insert, a repeated logged set): nothing changed.
        case duplicate
    }

    /// The record's sequence number.
    public var seq: Int
    /// What became of it.
    public var status: Status
    /// The server version: the change's own when applied or rewritten, otherwise the latest.
    public var version: Int
    /// The key the server gave instead, when rewritten.
    public var order: OrderKey?
    /// Why it was rejected, as a sentence.
    public var reason: String?

    /// Creates an outcome.
    public init(seq: Int, status: Status, version: Int, order: OrderKey? = nil, reason: String? = nil) {
        self.seq = seq
        self.status = status
        self.version = version
        self.order = order
        self.reason = reason
    }

    /// Whether the server holds the change (applied, rewritten or an earlier copy): the change is acknowledged.
    public var isAcknowledged: Bool { status != .rejected }

    /// The outcome as the contract's JSON object.
    public var json: JSONValue {
        var object: JSONObject = [
            "seq": .number(JSONNumber(seq)), "status": .string(status.rawValue),
            "version": .number(JSONNumber(version)),
        ]
        if let order { object["order"] = .string(order.rawValue) }
        if let reason { object["reason"] = .string(reason) }
        return .object(object)
    }

    /// Reads an outcome from the contract's JSON object.
    ///
    /// - Throws: ``SyncError`` `sync.malformed-record` naming the member that is missing or wrong.
    public init(json: JSONValue) throws(SyncError) {
        guard let object = json.objectValue else {
            throw SyncError(.malformedRecord, "a push outcome must be a JSON object, not \(json.description)")
        }
        let reader = MemberReader(object: object)
        seq = try reader.integer("seq")
        let statusText = try reader.string("status")
        guard let status = Status(rawValue: statusText) else {
            throw SyncError(
                .malformedRecord,
                "the outcome's \"status\" is \"\(statusText)\"; expected applied, rewritten, rejected or duplicate")
        }
        self.status = status
        version = try reader.integer("version")
        order = object["order"] == nil ? nil : try reader.orderKey("order")
        reason = object["reason"] == nil ? nil : try reader.string("reason")
    }
}
