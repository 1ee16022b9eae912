import KheperCore
import KheperTimer
import Testing

@Suite struct TimerShorthandTests {
    @Test(arguments: [
        ("90s", TimerBlock(mode: .countdown, duration: 90)),
        ("2m30s", TimerBlock(mode: .countdown, duration: 150)),
        ("2m", TimerBlock(mode: .countdown, duration: 120)),
        ("2min", TimerBlock(mode: .countdown, duration: 120)),
        ("1:30", TimerBlock(mode: .countdown, duration: 90)),
        ("1h", TimerBlock(mode: .countdown, duration: 3_600)),
        ("1h5m7s", TimerBlock(mode: .countdown, duration: 3_907)),
        ("  2M30S  ", TimerBlock(mode: .countdown, duration: 150)),
        ("countdown 45s", TimerBlock(mode: .countdown, duration: 45)),
        ("tabata", TimerBlock(mode: .tabata)),
        ("Tabata x10", TimerBlock(mode: .tabata, rounds: 10)),
        ("tabata 30s/15s x6", TimerBlock(mode: .tabata, work: 30, rest: 15, rounds: 6)),
        ("emom 10m", TimerBlock(mode: .emom, duration: 600)),
        ("amrap 12m", TimerBlock(mode: .amrap, duration: 720)),
        ("interval 40s/20s x8", TimerBlock(mode: .interval, work: 40, rest: 20, rounds: 8)),
        ("interval x8 40s/20s", TimerBlock(mode: .interval, work: 40, rest: 20, rounds: 8)),
        ("interval 1m/0 x3", TimerBlock(mode: .interval, work: 60, rest: 0, rounds: 3)),
        ("interval 40s", TimerBlock(mode: .interval, work: 40)),
        ("tabata \"Leg finisher\"", TimerBlock(mode: .tabata, label: "Leg finisher")),
        ("emom 10m \"Cleans\"", TimerBlock(mode: .emom, duration: 600, label: "Cleans")),
        ("90s \"\"", TimerBlock(mode: .countdown, duration: 90)),
    ])
    func parses(text: String, expected: TimerBlock) throws {
        #expect(try TimerShorthand.parse(text) == expected)
        #expect(try TimerBlock.definition.parseShorthand(text).as(TimerBlock.self) == expected)
    }

    @Test(arguments: [
        ("12q", "12q", "could not read \"12q\": expected a duration such as 90s, 2m30s or 10m"),
        ("emom 10", "10", "could not read \"10\": expected a duration such as 90s, 2m30s or 10m"),
        ("amrap m", "m", "could not read \"m\": expected a duration such as 90s, 2m30s or 10m"),
        ("30s2m", "30s2m", "could not read \"30s2m\": expected a duration such as 90s, 2m30s or 10m"),
        ("2m2m", "2m2m", "could not read \"2m2m\": expected a duration such as 90s, 2m30s or 10m"),
        ("stopwatch", "stopwatch", "could not read \"stopwatch\": expected a duration such as 90s, 2m30s or 10m"),
        ("interval 40s/20s/10s", "40s/20s/10s", "could not read \"40s/20s/10s\": expected work/rest such as 40s/20s"),
        ("interval 40s/2x", "40s/2x", "could not read \"40s/2x\": expected work/rest such as 40s/20s"),
        ("interval 40s/20s x8 x9", "x9", "could not read \"x9\": expected rounds such as x8"),
        ("interval 40s/20s 8", "8", "could not read \"8\": expected rounds such as x8"),
        ("interval fast", "fast", "could not read \"fast\": expected work/rest such as 40s/20s"),
        ("tabata xx", "xx", "could not read \"xx\": expected rounds such as x8"),
        (
            "emom 10m later", "later",
            "could not read \"later\": expected nothing more, or a label in double quotes at the end, such as \"Finisher\""
        ),
        (
            "90s \"open", "\"open",
            "could not read \"\"open\": expected a label in double quotes at the end, such as \"Finisher\""
        ),
    ])
    func unreadableTokensAreNamed(text: String, token: String, message: String) {
        #expect {
            try TimerShorthand.parse(text)
        } throws: { error in
            guard let error = error as? ShorthandError else { return false }
            return error.code == .unreadableToken && error.token == token && error.message == message
        }
    }

    @Test(arguments: [
        ("0s", "0s", "\"duration\" is 0 s; expected 1 to 86400 s"),
        ("25h", "25h", "\"duration\" is 90000 s; expected 1 to 86400 s"),
        ("interval 2h/20s", "2h/20s", "\"work\" is 7200 s; expected 1 to 3600 s"),
        ("tabata x0", "x0", "\"rounds\" is 0; expected 1 to 100"),
        ("tabata x101", "x101", "\"rounds\" is 101; expected 1 to 100"),
    ])
    func valuesOutOfRangeAreNamed(text: String, token: String, message: String) {
        #expect {
            try TimerShorthand.parse(text)
        } throws: { error in
            guard let error = error as? ShorthandError else { return false }
            return error.code == .invalidValue && error.token == token && error.message == message
        }
    }

    @Test(arguments: ["", "   ", "emom", "amrap", "interval", "interval x8", "\"Only a label\""])
    func missingPartsAreEmpty(text: String) {
        #expect {
            try TimerShorthand.parse(text)
        } throws: { error in
            (error as? ShorthandError)?.code == .empty
        }
    }

    @Test func longLabelIsOutOfRange() {
        let label = String(repeating: "a", count: 101)
        #expect {
            try TimerShorthand.parse("tabata \"\(label)\"")
        } throws: { error in
            guard let error = error as? ShorthandError else { return false }
            return error.code == .invalidValue && error.token == "\"\(label)\"" && error.message.contains("\"label\"")
        }
    }
}
