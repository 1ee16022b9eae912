internal import KheperCore

/// The rule for the lifter's catalogue choices (docs/SYNC.md, rule 8): their own entries and the links they set by
/// hand are each kept whole, the latest change winning, in the same words as the SQL function
/// `kheper.apply_catalogue_choice` (server schema version 5).
extension MergeState {
    /// Applies a `putCustomEntry`, `removeCustomEntry` or `linkExercise` intent, or says why not.
    mutating func applyCatalogueChoice(_ intent: ChangeIntent) -> MergeResult {
        switch intent {
        case .putCustomEntry(let entry):
            guard let id = entry["id"]?.stringValue, !id.isEmpty else {
                return .rejected("The change record's \"entry\" has no string \"id\".")
            }
            customEntries[id] = .object(entry)
        case .removeCustomEntry(let id):
            customEntries.removeValue(forKey: id)
        case .linkExercise(let exercise, let link):
            guard !exercise.isEmpty else { return .rejected("The change record has no string \"exercise\".") }
            if let link {
                let entry = link["entry"] ?? .null
                guard link["how"]?.stringValue != nil, entry.isNull || entry.stringValue != nil else {
                    return .rejected(
                        "The change record's \"link\" is neither null nor an object with a string \"how\" and an "
                            + "\"entry\" that is a string or null.")
                }
            }
            exerciseLinks[exercise] = link.map(JSONValue.object) ?? .null
        default:
            return .rejected("The change record's \"op\" is not a catalogue choice.")
        }
        return .applied
    }
}
