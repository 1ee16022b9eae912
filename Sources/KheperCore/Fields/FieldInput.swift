/// The control an editor shows for a field.
public enum FieldInput: String, Sendable, Hashable, CaseIterable {
    /// A one-line text field.
    case text
    /// A text area for several lines.
    case multilineText
    /// A number field.
    case number
    /// A switch.
    case toggle
    /// A menu of choices.
    case picker
    /// A duration field that reads `1:30` or `2m`.
    case duration
    /// A load field that reads `100kg` or `bw+10kg`.
    case load
    /// A web address field.
    case url
    /// An editable list of entries.
    case list
    /// A group of nested fields.
    case group

    /// The control that suits `type` when the spec names none.
    public static func suited(to type: FieldType) -> FieldInput {
        switch type {
        case .integer, .number: .number
        case .string: .text
        case .boolean: .toggle
        case .choice: .picker
        case .url: .url
        case .list: .list
        case .object: .group
        case .custom(let valueType): valueType.formInput
        }
    }
}
