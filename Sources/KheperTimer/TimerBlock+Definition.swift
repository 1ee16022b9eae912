public import KheperCore

extension TimerBlock {
    /// The `timer` kind: a leaf at the root or in a set, read from shorthand such as `tabata` or `emom 10m`.
    public static let definition = BlockDefinition(
        TimerBlock.self,
        displayName: "Timer",
        symbolName: "timer",
        nesting: .leaf(atRoot: true),
        validate: { block in block.validationDiagnostics() },
        makeDefault: { TimerBlock(mode: .countdown, duration: 60) },
        shorthand: { text throws(ShorthandError) in try TimerShorthand.parse(text) },
        shorthandExamples: [
            "2m30s",
            "tabata x10",
            "emom 10m",
            "amrap 12m",
            "interval 40s/20s x8 \"Bike\"",
        ],
        dataSchema: dataSchema,
        renderers: renderers
    )

    /// A JSON Schema of the `data` object.
    static let dataSchema: JSONValue = [
        "title": "Timer block data",
        "type": "object",
        "properties": [
            "mode": TimerMode.schema(),
            "duration": integer(durationRange, "Total seconds; required for countdown, emom and amrap."),
            "work": integer(workRange, "Seconds of work per round; required for interval."),
            "rest": integer(restRange, "Seconds of rest between rounds; tabata defaults to 10."),
            "rounds": integer(roundsRange, "Number of rounds; tabata defaults to 8."),
            "prepare": integer(prepareRange, "Seconds to get ready before the start."),
            "label": ["type": "string", "maxLength": .number(JSONNumber(labelLength.upperBound))],
        ],
        "required": ["mode"],
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
    ]

    private static func integer(_ range: ClosedRange<Int>, _ description: String) -> JSONValue {
        [
            "type": "integer",
            "minimum": .number(JSONNumber(range.lowerBound)),
            "maximum": .number(JSONNumber(range.upperBound)),
            "description": .string(description),
        ]
    }
}
