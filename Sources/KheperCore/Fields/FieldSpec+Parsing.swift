extension FieldSpec {
    /// Reads a value as a person types it for this field, the same way for every kind: choices by name in any
    /// case; booleans `true`, `yes`, `on`; lists and objects as JSON; a ``FieldValueType`` as it reads itself.
    ///
    /// It reads the value's form only; whether it is in range is validation's to say.
    ///
    /// - Throws: ``FieldValueError`` naming the field, the text and what was expected.
    public func parse(_ text: String) throws(FieldValueError) -> JSONValue {
        let trimmed = text.trimmingWhitespace()
        let value: JSONValue?
        switch type {
        case .string, .url: return .string(text)
        case .integer: value = Int(trimmed).map { .number(JSONNumber($0)) }
        case .number: value = JSONNumber(finiteLiteral: trimmed).map(JSONValue.number)
        case .boolean: value = Self.boolean(trimmed.lowercased()).map(JSONValue.bool)
        case .choice(let choices):
            let wanted = Self.folded(trimmed)
            value = choices.first { Self.folded($0) == wanted }.map(JSONValue.string)
        case .custom(let valueType): value = valueType.parse(trimmed)
        case .list, .object: value = try? JSONValue(parsing: trimmed)
        }
        guard let value else { throw FieldValueError(field: name, value: text, expected: expectedDescription) }
        return value
    }

    /// Reinterprets a value that `FIELD=VALUE` already read as JSON: text becomes this field's type (`"12"`
    /// becomes 12 for a number), a number or boolean given for a text field becomes its text, and one given for
    /// a choice or a value type that is not numeric is read as text; anything else is kept for validation to judge.
    ///
    /// - Throws: ``FieldValueError`` when text cannot be read as the field's type.
    public func interpret(_ value: JSONValue) throws(FieldValueError) -> JSONValue {
        switch (type, value) {
        case (.string, .number), (.string, .bool), (.url, .number), (.url, .bool): return .string(value.description)
        case (.string, _), (.url, _), (_, .array), (_, .object), (_, .null): return value
        case (_, .string(let text)): return try parse(text)
        case (.choice, _): return try parse(value.description)
        case (.custom(let valueType), _) where !valueType.isNumeric: return try parse(value.description)
        default: return value
        }
    }

    private static func folded(_ text: some StringProtocol) -> String {
        String(text.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    }

    private static func boolean(_ text: String) -> Bool? {
        switch text {
        case "true", "yes", "on", "1": true
        case "false", "no", "off", "0": false
        default: nil
        }
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> String {
        var slice = Substring(self)
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return String(slice)
    }
}
