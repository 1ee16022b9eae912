import KheperCore
import Testing

@Suite struct FieldChecksTests {
    @Test func rangeNamesFieldValueAndBounds() {
        var checks = FieldChecks()
        checks.range(1200, 0...1000, field: "reps", at: ["reps"])
        checks.range(4000.0, 0...3600, field: "rest", at: ["rest"], unit: "seconds")
        checks.range(500, 0...1000, field: "reps", at: ["reps"])
        checks.range(nil as Int?, 0...1, field: "x", at: ["x"])
        #expect(
            checks.diagnostics.map(\.message) == [
                "\"reps\" is 1200; expected 0 to 1000",
                "\"rest\" is 4000 seconds; expected 0 to 3600 seconds",
            ])
        #expect(checks.diagnostics.allSatisfy { $0.code == .outOfRange && $0.severity == .error })
    }

    @Test func multipleLengthCountAndRequire() {
        var checks = FieldChecks()
        checks.multiple(7.3, of: 0.5, field: "rpe", at: ["rpe"])
        checks.multiple(7.5, of: 0.5, field: "rpe", at: ["rpe"])
        checks.length("", 1...120, field: "name", at: ["name"])
        checks.length(String(repeating: "x", count: 11), 0...10, field: "notes", at: ["notes"])
        checks.count(51, 0...50, field: "sets", at: ["sets"])
        checks.require(nil as Int?, field: "duration", at: ["duration"], because: "for a countdown")
        #expect(checks.diagnostics.map(\.code) == [.invalidValue, .badLength, .badLength, .badCount, .missingValue])
        #expect(
            checks.diagnostics.map(\.message) == [
                "\"rpe\" is 7.3; expected a multiple of 0.5",
                "\"name\" is empty; expected 1 to 120 characters",
                "\"notes\" has 11 characters; expected at most 10 characters",
                "\"sets\" has 51 entries; expected 0 to 50",
                "\"duration\" is missing; it is required for a countdown",
            ])
    }

    @Test(arguments: [(80.0, "80"), (62.5, "62.5"), (-3.0, "-3")])
    func formatsNumbersWithoutNeedlessDecimals(value: Double, text: String) {
        #expect(FieldChecks.format(value) == text)
    }
}

@Suite struct FieldChoiceTests {
    enum Style: String, FieldChoice {
        case plain, fancy
    }

    struct Styled: Codable, Hashable {
        var style: Style
    }

    @Test func decodingAnUnknownChoiceListsTheChoices() {
        let error = #expect(throws: DecodingError.self) {
            try JSONValueDecoder().decode(Styled.self, from: ["style": "loud"])
        }
        guard case .dataCorrupted(let context)? = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.debugDescription == "\"style\" is \"loud\"; expected one of: plain, fancy")
    }

    @Test func choicesRoundTrip() throws {
        let value = Styled(style: .fancy)
        let json = try JSONValueEncoder().encode(value)
        #expect(json == ["style": "fancy"])
        #expect(try JSONValueDecoder().decode(Styled.self, from: json) == value)
    }
}
