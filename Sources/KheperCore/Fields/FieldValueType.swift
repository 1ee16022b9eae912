/// A field value beyond the kernel's JSON-shaped ones, such as a duration: how it is typed, checked, described and
/// shown. A module declares one for its fields (`FieldType.custom(_:)`) and registers it so kind files can name it.
public protocol FieldValueType: Sendable {
    /// The name `kheper kinds --fields` prints and a kind file writes, such as `duration`.
    var name: String { get }

    /// The type as messages name it, such as `a colour such as #ff8800`.
    var expectedDescription: String { get }

    /// Whether values are JSON numbers a field's range bounds.
    var isNumeric: Bool { get }

    /// The unit a field of this type implies, such as `s`; `nil` for none.
    var defaultUnit: String? { get }

    /// The value in `text`, trimmed, as a person types it; `nil` when it is not one. Range is validation's to say.
    func parse(_ text: String) -> JSONValue?

    /// Adds the findings about `value`, present and not `null`, of the field `spec` to `checks`.
    func check(
        _ value: JSONValue, of spec: FieldSpec, at path: @autoclosure () -> JSONPath, into checks: inout FieldChecks)

    /// A JSON Schema fragment of a value for `spec`, without what every field adds (a numeric range, default, doc).
    func schema(of spec: FieldSpec) -> JSONObject

    /// The value as a person types it, which ``parse(_:)`` reads back; `nil` when it is not of this type.
    func editableText(for value: JSONValue) -> String?

    /// The value as a person reads it in a summary, such as `orange`; `nil` when it is not of this type.
    func displayText(for value: JSONValue, of spec: FieldSpec) -> String?
}
