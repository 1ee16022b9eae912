/// How the matcher decided a name: the alias or rule that tied it to an entry, or why it left the name unmatched.
public enum MatchReason: Sendable, Hashable {
    /// A curated alias names the entry; the alias's reason says why, where it is not obvious.
    case alias(reason: String)
    /// A rule tied the name to the entry.
    case rule(MatchRule)
    /// A curated alias keeps the name unmatched, though a rule would match it, because its equipment or movement
    /// varies in practice; the reason says why.
    case keptUnmatched(reason: String)
    /// Several entries fit the name equally, so none is chosen; their ids, sorted.
    case ambiguous(entryIDs: [String])
    /// The name states more than one kind of equipment, so no single entry can be its lift.
    case conflictingEquipment
    /// No alias or rule fits the name.
    case noMatch
}
