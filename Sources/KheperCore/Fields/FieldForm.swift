/// How an editor presents a field: its label, its control and a hint shown while it is empty.
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
}
