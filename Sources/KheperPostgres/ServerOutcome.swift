/// One change record's outcome from `kheper.push`, as the contract writes it.
public struct ServerOutcome: Codable, Sendable, Hashable {
    /// What the server did with a record.
    public enum Status: String, Codable, Sendable, Hashable {
        /// Applied as sent.
        case applied
        /// Applied with a new order key, in ``ServerOutcome/order``.
        case rewritten
        /// Not applied, for the reason in ``ServerOutcome/reason``.
        case rejected
        /// A replay, or an insert or logged set already there: nothing changed.
        case duplicate
    }

    /// The record's client sequence number.
    public let seq: Int
    /// What the server did.
    public let status: Status
    /// The change's server version when applied or rewritten, else the user's latest version.
    public let version: Int
    /// The key the server gave a rewritten insert or move.
    public let order: String?
    /// Why a rejected record was rejected, as a sentence.
    public let reason: String?
}
