public import KheperCore

extension ExerciseBlock {
    /// The exercise kind: a leaf placed at the root or inside a set, with shorthand and three renderers.
    public static let definition = BlockDefinition(
        ExerciseBlock.self,
        displayName: "Exercise",
        symbolName: "dumbbell",
        nesting: .leaf(atRoot: true),
        validate: { block in block.ruleDiagnostics() },
        makeDefault: { ExerciseBlock(name: "Exercise", sets: [ExerciseSet(reps: 10)]) },
        shorthand: { text throws(ShorthandError) in try ExerciseShorthand.parse(text) },
        shorthandExamples: [
            "Bench Press 3x8 @80kg rest 2m",
            "Squat 5x5 @100kg rpe 8",
            "Romanian Deadlift 3x8-12 @60kg tempo 3-1-1-0",
            "Pull-up 3xAMRAP",
            "Dips 3x10 @bw+10kg",
            "Plank 3x45s",
            "Goblet Squat 1x12 @10kg",
            "Squat 2x5 @60kg warmup",
        ],
        fields: fields,
        dataSchema: ["$schema": "https://json-schema.org/draft/2020-12/schema", "title": "Exercise"],
        renderers: renderers
    )
}
