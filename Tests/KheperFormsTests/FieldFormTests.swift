import KheperCore
import KheperForms
import KheperMeasures
import Testing

/// A value type that names no control, as a host's own type may.
private struct ColourValueType: FieldValueType {
    var name: String { "colour" }
    var expectedDescription: String { "a colour such as #ff8800" }
    var isNumeric: Bool { false }
    var defaultUnit: String? { nil }
    func parse(_ text: String) -> JSONValue? { .string(text) }
    func check(
        _ value: JSONValue, of spec: FieldSpec, at path: @autoclosure () -> JSONPath, into checks: inout FieldChecks
    ) {}
    func schema(of spec: FieldSpec) -> JSONObject { ["type": "string"] }
    func editableText(for value: JSONValue) -> String? { value.stringValue }
    func displayText(for value: JSONValue, of spec: FieldSpec) -> String? { value.stringValue }
}

@Suite struct FieldFormTests {
    @Test func aSpecThatDeclaresNoFormIsPresentedFromItsNameTypeAndExample() {
        let rest = FieldSpec("restBetweenRounds", .duration, doc: "Rest.", example: "2m")
        #expect(rest.form == FieldForm(label: "Rest between rounds", input: .duration, hint: "2m"))
        #expect(FieldSpec("style", .choice(["a"]), doc: "").form.input == .picker)
        #expect(FieldSpec("done", .boolean, doc: "").form == FieldForm(label: "Done", input: .toggle))
        #expect(FieldSpec("tint", .custom(ColourValueType()), doc: "").form.input == .text)
    }

    @Test func aDeclaredFormIsKeptAsJSONTheKernelCarries() {
        let spec = FieldSpec("src", .string, doc: "Where.", example: "img/a.jpg")
            .presented(as: FieldForm(label: "Source", input: .url))
        #expect(spec.presentation == ["label": "Source", "input": "url", "hint": nil])
        // A form that names no hint shows none, rather than falling back to the example.
        #expect(spec.form == FieldForm(label: "Source", input: .url, hint: nil))
        #expect(spec.name == "src" && spec.example == "img/a.jpg")
        // What the spec would derive is not kept, so a spec reads back equal to the one it came from.
        let plain = FieldSpec("notes", .string, doc: "")
        #expect(plain.presented(as: FieldForm(label: "Notes", input: .text)) == plain)
        #expect(
            plain.presented(as: FieldForm(label: "Notes", input: .multilineText)).presentation == [
                "input": "multilineText"
            ])
    }

    @Test func aLabelIsMadeFromACamelCaseName() {
        #expect(FieldForm.label(for: "restBetweenRounds") == "Rest between rounds")
        #expect(FieldForm.label(for: "rest") == "Rest")
        #expect(FieldForm.label(for: "") == "")
    }

    @Test func eachTypeHasTheControlThatSuitsIt() {
        #expect(FieldInput.builtIn.contains(.multilineText))
        #expect(FieldInput.suited(to: .list(of: FieldSpec("x", .integer, doc: ""))) == .list)
        #expect(FieldInput.suited(to: .custom(LoadValueType())) == .load)
    }
}
