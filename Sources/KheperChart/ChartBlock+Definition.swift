public import KheperCore
import KheperForms

extension ChartBlock {
    /// The `chart` kind: a leaf at the root that charts one exercise from the host's progress history.
    public static let definition = BlockDefinition(
        ChartBlock.self,
        displayName: "Progress Chart",
        symbolName: "chart.xyaxis.line",
        nesting: .leaf(atRoot: true),
        validate: { block in block.ruleDiagnostics() },
        makeDefault: { ChartBlock(exercise: "Exercise") },
        shorthand: { text throws(ShorthandError) in try ChartShorthand.parse(text) },
        shorthandExamples: [
            "Bench Press"
        ],
        fields: fields,
        dataSchema: ["title": "Chart block data"],
        renderers: renderers
    )

    /// The fields of a chart's `data`, each with its range and default; the one place its limits are written.
    public static let fields: [FieldSpec] = [
        FieldSpec(
            "exercise", .string, length: 1...120, required: true, doc: "An exercise name or exercise id.",
            example: "Bench Press"),
        {
            // Labelled here: a label made from the camel-case name would read "Exercise i d".
            var spec = FieldSpec(
                "exerciseID", .string, length: 1...120,
                doc: "The training log's exercise id, as `kheper exercises` lists it; when set, the chart reads that "
                    + "exercise's history instead of matching exercise by name.",
                example: "ex-0123456789abcdef")
            spec.form.label = "Exercise ID"
            return spec
        }(),
        FieldSpec(
            "metric", .choice(ChartMetric.allCases.map(\.rawValue)), default: "estimated1RM", doc: "What is plotted.",
            example: "volume"),
        FieldSpec(
            "formula", .choice(OneRepMaxFormula.allCases.map(\.rawValue)), default: "epley",
            doc: "The one-rep-max formula; only used by estimated1RM, which counts only sets of "
                + "\(OneRepMaxFormula.validReps.lowerBound)–\(OneRepMaxFormula.validReps.upperBound) reps.",
            example: "brzycki"),
        FieldSpec(
            "periodDays", .integer, range: 7...3_650, default: .number(JSONNumber(defaultPeriodDays)), unit: "days",
            doc: "How many days before now the chart covers, when range is not set (range wins).", example: "84"),
        FieldSpec(
            "range", .choice(ChartRange.allCases.map(\.rawValue)),
            doc: "How far back the chart looks: the last 4, 12 or 52 weeks, or all; wins over periodDays. When "
                + "neither is set the chart covers 12 weeks: the last 12, or, when they hold no session, the 12 "
                + "ending at the last session. A set window that holds no session names the last one and the "
                + "range that shows it.",
            example: "52w"),
        FieldSpec(
            "style", .choice(ChartStyle.allCases.map(\.rawValue)), default: "line", doc: "How the chart is drawn.",
            example: "bar"),
    ]

    /// `periodDays` when unset: twelve weeks.
    public static let defaultPeriodDays = 84
}
