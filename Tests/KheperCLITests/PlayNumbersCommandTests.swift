import Foundation
import Kheper
import KheperCore
import KheperExercise
import KheperPlay
import KheperSQLite
import KheperTerminal
import KheperTrainingLog
import Testing

@testable import KheperCLI

/// `kheper play`'s numbers through the command a person runs (issue 26): the prefill, a superset's rounds written
/// with the shorthand, records, the duration of a resumed session and the pasteable resume hint.
@Suite struct PlayNumbersCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    /// A new workout titled `title` with `blocks` added in order (each an `add` command's arguments after the
    /// workout; `INTO` in one is replaced by the id the previous block printed); its id.
    func workout(_ title: String, _ blocks: [[String]]) throws -> String {
        let created = tool.runInStore(["new", title])
        try #require(created.code == .success, "\(created.err)")
        let id = created.out.trimmingCharacters(in: .whitespacesAndNewlines)
        var group = ""
        for block in blocks {
            let added = tool.runInStore(["add", id] + block.map { $0 == "INTO" ? group : $0 })
            try #require(added.code == .success, "\(added.err)")
            if block.first == "set" { group = added.out.trimmingCharacters(in: .whitespacesAndNewlines) }
        }
        return id
    }

    func play(_ workout: String, _ script: String) throws -> (code: ExitCode, out: String, err: String) {
        try tool.write("keys.txt", script)
        return tool.runInStore(["play", workout, "--script", "keys.txt"])
    }

    /// The log's sets as `exercise,order,reps,weight` lines, from `kheper log export --format csv`.
    func loggedSets() -> [String] {
        let export = tool.runInStore(["log", "export", "--format", "csv"])
        return export.out.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            return [fields[5], fields[7], fields[9], fields[10], fields[11]].joined(separator: ",")
        }
    }

    @Test func enterLogsThePlansTargetNotLastSessionsSet() throws {
        let id = try workout("Legs", [["exercise", "Squat", "2x5", "@100kg"]])
        let first = try play(id, "text:3 @ 225lb\nenter\ntext:5 @ 230lb\nenter\n")
        #expect(first.out.contains("Workout complete"), "\(first.out)\(first.err)")
        let second = try play(id, "enter\nenter\n")
        #expect(second.out.contains("Workout complete"), "\(second.out)\(second.err)")
        #expect(loggedSets().suffix(2) == ["Squat,1,5,100,kg", "Squat,2,5,100,kg"], "\(loggedSets())")
    }

    @Test func aSupersetWrittenWithThreeRoundsPlaysThreeSetsOfEach() throws {
        let id = try workout(
            "Supers",
            [
                ["set", "superset", "A", "x3"], ["exercise", "Bench Press", "3x8", "@60kg", "--into", "INTO"],
                ["exercise", "Row", "3x8", "@50kg", "--into", "INTO"],
            ])
        let result = try play(id, String(repeating: "enter\n", count: 6))
        #expect(result.out.contains("Workout complete"), "\(result.out)\(result.err)")
        #expect(result.out.contains("Sets: 6 logged, 0 skipped"), "\(result.out)")
    }

    @Test func aFirstEverSessionAnnouncesNoRecords() throws {
        let id = try workout("Fronts", [["exercise", "Front Squat", "2x5", "@70kg"]])
        let result = try play(id, "enter\ntext:5 @ 72.5kg\nenter\n")
        #expect(result.out.contains("Records: none"), "\(result.out)")
    }

    @Test func theSummaryOfAResumedSessionCountsTheWholeSessionAsStored() throws {
        let id = try workout("Long", [["exercise", "Squat", "2x5", "@100kg"]])
        _ = try play(id, "enter\nq y\n")
        let log = try SQLiteTrainingLogStore(path: tool.directory + "/store.sqlite")
        var open = try #require(try log.openSession(forWorkout: id))
        open.start = open.start.addingTimeInterval(-122)
        try log.saveOpenSession(open, workoutID: id)
        let result = try play(id, "enter\n")
        #expect(result.out.contains("Workout complete"), "\(result.out)\(result.err)")
        #expect(result.out.contains("Duration: 2:02") || result.out.contains("Duration: 2:03"), "\(result.out)")
    }

    @Test func theResumeHintQuotesATitleForTheShell() throws {
        _ = try workout("Upper A — Week 1", [["exercise", "Squat", "2x5", "@100kg"]])
        let result = try play("Upper A — Week 1", "enter\nq y\n")
        #expect(
            result.out.contains("`kheper play 'Upper A — Week 1'` resumes it"), "\(result.out)\(result.err)")
    }

    @Test func aShellWordIsQuotedOnlyWhenItNeedsToBe() {
        #expect(ShellWord.quoted("Push") == "Push")
        #expect(ShellWord.quoted("Upper A") == "'Upper A'")
        #expect(ShellWord.quoted("Bob's day") == #"'Bob'\''s day'"#)
        #expect(ShellWord.quoted("") == "''")
        #expect(ShellWord.command("play", "$HOME") == "kheper play '$HOME'")
    }
}

/// `kheper play` shows last time's weight in the lifter's unit (`kheper settings unit`) beside the weight as lifted,
/// prefills a load the plan does not give as it was lifted (a load the bar can take), and reads a typed load without
/// a unit in the lifter's unit.
@Suite struct PlayDisplayUnitTests {
    let numbers: PlayNumbersCommandTests

    init() throws {
        numbers = try PlayNumbersCommandTests()
    }

    @Test func anUnplannedLoadIsPrefilledAsLastLiftedWhateverTheSettingsUnit() throws {
        let id = try numbers.workout("Legs", [["exercise", "Squat", "1x5"]])
        let first = try numbers.play(id, "text:5 @ 100kg\nenter\n")
        #expect(first.out.contains("Workout complete"), "\(first.out)\(first.err)")
        #expect(numbers.tool.runInStore(["settings", "unit", "lb"]).code == .success)
        // Enter logs the prefill: last time's 100 kg as lifted, not 220.46 lb, which no bar can be loaded to.
        let second = try numbers.play(id, "enter\n")
        #expect(second.out.contains("Workout complete"), "\(second.out)\(second.err)")
        #expect(numbers.loggedSets() == ["Squat,1,5,100,kg", "Squat,1,5,100,kg"], "\(numbers.loggedSets())")
    }

    @Test func lastTimeAddsTheWeightInTheDisplayUnitAndTheLogKeepsWhatWasRecorded() throws {
        let store = InMemoryTrainingLogStore()
        try store.importing { writer in
            try writer.record(
                LoggedSession(
                    title: "Legs", start: Date(timeIntervalSince1970: 0), source: .kheper,
                    exercises: [
                        PerformedExercise(
                            name: "Squat",
                            sets: [PerformedSet(order: 1, reps: 5, weight: Weight(value: 225, unit: .lb))])
                    ]))
        }
        let exercises = [LogPlayHistory.Exercise(name: "Squat")]
        let document = BlockDocument(title: "Legs") { ExerciseBlock(name: "Squat", sets: [ExerciseSet(reps: 5)]) }
        let size = TerminalSize(rows: 24, columns: 80)
        let kilograms = try LogPlayHistory(store: store, exercises: exercises, excluding: nil, unit: .kg)
        #expect(kilograms.lastSets(for: "Squat").map(\.weight) == [Weight(value: 225, unit: .lb)])
        #expect(kilograms.displayUnit == .kg)
        let inKilograms = PlayScreen.render(PlayMachine(document: document, history: kilograms), size: size)
        #expect(inKilograms.text.contains("Last time: 5 @ 225lb (102.06 kg)\n"), "\(inKilograms.text)")
        #expect(inKilograms.text.contains("> 5 @ 225lb\n"), "\(inKilograms.text)")
        let pounds = try LogPlayHistory(store: store, exercises: exercises, excluding: nil, unit: .lb)
        let inPounds = PlayScreen.render(PlayMachine(document: document, history: pounds), size: size)
        #expect(inPounds.text.contains("Last time: 5 @ 225lb\n"), "\(inPounds.text)")
        var read: [PerformedSet] = []
        try store.forEachSession { read += $0.exercises.flatMap(\.sets) }
        #expect(read.map(\.weight) == [Weight(value: 225, unit: .lb)])
    }

    @Test func theSummarysVolumeAndRecordsAreInTheSettingsUnit() throws {
        let id = try numbers.workout("Legs", [["exercise", "Squat", "1x5"]])
        _ = try numbers.play(id, "text:5 @ 100kg\nenter\n")
        #expect(numbers.tool.runInStore(["settings", "unit", "lb"]).code == .success)
        let second = try numbers.play(id, "text:5 @ 105kg\nenter\n")
        #expect(second.out.contains("Volume: 1157 lb\n"), "\(second.out)")
        #expect(second.out.contains("  PR Squat: heaviest 231.49 lb (was 220.46 lb)\n"), "\(second.out)")
    }

    @Test func aTypedLoadWithoutAUnitIsInTheSettingsUnit() throws {
        let id = try numbers.workout("Pulls", [["exercise", "Pull-up", "1x5"]])
        #expect(numbers.tool.runInStore(["settings", "unit", "lb"]).code == .success)
        let played = try numbers.play(id, "text:5 @ 25\nenter\n")
        #expect(played.out.contains("Workout complete"), "\(played.out)\(played.err)")
        #expect(numbers.loggedSets() == ["Pull-up,1,5,25,lb"], "\(numbers.loggedSets())")
    }
}
