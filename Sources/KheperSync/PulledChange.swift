/// One row of a pull: the server version of an applied change, who sent it, and the record as applied.
public struct PulledChange: Sendable, Hashable {
    /// The server version, increasing in server order.
    public var version: Int
    /// The sending device's id.
    public var client: String
    /// The sending device's sequence number.
    public var seq: Int
    /// The record as applied: a rewritten order key is substituted.
    public var change: ChangeRecord

    /// Creates a pulled row.
    public init(version: Int, client: String, seq: Int, change: ChangeRecord) {
        self.version = version
        self.client = client
        self.seq = seq
        self.change = change
    }
}
