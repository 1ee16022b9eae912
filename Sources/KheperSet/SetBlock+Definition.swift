public import KheperCore

extension SetBlock {
    /// The `set` kind: a root-only container of exercises, timers, text and media.
    public static let definition = BlockDefinition(
        SetBlock.self,
        displayName: "Set",
        symbolName: "square.stack.3d.up",
        nesting: .container(of: ["exercise", "timer", "text", "media"], atRoot: true),
        validateChildren: { block, children in block.childDiagnostics(children) },
        makeDefault: { SetBlock() },
        shorthand: { text throws(ShorthandError) in try SetShorthand.parse(text) },
        shorthandExamples: [
            "superset A x3",
            "circuit x4",
            "giant Legs",
        ],
        fields: fields,
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
    ]

    /// The allowed number of rounds, from ``fields``.
    static let roundsRange = fields.integerRange(of: "rounds")

    /// The allowed length of ``name``, from ``fields``.
    static let nameLength = fields.length(of: "name")
}
