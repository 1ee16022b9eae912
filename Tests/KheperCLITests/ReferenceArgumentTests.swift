import Foundation
import KheperCore
import Synchronization
import Testing

@testable import KheperCLI

/// WORKOUT and BLOCK arguments are never empty, and `delete` says what it deletes and asks first on a terminal.
@Suite struct ReferenceArgumentTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    /// Runs a store command; `answer` is what the person at the terminal types, when standard input is one.
    func run(
        _ arguments: [String],
        inputIsTerminal: Bool = false,
        answer: String? = nil,
        questions: Questions = Questions()
    ) -> (code: ExitCode, out: String, err: String) {
        let environment = ToolEnvironment(
            variables: ["KHEPER_STORE": "store.sqlite"], currentDirectory: tool.directory,
            inputIsTerminal: inputIsTerminal,
            ask: { question in
                questions.asked.withLock { $0.append(question) }
                return answer
            })
        let (code, output) = ToolHarness.tool(environment).run(arguments)
        return (code, output.standardOutput, output.standardError)
    }

    /// The questions the tool asked, in order.
    final class Questions: Sendable {
        let asked = Mutex<[String]>([])
        var all: [String] { asked.withLock { $0 } }
    }

    /// Makes the only workout in the store, with two blocks, and returns its id and a block's id.
    func onlyWorkout() throws -> (workout: String, block: String) {
        let made = run(["new", "Leg Day"])
        try #require(made.code == .success, "\(made.err)")
        let workout = made.out.trimmingCharacters(in: .whitespacesAndNewlines)
        let block = run(["add", workout, "exercise", "Squat 5x5"])
        try #require(block.code == .success, "\(block.err)")
        try #require(run(["add", workout, "timer", "90s"]).code == .success)
        return (workout, block.out.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    func workoutCount() -> Int {
        run(["list"]).out.split(separator: "\n").count
    }

    @Test(arguments: ["", " ", "\t", "  \n "])
    func anEmptyWorkoutIsAUsageError(reference: String) throws {
        let (_, block) = try onlyWorkout()
        let commands: [[String]] = [
            ["show", reference], ["export", reference], ["delete", "--yes", reference], ["delete", reference],
            ["undo", reference], ["redo", reference], ["add", reference, "timer", "60s"], ["remove", reference, block],
            ["move", reference, block, "--first"], ["set", reference, block, "name=X"],
        ]
        for command in commands {
            let result = run(command)
            #expect(result.code == .usage, "\(command): \(result.err)")
            #expect(result.err.contains("WORKOUT is empty"), "\(command): \(result.err)")
        }
        #expect(workoutCount() == 1)
    }

    @Test(arguments: ["", " ", "\t"])
    func anEmptyBlockIsAUsageError(reference: String) throws {
        let (workout, block) = try onlyWorkout()
        let commands: [[String]] = [
            ["remove", workout, reference], ["move", workout, reference, "--first"],
            ["set", workout, reference, "name=X"], ["add", workout, "timer", "60s", "--after", reference],
            ["add", workout, "timer", "60s", "--before", reference], ["move", workout, block, "--into", reference],
        ]
        for command in commands {
            let result = run(command)
            #expect(result.code == .usage, "\(command): \(result.err)")
            #expect(result.err.contains("BLOCK is empty"), "\(command): \(result.err)")
        }
        #expect(run(["show", workout]).out.contains("Squat"))
    }

    @Test func deleteWithoutATerminalDeletesAndSaysWhat() throws {
        let (workout, _) = try onlyWorkout()
        let questions = Questions()
        let deleted = run(["delete", "Leg Day"], questions: questions)
        #expect(deleted.code == .success)
        #expect(questions.all.isEmpty)
        #expect(deleted.err.contains("deleted workout \"Leg Day\" (\(workout), 2 blocks)"), "\(deleted.err)")
        #expect(workoutCount() == 0)
    }

    @Test(arguments: ["y", "Y", "yes", " YES "])
    func deleteOnATerminalAsksAndDeletesOnYes(answer: String) throws {
        let (workout, _) = try onlyWorkout()
        let questions = Questions()
        let deleted = run(["delete", workout], inputIsTerminal: true, answer: answer, questions: questions)
        #expect(deleted.code == .success)
        #expect(questions.all == ["Delete workout \"Leg Day\" (\(workout), 2 blocks)? [y/N] "])
        #expect(deleted.err.contains("deleted workout \"Leg Day\""))
        #expect(workoutCount() == 0)
    }

    @Test(arguments: [String?.none, "", "n", "no", "maybe"])
    func deleteOnATerminalKeepsTheWorkoutUnlessTheAnswerIsYes(answer: String?) throws {
        let (workout, _) = try onlyWorkout()
        let questions = Questions()
        let kept = run(["delete", workout], inputIsTerminal: true, answer: answer, questions: questions)
        #expect(kept.code == .failure)
        #expect(questions.all.count == 1)
        #expect(kept.err.contains("nothing deleted"), "\(kept.err)")
        #expect(workoutCount() == 1)
    }

    @Test(arguments: ["--yes", "-y"])
    func deleteWithYesNeverAsks(flag: String) throws {
        let (workout, _) = try onlyWorkout()
        let questions = Questions()
        let deleted = run(["delete", flag, workout], inputIsTerminal: true, answer: "n", questions: questions)
        #expect(deleted.code == .success)
        #expect(questions.all.isEmpty)
        #expect(deleted.err.contains("(\(workout), 2 blocks)"))
        #expect(workoutCount() == 0)
    }

    @Test func deleteAsksWithTheTitleEscaped() throws {
        let made = run(["new", "Bad\u{1B}]0;x\u{07}\u{9B}2J"])
        let workout = made.out.trimmingCharacters(in: .whitespacesAndNewlines)
        let questions = Questions()
        _ = run(["delete", workout], inputIsTerminal: true, answer: "n", questions: questions)
        let question = try #require(questions.all.first)
        #expect(!question.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{9B}" || $0 == "\u{07}" })
        #expect(question.contains("\\u{9B}2J"))
    }

    @Test func deleteHelpStatesWhenItAsks() {
        let help = run(["delete", "--help"]).out
        #expect(help.contains("--yes"))
        #expect(help.contains("not a terminal"))
    }
}
