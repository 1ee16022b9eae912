/// A rule by which the matcher tied a name to an entry without an alias; its raw value is the rule's stable name.
public enum MatchRule: String, Sendable, Hashable, CaseIterable, Codable {
    /// The name is the entry's own, up to case, punctuation, plurals, abbreviations (`DB`, `BB`, `KB`) and word order,
    /// so `Bench Press (Dumbbell)` and `DB Bench Press` are `Dumbbell Bench Press`.
    case catalogueName = "catalogue-name"
    /// The name is the entry's own with the equipment the entry records but its name leaves out:
    /// `Face Pull (Cable)` is `Face Pull`, a cable exercise.
    case recordedEquipment = "recorded-equipment"
    /// The name is a `… - Medium Grip` entry's without the grip, the standard one the catalogue names apart from the
    /// close and wide grips: `Bench Press (Barbell)` is `Barbell Bench Press - Medium Grip`.
    case standardGrip = "standard-grip"
}
