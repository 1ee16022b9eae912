/// A closed set of string choices for a block field, such as a style, whose decoding error lists the choices.
///
/// Conform a `String`-backed enum to get a message like `"style" is "fancy"; expected one of: title, heading`.
public protocol FieldChoice: RawRepresentable<String>, CaseIterable, Codable, Sendable, Hashable {}

extension FieldChoice {
    /// Decodes a choice, failing with a message that names the field, the value and every allowed choice.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Self(rawValue: text) else {
            let field = decoder.codingPath.last.map { "\"\($0.stringValue)\"" } ?? "the value"
            let choices = Self.allCases.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "\(field) is \(JSONValue.string(text).description); expected one of: \(choices)")
        }
        self = value
    }
}
