import Foundation
import Kheper
import KheperProgram
import KheperTestSupport
import Testing

@Suite struct ProgramDocumentTests {
    static let folder = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../Examples/Programs")
    static let examples = (try? FileManager.default.contentsOfDirectory(atPath: folder.path()))?.sorted() ?? []

    static func plan(_ file: String) throws -> ProgramPlan {
        let text = try String(contentsOf: folder.appending(path: file), encoding: .utf8)
        return try ProgramText.parse(text, rules: .standard)
    }

    @Test func theFourExamplesAreFound() {
        #expect(Self.examples.count == 4)
    }

    @Test(arguments: examples)
    func anExampleBecomesADocumentThatValidatesAndReadsBackEqual(file: String) throws {
        let plan = try Self.plan(file)
        let document = ProgramDocument.document(of: plan, rules: .standard)
        #expect(document.title == plan.name)
        #expect(BlockRegistry.standard.validate(document).filter { $0.severity == .error }.isEmpty)
        #expect(try ProgramDocument.plan(of: document, rules: .standard) == plan)
        let decoded = try BlockRegistry.standard.decodeDocument(from: BlockRegistry.standard.encode(document))
        #expect(try ProgramDocument.plan(of: decoded.document, rules: .standard) == plan)
    }

    @Test(arguments: examples)
    func itsMarkdownIsProgramTextThatReadsBackEqual(file: String) throws {
        let plan = try Self.plan(file)
        let document = ProgramDocument.document(of: plan, rules: .standard)
        let markdown = BlockRegistry.standard.render(document, as: MarkdownTarget.self)
        #expect(try ProgramText.parse(markdown, rules: .standard) == plan, "\(markdown)")
    }

    @Test func otherBlocksInADayAreKeptOutOfThePlan() throws {
        let plan = ProgramPlan(
            "Test", days: [ProgramDay("Day A", lifts: [try LiftLine.parse("Squat 3x5 @60kg lp", rules: .standard)])])
        var document = ProgramDocument.document(of: plan, rules: .standard)
        try document.append(BlockContent(TextBlock(text: "Rest well", style: .note)))
        try document.append(BlockContent(TimerBlock.definition.makeDefault().base))
        #expect(try ProgramDocument.plan(of: document, rules: .standard) == plan)
    }

    @Test func aLiftBeforeAnyDayOrALineThatDoesNotReadIsRefused() throws {
        var early = BlockDocument(title: "Early")
        try early.append(BlockContent(LiftBlock(line: "Squat 3x5 @60kg")))
        #expect(throws: ProgramTextError.self) { try ProgramDocument.plan(of: early, rules: .standard) }
        var bad = BlockDocument(title: "Bad")
        try bad.append(BlockContent(TextBlock(text: "Day A", style: .title)))
        try bad.append(BlockContent(LiftBlock(line: "Squat 3x5 @60kg wave")))
        do {
            _ = try ProgramDocument.plan(of: bad, rules: .standard)
            Issue.record("an unknown rule was read")
        } catch {
            #expect(error.message.hasPrefix("the lift \"Squat 3x5 @60kg wave\": "))
            #expect(error.message.contains("\"wave\""))
        }
        #expect(throws: ProgramTextError.self) {
            try ProgramDocument.plan(of: BlockDocument(title: "Empty"), rules: .standard)
        }
    }
}

extension ProgramDocumentTests {
    @Test(arguments: examples)
    func itsPlainTextIsProgramTextThatReadsBackEqual(file: String) throws {
        let plan = try Self.plan(file)
        let document = ProgramDocument.document(of: plan, rules: .standard)
        let text = BlockRegistry.standard.render(document, as: PlainTextTarget.self)
        #expect(text.contains("\n====") && !text.contains("#"))
        #expect(try ProgramText.parse(text, rules: .standard) == plan, "\(text)")
    }
}
