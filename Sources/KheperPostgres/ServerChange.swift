/// One row of `kheper.pull`: an applied change, its server version and its sender.
public struct ServerChange: Sendable, Hashable {
    /// The server version, increasing in server order.
    public let version: Int
    /// The sending device's id.
    public let client: String
    /// The sending device's sequence number.
    public let seq: Int
    /// The change record as applied (a rewritten order key substituted), as JSON text.
    public let changeJSON: String
}
