public import KheperCore

extension FieldSpec {
    /// How an editor presents the field: what the kind declared in ``presentation``, the rest from the spec: a label
    /// made from the name, the control that suits the type, and the example as the hint.
    public var form: FieldForm {
        get {
            FieldForm(
                label: presentation["label"]?.stringValue ?? FieldForm.label(for: name),
                input: presentation["input"]?.stringValue.map(FieldInput.init(rawValue:)) ?? .suited(to: type),
                hint: presentation["hint"].map(\.stringValue) ?? example)
        }
        set {
            // Only what differs from the spec's own is kept, so a spec reads back equal to the one it was written
            // from; a form that names no hint where the spec has an example keeps a null.
            let derived = FieldForm(label: FieldForm.label(for: name), input: .suited(to: type), hint: example)
            presentation["label"] = newValue.label == derived.label ? nil : .string(newValue.label)
            presentation["input"] = newValue.input == derived.input ? nil : .string(newValue.input.rawValue)
            presentation["hint"] = newValue.hint == derived.hint ? nil : newValue.hint.map(JSONValue.string) ?? .null
        }
    }

    /// This spec presented as `form`, for a kind's field list: `FieldSpec("notes", .string, …).presented(as:)`.
    public func presented(as form: FieldForm) -> FieldSpec {
        var spec = self
        spec.form = form
        return spec
    }
}
