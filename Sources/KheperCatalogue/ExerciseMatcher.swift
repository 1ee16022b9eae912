/// Resolves an exercise name, as an app or a lifter writes it, to a catalogue entry or to none, and says how.
///
/// Names from Strong and Hevy (`Bench Press (Dumbbell)`), FitNotes (`Dumbbell Bench Press`), Kheper's blocks
/// (`DB Bench Press`) and the catalogue (`Dumbbell Bench Press`) resolve to the same entry. Case, punctuation,
/// plurals, the abbreviations `DB`, `BB` and `KB`, and word order do not matter. Equipment is identity: a name that
/// states equipment only ever resolves to an entry with that equipment, and a name that does not clearly match one
/// entry stays unmatched. The curated ``ExerciseAlias`` table is tried first, then each ``MatchRule`` in turn.
public struct ExerciseMatcher: Sendable {
    private let aliases: [ExerciseNameKey: ExerciseAlias]
    private let rules: [(rule: MatchRule, index: [ExerciseNameKey: [String]])]

    /// Creates a matcher over a catalogue and a table of aliases (by default ``ExerciseAlias/standard``); the
    /// catalogue's ``ExerciseCatalogue/customAliases``, the lifter's own spellings, come before the table, and where
    /// two aliases read as the same name, the first wins.
    public init(catalogue: ExerciseCatalogue, aliases: [ExerciseAlias] = ExerciseAlias.standard) {
        var aliasIndex: [ExerciseNameKey: ExerciseAlias] = [:]
        for alias in catalogue.customAliases + aliases where aliasIndex[ExerciseNameKey(alias.name)] == nil {
            aliasIndex[ExerciseNameKey(alias.name)] = alias
        }
        self.aliases = aliasIndex
        var ownNames: [ExerciseNameKey: [String]] = [:]
        var recordedEquipment: [ExerciseNameKey: [String]] = [:]
        var standardGrip: [ExerciseNameKey: [String]] = [:]
        let mediumGrip: Set<String> = ["medium", "grip"]
        for entry in catalogue.entries {
            let key = ExerciseNameKey(entry.name)
            guard !key.statesSeveralEquipment else { continue }
            ownNames[key, default: []].append(entry.id)
            if key.equipment == nil, let equipment = entry.equipment {
                recordedEquipment[key.with(equipment: EquipmentIdentity(equipment)), default: []].append(entry.id)
            }
            if mediumGrip.isSubset(of: key.movement) {
                let equipment = key.equipment ?? entry.equipment.map(EquipmentIdentity.init)
                standardGrip[key.removing(mediumGrip).with(equipment: equipment), default: []].append(entry.id)
            }
        }
        rules = [
            (.catalogueName, ownNames), (.recordedEquipment, recordedEquipment), (.standardGrip, standardGrip),
        ]
    }

    /// What the name resolves to: an entry id with the alias or rule that decided it, or none with the reason.
    public func match(_ name: String) -> ExerciseMatch {
        let key = ExerciseNameKey(name)
        if key.statesSeveralEquipment {
            return ExerciseMatch(name: name, entryID: nil, reason: .conflictingEquipment)
        }
        if let alias = aliases[key] {
            guard let entryID = alias.entryID else {
                return ExerciseMatch(name: name, entryID: nil, reason: .keptUnmatched(reason: alias.reason))
            }
            return ExerciseMatch(name: name, entryID: entryID, reason: .alias(reason: alias.reason))
        }
        for (rule, index) in rules {
            guard let entryIDs = index[key] else { continue }
            if entryIDs.count == 1 {
                return ExerciseMatch(name: name, entryID: entryIDs[0], reason: .rule(rule))
            }
            return ExerciseMatch(name: name, entryID: nil, reason: .ambiguous(entryIDs: entryIDs.sorted()))
        }
        return ExerciseMatch(name: name, entryID: nil, reason: .noMatch)
    }
}
