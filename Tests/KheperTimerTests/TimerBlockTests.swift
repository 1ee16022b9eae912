import KheperCore
import KheperRenderTargets
import KheperSchema
import KheperTestSupport
import KheperTimer
import Testing

@Suite struct TimerBlockTests {
    let registry = KindTesting.registry([TimerBlock.definition])!

    // MARK: Round trip and decoding

    @Test func roundTripKeepsEveryField() throws {
        let block = TimerBlock(mode: .interval, work: 40, rest: 20, rounds: 8, prepare: 10, label: "Bike")
        let data = try #require(KindTesting.expectRoundTrip(block, in: registry))
        #expect(
            data
                == [
                    "mode": "interval", "work": 40, "rest": 20, "rounds": 8, "prepare": 10, "label": "Bike",
                ])
    }

    @Test func roundTripWritesOnlyWhatWasSet() throws {
        let data = try #require(KindTesting.expectRoundTrip(TimerBlock(mode: .tabata), in: registry))
        #expect(data == ["mode": "tabata"])
    }

    @Test func unknownFieldsAreKept() throws {
        let json: JSONValue = [
            "format": "kheper.blocks", "formatVersion": 1, "id": "test", "title": "Test",
            "blocks": [
                [
                    "id": "block", "type": "timer", "version": 1,
                    "data": ["mode": "countdown", "duration": 90, "sound": "bell"],
                ]
            ],
        ]
        let decoded = try registry.decodeDocument(from: json)
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.document["block"]?.content.as(TimerBlock.self) == TimerBlock(mode: .countdown, duration: 90))
        let written = try registry.encode(decoded.document)
        #expect(written["blocks"]?[0]?["data"]?["sound"] == "bell")
    }

    static let wrongTypes: [(JSONValue, String, String)] = [
        (["mode": "stopwatch"], "mode", "countdown, interval, emom, amrap, tabata"),
        (["mode": "countdown", "duration": "90"], "duration", "duration"),
        (["mode": "countdown", "duration": 1.5], "duration", "duration"),
        (["mode": "interval", "work": 40, "rounds": true], "rounds", "rounds"),
        (["duration": 90], "mode", "mode"),
        (["mode": "countdown", "duration": 90, "label": 7], "label", "label"),
    ]

    @Test(arguments: wrongTypes)
    func wrongTypesAreUndecodable(data: JSONValue, path: String, mentioning phrase: String) throws {
        let found = KindTesting.diagnostics(forData: data, kind: "timer", in: registry)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.code == .undecodableData)
        #expect(finding.path.description == (path.isEmpty ? "blocks[0].data" : "blocks[0].data.\(path)"))
        #expect(finding.message.contains(phrase), "\(finding.message)")
    }

    @Test func defaultBlockValidatesClean() throws {
        let block = TimerBlock.definition.makeDefault()
        let timer = try #require(block.as(TimerBlock.self))
        #expect(registry.validate(KindTesting.document(with: timer)).isEmpty)
        #expect(timer == TimerBlock(mode: .countdown, duration: 60))
    }

    @Test func definitionDescribesTheKind() {
        let definition = TimerBlock.definition
        #expect(definition.kind == "timer")
        #expect(definition.version == 1)
        #expect(definition.nesting == .leaf(atRoot: true))
        #expect(definition.hasShorthand)
        #expect(definition.dataSchema["required"] == ["mode"])
        #expect(definition.dataSchema["properties"]?["duration"]?["maximum"] == 86_400)
        #expect(definition.dataSchema["properties"]?["rounds"]?["minimum"] == 1)
        #expect(definition.dataSchema["properties"]?["mode"]?["enum"]?.arrayValue?.count == 5)
        #expect(definition.dataSchema["allOf"]?.arrayValue?.count == 2)
        #expect(definition.fields.map(\.name) == ["mode", "duration", "work", "rest", "rounds", "prepare", "label"])
        for target in [PlainTextTarget.name, MarkdownTarget.name, HTMLTarget.name] {
            #expect(definition.renderers.contains { $0.target.name == target })
        }
    }

    // MARK: Defaults and durations

    @Test func tabataDefaultsApplyOnlyWhenUnset() {
        let plain = TimerBlock(mode: .tabata)
        #expect(plain.resolvedWork == 20)
        #expect(plain.resolvedRest == 10)
        #expect(plain.resolvedRounds == 8)
        #expect(plain.work == nil && plain.rest == nil && plain.rounds == nil)
        let custom = TimerBlock(mode: .tabata, work: 30, rest: 15, rounds: 6)
        #expect(custom.resolvedWork == 30)
        #expect(custom.resolvedRest == 15)
        #expect(custom.resolvedRounds == 6)
        let interval = TimerBlock(mode: .interval, work: 40)
        #expect(interval.resolvedRest == 0)
        #expect(interval.resolvedRounds == 1)
    }

    @Test(arguments: [
        (TimerBlock(mode: .countdown, duration: 150), 150 as Int?),
        (TimerBlock(mode: .countdown, duration: 150, prepare: 10), 160),
        (TimerBlock(mode: .emom, duration: 600), 600),
        (TimerBlock(mode: .amrap, duration: 720, prepare: 5), 725),
        (TimerBlock(mode: .interval, work: 40, rest: 20, rounds: 8), 460),
        (TimerBlock(mode: .interval, work: 40, rest: 20, rounds: 8, prepare: 10), 470),
        (TimerBlock(mode: .interval, work: 30), 30),
        (TimerBlock(mode: .interval, work: 30, rounds: 3), 90),
        (TimerBlock(mode: .tabata), 230),
        (TimerBlock(mode: .tabata, rounds: 10), 290),
        (TimerBlock(mode: .tabata, work: 30, rest: 0, rounds: 4, prepare: 10), 130),
        (TimerBlock(mode: .countdown), nil),
        (TimerBlock(mode: .interval, rest: 20, rounds: 8), nil),
    ])
    func totalDuration(block: TimerBlock, expected: Int?) {
        #expect(block.totalDuration == expected)
    }

    // MARK: Validation

    @Test(arguments: [
        (TimerBlock(mode: .countdown, duration: 1), [] as [String]),
        (TimerBlock(mode: .countdown, duration: 86_400), []),
        (TimerBlock(mode: .countdown, duration: 0), ["duration"]),
        (TimerBlock(mode: .countdown, duration: 86_401), ["duration"]),
        (TimerBlock(mode: .interval, work: 1, rest: 0, rounds: 1), []),
        (TimerBlock(mode: .interval, work: 3_600, rest: 3_600, rounds: 100), []),
        (TimerBlock(mode: .interval, work: 0), ["work"]),
        (TimerBlock(mode: .interval, work: 3_601), ["work"]),
        (TimerBlock(mode: .interval, work: 40, rest: -1), ["rest"]),
        (TimerBlock(mode: .interval, work: 40, rest: 3_601), ["rest"]),
        (TimerBlock(mode: .interval, work: 40, rounds: 0), ["rounds"]),
        (TimerBlock(mode: .interval, work: 40, rounds: 101), ["rounds"]),
        (TimerBlock(mode: .tabata, prepare: 0), []),
        (TimerBlock(mode: .tabata, prepare: 300), []),
        (TimerBlock(mode: .tabata, prepare: -1), ["prepare"]),
        (TimerBlock(mode: .tabata, prepare: 301), ["prepare"]),
    ])
    func numericBounds(block: TimerBlock, paths: [String]) {
        KindTesting.expectFindings(
            block, in: registry, codes: paths.map { _ in .outOfRange }, paths: paths)
    }

    @Test(arguments: [
        (TimerBlock(mode: .countdown, duration: 0), "\"duration\" is 0 s; expected 1 to 86400 s"),
        (TimerBlock(mode: .countdown, duration: 86_401), "\"duration\" is 86401 s; expected 1 to 86400 s"),
        (TimerBlock(mode: .interval, work: 3_601), "\"work\" is 3601 s; expected 1 to 3600 s"),
        (TimerBlock(mode: .interval, work: 40, rest: -1), "\"rest\" is -1 s; expected 0 to 3600 s"),
        (TimerBlock(mode: .interval, work: 40, rounds: 101), "\"rounds\" is 101; expected 1 to 100"),
        (TimerBlock(mode: .tabata, prepare: 301), "\"prepare\" is 301 s; expected 0 to 300 s"),
    ])
    func boundMessagesNameFieldValueAndRange(block: TimerBlock, message: String) {
        let found = TimerBlock.definition.validate(block)
        #expect(found.map(\.message) == [message])
    }

    @Test(arguments: [(String(repeating: "a", count: 100), false), (String(repeating: "a", count: 101), true)])
    func labelLength(label: String, fails: Bool) {
        KindTesting.expectFindings(
            TimerBlock(mode: .tabata, label: label), in: registry,
            codes: fails ? [.badLength] : [], paths: fails ? ["label"] : [],
            mentioning: fails ? ["\"label\"", "101 characters", "at most 100"] : [])
    }

    @Test(arguments: [
        (TimerMode.countdown, "a countdown timer"),
        (.emom, "an EMOM timer"),
        (.amrap, "an AMRAP timer"),
    ])
    func durationModesRequireDuration(mode: TimerMode, phrase: String) {
        KindTesting.expectFindings(
            TimerBlock(mode: mode), in: registry, codes: [.missingValue], paths: ["duration"],
            mentioning: ["\"duration\" is missing", phrase])
    }

    @Test func intervalRequiresWork() {
        KindTesting.expectFindings(
            TimerBlock(mode: .interval, rest: 20, rounds: 8), in: registry, codes: [.missingValue],
            paths: ["work"], mentioning: ["\"work\" is missing", "an interval timer"])
    }

    @Test func tabataNeedsNothing() {
        KindTesting.expectFindings(TimerBlock(mode: .tabata), in: registry, codes: [], paths: [])
    }

    @Test func fieldsTheModeIgnoresAreWarnings() {
        KindTesting.expectFindings(
            TimerBlock(mode: .countdown, duration: 60, work: 20, rest: 10, rounds: 3), in: registry,
            codes: [.timerIgnoredField, .timerIgnoredField, .timerIgnoredField], paths: ["work", "rest", "rounds"],
            mentioning: ["\"work\" is ignored by a countdown timer", "\"rounds\" is ignored"])
        KindTesting.expectFindings(
            TimerBlock(mode: .tabata, duration: 60), in: registry, codes: [.timerIgnoredField],
            paths: ["duration"], mentioning: ["\"duration\" is ignored by a tabata timer"])
        let found = TimerBlock.definition.validate(TimerBlock(mode: .interval, duration: 60, work: 30))
        #expect(found.map(\.severity) == [.warning])
    }
}
