/// One exercise of the catalogue: its stable id, its name in the catalogue's own style, what it needs and what it
/// trains.
public struct CatalogueEntry: Sendable, Hashable, Codable, Identifiable {
    /// The entry's stable id (`Barbell_Bench_Press_-_Medium_Grip`), what logs and blocks link to.
    public let id: String
    /// The entry's name in the catalogue's style (`Barbell Bench Press - Medium Grip`).
    public let name: String
    /// What the exercise is done with, or `nil` where the catalogue does not say.
    public let equipment: Equipment?
    /// The muscles the exercise mainly trains.
    public let primaryMuscles: [Muscle]
    /// The muscles it trains besides, in a supporting role.
    public let secondaryMuscles: [Muscle]
    /// The kind of training it belongs to.
    public let category: ExerciseCategory
    /// How experienced a lifter should be for it.
    public let level: ExerciseLevel
    /// Whether it moves several joints or one, or `nil` where the catalogue does not say.
    public let mechanic: Mechanic?
    /// The direction of effort, or `nil` where the catalogue does not say.
    public let force: Force?
    /// How to perform it, one step per element, in order.
    public let instructions: [String]

    /// Creates an entry from its fields, for tests and for catalogues built in code.
    public init(
        id: String, name: String, equipment: Equipment?, primaryMuscles: [Muscle], secondaryMuscles: [Muscle],
        category: ExerciseCategory, level: ExerciseLevel, mechanic: Mechanic?, force: Force?, instructions: [String]
    ) {
        self.id = id
        self.name = name
        self.equipment = equipment
        self.primaryMuscles = primaryMuscles
        self.secondaryMuscles = secondaryMuscles
        self.category = category
        self.level = level
        self.mechanic = mechanic
        self.force = force
        self.instructions = instructions
    }
}
