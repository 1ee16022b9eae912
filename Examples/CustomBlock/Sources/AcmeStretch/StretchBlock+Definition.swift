public import KheperCore

extension StretchBlock {
    /// The `acme/stretch` kind: a leaf at the root or inside a `set`, which does not list it; naming the parent
    /// here is enough, so the built-in set needs no change.
    public static let definition = BlockDefinition(
        StretchBlock.self,
        displayName: "Stretch",
        symbolName: "figure.flexibility",
        nesting: .leaf(atRoot: true, inside: ["set"]),
        validate: { block in block.diagnostics() },
        makeDefault: { StretchBlock(name: "Hamstring", hold: 30) },
        dataSchema: [
            "title": "Acme stretch block data",
            "type": "object",
            "properties": [
                "name": ["type": "string", "minLength": 1, "maxLength": .number(JSONNumber(nameLength.upperBound))],
                "hold": [
                    "type": "integer",
                    "minimum": .number(JSONNumber(holdRange.lowerBound)),
                    "maximum": .number(JSONNumber(holdRange.upperBound)),
                    "description": "Seconds to hold each side.",
                ],
                "sides": ["type": "integer", "minimum": 1, "maximum": 2, "default": 2],
                "band": [
                    "type": "string", "enum": .array(Band.allCases.map { .string($0.rawValue) }), "default": "none",
                ],
            ],
            "required": ["name", "hold"],
        ],
        renderers: renderers
    )
}
