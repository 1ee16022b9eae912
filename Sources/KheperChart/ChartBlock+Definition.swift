public import KheperCore

extension ChartBlock {
    /// The `chart` kind: a leaf at the root that charts one exercise from the host's progress history.
    public static let definition = BlockDefinition(
        ChartBlock.self,
        displayName: "Progress Chart",
        symbolName: "chart.xyaxis.line",
        nesting: .leaf(atRoot: true),
        validate: { block in block.validationDiagnostics() },
        makeDefault: { ChartBlock(exercise: "Exercise") },
        shorthand: { text throws(ShorthandError) in try ChartShorthand.parse(text) },
        shorthandExamples: [
            "Bench Press"
        ],
        dataSchema: dataSchema,
        renderers: renderers
    )

    /// A JSON Schema of the `data` object.
    static let dataSchema: JSONValue = [
        "title": "Chart block data",
        "type": "object",
        "properties": [
            "exercise": [
                "type": "string",
                "minLength": .number(JSONNumber(exerciseLength.lowerBound)),
                "maxLength": .number(JSONNumber(exerciseLength.upperBound)),
                "description": "An exercise name or exercise id.",
            ],
            "metric": ChartMetric.schema(default: .estimated1RM),
            "formula": OneRepMaxFormula.schema(default: .epley),
            "periodDays": [
                "type": "integer",
                "minimum": .number(JSONNumber(periodDaysRange.lowerBound)),
                "maximum": .number(JSONNumber(periodDaysRange.upperBound)),
                "default": .number(JSONNumber(defaultPeriodDays)),
            ],
            "style": ChartStyle.schema(default: .line),
        ],
        "required": ["exercise"],
    ]
}
