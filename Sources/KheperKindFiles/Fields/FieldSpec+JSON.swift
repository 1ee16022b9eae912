public import KheperCore
import KheperForms

extension FieldSpec {
    /// The members a field spec may have in JSON, as a kind file writes it.
    public static let jsonMembers: Set<String> = [
        "name", "type", "choices", "items", "fields", "range", "length", "count", "multipleOf", "pattern", "required",
        "default", "unit", "doc", "example", "form",
    ]

    /// What a field's name may be, as a JSON Schema pattern: a letter, then letters, digits, `_` and `-`. A `.`
    /// would read as a step into the value in `kheper set` paths, and an empty name names nothing.
    public static let namePattern = "^[A-Za-z][A-Za-z0-9_-]*$"

    /// ``namePattern`` in words, for messages.
    public static let nameRule = "a name that starts with a letter and holds only letters, digits, _ and -"

    /// ``namePattern``, compiled once.
    private static let nameExpression = JSONSchemaPattern(namePattern)

    /// The spec as JSON, the form a kind file declares its fields in, such as
    /// `{"name": "rest", "type": "duration", "range": [0, 3600], "doc": "Rest."}`; `init(json:at:valueTypes:)` reads
    /// it back.
    public var json: JSONValue {
        var object: JSONObject = ["name": .string(name), "type": .string(type.name)]
        switch type {
        case .choice(let choices): object["choices"] = .array(choices.map(JSONValue.string))
        case .list(let element): object["items"] = element.json
        case .object(let fields): object["fields"] = .array(fields.map(\.json))
        default: break
        }
        if let range { object["range"] = [Self.number(range.lowerBound), Self.number(range.upperBound)] }
        if let length {
            object["length"] = [.number(JSONNumber(length.lowerBound)), .number(JSONNumber(length.upperBound))]
        }
        if let count {
            object["count"] = [.number(JSONNumber(count.lowerBound)), .number(JSONNumber(count.upperBound))]
        }
        if let multipleOf { object["multipleOf"] = Self.number(multipleOf) }
        if let pattern { object["pattern"] = .string(pattern) }
        if isRequired { object["required"] = true }
        if let defaultValue { object["default"] = defaultValue }
        if let unit { object["unit"] = .string(unit) }
        object["doc"] = .string(doc)
        if let example { object["example"] = .string(example) }
        var form: JSONObject = ["label": .string(self.form.label), "input": .string(self.form.input.rawValue)]
        if let hint = self.form.hint { form["hint"] = .string(hint) }
        object["form"] = .object(form)
        return .object(object)
    }

    /// Reads a spec written as JSON, as ``json`` writes it; `name`, `type` and `doc` are required, and the unit and
    /// form default as a spec's do (`form` in `KheperForms`).
    ///
    /// - Parameters:
    ///   - json: The spec's JSON object.
    ///   - path: Where the object is, for messages; the root by default.
    ///   - valueTypes: The value types a `type` may name beside the kernel's own, by name, such as a registry's
    ///     `valueTypes`.
    /// - Throws: ``FieldSpecError`` naming the JSON path of the first problem, such as an unknown member or a
    ///   range that is not two ordered numbers.
    public init(
        json: JSONValue, at path: JSONPath = .root, valueTypes: [String: any FieldValueType]
    ) throws(FieldSpecError) {
        guard case .object(let object) = json else {
            throw FieldSpecError(at: path, found: json.description, expected: "a field spec object")
        }
        for key in object.keys where !Self.jsonMembers.contains(key) {
            throw FieldSpecError(
                at: path.appending(key), found: "an unknown member",
                expected: "one of: \(Self.jsonMembers.sorted().joined(separator: ", "))")
        }
        let reader = JSONMemberReader(object: object, path: path)
        let name = try reader.string("name", required: true) ?? ""
        guard Self.nameExpression?.matches(name) == true else {
            throw FieldSpecError(
                at: path.appending("name"), found: JSONValue.string(name).description, expected: Self.nameRule)
        }
        let typeName = try reader.string("type", required: true) ?? ""
        let type: FieldType
        switch typeName {
        case "integer": type = .integer
        case "number": type = .number
        case "string": type = .string
        case "boolean": type = .boolean
        case "url": type = .url
        case "choice": type = .choice(try reader.strings("choices"))
        case "list":
            guard let items = object["items"] else {
                throw FieldSpecError(at: path.appending("items"), found: "missing", expected: "the spec of an entry")
            }
            type = .list(of: try FieldSpec(json: items, at: path.appending("items"), valueTypes: valueTypes))
        case "object":
            type = .object(
                try [FieldSpec](json: object["fields"] ?? [], at: path.appending("fields"), valueTypes: valueTypes))
        default:
            guard let valueType = valueTypes[typeName] else {
                let names = FieldType.builtInNames + valueTypes.keys.sorted()
                throw FieldSpecError(
                    at: path.appending("type"), found: JSONValue.string(typeName).description,
                    expected: "one of: \(names.joined(separator: ", "))")
            }
            type = .custom(valueType)
        }
        let pattern = try reader.string("pattern")
        if let pattern, JSONSchemaPattern(pattern) == nil {
            throw FieldSpecError(
                at: path.appending("pattern"), found: JSONValue.string(pattern).description,
                expected: "a regular expression (ECMA-262) for the field \(JSONValue.string(name).description)")
        }
        switch (pattern, type) {
        case (nil, _), (_, .string), (_, .url): break
        case (let pattern?, _):
            throw FieldSpecError(
                at: path.appending("pattern"), found: JSONValue.string(pattern).description,
                expected: "no pattern on a field of type \(typeName): only string and url fields match one")
        }
        let formObject = try reader.object("form")
        var form: FieldForm?
        if let formObject {
            let formReader = JSONMemberReader(object: formObject, path: path.appending("form"))
            let inputName = try formReader.string("input")
            let input = try inputName.map { text throws(FieldSpecError) -> FieldInput in
                let known = Self.inputs(valueTypes)
                guard known.contains(FieldInput(rawValue: text)) else {
                    throw FieldSpecError(
                        at: path.appending("form").appending("input"), found: JSONValue.string(text).description,
                        expected: "one of: \(known.map(\.rawValue).joined(separator: ", "))")
                }
                return FieldInput(rawValue: text)
            }
            form = FieldForm(
                label: try formReader.string("label") ?? FieldForm.label(for: name), input: input ?? .suited(to: type),
                hint: try formReader.string("hint"))
        }
        self.init(
            name, type, range: try reader.pair("range").map { $0...$1 },
            length: try reader.pair("length", whole: true).map { Int($0)...Int($1) },
            count: try reader.pair("count", whole: true).map { Int($0)...Int($1) },
            multipleOf: try reader.number("multipleOf"), pattern: pattern,
            required: try reader.bool("required") ?? false, default: object["default"], unit: try reader.string("unit"),
            doc: try reader.string("doc", required: true) ?? "", example: try reader.string("example"))
        if let form { self.form = form }
    }

    /// The controls a `form.input` may name: the kernel's, then those of `valueTypes`, each once.
    static func inputs(_ valueTypes: [String: any FieldValueType]) -> [FieldInput] {
        var inputs = FieldInput.builtIn
        for name in valueTypes.keys.sorted() {
            guard let input = (valueTypes[name] as? any PresentedValueType)?.formInput, !inputs.contains(input) else {
                continue
            }
            inputs.append(input)
        }
        return inputs
    }
}

extension Array where Element == FieldSpec {
    /// Reads a JSON array of field specs, refusing a name declared twice; a `type` may name one of `valueTypes`.
    ///
    /// - Throws: ``FieldSpecError`` naming the JSON path of the first problem.
    public init(
        json: JSONValue, at path: JSONPath = .root, valueTypes: [String: any FieldValueType]
    ) throws(FieldSpecError) {
        guard case .array(let entries) = json else {
            throw FieldSpecError(at: path, found: json.description, expected: "an array of field specs")
        }
        var fields: [FieldSpec] = []
        var names: Set<String> = []
        for (index, entry) in entries.enumerated() {
            let field = try FieldSpec(json: entry, at: path.appending(index: index), valueTypes: valueTypes)
            guard names.insert(field.name).inserted else {
                throw FieldSpecError(
                    at: path.appending(index: index).appending("name"), found: JSONValue.string(field.name).description,
                    expected: "a name no other field has")
            }
            fields.append(field)
        }
        self = fields
    }

    /// The specs as a JSON array, each as `FieldSpec.json` writes it.
    public var json: JSONValue { .array(map(\.json)) }
}
