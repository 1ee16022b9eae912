/// One of the lifter's own exercises, which extends the exercise catalogue wherever the store is read: plain
/// values, since the training log knows no catalogue; the command line checks them against it before storing.
public struct CustomExerciseEntry: Sendable, Hashable {
    /// The entry's id, unique among the catalogue's (`custom-landmine-press`).
    public var id: String
    /// The entry's name.
    public var name: String
    /// What it is done with, as the catalogue names equipment, or `nil` for none said.
    public var equipment: String?
    /// The muscles it mainly trains, as the catalogue names them.
    public var primaryMuscles: [String]
    /// The muscles it trains besides.
    public var secondaryMuscles: [String]
    /// Other spellings of its name, which match it.
    public var aliases: [String]

    /// Creates an entry from its fields.
    public init(
        id: String, name: String, equipment: String?, primaryMuscles: [String], secondaryMuscles: [String] = [],
        aliases: [String] = []
    ) {
        self.id = id
        self.name = name
        self.equipment = equipment
        self.primaryMuscles = primaryMuscles
        self.secondaryMuscles = secondaryMuscles
        self.aliases = aliases
    }
}
