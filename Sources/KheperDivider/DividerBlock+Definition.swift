public import KheperCore

extension DividerBlock {
    /// The `divider` kind: a leaf placed at the root.
    public static let definition = BlockDefinition(
        DividerBlock.self,
        displayName: "Divider",
        symbolName: "minus",
        nesting: .leaf(atRoot: true),
        makeDefault: { DividerBlock() },
        shorthand: { text throws(ShorthandError) in try DividerShorthand.parse(text) },
        shorthandExamples: [
            "---",
            "--- Warm-up",
            "space",
        ],
        fields: fields,
        renderers: renderers
    )

    /// The fields of a divider's `data`; the one place its limits are written.
    public static let fields: [FieldSpec] = [
        FieldSpec(
            "style", .choice(Style.allCases.map(\.rawValue)), default: "line", doc: "How the break is drawn.",
            example: "section"),
        FieldSpec(
            "label", .string, length: 0...100, doc: "The name of the section that starts here; shown by sections.",
            example: "Warm-up"),
    ]

    /// The most characters `label` may hold, from ``fields``.
    static let maximumLabelLength = fields.length(of: "label").upperBound
}
