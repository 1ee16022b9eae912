import KheperCore
import Testing

@Suite struct FieldValueParsingTests {
    private func spec(_ type: FieldType) -> FieldSpec { FieldSpec("rest", type, doc: "") }

    @Test func readsChoicesByNameAndOtherTypes() throws {
        #expect(try spec(.choice(["countdown", "percent1RM"])).parse("Percent1rm") == "percent1RM")
        #expect(try spec(.boolean).parse("yes") == true)
        #expect(try spec(.integer).parse("12") == 12)
        #expect(try spec(.string).parse(" padded ") == " padded ")
        #expect(throws: FieldValueError.self) { try spec(.integer).parse("1.5") }
    }

    @Test func errorsNameTheFieldTheValueAndTheExpectation() {
        #expect(throws: FieldValueError(field: "rest", value: "2x", expected: spec(.integer).expectedDescription)) {
            try spec(.integer).parse("2x")
        }
        let error = FieldValueError(field: "rest", value: "2x", expected: "a duration")
        #expect(error.description == "could not read \"2x\" for \"rest\": expected a duration [field.unreadable-value]")
    }

    @Test func interpretsValuesAlreadyReadAsJSON() throws {
        #expect(try spec(.integer).interpret("12") == 12)
        #expect(try spec(.integer).interpret(90) == 90)
        #expect(try spec(.string).interpret(123) == "123")
        #expect(try spec(.choice(["tabata"])).interpret("Tabata") == "tabata")
        #expect(try spec(.object([])).interpret(["value": 1]) == ["value": 1])
    }
}
