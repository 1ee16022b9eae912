import KheperCore
import KheperRenderTargets
import KheperSchema
import KheperSet
import KheperTestSupport
import Testing

/// EMOM, AMRAP and for-time groups: their fields, shorthand, validation, schema and rendered clock.
@Suite struct TimedGroupTests {
    let registry = KindTesting.registry(SetTesting.definitions)

    static let squat = BlockContent(ExerciseStub(name: "Squat"))
    static let timer = BlockContent(TimerStub(name: "Rest"))

    // MARK: Shorthand

    @Test(arguments: [
        ("emom 10m", SetBlock(style: .emom, duration: 600)),
        ("EMOM 12m every 90s", SetBlock(style: .emom, duration: 720, every: 90)),
        ("emom 10:00 Pull A", SetBlock(style: .emom, name: "Pull A", duration: 600)),
        ("amrap 12m", SetBlock(style: .amrap, duration: 720)),
        ("amrap 20m Cindy", SetBlock(style: .amrap, name: "Cindy", duration: 1200)),
        ("for time cap 20m", SetBlock(style: .forTime, cap: 1200)),
        ("for time cap 20m x3", SetBlock(style: .forTime, rounds: 3, cap: 1200)),
        ("For Time Fran x3", SetBlock(style: .forTime, name: "Fran", rounds: 3)),
        ("fortime", SetBlock(style: .forTime)),
        ("forTime cap 1:00:00", SetBlock(style: .forTime, cap: 3600)),
    ])
    func shorthandReads(line: String, expected: SetBlock) throws {
        #expect(try SetBlock.definition.parseShorthand(line).as(SetBlock.self) == expected)
    }

    @Test(arguments: [
        ("emom", ShorthandError.Code.empty, nil, "an EMOM needs a duration, such as emom 10m"),
        ("amrap twelve", .unreadableToken, "twelve", "a duration such as 10m"),
        ("amrap 12", .unreadableToken, "12", "a duration such as 10m"),
        ("emom 25h", .invalidValue, "25h", "\"duration\" is 25h; expected 0:01 to 24:00:00"),
        ("emom 10m every", .empty, nil, "\"every\" needs an interval"),
        ("emom 1m every 2m", .invalidValue, "2m", "expected at most the duration, 1:00"),
        ("emom 10m x3", .unreadableToken, "x3", "an EMOM runs by its clock"),
        ("amrap 12m x2", .unreadableToken, "x2", "an AMRAP runs by its clock"),
        ("for time cap", .empty, nil, "\"cap\" needs a duration"),
        ("for time cap soon", .unreadableToken, "soon", "a duration such as 10m"),
    ])
    func shorthandErrors(line: String, code: ShorthandError.Code, token: String?, message: String) {
        do {
            let block = try SetBlock.definition.parseShorthand(line)
            Issue.record("read \(block) from \(line)")
        } catch {
            #expect(error.code == code)
            #expect(error.token == token)
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    // MARK: Fields and validation

    /// Checks the block's own findings (its fields, not its children): their codes, fields and messages.
    private func expectFindings(
        _ block: SetBlock, codes: [Diagnostic.Code], fields: [String], mentioning: [String] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let found = block.validationDiagnostics()
        #expect(found.map(\.code) == codes, sourceLocation: sourceLocation)
        #expect(found.map(\.path) == fields.map { [.key($0)] }, sourceLocation: sourceLocation)
        for text in mentioning {
            #expect(
                found.contains { $0.message.contains(text) }, "\(found) mention \(text)", sourceLocation: sourceLocation
            )
        }
    }

    @Test(arguments: [
        SetBlock(style: .emom, duration: 600),
        SetBlock(style: .emom, name: "A", duration: 720, every: 90),
        SetBlock(style: .amrap, duration: 720),
        SetBlock(style: .forTime, rounds: 3, cap: 1200),
    ])
    func roundTrip(block: SetBlock) throws {
        let registry = try #require(registry)
        let data = KindTesting.expectRoundTrip(block, in: registry)
        #expect(data?["duration"] == block.duration.map { .number(JSONNumber($0)) })
        #expect(data?["every"] == block.every.map { .number(JSONNumber($0)) })
        #expect(data?["cap"] == block.cap.map { .number(JSONNumber($0)) })
    }

    @Test func oldDocumentsReadUnchanged() throws {
        let registry = try #require(registry)
        let json: JSONValue = [
            "format": "kheper.blocks", "formatVersion": 1, "id": "test", "title": "Test",
            "blocks": [["id": "block", "type": "set", "version": 1, "data": ["style": "circuit", "rounds": 3]]],
        ]
        let decoded = try registry.decodeDocument(from: json)
        #expect(decoded.document["block"]?.content.as(SetBlock.self) == SetBlock(style: .circuit, rounds: 3))
        #expect(try registry.encode(decoded.document)["blocks"]?[0]?["data"] == ["style": "circuit", "rounds": 3])
    }

    @Test(arguments: [SetBlock.Style.emom, .amrap])
    func durationIsRequired(style: SetBlock.Style) throws {
        let name = style == .emom ? "an EMOM" : "an AMRAP"
        expectFindings(
            SetBlock(style: style), codes: [.missingValue], fields: ["duration"],
            mentioning: ["\"duration\" is missing; it is required for \(name)"])
    }

    @Test func forTimeNeedsNoCap() throws {
        expectFindings(SetBlock(style: .forTime, rounds: 3), codes: [], fields: [])
    }

    @Test(arguments: [
        (SetBlock(style: .amrap, duration: 0), "duration", "\"duration\" is 0 s", "expected 1 to 86400 s"),
        (SetBlock(style: .amrap, duration: 86_401), "duration", "\"duration\" is 86401 s", "expected 1 to 86400 s"),
        (SetBlock(style: .emom, duration: 600, every: 0), "every", "\"every\" is 0 s", "expected 1 to 3600 s"),
        (SetBlock(style: .forTime, cap: -5), "cap", "\"cap\" is -5 s", "expected 1 to 86400 s"),
    ])
    func clockBounds(block: SetBlock, field: String, found: String, expected: String) throws {
        expectFindings(block, codes: [.outOfRange], fields: [field], mentioning: [found, expected])
    }

    @Test func emomIntervalLongerThanItsDurationIsAnError() throws {
        expectFindings(
            SetBlock(style: .emom, duration: 60, every: 90), codes: [.invalidValue], fields: ["every"],
            mentioning: ["\"every\" is 90 s; expected at most the duration, 60 s"])
    }

    @Test(arguments: [
        (SetBlock(style: .circuit, duration: 600), "duration", "ignored by a circuit, which has no clock"),
        (SetBlock(style: .amrap, duration: 600, every: 60), "every", "ignored by an AMRAP, which uses \"duration\""),
        (SetBlock(style: .amrap, duration: 600, cap: 60), "cap", "ignored by an AMRAP"),
        (SetBlock(style: .emom, rounds: 3, duration: 600), "rounds", "uses \"duration\" and \"every\""),
        (SetBlock(style: .forTime, duration: 600), "duration", "ignored by a for-time group, which uses \"cap\""),
    ])
    func fieldsTheStyleDoesNotUseWarn(block: SetBlock, field: String, message: String) throws {
        expectFindings(block, codes: [.setIgnoredField], fields: [field], mentioning: [message])
        #expect(block.validationDiagnostics().allSatisfy { $0.severity == .warning })
    }

    @Test(arguments: [SetBlock.Style.emom, .amrap, .forTime])
    func timedGroupsRefuseTimers(style: SetBlock.Style) throws {
        let registry = try #require(registry)
        let block = SetBlock(style: style, duration: style == .forTime ? nil : 600)
        let found = registry.validate(try SetTesting.document(block, children: [Self.squat, Self.timer]))
        #expect(found.map(\.code) == [.timedGroupHoldsTimer])
        #expect(found.first?.severity == .error)
        #expect(found.first?.message.contains("child 2 is a \"timer\", expected exercises, text or media") == true)
        #expect(found.first?.path.description == "blocks[0]")
    }

    @Test func timedGroupWithoutExercisesWarns() throws {
        let registry = try #require(registry)
        let found = registry.validate(try SetTesting.document(SetBlock(style: .amrap, duration: 60), children: []))
        #expect(found.map(\.code) == [.timedGroupNeedsExercise])
        #expect(found.first?.message == "an AMRAP needs at least 1 \"exercise\" block; it has 0")
        let one = registry.validate(try SetTesting.document(SetBlock(style: .forTime), children: [Self.squat]))
        #expect(one.isEmpty)
    }

    @Test func schemaDescribesTheClock() {
        let schema = SetBlock.definition.dataSchema
        #expect(schema["properties"]?["duration"]?["maximum"] == 86_400)
        #expect(schema["properties"]?["every"]?["minimum"] == 1)
        #expect(schema["properties"]?["every"]?["default"] == 60)
        #expect(schema["properties"]?["cap"]?["maximum"] == 86_400)
        #expect(schema["allOf"]?[0]?["then"] == ["required": ["duration"]])
        #expect(schema["allOf"]?[0]?["if"]?["properties"]?["style"]?["enum"] == ["emom", "amrap"])
    }

    @Test(arguments: [(600, 60, 10), (720, 90, 8), (630, 60, 11), (59, 60, 1)])
    func emomIntervals(duration: Int, every: Int, expected: Int) {
        #expect(SetBlock(style: .emom, duration: duration, every: every).emomIntervals == expected)
    }

    // MARK: Rendering

    private func render<Target: RenderTarget>(_ set: SetBlock, as target: Target.Type) throws -> Target.Output {
        let registry = try #require(registry)
        let document = try SetTesting.document(set, children: [Self.squat])
        let node = try #require(document["block"])
        return registry.render(node, in: document, depth: 0, as: target)
    }

    @Test(arguments: [
        (SetBlock(style: .emom, duration: 600), "EMOM 10 min: every 1:00"),
        (SetBlock(style: .emom, duration: 720, every: 90), "EMOM 12 min: every 1:30"),
        (SetBlock(style: .emom, duration: 630), "EMOM 10:30: every 1:00"),
        (SetBlock(style: .amrap, duration: 720), "AMRAP 12:00"),
        (SetBlock(style: .amrap, name: "Cindy", duration: 1200), "Cindy: AMRAP 20:00"),
        (SetBlock(style: .forTime, cap: 1200), "For time, cap 20:00"),
        (SetBlock(style: .forTime, rounds: 3, cap: 1200), "For time, cap 20:00 — 3 rounds"),
        (SetBlock(style: .forTime), "For time"),
        (SetBlock(style: .amrap), "AMRAP"),
    ])
    func plainTextShowsTheClock(set: SetBlock, heading: String) throws {
        #expect(try render(set, as: PlainTextTarget.self) == "\(heading)\n  Squat")
    }

    @Test func markdownShowsTheClock() throws {
        #expect(
            try render(SetBlock(style: .emom, duration: 600), as: MarkdownTarget.self)
                == "**EMOM 10 min: every 1:00**\n\n- *[exercise]*")
        #expect(
            try render(SetBlock(style: .forTime, rounds: 3, cap: 1200), as: MarkdownTarget.self)
                == "**For time, cap 20:00** — 3 rounds\n\n- *[exercise]*")
    }

    @Test func htmlShowsTheClock() throws {
        let html = try render(SetBlock(style: .amrap, name: "<b>", duration: 720), as: HTMLTarget.self)
        #expect(
            html
                == "<section class=\"block set timed\"><div class=\"head\"><h3>&lt;b&gt;: AMRAP 12:00</h3></div>\n"
                + "<div class=\"children\">\n"
                + "<section class=\"block fallback\"><p class=\"kind\">exercise</p></section>\n</div></section>")
    }
}
