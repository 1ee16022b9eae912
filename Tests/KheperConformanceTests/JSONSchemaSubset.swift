import KheperCore

/// A validator for the subset of JSON Schema (draft 2020-12) that `Conformance/schemas/` uses: `type`, `properties`,
/// `required`, `additionalProperties`, `items`, `enum`, `const`, `minimum`, `minItems`, `minLength`, `oneOf` and
/// local `$ref`s into `$defs`. A schema using any other keyword is reported, so the subset cannot grow unnoticed.
struct JSONSchemaSubset {
    /// The keywords that carry no rule.
    static let annotations: Set<String> = ["$schema", "$id", "$defs", "title", "description"]

    /// The keywords the validator checks.
    static let rules: Set<String> = [
        "type", "properties", "required", "additionalProperties", "items", "enum", "const", "minimum", "minItems",
        "minLength", "oneOf", "$ref",
    ]

    /// The whole schema document, for `$ref`s.
    let root: JSONValue

    /// Every problem found in `value`, each naming its path; empty when the value is valid.
    func problems(in value: JSONValue) -> [String] {
        var found: [String] = []
        check(value, against: root, at: "$", into: &found)
        return found
    }

    private func check(_ value: JSONValue, against schema: JSONValue, at path: String, into found: inout [String]) {
        guard let rules = schema.objectValue else {
            found.append("\(path): the schema is not an object")
            return
        }
        for key in rules.keys where !Self.rules.contains(key) && !Self.annotations.contains(key) {
            found.append("\(path): the schema uses \"\(key)\", which this validator does not support")
        }
        if let reference = rules["$ref"]?.stringValue {
            guard reference.hasPrefix("#/$defs/"), let target = root["$defs"]?[String(reference.dropFirst(8))] else {
                found.append("\(path): cannot resolve \(reference)")
                return
            }
            check(value, against: target, at: path, into: &found)
        }
        if let types = rules["type"] {
            let names = types.arrayValue?.compactMap(\.stringValue) ?? [types.stringValue ?? ""]
            if !names.contains(where: { Self.matches(value, type: $0) }) {
                found.append("\(path): \(value.phrase) is not of type \(names.joined(separator: " or "))")
                return
            }
        }
        if let constant = rules["const"], constant != value {
            found.append("\(path): expected \(constant), found \(value)")
        }
        if let options = rules["enum"]?.arrayValue, !options.contains(value) {
            found.append("\(path): \(value) is not one of \(JSONValue.array(options))")
        }
        if let minimum = rules["minimum"]?.numberValue?.doubleValue, let number = value.numberValue?.doubleValue,
            number < minimum
        {
            found.append("\(path): \(number) is below the minimum \(minimum)")
        }
        if let minimum = rules["minLength"]?.numberValue?.int64Value, let text = value.stringValue,
            text.unicodeScalars.count < minimum
        {
            found.append("\(path): the string is shorter than \(minimum)")
        }
        if let object = value.objectValue {
            for name in rules["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where object[name] == nil {
                found.append("\(path): the member \"\(name)\" is missing")
            }
            let properties = rules["properties"]?.objectValue ?? JSONObject()
            for (key, member) in object {
                if let property = properties[key] {
                    check(member, against: property, at: "\(path).\(key)", into: &found)
                } else if let additional = rules["additionalProperties"] {
                    if additional == false {
                        found.append("\(path): the member \"\(key)\" is not allowed")
                    } else if additional.objectValue != nil {
                        check(member, against: additional, at: "\(path).\(key)", into: &found)
                    }
                }
            }
        }
        if let items = value.arrayValue {
            if let minimum = rules["minItems"]?.numberValue?.int64Value, items.count < minimum {
                found.append("\(path): \(items.count) items, fewer than \(minimum)")
            }
            if let itemSchema = rules["items"] {
                for (index, item) in items.enumerated() {
                    check(item, against: itemSchema, at: "\(path)[\(index)]", into: &found)
                }
            }
        }
        if let options = rules["oneOf"]?.arrayValue {
            let matching = options.filter { option in
                var scratch: [String] = []
                check(value, against: option, at: path, into: &scratch)
                return scratch.isEmpty
            }
            if matching.count != 1 {
                found.append("\(path): matches \(matching.count) of the oneOf schemas; expected exactly one")
            }
        }
    }

    private static func matches(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object),
            ("number", .number):
            true
        case ("integer", .number(let number)): number.isInteger
        default: false
        }
    }
}
