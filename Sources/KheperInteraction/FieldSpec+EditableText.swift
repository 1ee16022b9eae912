public import KheperCore

extension FieldSpec {
    /// A value as a person would type it into this field, which `FieldSpec.parse(_:)` reads back to the same value:
    /// numbers as written (`8`, also for a stored `8.0`), booleans as `true` or `false`, choices and text as they
    /// are, a value type's value as `FieldValueType.editableText(for:)` writes it (a duration as `2:00`), lists and
    /// objects as JSON. A missing value (or `null`) is empty text.
    public func editableText(for value: JSONValue?) -> String {
        guard let value, !value.isNull else { return "" }
        switch (type, value) {
        case (.string, .string(let text)), (.url, .string(let text)), (.choice, .string(let text)): return text
        case (.boolean, .bool(let flag)): return flag ? "true" : "false"
        case (.number, .number(let number)): return number.writtenLiteral
        case (.custom(let valueType), _): return valueType.editableText(for: value) ?? value.description
        default: return value.description
        }
    }
}
