import KheperCore
import KheperForms
import KheperMeasures
import Testing

@Suite struct MeasureParsingTests {
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

    @Test func readsDistances() throws {
        #expect(try spec(.distance).parse("5km") == 5000)
        #expect(try spec(.distance).parse("400m") == 400)
        #expect(throws: FieldValueError.self) { try spec(.distance).parse("far") }
    }

    @Test func errorsNameTheFieldTheValueAndTheExpectation() {
        #expect(throws: FieldValueError(field: "rest", value: "2x", expected: spec(.duration).expectedDescription)) {
            try spec(.duration).parse("2x")
        }
    }

    @Test func interpretsValuesAlreadyReadAsJSON() throws {
        #expect(try spec(.duration).interpret("2m") == 120)
        #expect(try spec(.duration).interpret(90) == 90)
        #expect(try spec(.load).interpret(["value": 1, "unit": "kg"]) == ["value": 1, "unit": "kg"])
        #expect(throws: FieldValueError.self) { try spec(.load).interpret(100) }
    }

    @Test func durationsAndDistancesImplyTheirUnitsAndControls() {
        #expect(spec(.duration).unit == "s")
        #expect(spec(.distance).unit == "m")
        #expect(spec(.load).unit == nil)
        #expect(spec(.duration).form.input == .duration)
        #expect(spec(.load).form.input == .load)
        #expect(spec(.distance).form.input == .number)
    }

    @Test func valuesAreWrittenBackAsAPersonTypesThem() throws {
        for (type, text) in [
            (FieldType.duration, "45s"), (.duration, "2:00"), (.load, "100 kg"), (.load, "bw"), (.load, "bw + 10 kg"),
            (.load, "75%"), (.distance, "400 m"), (.distance, "5 km"),
        ] {
            let value = try spec(type).parse(text)
            guard case .custom(let valueType) = type else { return }
            #expect(valueType.editableText(for: value) == text)
        }
    }

    @Test func loadsOutOfRangeAreFoundAtTheirValueWithTheirUnit() {
        let load = FieldSpec("load", .load, range: 0...2_000, doc: "")
        #expect(
            load.diagnosticMessages(["value": 3_000, "unit": "kg"]) == [
                "load.value: \"value\" is 3000 kg; expected 0 to 2000 kg"
            ])
        #expect(
            load.diagnosticMessages(["value": 200, "unit": "percent1RM"])
                == ["load.value: \"value\" is 200 %; expected 0 to 150 %"])
        #expect(
            load.diagnosticMessages(12) == ["load: \"load\" is 12; expected \(LoadValueType().expectedDescription)"])
    }
}

extension FieldSpec {
    /// The findings about `value` as this field's value, as `path: message`.
    fileprivate func diagnosticMessages(_ value: JSONValue) -> [String] {
        [self].diagnostics(for: [name: value]).map { "\($0.path): \($0.message)" }
    }
}
