/// How an editor presents a field: its label, its control and a hint shown while it is empty.
///
/// A kind declares it with `FieldSpec.presented(as:)`, and a kind file in its field's `form` member.
/// The spec keeps it as JSON in `FieldSpec.presentation`, which the kernel never reads; what a kind
/// leaves out comes from the spec: a label made from the name, the control that suits the type, the example.
public struct FieldForm: Sendable, Hashable {
    /// The label shown beside the control, such as `Rest`.
    public var label: String

    /// The control to show.
    public var input: FieldInput

    /// A hint shown in the empty control, such as `e.g. 12`; `nil` for none.
    public var hint: String?

    /// Creates form metadata.
    public init(label: String, input: FieldInput, hint: String? = nil) {
        self.label = label
        self.input = input
        self.hint = hint
    }

    /// A label made from a camel-case name: `restBetweenRounds` becomes `Rest between rounds`.
    public static func label(for name: String) -> String {
        var label = ""
        for character in name {
            if character.isUppercase, !label.isEmpty {
                label.append(" ")
                label += character.lowercased()
            } else {
                label.append(label.isEmpty ? Character(character.uppercased()) : character)
            }
        }
        return label
    }
}
