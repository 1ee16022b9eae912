/// Where a device stands with its server: its client id, the server version it last pulled, how many records wait
/// in its outbox, how many were set aside, and when it last synced.
public struct SyncStatus: Sendable, Hashable {
    /// The device's client id, a UUID.
    public var clientID: String
    /// The server version last pulled (0 before any sync).
    public var cursor: Int
    /// How many change records wait in the outbox.
    public var outboxCount: Int
    /// When the last sync completed, in seconds since 1970 UTC; `nil` before the first.
    public var lastSync: Double?
    /// How many records syncs set aside because the server would not take them.
    public var setAsideCount: Int

    /// Creates a status.
    public init(clientID: String, cursor: Int, outboxCount: Int, lastSync: Double?, setAsideCount: Int = 0) {
        self.clientID = clientID
        self.cursor = cursor
        self.outboxCount = outboxCount
        self.lastSync = lastSync
        self.setAsideCount = setAsideCount
    }
}
