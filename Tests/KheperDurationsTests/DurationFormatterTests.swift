import KheperDurations
import Testing

@Suite struct DurationFormatterTests {
    @Test func formatsDurationsOneWay() {
        #expect(DurationFormatter.clock(3_600) == "1:00:00")
        #expect(DurationFormatter.clock(150) == "2:30")
        #expect(DurationFormatter.clock(-5) == "-0:05")
        #expect(DurationFormatter.span(40) == "40 s")
        #expect(DurationFormatter.span(90) == "1:30")
        #expect(DurationFormatter.clock(Int.min).hasPrefix("-"))
    }

    @Test(arguments: [
        ("90", 90), ("1:30", 90), ("1:05:00", 3_900), ("2m", 120), ("2min", 120), ("2m30s", 150), ("1h 5m", 3_900),
        ("1 hour 5 minutes", 3_900), ("45 SEC", 45),
    ])
    func readsWhatPeopleType(text: String, seconds: Int) {
        #expect(DurationFormatter.seconds(parsing: text) == seconds)
    }

    @Test(arguments: ["", "1:5", "1:60", "1:2:3:4", "5m2h", "2m2m", "m", "1.5m", "-2m", "1234567m", "two minutes"])
    func refusesWhatIsNoDuration(text: String) {
        #expect(DurationFormatter.seconds(parsing: text) == nil)
    }

    @Test func aBareNumberIsSecondsOnlyWhenAsked() {
        #expect(DurationFormatter.seconds(parsing: "90", bareNumbers: false) == nil)
        #expect(DurationFormatter.seconds(parsing: "90s", bareNumbers: false) == 90)
    }
}
