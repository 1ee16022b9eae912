/// One of the lifter's own exercises as they gave it, in plain words, for ``ExerciseCatalogue/extended(with:)``
/// to check and add: muscles and equipment are the catalogue's names for them (`chest`, `body only`).
public struct CatalogueAddition: Sendable, Hashable {
    /// The entry's id, unique among the catalogue's (``ExerciseCatalogue/customID(forName:)`` derives one).
    public var id: String
    /// The entry's name, which the matcher reads by its rules as it reads every entry's.
    public var name: String
    /// What the exercise is done with, one of ``Equipment``'s raw values, or `nil` for none said.
    public var equipment: String?
    /// The muscles it mainly trains, each one of ``Muscle``'s raw values; at least one.
    public var primaryMuscles: [String]
    /// The muscles it trains besides, each one of ``Muscle``'s raw values.
    public var secondaryMuscles: [String]
    /// Other spellings of its name, which the matcher takes as known spellings of this entry.
    public var aliases: [String]

    /// Creates an addition from its fields.
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
