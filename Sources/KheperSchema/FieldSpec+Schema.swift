public import KheperCore

extension FieldSpec {
    /// A JSON Schema (2020-12) fragment for this field's value, with its bounds, default and doc.
    public var schema: JSONValue {
        var schema: JSONObject
        switch type {
        case .integer: schema = ["type": "integer"]
        case .number: schema = ["type": "number"]
        case .string: schema = ["type": "string"]
        case .url: schema = ["type": "string", "format": "uri"]
        case .boolean: schema = ["type": "boolean"]
        case .choice(let choices): schema = ["type": "string", "enum": .array(choices.map(JSONValue.string))]
        case .list(let element):
            schema = ["type": "array", "items": element.schema]
            if let count {
                schema["minItems"] = .number(JSONNumber(count.lowerBound))
                schema["maxItems"] = .number(JSONNumber(count.upperBound))
            }
        case .object(let fields):
            schema = fields.dataSchema.objectValue ?? [:]
        case .custom(let valueType):
            schema = valueType.schema(of: self)
        }
        if type.isNumeric { Self.bound(range, into: &schema) }
        if let length {
            if length.lowerBound > 0 { schema["minLength"] = .number(JSONNumber(length.lowerBound)) }
            schema["maxLength"] = .number(JSONNumber(length.upperBound))
        }
        if let multipleOf { schema["multipleOf"] = FieldSpec.number(multipleOf) }
        if let pattern { schema["pattern"] = .string(pattern) }
        if let defaultValue { schema["default"] = defaultValue }
        if !doc.isEmpty { schema["description"] = .string(doc) }
        return .object(schema)
    }

    /// Writes `range` as `minimum` and `maximum`.
    private static func bound(_ range: ClosedRange<Double>?, into schema: inout JSONObject) {
        guard let range else { return }
        schema["minimum"] = number(range.lowerBound)
        schema["maximum"] = number(range.upperBound)
    }
}

extension Array where Element == FieldSpec {
    /// A JSON Schema (2020-12) of an object holding these fields: `type`, `properties` and `required`.
    public var dataSchema: JSONValue {
        var properties = JSONObject()
        for field in self { properties[field.name] = field.schema }
        var schema: JSONObject = ["type": "object", "properties": .object(properties)]
        let required = filter(\.isRequired).map { JSONValue.string($0.name) }
        if !required.isEmpty { schema["required"] = .array(required) }
        return .object(schema)
    }

    /// The data schema with the members of `extra` added, such as a `title` or cross-field `allOf` rules; a
    /// member of `extra` replaces one of the same name.
    public func dataSchema(adding extra: JSONValue) -> JSONValue {
        guard var schema = dataSchema.objectValue else { return dataSchema }
        if let extra = extra.objectValue {
            for (key, value) in extra where key != "type" { schema[key] = value }
        }
        return .object(schema)
    }
}
