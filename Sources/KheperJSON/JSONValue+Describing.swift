extension JSONValue {
    /// A short phrase naming this value for messages, such as `the string "ten"` or `an array`.
    package var phrase: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let number): "the number \(number.literal)"
        case .string(let text):
            text.utf8.count > 40
                ? "the string \(JSONValue.string(String(text.prefix(37)) + "...").description)"
                : "the string \(description)"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
