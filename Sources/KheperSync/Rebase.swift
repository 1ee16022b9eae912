/// A device's rebase: its unconfirmed changes are taken off, the server's changes applied, and its own put back on
/// top by the merge rules.
///
/// The device keeps the state it last pulled (its *shadow*), so taking its unconfirmed changes off is starting again
/// from the shadow: the same as undoing them one by one, and it cannot drift. Own changes the server acknowledged
/// come back in the pull as the server applied them (rewritten keys included); ones it rejected are dropped.
public enum Rebase {
    /// What a rebase produced.
    public struct Outcome: Sendable, Hashable {
        /// The server's state at ``cursor``: the new shadow.
        public var shadow: MergeState
        /// The version of the last change pulled.
        public var cursor: Int
        /// What the device shows: the shadow with the still unconfirmed changes applied on top.
        public var local: MergeState
        /// What re-applying each unconfirmed change did, in order, by `seq`.
        public var replayed: [(seq: Int, result: MergeResult)]

        /// Compares states, cursor and replay results.
        public static func == (lhs: Outcome, rhs: Outcome) -> Bool {
            lhs.shadow == rhs.shadow && lhs.cursor == rhs.cursor && lhs.local == rhs.local
                && lhs.replayed.map(\.seq) == rhs.replayed.map(\.seq)
                && lhs.replayed.map(\.result) == rhs.replayed.map(\.result)
        }

        /// Hashes the states and cursor.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(shadow)
            hasher.combine(cursor)
            hasher.combine(local)
        }
    }

    /// Rebases `pending` (the device's own changes, oldest first) on `shadow` plus `pulled`.
    ///
    /// - Parameters:
    ///   - shadow: The state the device last pulled, at version `cursor`.
    ///   - cursor: The version `shadow` is at.
    ///   - pulled: Changes after `cursor`, in version order.
    ///   - pending: Own changes not yet known to be in the server's log.
    ///   - outcomes: Push outcomes by `seq`: rejected changes are dropped, acknowledged ones at or below the new
    ///     cursor are already in `pulled`, and rewritten ones still ahead of it take their new key.
    public static func run(
        shadow: MergeState,
        cursor: Int,
        pulled: [PulledChange],
        pending: [ChangeRecord],
        outcomes: [Int: PushOutcome] = [:]
    ) -> Outcome {
        var next = shadow
        var newCursor = cursor
        for change in pulled where change.version > newCursor {
            _ = next.apply(change.change.intent)
            newCursor = change.version
        }
        var local = next
        var replayed: [(seq: Int, result: MergeResult)] = []
        for record in pending {
            var intent = record.intent
            if let outcome = outcomes[record.seq] {
                if outcome.status == .rejected { continue }
                if outcome.status != .duplicate && outcome.version <= newCursor { continue }
                if let order = outcome.order { intent = intent.withOrder(order) }
            }
            replayed.append((record.seq, local.apply(intent)))
        }
        return Outcome(shadow: next, cursor: newCursor, local: local, replayed: replayed)
    }
}
