import Foundation
import Kheper
import KheperEditor
import KheperPlay
import KheperSQLite
import Testing

@testable import KheperCLI

/// Seeing and undoing every exercise-name resolution: `log import` prints the command that splits each joined
/// name off, `exercises split` does it and prints the merge that undoes it, and `play` says on screen and in its
/// summary when a plan's name is logged under an exercise named otherwise.
@Suite struct ExerciseSplitCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    /// A Strong export with one set of each of `names`, one session a day from 2022-10-01.
    func writeExport(_ file: String, _ names: [String]) throws {
        let rows = names.enumerated().map { day, name in
            StrongExportFixture.row(
                "2022-10-0\(day + 1) 07:00:00", name, "1", "40", "kg", 8, workout: "Day \(day + 1)", duration: "30m")
        }
        try tool.write(file, StrongExportFixture.header + rows.joined())
    }

    func run(_ arguments: String...) -> (code: ExitCode, out: String, err: String) {
        tool.runInStore(arguments)
    }

    /// The command between the first pair of backticks in `text`, split into words by `/bin/sh` as a person
    /// pasting it would have it split.
    static func pastedWords(in text: String) throws -> [String] {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        try #require(parts.count >= 3, "no command in \(text)")
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "set -- \(parts[1]); printf '%s\\0' \"$@\""]
        let pipe = Pipe()
        shell.standardOutput = pipe
        try shell.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        shell.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\0").map(String.init)
    }

    @Test func theImportReportPrintsAPasteableSplitForEachJoinedName() throws {
        try writeExport("walks.csv", ["Farmers Walk", "Farmer's Walk", "Farmer’s  walk"])
        let imported = run("log", "import", "walks.csv")
        #expect(imported.code == .success, "\(imported.err)")
        let lines = imported.out.split(separator: "\n").map(String.init)
        let joined = try #require(lines.first { $0.contains("\"Farmer's Walk\" joined") })
        #expect(
            joined
                == #"    "Farmer's Walk" joined "Farmers Walk"; `kheper exercises split 'Farmer'\''s Walk'` undoes it"#)
        let words = try Self.pastedWords(in: joined)
        #expect(words == ["kheper", "exercises", "split", "Farmer's Walk"])
        let other = try #require(lines.first { $0.contains("walk\" joined") })
        #expect(try Self.pastedWords(in: other) == ["kheper", "exercises", "split", "Farmer’s  walk"])

        let split = tool.runInStore(Array(words.dropFirst()))
        #expect(split.code == .success, "\(split.err)")
        let listed = run("exercises").out
        #expect(listed.contains("  Farmer's Walk — 1 session, 1 set"), "\(listed)")
        #expect(listed.contains("  Farmers Walk — 2 sessions, 2 sets"), "\(listed)")
    }

    @Test func aDryRunStoresNothingSoOffersNoSplit() throws {
        try writeExport("pulls.csv", ["Pull Up", "Pull-up"])
        let dry = run("log", "import", "--dry-run", "pulls.csv")
        #expect(dry.code == .success, "\(dry.err)")
        #expect(dry.out.contains("    \"Pull-up\" joined \"Pull Up\"\n"), "\(dry.out)")
        #expect(!dry.out.contains("split"), "\(dry.out)")
    }

    @Test func splitMovesTheSpellingOffAndItsPrintedMergeUndoesIt() throws {
        try writeExport("pulls.csv", ["Pull Up", "Pull-up", "Pull-up"])
        #expect(run("log", "import", "pulls.csv").code == .success)
        let before = run("exercises").out
        let id = String(try #require(before.split(separator: " ").first))

        let split = run("exercises", "split", "Pull-up")
        #expect(split.code == .success, "\(split.err)")
        let newID = id + "-2"
        #expect(
            split.out == """
                split "Pull-up" off "Pull Up" (\(id)): 2 performed exercises moved to the new exercise \(newID); \
                the alias pull up stays with "Pull Up", and a session recorded exactly as "Pull-up" joins the new \
                exercise; \
                `kheper exercises merge \(id) \(newID)` undoes it

                """)
        let listed = run("exercises").out
        #expect(listed.contains("\(id)  Pull Up — 1 session, 1 set"), "\(listed)")
        #expect(listed.contains("\(newID)  Pull-up — 2 sessions, 2 sets"), "\(listed)")
        #expect(listed.contains(", last 2022-10-03\n    aliases: \"Pull-up\" (exactly this spelling)\n"), "\(listed)")

        let undo = try Self.pastedWords(in: split.out)
        let merged = tool.runInStore(Array(undo.dropFirst()))
        #expect(merged.code == .success, "\(merged.err)")
        #expect(run("exercises").out == before)
    }

    @Test func splitRefusesAFirstNameANameNothingRecordedAndAMissingName() throws {
        try writeExport("pulls.csv", ["Pull Up", "Pull-up"])
        #expect(run("log", "import", "pulls.csv").code == .success)
        let before = run("exercises").out
        let id = String(try #require(before.split(separator: " ").first))

        let first = run("exercises", "split", "Pull Up")
        #expect(first.code == .usage)
        #expect(
            first.err == "kheper: \"Pull Up\" is the first name of exercise \(id), not a spelling that joined it; "
                + "expected a name that joined it, as `kheper log import` and `kheper play` report them\n",
            "\(first.err)")
        let unrecorded = run("exercises", "split", "PULL-UP")
        #expect(unrecorded.code == .usage)
        #expect(
            unrecorded.err.contains(
                "no performed exercise of \"Pull Up\" (\(id)) is recorded as \"PULL-UP\"; expected one of the names "
                    + "its sessions recorded: \"Pull Up\", \"Pull-up\""), "\(unrecorded.err)")
        let nothing = run("exercises", "split", "Deadlift")
        #expect(nothing.code == .usage)
        #expect(nothing.err.contains("no exercise was recorded under a name spelt like \"Deadlift\""))
        let missing = run("exercises", "split")
        #expect(missing.code == .usage)
        #expect(missing.err.contains("exercises split needs one NAME"), "\(missing.err)")
        #expect(run("exercises").out == before)
        #expect(run("exercises", "--help").out.contains("kheper exercises split [--store PATH] NAME"))
    }

    @Test func aBlockLinkedByIDStillLogsToTheExerciseItNamedAfterASplit() throws {
        try writeExport("squats.csv", ["Squat (Barbell)"])
        #expect(run("log", "import", "squats.csv").code == .success)
        let id = String(try #require(run("exercises").out.split(separator: " ").first))
        let workout = run("new", "Legs").out.trimmingCharacters(in: .whitespacesAndNewlines)
        let block = run("add", workout, "exercise", "Squat", "1x5", "@100kg").out
            .trimmingCharacters(in: .whitespacesAndNewlines)
        try tool.write("keys.txt", "enter\n")
        #expect(run("play", workout, "--script", "keys.txt").code == .success)
        #expect(run("exercises", "split", "Squat").code == .success)

        #expect(run("set", workout, block, "exerciseID=\(id)").code == .success)
        let played = run("play", workout, "--fresh", "--script", "keys.txt")
        #expect(played.code == .success, "\(played.err)")
        #expect(!played.out.contains("logged as"), "\(played.out)")
        let listed = run("exercises").out
        #expect(listed.contains("\(id)  Squat (Barbell) — 2 sessions, 2 sets"), "\(listed)")
        #expect(listed.contains("  Squat — 1 session, 1 set"), "\(listed)")
    }

    @Test func playSaysOnScreenAndInTheSummaryWhenAPlansNameIsLoggedAsAnother() throws {
        try writeExport("squats.csv", ["Squat (Barbell)"])
        #expect(run("log", "import", "squats.csv").code == .success)
        let workout = run("new", "Legs").out.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(run("add", workout, "exercise", "Squat", "2x5", "@100kg").code == .success)

        // The screen of the first set, through the play's own front end and the log's history.
        let log = try SQLiteTrainingLogStore(path: tool.directory + "/store.sqlite")
        let document = try DocumentSession(loading: DocumentID(workout), store: log.workouts, registry: .standard)
            .document
        let history = try LogPlayHistory(
            store: log, exercises: [LogPlayHistory.Exercise(name: "Squat", logExerciseID: nil)], excluding: nil)
        let screen = try PlayRunner(document: document, history: history) { _ in }.run(script: "").screen
        #expect(screen.contains("Squat · set 1"), "\(screen)")
        #expect(screen.contains("Logged as Squat (Barbell) in the training log"), "\(screen)")

        try tool.write("keys.txt", "enter\nenter\n")
        let played = run("play", workout, "--script", "keys.txt")
        #expect(played.code == .success, "\(played.err)")
        #expect(played.out.contains("Squat logged as Squat (Barbell)\n"), "\(played.out)")
        let hint = try #require(played.out.split(separator: "\n").first { $0.contains("exercises split") })
        #expect(hint == "`kheper exercises split Squat` makes Squat an exercise of its own")
        #expect(run("exercises").out.contains("Squat (Barbell) — 2 sessions, 3 sets"))

        let split = tool.runInStore(Array(try Self.pastedWords(in: String(hint)).dropFirst()))
        #expect(split.code == .success, "\(split.err)")
        #expect(run("exercises").out.contains("  Squat — 1 session, 2 sets"))
    }

    @Test func aPlansNameThatIsTheLogsOwnSaysNothing() throws {
        try writeExport("squats.csv", ["Squat"])
        #expect(run("log", "import", "squats.csv").code == .success)
        let workout = run("new", "Legs").out.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(run("add", workout, "exercise", "Squat", "1x5", "@100kg").code == .success)
        try tool.write("keys.txt", "enter\n")
        let played = run("play", workout, "--script", "keys.txt")
        #expect(played.code == .success, "\(played.err)")
        #expect(!played.out.contains("logged as") && !played.out.contains("split"), "\(played.out)")
    }
}
