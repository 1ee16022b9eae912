public import KheperCore

extension DividerBlock {
    /// The `divider` kind: a leaf placed at the root.
    public static let definition = BlockDefinition(
        DividerBlock.self,
        displayName: "Divider",
        symbolName: "minus",
        nesting: .leaf(atRoot: true),
        validate: { block in block.diagnostics() },
        makeDefault: { DividerBlock() },
        shorthand: { text throws(ShorthandError) in try DividerShorthand.parse(text) },
        shorthandExamples: [
            "---",
            "--- Warm-up",
            "space",
        ],
        dataSchema: [
            "type": "object",
            "properties": [
                "style": Style.schema(default: .line),
                "label": ["type": "string", "maxLength": .number(JSONNumber(maximumLabelLength))],
            ],
        ],
        renderers: renderers
    )
}
