public import KheperCore

extension BlockRegistry {
    /// A JSON Schema (2020-12) of the document format, with the `data` of each registered kind.
    ///
    /// Nodes of registered kinds are checked against their kind's data schema; nodes of other kinds are accepted
    /// as they are, since the format keeps unknown kinds.
    public func documentSchema() -> JSONValue {
        var kindRules: [JSONValue] = []
        for definition in definitions {
            kindRules.append([
                "if": ["properties": ["type": ["const": .string(definition.kind.rawValue)]], "required": ["type"]],
                "then": [
                    "properties": [
                        "data": definition.dataSchema,
                        "version": ["type": "integer", "minimum": 1],
                    ]
                ],
            ])
        }
        let node: JSONValue = [
            "type": "object",
            "required": ["type"],
            "properties": [
                "id": ["type": "string", "minLength": 1, "description": "A stable id, unique in the document."],
                "type": [
                    "type": "string",
                    "pattern": "^[a-z][a-z0-9-]*(/[a-z][a-z0-9-]*)?$",
                    "description": "The kind's type tag; bare names are built in, others are namespaced.",
                ],
                "version": ["type": "integer", "minimum": 1, "default": 1],
                "order": [
                    "type": "string",
                    "description": "A fractional order key; siblings sort bytewise by it. Assigned when missing.",
                ],
                "data": ["type": "object", "description": "The kind's own fields."],
                "children": ["type": "array", "items": ["$ref": "#/$defs/node"]],
            ],
            "allOf": .array(kindRules),
        ]
        return [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": .string(format.schemaID),
            "title": .string("\(format.noun) (\(format.name)), format version \(DocumentFormat.currentVersion)"),
            "type": "object",
            "required": ["format", "formatVersion", "blocks"],
            "properties": [
                "format": ["const": .string(format.name)],
                "formatVersion": ["const": .number(JSONNumber(DocumentFormat.currentVersion))],
                "id": ["type": "string"],
                "title": ["type": "string"],
                "blocks": ["type": "array", "items": ["$ref": "#/$defs/node"]],
            ],
            "$defs": ["node": node],
        ]
    }
}
