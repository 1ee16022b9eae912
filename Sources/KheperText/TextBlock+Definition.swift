public import KheperCore
import KheperForms

extension TextBlock {
    /// The `text` kind: a leaf placed at the root or in a set, with a shorthand and three renderers; the kind every
    /// other converts to and from, through its `text`.
    public static let definition = BlockDefinition(
        TextBlock.self,
        displayName: "Text",
        symbolName: "text.alignleft",
        nesting: .leaf(atRoot: true),
        makeDefault: { TextBlock(text: "") },
        shorthand: { text throws(ShorthandError) in try TextShorthand.parse(text) },
        shorthandExamples: [
            "# Push Day",
            "## Warm-up",
            "> Keep the core tight",
            "Rest as needed between exercises",
        ],
        fields: fields,
        renderers: renderers,
        plainTextField: "text"
    )

    /// The fields of a text block's `data`; the one place its limits are written.
    public static let fields: [FieldSpec] = [
        FieldSpec(
            "text", .string, length: 0...10_000, required: true, doc: "The words themselves; line breaks are kept.",
            example: "Push Day"
        ).presented(as: FieldForm(label: "Text", input: .multilineText)),
        FieldSpec(
            "style", .choice(Style.allCases.map(\.rawValue)), default: "body", doc: "How the text is set.",
            example: "heading"),
    ]

    /// The most characters `text` may hold, from ``fields``.
    static let maximumLength = fields.length(of: "text").upperBound
}
