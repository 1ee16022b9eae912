/// What one sync did: the outcome of each pushed record, how many changes came in, and where the device now stands.
public struct SyncReport: Sendable, Hashable {
    /// One outcome per pushed record, in push order.
    public var outcomes: [PushOutcome]
    /// How many changes were pulled, own ones included.
    public var pulled: Int
    /// How many pulled changes came from other devices.
    public var fromOthers: Int
    /// The server version the device now stands at.
    public var cursor: Int
    /// Records still in the outbox (made during the sync), to go with the next one.
    public var pending: Int
    /// The records pushed, in push order: ``outcomes`` answers them one for one.
    public var pushed: [ChangeRecord]
    /// The pulled changes other devices made, in server order.
    public var received: [PulledChange]

    /// Creates a report.
    public init(
        outcomes: [PushOutcome], pulled: Int, fromOthers: Int, cursor: Int, pending: Int,
        pushed: [ChangeRecord] = [], received: [PulledChange] = []
    ) {
        self.outcomes = outcomes
        self.pulled = pulled
        self.fromOthers = fromOthers
        self.cursor = cursor
        self.pending = pending
        self.pushed = pushed
        self.received = received
    }

    /// The records the server gave another order key.
    public var rewritten: [PushOutcome] { outcomes.filter { $0.status == .rewritten } }

    /// The records the server refused, with its reasons.
    public var rejected: [PushOutcome] { outcomes.filter { $0.status == .rejected } }
}
