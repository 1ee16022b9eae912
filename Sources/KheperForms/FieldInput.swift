public import KheperCore

/// The control an editor shows for a field, by name: this module names the controls of the kernel's types, and a
/// module that declares a `FieldValueType` names its type's control with ``PresentedValueType``.
public struct FieldInput: RawRepresentable, Sendable, Hashable {
    /// The control's name, as a kind file's `form.input` writes it.
    public let rawValue: String

    /// The control named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A one-line text field.
    public static let text = Self(rawValue: "text")
    /// A text area for several lines.
    public static let multilineText = Self(rawValue: "multilineText")
    /// A number field.
    public static let number = Self(rawValue: "number")
    /// A switch.
    public static let toggle = Self(rawValue: "toggle")
    /// A menu of choices.
    public static let picker = Self(rawValue: "picker")
    /// A web address field.
    public static let url = Self(rawValue: "url")
    /// An editable list of entries.
    public static let list = Self(rawValue: "list")
    /// A group of nested fields.
    public static let group = Self(rawValue: "group")

    /// The controls of the kernel's types.
    public static let builtIn: [FieldInput] = [.text, .multilineText, .number, .toggle, .picker, .url, .list, .group]

    /// The control that suits `type` when the spec names none; a value type that names none gets a text field.
    public static func suited(to type: FieldType) -> FieldInput {
        switch type {
        case .integer, .number: .number
        case .string: .text
        case .boolean: .toggle
        case .choice: .picker
        case .url: .url
        case .list: .list
        case .object: .group
        case .custom(let valueType): (valueType as? any PresentedValueType)?.formInput ?? .text
        }
    }
}
