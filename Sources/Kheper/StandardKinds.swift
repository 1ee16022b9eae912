/// The built-in block kinds and the registries made from them.
public enum StandardKinds {
    /// The definitions of the built-in kinds: text, exercise, set, timer, chart, media, divider and lift blocks, and any
    /// kind added since with `new-block-kind --built-in`, which inserts it above the marker.
    public static let definitions: [BlockDefinition] = [
        TextBlock.definition,
        ExerciseBlock.definition,
        SetBlock.definition,
        TimerBlock.definition,
        ChartBlock.definition,
        MediaBlock.definition,
        DividerBlock.definition,
        LiftBlock.definition,
        // new-block-kind --built-in: new kinds' definitions go above this line.
    ]

    /// A registry of the built-in kinds plus a host's own kinds and renderers, checked as a whole; it knows the
    /// value types of `KheperMeasures` (duration, load, distance), so kind files can name them.
    ///
    /// - Throws: ``RegistryError`` listing every problem, such as a host kind that reuses a built-in tag.
    public static func registry(
        adding definitions: [BlockDefinition] = [],
        renderers: [BlockRenderer] = [],
        maximumDepth: Int = BlockRegistry.defaultMaximumDepth
    ) throws(RegistryError) -> BlockRegistry {
        try BlockRegistry(
            Self.definitions + definitions, renderers: renderers, maximumDepth: maximumDepth, format: .workout,
            valueTypes: Measures.valueTypes)
    }
}

extension BlockRegistry {
    /// The registry of the built-in kinds, ``StandardKinds/definitions``.
    public static let standard: BlockRegistry = {
        do {
            return try StandardKinds.registry()
        } catch {
            preconditionFailure("the built-in kinds must always register: \(error)")
        }
    }()
}

extension DocumentFormat {
    /// Kheper's workouts: `"format": "kheper.workout"`, and an untitled one is called a workout.
    public static let workout = DocumentFormat(name: "kheper.workout", noun: "Workout")
}
