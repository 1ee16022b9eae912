public import KheperCore
import KheperMeasures

extension StretchBlock {
    /// The `acme/stretch` kind: a leaf at the root or inside a `set`, which does not list it; naming the parent
    /// here is enough, so the built-in set needs no change.
    public static let definition = BlockDefinition(
        StretchBlock.self,
        displayName: "Stretch",
        symbolName: "figure.flexibility",
        nesting: .leaf(atRoot: true, inside: ["set"]),
        makeDefault: { StretchBlock(name: "Hamstring", hold: 30) },
        fields: fields,
        dataSchema: ["title": "Acme stretch block data"],
        renderers: renderers
    )

    /// The fields of the `data` object, declared once: the kernel builds the JSON Schema from them, checks
    /// ranges, lengths and choices with the standard messages, and reads `kheper set` values such as `hold=1m`.
    public static let fields: [FieldSpec] = [
        FieldSpec("name", .string, length: 1...60, required: true, doc: "What to stretch.", example: "Hamstring"),
        FieldSpec(
            "hold", .duration, range: 5...600, required: true, doc: "How long to hold each side.", example: "45s"),
        FieldSpec("sides", .integer, range: 1...2, default: 2, doc: "How many sides, one or two.", example: "1"),
        FieldSpec(
            "band", .choice(Band.allCases.map(\.rawValue)), default: "none", doc: "The resistance band, if any.",
            example: "light"),
    ]

    /// Allowed `name` length, in characters, from ``fields``.
    public static let nameLength = fields.length(of: "name")

    /// Allowed `hold`, in seconds per side, from ``fields``.
    public static let holdRange = fields.integerRange(of: "hold")

    /// Allowed `sides`, from ``fields``.
    public static let sidesRange = fields.integerRange(of: "sides")
}
