import KheperCore
import KheperMeasures
import Testing

/// A kind that declares its fields, so its schema and range checks come from them.
private struct Pause: Block {
    static let kind: BlockKind = "pause"
    var seconds: Int
    var label: String?

    static let fields = [
        FieldSpec("seconds", .duration, range: 1...600, required: true, doc: "How long to pause."),
        FieldSpec("label", .string, length: 0...10, doc: "A name."),
    ]

    static let definition = BlockDefinition(
        Pause.self,
        displayName: "Pause",
        symbolName: "pause",
        validate: { pause in
            pause.label == "never" ? [.warning("pause.never", "\"label\" is \"never\"", at: ["label"])] : []
        },
        makeDefault: { Pause(seconds: 30) },
        fields: fields,
        dataSchema: ["title": "Pause block data"]
    )
}

@Suite struct DeclaredFieldsTests {
    @Test func validationRunsTheFieldChecksThenTheKindsRules() {
        let found = Pause.definition.validate(Pause(seconds: 900, label: "never"))
        #expect(found.map(\.message) == ["\"seconds\" is 900 s; expected 1 to 600 s", "\"label\" is \"never\""])
        #expect(found.map(\.path) == [["seconds"], ["label"]])
        #expect(Pause.definition.validate(Pause(seconds: 60)).isEmpty)
    }

}
