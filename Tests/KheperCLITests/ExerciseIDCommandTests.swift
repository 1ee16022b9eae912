import Foundation
import Testing

@testable import KheperCLI

/// An exercise block or chart that names the log's exercise by the id `kheper exercises` prints: play records and
/// prefills by it, charts read it, and an id that names nothing is refused with the field, the value and what was
/// expected.
@Suite struct ExerciseIDCommandTests {
    let tool: ToolHarness
    let workout: String
    let bench: String
    let logID: String

    init() throws {
        tool = try ToolHarness()
        try tool.write(
            "strong.csv",
            """
            Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;\
            Notes;Workout Notes;Workout Duration
            2022-09-20 16:39:37;Push;Bench Press (Barbell);1;100;kg;5;;;;0;;;40m

            """)
        let imported = tool.runInStore(["log", "import", "strong.csv"])
        try #require(imported.code == .success, "\(imported.err)")
        let listed = tool.runInStore(["exercises"])
        logID = String(try #require(listed.out.split(separator: " ").first))
        try #require(logID.hasPrefix("ex-"), "\(listed.out)")
        let created = tool.runInStore(["new", "IDs"])
        workout = created.out.trimmingCharacters(in: .whitespacesAndNewlines)
        let added = tool.runInStore(["add", workout, "exercise", "Flat", "Bench", "1x8"])
        try #require(added.code == .success, "\(added.err)")
        bench = added.out.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func exercisesPrintsTheIDsToWriteIntoABlock() {
        let listed = tool.runInStore(["exercises"])
        #expect(listed.out.hasPrefix("\(logID)  Bench Press (Barbell) — 1 session, 1 set, last 2022-09-20\n"))
        #expect(tool.runInStore(["exercises", "--help"]).out.contains("exerciseID="))
    }

    @Test func playPrefillsAndRecordsByTheIDWhateverTheBlocksName() throws {
        #expect(tool.runInStore(["set", workout, bench, "exerciseID=\(logID)"]).code == .success)
        try tool.write("keys.txt", "enter\n")
        let played = tool.runInStore(["play", workout, "--script", "keys.txt"])
        #expect(played.code == .success, "\(played.err)")
        // The target's 8 reps with last time's load, 100 kg (the target has none), were prefilled and accepted, and
        // went to the same exercise: no "Flat Bench".
        let listed = tool.runInStore(["exercises"]).out
        #expect(listed.hasPrefix("\(logID)  Bench Press (Barbell) — 2 sessions, 2 sets"), "\(listed)")
        #expect(!listed.contains("Flat Bench"), "\(listed)")
        let history = tool.runInStore(["history", logID]).out
        #expect(history.contains("5 × 100 kg"), "\(history)")
        #expect(history.contains("8 × 100 kg"), "\(history)")
    }

    @Test func withoutAnIDTheNameIsUsedAsBefore() throws {
        try tool.write("keys.txt", "enter\n")
        let played = tool.runInStore(["play", workout, "--script", "keys.txt"])
        #expect(played.code == .success, "\(played.err)")
        let listed = tool.runInStore(["exercises"]).out
        #expect(listed.contains("  Flat Bench — 1 session, 1 set"), "\(listed)")
    }

    @Test func anIDThatNamesNoExerciseIsRefusedBeforeAnythingIsPlayed() throws {
        #expect(tool.runInStore(["set", workout, bench, "exerciseID=ex-nowhere"]).code == .success)
        try tool.write("keys.txt", "enter\n")
        let played = tool.runInStore(["play", workout, "--script", "keys.txt"])
        #expect(played.code == .usage)
        #expect(
            played.err.contains(
                "the exercise \"Flat Bench\" has \"exerciseID\" \"ex-nowhere\", which names no exercise in the "
                    + "training log; expected an id that `kheper exercises` lists"), "\(played.err)")
        #expect(!tool.runInStore(["exercises"]).out.contains("Flat Bench"))
    }

    @Test func aChartReadsTheExerciseItsIDNames() throws {
        let added = tool.runInStore(["add", workout, "chart", "Bench"])
        try #require(added.code == .success, "\(added.err)")
        let chart = added.out.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(tool.runInStore(["set", workout, chart, "range=all"]).code == .success)
        #expect(tool.runInStore(["show", workout]).out.contains("no history yet for Bench"))
        #expect(tool.runInStore(["set", workout, chart, "exerciseID=\(logID)"]).code == .success)
        let shown = tool.runInStore(["show", workout]).out
        #expect(shown.contains("📈 Bench — estimated 1RM, all time: ▄ 1 session: 116.7 kg (2022-09-20)"), "\(shown)")
        #expect(tool.runInStore(["set", workout, chart, "exerciseID=ex-nowhere"]).code == .success)
        let missing = tool.runInStore(["show", workout]).out
        #expect(
            missing.contains(
                "\"exerciseID\" is \"ex-nowhere\", which names no exercise in the history; expected an id that "
                    + "`kheper exercises` lists"), "\(missing)")
    }
}
