import KheperCore
import KheperMeasures
import KheperTestSupport
import Testing

@Suite struct FieldSpecTests {
    static let fields = SampleFieldSpecs.all

    @Test func validatesWithTheStandardMessages() {
        let data: JSONValue = [
            "mode": "fancy", "rest": 4000, "rpe": 7.3,
            "load": ["value": 2500, "unit": "kg"],
            "sets": [["reps": 1200], ["reps": "ten"], ["reps": 1]],
        ]
        let found = Self.fields.diagnostics(for: data)
        #expect(
            found.map(\.message) == [
                "\"name\" is missing; it is required",
                "\"mode\" is \"fancy\"; expected one of: countdown, tabata",
                "\"rest\" is 4000 s; expected 0 to 3600 s",
                "\"rpe\" is 7.3; expected 1 to 10 in steps of 0.5",
                "\"value\" is 2500 kg; expected 0 to 2000 kg",
                "\"sets\" has 3 entries; expected 0 to 2",
                "\"reps\" is 1200; expected 0 to 1000",
                "\"reps\" is \"ten\"; expected a whole number",
            ])
        #expect(
            found.map(\.code) == [
                .missingValue, .invalidValue, .outOfRange, .invalidValue, .outOfRange, .badCount, .outOfRange,
                .invalidValue,
            ])
        #expect(found[4].path == ["load", "value"])
        #expect(found[6].path == ["sets", 0, "reps"])
        #expect(Self.fields.diagnostics(for: ["name": "Squat", "load": ["value": 120, "unit": "percent1RM"]]).isEmpty)
        #expect(
            Self.fields.diagnostics(for: ["name": "Squat", "load": ["value": 160, "unit": "percent1RM"]]).map(\.message)
                == [
                    "\"value\" is 160 %; expected 0 to 150 %"
                ])
    }

    @Test func findsTheSpecAtAPath() {
        #expect(Self.fields.spec(at: ["rest"])?.type == .duration)
        #expect(Self.fields.spec(at: ["sets", 1, "reps"])?.type == .integer)
        #expect(Self.fields.spec(at: ["sets", 1, "nope"]) == nil)
        #expect(Self.fields.spec(at: ["nope"]) == nil)
    }

    @Test func derivesTheUnitFromTheTypeAndKeepsNoPresentationOfItsOwn() {
        let rest = FieldSpec("restBetweenRounds", .duration, doc: "Rest.")
        #expect(rest.unit == "s")
        #expect(FieldSpec("distance", .distance, unit: "km", doc: "").unit == "km")
        #expect(rest.presentation.isEmpty)
    }
}
