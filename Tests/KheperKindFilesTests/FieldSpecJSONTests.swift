import KheperCore
import KheperForms
import KheperKindFiles
import KheperMeasures
import KheperTestSupport
import Testing

/// Field specs read from and written as JSON, the form a kind file declares its fields in.
@Suite struct FieldSpecJSONTests {
    static let fields = SampleFieldSpecs.all

    @Test func writesAndReadsBackEverySpec() throws {
        let fields =
            Self.fields + [
                FieldSpec(
                    "restBetweenRounds", .duration, range: 0...3600, unit: "s", doc: "Rest.", example: "1:30"
                ).presented(as: FieldForm(label: "Rest", input: .duration, hint: "90s or 1:30"))
            ]
        let json = fields.json
        #expect(json[2]?["range"] == [0, 3600])
        #expect(json[2]?["type"] == "duration")
        #expect(json[1]?["choices"] == ["countdown", "tabata"])
        #expect(json[5]?["items"]?["fields"]?[0]?["name"] == "reps")
        #expect(try [FieldSpec](json: json, valueTypes: KindFileSupport.valueTypes) == fields)
    }

    @Test func readsAMinimalSpecWithItsDefaults() throws {
        let spec = try FieldSpec(
            json: ["name": "holdTime", "type": "duration", "doc": "How long to hold."],
            valueTypes: KindFileSupport.valueTypes)
        #expect(spec == FieldSpec("holdTime", .duration, doc: "How long to hold."))
        #expect(spec.unit == "s")
        #expect(spec.form.label == "Hold time")
    }

    static let malformed: [(JSONValue, String)] = [
        (["type": "integer", "doc": ""] as JSONValue, "fields[0].name is missing; expected a string"),
        (["name": "a", "type": "int", "doc": ""], "fields[0].type is \"int\"; expected one of: integer"),
        (
            ["name": "a", "type": "integer", "doc": "", "range": [5, 1]],
            "fields[0].range is [5,1]; expected two ordered"
        ),
        (["name": "a", "type": "string", "doc": "", "length": [0, 1.5]], "fields[0].length is [0,1.5]; expected two"),
        (["name": "a", "type": "choice", "doc": ""], "fields[0].choices is missing; expected a non-empty array"),
        (["name": "a", "type": "integer", "doc": "", "maximum": 3], "fields[0].maximum is an unknown member"),
        (["name": "a", "type": "list", "doc": ""], "fields[0].items is missing; expected the spec of an entry"),
        (
            ["name": "a", "type": "integer", "doc": "", "form": ["input": "slider"]],
            "fields[0].form.input is \"slider\"; expected one of: text"
        ),
    ]

    @Test(arguments: malformed)
    func refusesAMalformedSpecNamingItsPath(json: JSONValue, message: String) {
        #expect {
            try [FieldSpec](json: [json], at: ["fields"], valueTypes: KindFileSupport.valueTypes)
        } throws: { error in
            (error as? FieldSpecError)?.message.hasPrefix(message) == true
        }
    }

    @Test func aTypeNameResolvesThroughTheValueTypesGivenAndOnlyThem() throws {
        let json: JSONValue = ["name": "rest", "type": "duration", "doc": ""]
        #expect(try FieldSpec(json: json, valueTypes: KindFileSupport.valueTypes).type == .duration)
        #expect {
            try FieldSpec(json: json, valueTypes: [:])
        } throws: { error in
            (error as? FieldSpecError)?.message
                == "type is \"duration\"; expected one of: integer, number, string, boolean, choice, url, list, object"
        }
    }

    @Test func refusesANameDeclaredTwice() {
        let field: JSONValue = ["name": "a", "type": "integer", "doc": ""]
        #expect(throws: FieldSpecError.self) { try [FieldSpec](json: [field, field], valueTypes: [:]) }
        #expect(throws: FieldSpecError.self) { try FieldSpec(json: "text", valueTypes: KindFileSupport.valueTypes) }
    }
}
