/// A curated spelling of an exercise name, as an app or a lifter writes it, and the entry it means, or `nil` where
/// the name must stay unmatched although a rule would match it.
///
/// An alias's name is read the way every name is (case, punctuation, plurals, abbreviations and word order do not
/// matter), so one alias covers every spelling of the name; its stated equipment must be the entry's.
public struct ExerciseAlias: Sendable, Hashable {
    /// The name, in any app's format: `Name (Equipment)`, `Equipment Name` or a bare name.
    public let name: String
    /// The id of the entry the name means, or `nil` to keep the name unmatched.
    public let entryID: String?
    /// Why the name means that entry (or none), where it is not obvious from the names.
    public let reason: String

    /// Creates an alias from a name to an entry id, or to none with `entryID: nil`.
    public init(_ name: String, _ entryID: String?, _ reason: String = "") {
        self.name = name
        self.entryID = entryID
        self.reason = reason
    }
}
