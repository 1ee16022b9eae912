import Foundation
import Kheper
import KheperProgram
import KheperTestSupport
import KheperTrainingLog
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

/// A program's progress kept in its lift blocks: written by an advance into every line of each track that moved,
/// read back as the same state, and the latest advance's next day next.
extension ProgramDocumentTests {
    @Test(arguments: examples)
    func anAdvanceWrittenIntoTheDocumentReadsBackAsItsState(file: String) throws {
        let plan = try Self.plan(file)
        let engine = try ProgramEngine(plan)
        var document = ProgramDocument.document(of: plan, rules: .standard)
        #expect(try ProgramDocument.state(of: document, engine: engine) == engine.start())
        #expect(ProgramDocument.latestAdvance(of: document).advance == 0)
        var state = engine.start()
        for number in 1...plan.days.count + 1 {
            // Every other day misses its last set, so failures are kept as well as loads.
            let logged = Self.logged(try engine.session(for: state), missingTheLastSet: number.isMultiple(of: 2))
            let advance = try engine.advance(state, afterDay: state.nextDay, logged: logged)
            let unadvanced = document
            document = try ProgramDocument.document(
                document, advancedBy: advance, engine: engine, session: "session-\(number)")
            #expect(try ProgramDocument.state(of: document, engine: engine) == advance.state)
            #expect(ProgramDocument.latestAdvance(of: document) == (number, "session-\(number)"))
            // Taken back, it stands where it did.
            let before = try #require(ProgramDocument.documentBeforeLatestAdvance(document))
            #expect(try ProgramDocument.state(of: before, engine: engine) == state)
            #expect(ProgramDocument.latestAdvance(of: before).advance == number - 1)
            if number == 1 {
                let encode = BlockRegistry.standard.encode
                #expect(try encode(before) == encode(unadvanced), "the first advance taken back leaves it as new")
            }
            state = advance.state
        }
        #expect(
            ProgramDocument.documentBeforeLatestAdvance(ProgramDocument.document(of: plan, rules: .standard)) == nil)
        #expect(try ProgramDocument.plan(of: document, rules: .standard) == plan, "lines stay as written")
        let decoded = try BlockRegistry.standard.decodeDocument(from: BlockRegistry.standard.encode(document))
        #expect(decoded.diagnostics.isEmpty)
        #expect(try ProgramDocument.state(of: decoded.document, engine: engine) == state)
    }

    /// Each of `day`'s lifts logged at its minimum reps, by line, with no reps in its last set when
    /// `missingTheLastSet`.
    static func logged(_ day: ProgramSession, missingTheLastSet: Bool) -> [Int: LoggedLift] {
        Dictionary(
            uniqueKeysWithValues: day.lifts.enumerated().map { index, lift in
                let reps = lift.prescription.sets.map { $0.reps.minimum }
                let done = missingTheLastSet ? reps.dropLast() + [0] : reps
                return (index, LoggedLift(prescription: lift.prescription, reps: Array(done)))
            })
    }

    /// `file`'s program advanced `count` times, every third day missing its last set, with the state before each
    /// advance (the start first), the document after the last, and the progress each advance wrote.
    static func advanced(_ file: String, times count: Int) throws -> (
        states: [ProgramState], document: BlockDocument, written: [(id: BlockID, progress: LiftBlock.Progress)]
    ) {
        let plan = try Self.plan(file)
        let engine = try ProgramEngine(plan)
        var document = ProgramDocument.document(of: plan, rules: .standard)
        var states = [engine.start()]
        var written: [(id: BlockID, progress: LiftBlock.Progress)] = []
        for number in 1...count {
            let state = states[number - 1]
            let logged = Self.logged(try engine.session(for: state), missingTheLastSet: number.isMultiple(of: 3))
            let advance = try engine.advance(state, afterDay: state.nextDay, logged: logged)
            document = try ProgramDocument.document(
                document, advancedBy: advance, engine: engine, session: "session-\(number)")
            states.append(advance.state)
            written += ProgramDocument.latestProgress(of: document)
        }
        return (states, document, written)
    }

    @Test(arguments: examples)
    func anyOfTheKeptAdvancesIsTakenBackWithEveryLaterOne(file: String) throws {
        let kept = LiftBlock.Progress.keptEarlier
        let count = kept + 5
        let (states, document, _) = try Self.advanced(file, times: count)
        let engine = try ProgramEngine(try Self.plan(file))
        let advances = ProgramDocument.keptAdvances(of: document)
        #expect(advances.last?.advance == count)
        #expect(advances.allSatisfy { $0.session == "session-\($0.advance)" })
        for number in count - kept + 1...count {
            #expect(advances.contains { $0.advance == number }, "advance \(number) is kept")
            let (before, sessions) = try #require(ProgramDocument.document(document, before: number))
            #expect(try ProgramDocument.state(of: before, engine: engine) == states[number - 1], "before \(number)")
            #expect(sessions == (number...count).map { "session-\($0)" })
        }
        // No progress keeps more than its bound, however long the program runs.
        for node in document.rootBlocks {
            var depth = 0
            var progress = node.content.as(LiftBlock.self)?.progress
            while let current = progress, case .progress(let earlier) = current.earlier {
                depth += 1
                progress = earlier
            }
            #expect(depth <= kept)
        }
    }

    @Test func anAdvanceOlderThanALiftKeepsCannotBeTakenBack() throws {
        // Linear's squat trains every day, so its blocks reach back exactly as far as a progress keeps.
        let kept = LiftBlock.Progress.keptEarlier
        let (_, document, _) = try Self.advanced("linear-3x5.txt", times: kept + 3)
        #expect(ProgramDocument.document(document, before: 4) != nil)
        #expect(ProgramDocument.document(document, before: 3) == nil)
        #expect(ProgramDocument.document(document, before: kept + 4)?.sessions == [])
    }

    @Test(arguments: examples)
    func whatAStepKeptTakesBackEveryAdvancePastWhatTheLiftsKeep(file: String) throws {
        // Enough that each lift of every example, 5/3/1's trained one day in four included, outlives what it keeps.
        let count = 5 * LiftBlock.Progress.keptEarlier
        let (states, document, written) = try Self.advanced(file, times: count)
        let engine = try ProgramEngine(try Self.plan(file))
        #expect(!ProgramDocument.keepsEveryAdvance(document))
        #expect(ProgramDocument.document(document, before: 1) == nil)

        // Kept as a step keeps it, as JSON, and read back.
        var recall = ProgressRecall()
        recall.remember(kept: try JSONValue(parsing: ProgressRecall.kept(written).serializedString()))
        #expect(ProgramDocument.keepsEveryAdvance(document, recalling: recall))
        #expect(ProgramDocument.keptAdvances(of: document, recalling: recall).map(\.advance) == Array(1...count))
        for number in 1...count {
            let (before, sessions) = try #require(ProgramDocument.document(document, before: number, recalling: recall))
            #expect(try ProgramDocument.state(of: before, engine: engine) == states[number - 1], "before \(number)")
            #expect(sessions == (number...count).map { "session-\($0)" })
        }
        // What a step keeps holds each advance's progress once, with only the one it replaced, and every block.
        let links = ProgressRecall.kept(written).objectValue?["liftProgress"]?.arrayValue ?? []
        let blocks = links.flatMap { $0.objectValue?["blocks"]?.arrayValue ?? [] }
        #expect(blocks.count == written.count)
        #expect(Set(blocks.compactMap(\.stringValue)) == Set(written.map(\.id.rawValue)))
        #expect(links.count <= written.count)
        if file == "linear-3x5.txt" {
            #expect(links.count < written.count, "the squat's two blocks, one track, share their progress")
        }
        #expect(
            links.allSatisfy {
                $0.objectValue?["progress"]?.objectValue?["previous"]?.objectValue?["previous"] == nil
            })
    }

    @Test func everyLineOfATrackHoldsItsProgressAndOtherLinesNone() throws {
        let plan = try Self.plan("linear-3x5.txt")
        let engine = try ProgramEngine(plan)
        let document = ProgramDocument.document(of: plan, rules: .standard)
        let day = try engine.session(for: engine.start())
        let squatOnly = [0: LoggedLift(prescription: day.lifts[0].prescription, reps: [5, 5, 5])]
        let advance = try engine.advance(engine.start(), afterDay: 0, logged: squatOnly)
        let written = try ProgramDocument.document(document, advancedBy: advance, engine: engine, session: nil)
        let blocks = try ProgramDocument.liftBlocks(of: written)
        let progress = blocks.map { $0.map { written[$0]?.content.as(LiftBlock.self)?.progress } }
        // Day A trained squat (met), bench and row (not logged, so failed); day B's squat is the same track.
        #expect(progress[0].allSatisfy { $0?.advance == 1 && $0?.nextDay == 1 })
        #expect(progress[1][0]?.state == progress[0][0]?.state)
        #expect(progress[1][1] == nil && progress[1][2] == nil)
        let squat = try LiftState(json: try #require(progress[1][0]).state)
        #expect(squat.load == Weight(value: 62.5, unit: .kg))
    }

    @Test func aProgressThatDoesNotReadIsRefusedNamingTheMember() throws {
        let plan = try Self.plan("linear-3x5.txt")
        let engine = try ProgramEngine(plan)
        var document = ProgramDocument.document(of: plan, rules: .standard)
        let id = try #require(ProgramDocument.liftBlocks(of: document).first?.first)
        var lift = try #require(document[id]?.content.as(LiftBlock.self))
        lift.progress = LiftBlock.Progress(advance: 1, nextDay: 1, state: ["lift": "Squat", "stage": 0])
        try document.setContent(BlockContent(lift), of: id)
        #expect(BlockRegistry.standard.validate(document).map(\.code).contains(.unreadableProgress))
        #expect(throws: ProgressionRuleError.self) { try ProgramDocument.state(of: document, engine: engine) }
    }
}
