import Foundation
import KheperSQLite
import KheperTrainingLog
import Testing

@testable import KheperCLI

/// `kheper play` resolves a plan's name that no log exercise has through its catalogue entry, as `log import` joins
/// names: a plan's `Back Squat` shows and logs under an imported `Squat (Barbell)` (both are `Barbell_Squat`), and
/// says so with the split that undoes it; a block's `entry` wins over its name; of several exercises linked to the
/// entry the least id is chosen; an `exerciseID` still wins over all.
@Suite struct PlayCatalogueJoinCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    func run(_ arguments: String...) -> (code: ExitCode, out: String, err: String) {
        tool.runInStore(arguments)
    }

    /// Imports a Strong export with one set of 8 × 40 kg of each of `names`, one session a day from 2022-10-01.
    func importLog(_ names: [String]) throws {
        let rows = names.enumerated().map { day, name in
            StrongExportFixture.row(
                "2022-10-0\(day + 1) 07:00:00", name, "1", "40", "kg", 8, workout: "Day \(day + 1)", duration: "30m")
        }
        try tool.write("log.csv", StrongExportFixture.header + rows.joined())
        let imported = run("log", "import", "log.csv")
        try #require(imported.code == .success, "\(imported.err)")
    }

    /// A new workout titled `title` holding one exercise `name` of 1 × 5 with no load, with `fields` set on the
    /// block (`entry=…`); returns the workout's id.
    func workout(_ name: String, _ fields: String..., title: String = "Legs") throws -> String {
        let workout = run("new", title).out.trimmingCharacters(in: .whitespacesAndNewlines)
        let block = run("add", workout, "exercise", name, "1x5").out.trimmingCharacters(in: .whitespacesAndNewlines)
        for field in fields {
            let set = run("set", workout, block, field)
            try #require(set.code == .success, "\(set.err)")
        }
        return workout
    }

    /// Plays the workout's one set with Enter, keeping last time's load the play prefilled.
    func play(_ workout: String) throws -> String {
        try tool.write("keys.txt", "enter\n")
        let played = run("play", workout, "--script", "keys.txt")
        #expect(played.code == .success, "\(played.err)")
        return played.out
    }

    /// The log's sets as `exercise,reps,weight` lines, from `kheper log export --format csv`.
    func loggedSets() -> [String] {
        run("log", "export", "--format", "csv").out.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            return [fields[5], fields[9], fields[10]].joined(separator: ",")
        }
    }

    static func id(_ name: String) -> String { LoggedExercise.stableID(key: ExerciseName.key(name)) }

    @Test("a Back Squat plan after importing Squat (Barbell) is logged as it, prefilled from it, and split undoes it")
    func aBackSquatPlanJoinsTheImportedSquat() throws {
        try importLog(["Squat (Barbell)"])
        let out = try play(try workout("Back Squat"))
        #expect(out.contains("Back Squat logged as Squat (Barbell)\n"), "\(out)")
        let hint = try #require(out.split(separator: "\n").first { $0.contains("exercises split") })
        #expect(hint == "`kheper exercises split 'Back Squat'` makes Back Squat an exercise of its own")
        #expect(run("exercises").out.contains("Squat (Barbell) — 2 sessions, 2 sets"))
        // The set took last time's 40 kg, read from the imported exercise's history.
        #expect(loggedSets().last == "Back Squat,5,40", "\(loggedSets())")

        let split = run("exercises", "split", "Back Squat")
        #expect(split.code == .success, "\(split.err)")
        let listed = run("exercises").out
        #expect(listed.contains("  Back Squat — 1 session, 1 set"), "\(listed)")
        #expect(listed.contains("  Squat (Barbell) — 1 session, 1 set"), "\(listed)")
        // Split stays split: the next play of Back Squat logs to it.
        _ = try play(try workout("Back Squat", title: "Legs again"))
        #expect(run("exercises").out.contains("  Back Squat — 2 sessions, 2 sets"))
    }

    @Test("a block whose entry is set joins the exercise linked to it whatever its name, and one it creates is linked")
    func aBlocksEntryWinsOverItsName() throws {
        try importLog(["Squat (Barbell)"])
        let out = try play(try workout("Leg Day Main Lift", "entry=Barbell_Squat"))
        #expect(out.contains("Leg Day Main Lift logged as Squat (Barbell)\n"), "\(out)")
        #expect(run("exercises").out.contains("Squat (Barbell) — 2 sessions, 2 sets"))

        _ = try play(try workout("Pull Up", "entry=Barbell_Full_Squat", title: "Pulls"))
        let links = try SQLiteTrainingLogStore(path: tool.directory + "/store.sqlite").links()
        #expect(links[Self.id("Pull Up")] == ExerciseLink(entryID: "Barbell_Full_Squat", how: "block-entry"))
    }

    @Test("of several exercises linked to the entry, the play logs to the one with the least id")
    func ofSeveralTheLeastIDIsChosen() throws {
        try importLog(["Squat (Barbell)", "Zercher Frobnicate"])
        let linked = run("exercises", "link", "Zercher Frobnicate", "Barbell_Squat")
        try #require(linked.code == .success, "\(linked.err)")
        let ids = [Self.id("Squat (Barbell)"), Self.id("Zercher Frobnicate")]
        let least = ids.min() == ids[0] ? "Squat (Barbell)" : "Zercher Frobnicate"
        let out = try play(try workout("Back Squat"))
        #expect(out.contains("Back Squat logged as \(least)\n"), "\(out)")
        #expect(run("exercises").out.contains("\(least) — 2 sessions, 2 sets"))
    }

    @Test("a timed group's exercise is looked up the same way: its line prefills last time's load and says logged as")
    func aTimedGroupsExerciseJoinsToo() throws {
        try importLog(["Squat (Barbell)"])
        let workout = run("new", "Engine").out.trimmingCharacters(in: .whitespacesAndNewlines)
        let group = run("add", workout, "set", "amrap", "10m").out.trimmingCharacters(in: .whitespacesAndNewlines)
        try #require(run("add", workout, "exercise", "Back Squat", "1x5", "--into", group).code == .success)
        try tool.write("keys.txt", "enter\nenter\nq\ny\n")
        let played = run("play", workout, "--script", "keys.txt")
        #expect(played.code == .success, "\(played.err)")
        #expect(played.out.contains("Back Squat logged as Squat (Barbell)\n"), "\(played.out)")
        #expect(loggedSets().last == "Back Squat,5,40", "\(loggedSets())")
    }

    @Test("a block's exerciseID still wins over its entry and its name")
    func anExerciseIDStillWins() throws {
        try importLog(["Squat (Barbell)", "Zercher Frobnicate"])
        let workout = try workout(
            "Back Squat", "entry=Barbell_Squat", "exerciseID=\(Self.id("Zercher Frobnicate"))")
        let out = try play(workout)
        #expect(!out.contains("logged as"), "\(out)")
        let listed = run("exercises").out
        #expect(listed.contains("Zercher Frobnicate — 2 sessions, 2 sets"), "\(listed)")
        #expect(listed.contains("Squat (Barbell) — 1 session, 1 set"), "\(listed)")
    }
}
