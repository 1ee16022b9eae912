/// What a device may take as pulled as soon as a push is answered, instead of pulling its own changes back.
///
/// A push's applied and rewritten records are logged under consecutive versions of the user's counter (the push
/// holds the user's lock). When they are exactly the versions right after the device's cursor, no other change lies
/// between: the server's log from the cursor to the last of them is those records, as applied (a rewritten key
/// substituted), so applying them to the shadow is what pulling them would do, and the cursor may move past them.
/// When any other change lies between (another device pushed since the device last pulled), nothing is taken, and the
/// pull brings everything back in the server's order, as before.
public enum PushFastForward {
    /// The changes the server logged for `records`, answered by `outcomes` (one each, in order), as a pull from
    /// `cursor` would return them; `nil` when the push logged nothing or another change lies between them and
    /// `cursor`.
    public static func changes(
        pushed records: some Collection<ChangeRecord>, outcomes: [PushOutcome], cursor: Int
    ) -> [PulledChange]? {
        guard records.count == outcomes.count else { return nil }
        var changes: [PulledChange] = []
        for (record, outcome) in zip(records, outcomes) where outcome.status == .applied || outcome.status == .rewritten
        {
            guard outcome.seq == record.seq, outcome.version == cursor + changes.count + 1 else { return nil }
            var applied = record
            if let order = outcome.order { applied.intent = record.intent.withOrder(order) }
            changes.append(
                PulledChange(version: outcome.version, client: record.client, seq: record.seq, change: applied))
        }
        return changes.isEmpty ? nil : changes
    }
}
