import KheperCore
import Testing

@Suite struct FieldValueParsingTests {
    private func spec(_ type: FieldType) -> FieldSpec { FieldSpec("rest", type, doc: "") }

    @Test(arguments: [
        ("90", 90), ("1:30", 90), ("2m", 120), ("2min", 120), ("2m30s", 150), ("1h 5m", 3_900),
        ("1:05:00", 3_900), ("90s", 90), ("1 hour 5 minutes", 3_900), (" 45 ", 45),
    ])
    func readsDurations(text: String, seconds: Int) throws {
        #expect(try spec(.duration).parse(text) == .number(JSONNumber(seconds)))
    }

    @Test(arguments: ["", "2x", "1:75", "5m2h", "m", "-3", "1::2", "1.5m", "1:3"])
    func refusesUnreadableDurations(text: String) {
        #expect(throws: FieldValueError.self) { try spec(.duration).parse(text) }
    }

    @Test func readsLoads() throws {
        let load = spec(.load)
        #expect(try load.parse("100kg") == ["value": 100, "unit": "kg"])
        #expect(try load.parse("62.5 kg") == ["value": .number(JSONNumber(literal: "62.5")!), "unit": "kg"])
        #expect(try load.parse("225lb") == ["value": 225, "unit": "lb"])
        #expect(try load.parse("bw") == ["value": 0, "unit": "bodyweight"])
        #expect(try load.parse("bw+10kg") == ["value": 10, "unit": "bodyweight"])
        #expect(try load.parse("75%") == ["value": 75, "unit": "percent1RM"])
        #expect(throws: FieldValueError.self) { try load.parse("100") }
        #expect(throws: FieldValueError.self) { try load.parse("heavy") }
    }

    @Test func readsChoicesByNameAndOtherTypes() throws {
        #expect(try spec(.choice(["countdown", "percent1RM"])).parse("Percent1rm") == "percent1RM")
        #expect(try spec(.boolean).parse("yes") == true)
        #expect(try spec(.integer).parse("12") == 12)
        #expect(try spec(.distance).parse("5km") == 5000)
        #expect(try spec(.distance).parse("400m") == 400)
        #expect(try spec(.string).parse(" padded ") == " padded ")
        #expect(throws: FieldValueError.self) { try spec(.integer).parse("1.5") }
    }

    @Test func errorsNameTheFieldTheValueAndTheExpectation() {
        #expect(throws: FieldValueError(field: "rest", value: "2x", expected: spec(.duration).expectedDescription)) {
            try spec(.duration).parse("2x")
        }
        let error = FieldValueError(field: "rest", value: "2x", expected: "a duration")
        #expect(error.description == "could not read \"2x\" for \"rest\": expected a duration [field.unreadable-value]")
    }

    @Test func interpretsValuesAlreadyReadAsJSON() throws {
        #expect(try spec(.duration).interpret("2m") == 120)
        #expect(try spec(.duration).interpret(90) == 90)
        #expect(try spec(.string).interpret(123) == "123")
        #expect(try spec(.choice(["tabata"])).interpret("Tabata") == "tabata")
        #expect(try spec(.load).interpret(["value": 1, "unit": "kg"]) == ["value": 1, "unit": "kg"])
    }
}
