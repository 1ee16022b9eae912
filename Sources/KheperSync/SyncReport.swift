/// What one sync did: the outcome of each pushed record, what was set aside, how many changes came in, and where
/// the device now stands. It holds no whole batch of records, so a sync of any size reports in little memory.
public struct SyncReport: Sendable, Hashable {
    /// One outcome per pushed record, in push order.
    public var outcomes: [PushOutcome]
    /// How many changes were pulled, own ones included; own changes that a push took straight into the shadow
    /// (``PushFastForward``) are not pulled.
    public var pulled: Int
    /// How many pulled changes came from other devices.
    public var fromOthers: Int
    /// The server version the device now stands at.
    public var cursor: Int
    /// Records still in the outbox (made during the sync), to go with the next one.
    public var pending: Int
    /// The pushed records the server rewrote or rejected, in push order: each is answered by an outcome in
    /// ``outcomes`` with its `seq`.
    public var pushed: [ChangeRecord]
    /// The records this sync set aside instead of syncing them, with the reasons: rejected ones and ones the server
    /// cannot store.
    public var setAside: [SetAsideRecord]
    /// What the changes from other devices touched.
    public var received: ReceivedChanges

    /// Creates a report.
    public init(
        outcomes: [PushOutcome], pulled: Int, fromOthers: Int, cursor: Int, pending: Int,
        pushed: [ChangeRecord] = [], setAside: [SetAsideRecord] = [], received: ReceivedChanges = ReceivedChanges()
    ) {
        self.outcomes = outcomes
        self.pulled = pulled
        self.fromOthers = fromOthers
        self.cursor = cursor
        self.pending = pending
        self.pushed = pushed
        self.setAside = setAside
        self.received = received
    }

    /// The records the server gave another order key.
    public var rewritten: [PushOutcome] { outcomes.filter { $0.status == .rewritten } }

    /// The records the server refused, with its reasons.
    public var rejected: [PushOutcome] { outcomes.filter { $0.status == .rejected } }
}
