public import KheperCore

extension ExerciseBlock {
    /// The exercise kind: a leaf placed at the root or inside a set, with shorthand and three renderers.
    public static let definition = BlockDefinition(
        ExerciseBlock.self,
        displayName: "Exercise",
        symbolName: "dumbbell",
        nesting: .leaf(atRoot: true),
        validate: { block in block.validationDiagnostics() },
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
        ],
        dataSchema: dataSchema,
        renderers: renderers
    )

    /// A JSON Schema (2020-12) of an exercise's `data`.
    public static let dataSchema: JSONValue = [
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Exercise",
        "type": "object",
        "required": ["name"],
        "properties": [
            "name": ["type": "string", "minLength": 1, "maxLength": 120, "description": "The exercise's name."],
            "exerciseID": ["type": "string", "description": "A reference to an exercise catalog entry."],
            "sets": ["type": "array", "minItems": 0, "maxItems": 50, "items": setSchema],
            "rest": ["type": "integer", "minimum": 0, "maximum": 3600, "description": "Default rest in seconds."],
            "tempo": [
                "type": "string", "pattern": "^[0-9Xx]-[0-9Xx]-[0-9Xx]-[0-9Xx]$",
                "description": "Four parts separated by -, each a digit or X, as in 3-1-1-0.",
            ],
            "notes": ["type": "string", "maxLength": 1000],
        ],
    ]

    private static let setSchema: JSONValue = [
        "type": "object",
        "properties": [
            "kind": ExerciseSetKind.schema(default: .working),
            "reps": ["type": "integer", "minimum": 0, "maximum": 1000],
            "repsMax": [
                "type": "integer", "minimum": 0, "maximum": 1000, "description": "The top of a range; at least reps.",
            ],
            "amrap": ["type": "boolean", "default": false],
            "load": [
                "type": "object",
                "required": ["value", "unit"],
                "properties": [
                    "value": [
                        "type": "number", "minimum": 0, "maximum": 2000,
                        "description": "0 to 2000 for kg, lb and bodyweight (added kg); 0 to 150 for percent1RM.",
                    ],
                    "unit": LoadUnit.schema(),
                ],
            ],
            "duration": ["type": "integer", "minimum": 0, "maximum": 86_400, "description": "Seconds."],
            "distance": ["type": "number", "minimum": 0, "maximum": 1_000_000, "description": "Metres."],
            "rpe": ["type": "number", "minimum": 1, "maximum": 10, "multipleOf": 0.5],
            "rir": ["type": "integer", "minimum": 0, "maximum": 10],
            "rest": ["type": "integer", "minimum": 0, "maximum": 3600, "description": "Seconds."],
        ],
    ]
}
