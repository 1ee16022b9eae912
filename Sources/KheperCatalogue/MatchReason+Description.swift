extension MatchReason {
    /// The reason's stable name, as `kheper exercises match --json` writes it in `how`: `alias`, a rule's name
    /// (`catalogue-name`, `recorded-equipment`, `standard-grip`), `kept-unmatched`, `ambiguous`,
    /// `conflicting-equipment` or `no-match`.
    public var code: String {
        switch self {
        case .alias: "alias"
        case .rule(let rule): rule.rawValue
        case .keptUnmatched: "kept-unmatched"
        case .ambiguous: "ambiguous"
        case .conflictingEquipment: "conflicting-equipment"
        case .noMatch: "no-match"
        }
    }

    /// Why, in words for a person, such as `several entries fit: A, B`.
    public var explanation: String {
        switch self {
        case .alias(let reason): reason.isEmpty ? "a known spelling of it" : "a known spelling of it: \(reason)"
        case .rule(.catalogueName): "the entry's own name, spelt differently"
        case .rule(.recordedEquipment): "the entry's name with the equipment the entry records"
        case .rule(.standardGrip): "the entry's name without its standard (medium) grip"
        case .keptUnmatched(let reason): "left unmatched on purpose: \(reason)"
        case .ambiguous(let ids): "several entries fit (\(ids.joined(separator: ", "))), so none is chosen"
        case .conflictingEquipment: "the name states more than one kind of equipment"
        case .noMatch: "no entry's name or known spelling fits"
        }
    }
}
