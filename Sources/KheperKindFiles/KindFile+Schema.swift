public import KheperCore

extension KindFile {
    /// A JSON Schema (2020-12) of the kind-file format, printed by `kheper schema --kind-file`; tests check that
    /// it lists exactly the members the loader reads.
    public static var schema: JSONValue {
        let tag: JSONValue = ["type": "string", "pattern": "^[a-z][a-z0-9-]*(/[a-z][a-z0-9-]*)?$"]
        let tags: JSONValue = ["type": "array", "items": tag]
        let template: JSONValue = ["type": "string", "minLength": 1]
        let pair: JSONValue = ["type": "array", "items": ["type": "number"], "minItems": 2, "maxItems": 2]
        let fieldSpec: JSONValue = [
            "type": "object",
            "required": ["name", "type", "doc"],
            "additionalProperties": false,
            "properties": [
                "name": ["type": "string", "pattern": .string(FieldSpec.namePattern)],
                "type": [
                    "enum": [
                        "integer", "number", "string", "boolean", "choice", "duration", "load", "distance", "url",
                        "list", "object",
                    ]
                ],
                "choices": ["type": "array", "items": ["type": "string"], "minItems": 1],
                "items": ["$ref": "#/$defs/fieldSpec"],
                "fields": ["type": "array", "items": ["$ref": "#/$defs/fieldSpec"]],
                "range": pair, "length": pair, "count": pair,
                "multipleOf": ["type": "number", "exclusiveMinimum": 0],
                "pattern": ["type": "string"],
                "required": ["type": "boolean"],
                "default": [:],
                "unit": ["type": "string"],
                "doc": ["type": "string"],
                "example": ["type": "string"],
                "form": [
                    "type": "object", "additionalProperties": false,
                    "properties": [
                        "label": ["type": "string"], "hint": ["type": "string"],
                        // The standard registry's controls, as `type` lists its types.
                        "input": [
                            "enum": [
                                "text", "multilineText", "number", "toggle", "picker", "duration", "load", "url",
                                "list", "group",
                            ]
                        ],
                    ],
                ],
            ],
        ]
        return [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": "https://kheper.app/schemas/kind-file.json",
            "title": "Kheper kind file (NAME.kind.json)",
            "type": "object",
            "required": ["kind", "displayName", "fields", "render"],
            "additionalProperties": false,
            "properties": [
                "$schema": ["type": "string"],
                "kind": [
                    "type": "string", "pattern": "^[a-z][a-z0-9-]*/[a-z][a-z0-9-]*$",
                    "description": "The namespaced tag, such as acme/mobility.",
                ],
                "displayName": ["type": "string", "minLength": 1],
                "symbol": ["type": "string", "minLength": 1],
                "version": ["type": "integer", "minimum": 1],
                "fields": ["type": "array", "items": ["$ref": "#/$defs/fieldSpec"]],
                "nesting": [
                    "type": "object", "additionalProperties": false,
                    "properties": [
                        "root": ["type": "boolean"], "parents": tags, "children": tags,
                        "minimumChildren": ["type": "integer", "minimum": 0],
                        "maximumChildren": ["type": "integer", "minimum": 0],
                    ],
                ],
                "render": [
                    "type": "object", "required": ["text"], "additionalProperties": false,
                    "properties": ["text": template, "markdown": template, "html": template],
                ],
                "examples": ["type": "array", "items": ["type": "string", "minLength": 1]],
            ],
            "$defs": ["fieldSpec": fieldSpec],
        ]
    }
}
