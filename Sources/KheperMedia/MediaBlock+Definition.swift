public import KheperCore

extension MediaBlock {
    /// The `media` kind: a leaf image or video placed at the root or in a set.
    public static let definition = BlockDefinition(
        MediaBlock.self,
        displayName: "Media",
        symbolName: "photo",
        nesting: .leaf(atRoot: true),
        validate: { block in block.diagnostics() },
        makeDefault: { MediaBlock(kind: .image, source: "image.jpg", alt: "Image") },
        shorthand: { text throws(ShorthandError) in try MediaShorthand.parse(text) },
        shorthandExamples: [
            "img/squat.jpg \"Bar on the upper back\"",
            "https://example.com/clean.mp4",
        ],
        dataSchema: [
            "type": "object",
            "properties": [
                "kind": MediaKind.schema(),
                "source": [
                    "type": "string", "minLength": 1,
                    "description": "An http or https URL, or a relative path without \"..\" segments.",
                ],
                "alt": ["type": "string"],
                "caption": ["type": "string"],
                "width": ["type": "integer", "minimum": 1, "maximum": 10_000],
                "height": ["type": "integer", "minimum": 1, "maximum": 10_000],
                "duration": ["type": "number", "minimum": 0, "maximum": 86_400],
                "mimeType": ["type": "string", "pattern": "^(image|video)/.+$"],
            ],
            "required": ["kind", "source"],
        ],
        renderers: renderers
    )
}
