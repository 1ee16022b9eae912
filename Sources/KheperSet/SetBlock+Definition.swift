public import KheperCore
import KheperMeasures

extension SetBlock {
    /// The `set` kind: a root container of exercises, timers, text and media; timed styles hold no timers.
    public static let definition = BlockDefinition(
        SetBlock.self,
        displayName: "Set",
        symbolName: "square.stack.3d.up",
        nesting: .container(of: ["exercise", "timer", "text", "media"], atRoot: true),
        validate: { block in block.ruleDiagnostics() },
        validateChildren: { block, children in block.childDiagnostics(children) },
        makeDefault: { SetBlock() },
        shorthand: { text throws(ShorthandError) in try SetShorthand.parse(text) },
        shorthandExamples: [
            "superset A x3",
            "circuit x4",
            "giant Legs",
            "emom 10m",
            "emom 12m every 90s",
            "amrap 12m",
            "for time cap 20m x3",
        ],
        fields: fields,
        dataSchema: [
            "title": "Set block data",
            "allOf": [
                [
                    "if": ["properties": ["style": ["enum": ["emom", "amrap"]]], "required": ["style"]],
                    "then": ["required": ["duration"]],
                ]
            ],
        ],
        renderers: renderers
    )

    /// The fields of a set's `data`, each with its range; the one place a set's limits are written.
    public static let fields: [FieldSpec] = [
        FieldSpec(
            "style", .choice(Style.allCases.map(\.rawValue)), default: "superset",
            doc: "How the exercises are performed.", example: "circuit"),
        FieldSpec("name", .string, length: 0...40, doc: "A short label such as A.", example: "A"),
        FieldSpec(
            "rounds", .integer, range: 1...100, default: 1, doc: "How many times the group is performed.", example: "3"),
        FieldSpec(
            "restBetweenExercises", .duration, range: 0...3_600, doc: "Rest between one exercise and the next.",
            example: "30s"),
        FieldSpec("restBetweenRounds", .duration, range: 0...3_600, doc: "Rest between rounds.", example: "1:30"),
        FieldSpec(
            "duration", .duration, range: 1...86_400, doc: "How long the clock runs; required for emom and amrap.",
            example: "12m"),
        FieldSpec(
            "every", .duration, range: 1...3_600, default: 60,
            doc: "The length of each emom interval; a minute by default.", example: "90s"),
        FieldSpec("cap", .duration, range: 1...86_400, doc: "The time cap of a forTime group.", example: "20m"),
    ]

    /// The allowed number of rounds, from ``fields``.
    static let roundsRange = fields.integerRange(of: "rounds")

    /// The allowed ``duration`` and ``cap``, from ``fields``.
    static let durationRange = fields.integerRange(of: "duration")

    /// The allowed ``every``, from ``fields``.
    static let everyRange = fields.integerRange(of: "every")

    /// The allowed length of ``name``, from ``fields``.
    static let nameLength = fields.length(of: "name")
}
