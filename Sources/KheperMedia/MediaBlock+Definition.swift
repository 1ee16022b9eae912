public import KheperCore
import KheperForms

extension MediaBlock {
    /// The `media` kind: a leaf image or video placed at the root or in a set.
    public static let definition = BlockDefinition(
        MediaBlock.self,
        displayName: "Media",
        symbolName: "photo",
        nesting: .leaf(atRoot: true),
        validate: { block in block.ruleDiagnostics() },
        makeDefault: { MediaBlock(kind: .image, source: "image.jpg", alt: "Image") },
        shorthand: { text throws(ShorthandError) in try MediaShorthand.parse(text) },
        shorthandExamples: [
            "img/squat.jpg \"Bar on the upper back\"",
            "img/bench.png alt Bench setup",
            "https://www.youtube.com/watch?v=1cVT3ee9mgU alt Kettlebell swing",
        ],
        fields: fields,
        renderers: renderers
    )

    /// The fields of a media block's `data`, each with its range; the one place its limits are written.
    public static let fields: [FieldSpec] = [
        FieldSpec(
            "kind", .choice(MediaKind.allCases.map(\.rawValue)), required: true, doc: "Image or video.",
            example: "image"),
        FieldSpec(
            "source", .string, required: true, doc: "An http or https URL, or a relative path without \"..\" segments.",
            example: "img/squat.jpg"
        ).presented(as: FieldForm(label: "Source", input: .url)),
        FieldSpec("alt", .string, doc: "Text that describes the image for people who cannot see it."),
        FieldSpec("caption", .string, doc: "A caption shown below the media."),
        FieldSpec("width", .integer, range: 1...10_000, unit: "pixels", doc: "The width in pixels.", example: "1280"),
        FieldSpec("height", .integer, range: 1...10_000, unit: "pixels", doc: "The height in pixels.", example: "720"),
        FieldSpec(
            "duration", .number, range: 0...86_400, unit: "s", doc: "The length of a video in seconds.", example: "12.5"
        ),
        FieldSpec(
            "mimeType", .string, doc: "The file's media type; it must match the kind.",
            example: "image/png"),
    ]
}
