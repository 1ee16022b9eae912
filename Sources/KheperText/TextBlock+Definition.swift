public import KheperCore

extension TextBlock {
    /// The `text` kind: a leaf placed at the root or in a set, with a shorthand and three renderers.
    public static let definition = BlockDefinition(
        TextBlock.self,
        displayName: "Text",
        symbolName: "text.alignleft",
        nesting: .leaf(atRoot: true),
        validate: { block in block.diagnostics() },
        makeDefault: { TextBlock(text: "") },
        shorthand: { text throws(ShorthandError) in try TextShorthand.parse(text) },
        shorthandExamples: [
            "# Push Day",
            "## Warm-up",
            "> Keep the core tight",
            "Rest as needed between exercises",
        ],
        dataSchema: [
            "type": "object",
            "properties": [
                "text": ["type": "string", "maxLength": .number(JSONNumber(TextBlock.maximumLength))],
                "style": Style.schema(default: .body),
            ],
            "required": ["text"],
        ],
        renderers: renderers
    )
}
