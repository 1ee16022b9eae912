public import KheperCore
import KheperMeasures

extension TimerBlock {
    /// The `timer` kind: a leaf at the root or in a set, read from shorthand such as `tabata` or `emom 10m`.
    public static let definition = BlockDefinition(
        TimerBlock.self,
        displayName: "Timer",
        symbolName: "timer",
        nesting: .leaf(atRoot: true),
        validate: { block in block.ruleDiagnostics() },
        makeDefault: { TimerBlock(mode: .countdown, duration: 60) },
        shorthand: { text throws(ShorthandError) in try TimerShorthand.parse(text) },
        shorthandExamples: [
            "2m30s",
            "tabata x10",
            "emom 10m",
            "amrap 12m",
            "interval 40s/20s x8 \"Bike\"",
        ],
        fields: fields,
        dataSchema: [
            "title": "Timer block data",
            "allOf": [
                [
                    "if": ["properties": ["mode": ["enum": ["countdown", "emom", "amrap"]]], "required": ["mode"]],
                    "then": ["required": ["duration"]],
                ],
                [
                    "if": ["properties": ["mode": ["const": "interval"]], "required": ["mode"]],
                    "then": ["required": ["work"]],
                ],
            ],
        ],
        renderers: renderers
    )

    /// The fields of a timer's `data`, each with its range; the one place the timer's limits are written.
    public static let fields: [FieldSpec] = [
        FieldSpec(
            "mode", .choice(TimerMode.allCases.map(\.rawValue)), required: true, doc: "How the timer runs.",
            example: "tabata"),
        FieldSpec(
            "duration", .duration, range: 1...86_400, doc: "Total seconds; required for countdown, emom and amrap.",
            example: "10m"),
        FieldSpec(
            "work", .duration, range: 1...3_600, doc: "Seconds of work per round; required for interval.",
            example: "40s"),
        FieldSpec(
            "rest", .duration, range: 0...3_600, doc: "Seconds of rest between rounds; tabata defaults to 10.",
            example: "20s"),
        FieldSpec("rounds", .integer, range: 1...100, doc: "Number of rounds; tabata defaults to 8.", example: "8"),
        FieldSpec("prepare", .duration, range: 0...300, doc: "Seconds to get ready before the start.", example: "10s"),
        FieldSpec("label", .string, length: 0...100, doc: "A name shown before the timer.", example: "Finisher"),
    ]
}
