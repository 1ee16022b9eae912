public import KheperCore

extension SetBlock {
    /// The `set` kind: a root-only container of exercises, timers, text and media.
    public static let definition = BlockDefinition(
        SetBlock.self,
        displayName: "Set",
        symbolName: "square.stack.3d.up",
        nesting: .container(of: ["exercise", "timer", "text", "media"], atRoot: true),
        validate: { block in block.diagnostics() },
        validateChildren: { block, children in block.childDiagnostics(children) },
        makeDefault: { SetBlock() },
        shorthand: { text throws(ShorthandError) in try SetShorthand.parse(text) },
        shorthandExamples: [
            "superset A x3",
            "circuit x4",
            "giant Legs",
        ],
        dataSchema: [
            "type": "object",
            "properties": [
                "style": Style.schema(default: .superset),
                "name": ["type": "string", "maxLength": .number(JSONNumber(maximumNameLength))],
                "rounds": [
                    "type": "integer",
                    "minimum": .number(JSONNumber(roundsRange.lowerBound)),
                    "maximum": .number(JSONNumber(roundsRange.upperBound)),
                    "default": 1,
                ],
                "restBetweenExercises": ["type": "number", "minimum": 0, "maximum": 3600],
                "restBetweenRounds": ["type": "number", "minimum": 0, "maximum": 3600],
            ],
        ],
        renderers: renderers
    )
}
