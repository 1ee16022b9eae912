public import KheperCore

/// What applying one intent to a ``MergeState`` did, by the merge rules.
public enum MergeResult: Sendable, Hashable {
    /// Applied as asked.
    case applied
    /// Applied with this order key instead, because a live sibling held the asked one.
    case rewritten(OrderKey)
    /// Not applied, for the reason given as a sentence.
    case rejected(String)
    /// Already there: nothing changed.
    case duplicate

    /// The push status this result reports.
    public var status: PushOutcome.Status {
        switch self {
        case .applied: .applied
        case .rewritten: .rewritten
        case .rejected: .rejected
        case .duplicate: .duplicate
        }
    }
}
