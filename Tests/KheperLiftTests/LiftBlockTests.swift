import KheperCore
import KheperLift
import KheperProgram
import KheperRenderTargets
import KheperTestSupport
import Testing

@Suite struct LiftBlockTests {
    let registry = KindTesting.registry([LiftBlock.definition])

    @Test(arguments: [
        "Squat 3x5 @100kg lp +2.5kg", "Bench Press 531 tm 100kg upper", "Dumbbell Curl 3x8-12 @12kg dp",
        "Deadlift 1x5 @140kg",
    ])
    func aLineThatReadsValidatesCleanAndRoundTrips(line: String) throws {
        let registry = try #require(registry)
        KindTesting.expectFindings(LiftBlock(line: line), in: registry, codes: [], paths: [])
        #expect(KindTesting.expectRoundTrip(LiftBlock(line: line), in: registry) == ["line": .string(line)])
    }

    @Test func theDefaultBlockValidatesClean() throws {
        let registry = try #require(registry)
        let block = try #require(LiftBlock.definition.makeDefault().as(LiftBlock.self))
        #expect(registry.validate(KindTesting.document(with: block)).isEmpty)
    }

    @Test(arguments: [
        ("Squat 3x5 @100kg wave", "\"wave\""), ("Squat 3x5 @heavy lp", "\"@heavy\""),
        ("Squat lp +2.5kg", "sets"), ("3x5 @100kg", "a lift's name first"),
    ])
    func aLineThatDoesNotReadIsAnErrorOnItsLine(line: String, naming: String) throws {
        let registry = try #require(registry)
        KindTesting.expectFindings(
            LiftBlock(line: line), in: registry, codes: [.unreadableLine], paths: ["line"],
            mentioning: ["line \"\(line)\"", naming])
    }

    @Test func anEmptyLineIsRefusedByTheFieldItself() throws {
        let registry = try #require(registry)
        let found = KindTesting.diagnostics(forData: ["line": ""], kind: "lift", in: registry)
        #expect(found.map(\.code).contains(.badLength))
    }

    @Test func unknownFieldsSurvive() throws {
        let registry = try #require(registry)
        let json: JSONValue = [
            "format": "kheper.blocks", "formatVersion": 1, "id": "test", "title": "Test",
            "blocks": [
                ["id": "block", "type": "lift", "version": 1, "data": ["line": "Squat 3x5 @60kg", "tempo": 3]]
            ],
        ]
        let decoded = try registry.decodeDocument(from: json)
        #expect(decoded.document["block"]?.content.as(LiftBlock.self) == LiftBlock(line: "Squat 3x5 @60kg"))
        #expect(try registry.encode(decoded.document)["blocks"]?[0]?["data"]?["tempo"] == 3)
    }

    @Test func theShorthandIsTheLineTrimmedAndRefusesWhatDoesNotRead() throws {
        let block = try LiftBlock.definition.parseShorthand("  Squat 3x5 @100kg lp +2.5kg ")
        #expect(block.as(LiftBlock.self) == LiftBlock(line: "Squat 3x5 @100kg lp +2.5kg"))
        #expect(throws: ShorthandError.self) { try LiftBlock.definition.parseShorthand("   ") }
        do {
            _ = try LiftBlock.definition.parseShorthand("Squat 3x5 @100kg wave")
            Issue.record("an unknown rule was read")
        } catch {
            #expect(error.code == .invalidValue)
            #expect(error.message.contains("\"wave\""))
        }
        #expect(LiftBlock.definition.shorthandExamples.count == ProgressionRules.builtIn.count)
        for example in LiftBlock.definition.shorthandExamples {
            #expect(throws: Never.self) { try LiftBlock.definition.parseShorthand(example) }
        }
    }

    @Test func aHostsRulesAreTheOnesItsDefinitionReads() throws {
        let rules = try ProgressionRules(ProgressionRules.builtIn + [Wave()])
        let definition = LiftBlock.definition(rules: rules)
        let host = try #require(KindTesting.registry([definition]))
        let standard = try #require(registry)
        let block = LiftBlock(line: "Squat 3x3 @120kg wave step 5")
        KindTesting.expectFindings(block, in: host, codes: [], paths: [])
        KindTesting.expectFindings(block, in: standard, codes: [.unreadableLine], paths: ["line"])
        #expect(throws: Never.self) { try definition.parseShorthand(block.line) }
    }

    @Test func itRendersAsItsLineAndAsAMarkdownListItem() throws {
        let registry = try #require(registry)
        let block = LiftBlock(line: "Squat 5x3+ @85%TM <heavy>")
        #expect(KindTesting.render(block, in: registry, as: PlainTextTarget.self) == block.line)
        #expect(KindTesting.render(block, in: registry, as: MarkdownTarget.self) == "- " + block.line)
        #expect(
            KindTesting.render(block, in: registry, as: HTMLTarget.self)
                == "<p class=\"lift\">Squat 5x3+ @85%TM &lt;heavy&gt;</p>")
    }

    /// A stranger's rule, spelled `wave step STEP`.
    struct Wave: ProgressionRule {
        var name: String { "wave" }
        var summary: String { "a stand-in" }
        var parameters: [FieldSpec] { [FieldSpec("step", .number, default: 2.5, doc: "A step.")] }
        func advance(_ state: LiftState, after logged: LoggedLift, with parameters: RuleParameters)
            throws(ProgressionRuleError) -> Progression
        {
            Progression(state: state, next: logged.prescription, reason: "holds")
        }
    }
}
