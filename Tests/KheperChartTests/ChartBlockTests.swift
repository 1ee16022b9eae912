import KheperChart
import KheperCore
import KheperSchema
import KheperTestSupport
import Testing

@Suite struct ChartBlockTests {
    let registry = KindTesting.registry([ChartBlock.definition])!

    @Test func roundTripKeepsEveryField() throws {
        let block = ChartBlock(
            exercise: "Bench Press", metric: .estimated1RM, formula: .brzycki, periodDays: 180, style: .bar)
        let data = try #require(KindTesting.expectRoundTrip(block, in: registry))
        #expect(
            data
                == [
                    "exercise": "Bench Press", "metric": "estimated1RM", "formula": "brzycki", "periodDays": 180,
                    "style": "bar",
                ])
    }

    @Test func roundTripWritesOnlyWhatWasSet() throws {
        let data = try #require(KindTesting.expectRoundTrip(ChartBlock(exercise: "ex-42"), in: registry))
        #expect(data == ["exercise": "ex-42"])
        let block = ChartBlock(exercise: "ex-42")
        #expect(block.resolvedMetric == .estimated1RM)
        #expect(block.resolvedFormula == .epley)
        #expect(block.resolvedPeriodDays == 84)
        #expect(block.resolvedStyle == .line)
    }

    @Test func unknownFieldsAreKept() throws {
        let json: JSONValue = [
            "format": "kheper.blocks", "formatVersion": 1, "id": "test", "title": "Test",
            "blocks": [
                [
                    "id": "block", "type": "chart", "version": 1,
                    "data": ["exercise": "Squat", "color": "teal", "axis": ["log": true]],
                ]
            ],
        ]
        let decoded = try registry.decodeDocument(from: json)
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.document["block"]?.content.as(ChartBlock.self) == ChartBlock(exercise: "Squat"))
        let data = try registry.encode(decoded.document)["blocks"]?[0]?["data"]
        #expect(data == ["exercise": "Squat", "color": "teal", "axis": ["log": true]])
    }

    static let wrongTypes: [(JSONValue, String, String)] = [
        (["exercise": "Squat", "metric": "reps"], "metric", "estimated1RM, volume, maxWeight, totalReps, bestSet"),
        (["exercise": "Squat", "formula": "lombardi"], "formula", "epley, brzycki"),
        (["exercise": "Squat", "style": "pie"], "style", "line, bar"),
        (["exercise": "Squat", "periodDays": "84"], "periodDays", "periodDays"),
        (["exercise": 12], "exercise", "exercise"),
        (["metric": "volume"], "exercise", "exercise"),
    ]

    @Test(arguments: wrongTypes)
    func wrongTypesAreUndecodable(data: JSONValue, path: String, mentioning phrase: String) throws {
        let found = KindTesting.diagnostics(forData: data, kind: "chart", in: registry)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.code == .undecodableData)
        #expect(finding.path.description == "blocks[0].data.\(path)")
        #expect(finding.message.contains(phrase), "\(finding.message)")
    }

    @Test func defaultBlockValidatesClean() throws {
        let block = try #require(ChartBlock.definition.makeDefault().as(ChartBlock.self))
        #expect(registry.validate(KindTesting.document(with: block)).isEmpty)
    }

    @Test func definitionDescribesTheKind() {
        let definition = ChartBlock.definition
        #expect(definition.kind == "chart")
        #expect(definition.version == 1)
        #expect(definition.nesting == .leaf(atRoot: true))
        #expect(definition.dataSchema["required"] == ["exercise"])
        #expect(definition.dataSchema["properties"]?["periodDays"]?["minimum"] == 7)
        #expect(definition.dataSchema["properties"]?["periodDays"]?["maximum"] == 3_650)
        #expect(definition.dataSchema["properties"]?["exercise"]?["maxLength"] == 120)
        #expect(definition.dataSchema["properties"]?["metric"]?["enum"]?.arrayValue?.count == 5)
    }

    @Test(arguments: [
        (7, false), (84, false), (3_650, false), (6, true), (3_651, true), (0, true),
    ])
    func periodBounds(days: Int, fails: Bool) {
        KindTesting.expectFindings(
            ChartBlock(exercise: "Squat", periodDays: days), in: registry,
            codes: fails ? [.outOfRange] : [], paths: fails ? ["periodDays"] : [],
            mentioning: fails ? ["\"periodDays\" is \(days) days; expected 7 to 3650 days"] : [])
    }

    @Test(arguments: [
        ("S", nil), (String(repeating: "a", count: 120), nil),
        ("", "\"exercise\" is empty; expected 1 to 120 characters"),
        (String(repeating: "a", count: 121), "\"exercise\" has 121 characters; expected 1 to 120 characters"),
    ])
    func exerciseLength(exercise: String, message: String?) {
        KindTesting.expectFindings(
            ChartBlock(exercise: exercise), in: registry,
            codes: message == nil ? [] : [.badLength], paths: message == nil ? [] : ["exercise"],
            mentioning: message.map { [$0] } ?? [])
    }

    @Test func blankExerciseIsInvalid() {
        KindTesting.expectFindings(
            ChartBlock(exercise: "   "), in: registry, codes: [.invalidValue], paths: ["exercise"],
            mentioning: ["\"exercise\" is blank"])
    }

    @Test(arguments: [
        (ChartMetric.volume as ChartMetric?, OneRepMaxFormula.brzycki, true),
        (.totalReps, .epley, true),
        (.estimated1RM, .brzycki, false),
        (nil, .brzycki, false),
    ])
    func formulaWithAnotherMetricWarns(metric: ChartMetric?, formula: OneRepMaxFormula, warns: Bool) {
        let block = ChartBlock(exercise: "Squat", metric: metric, formula: formula)
        KindTesting.expectFindings(
            block, in: registry, codes: warns ? [.chartFormulaIgnored] : [], paths: warns ? ["formula"] : [],
            mentioning: warns
                ? [
                    "\"formula\" is \"\(formula.rawValue)\"", "estimated1RM",
                    "\"metric\" is \"\(metric?.rawValue ?? "")\"",
                ]
                : [])
        #expect(ChartBlock.definition.validate(block).allSatisfy { $0.severity == .warning })
    }

    @Test func shorthandNamesTheExercise() throws {
        #expect(try ChartShorthand.parse("  Bench Press ") == ChartBlock(exercise: "Bench Press"))
        #expect(throws: ShorthandError.self) { try ChartShorthand.parse("   ") }
        let long = String(repeating: "a", count: 121)
        #expect {
            try ChartShorthand.parse(long)
        } throws: { error in
            guard let error = error as? ShorthandError else { return false }
            return error.code == .invalidValue && error.token == long && error.message.contains("121 characters")
        }
    }
}
