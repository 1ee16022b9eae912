import Foundation
import KheperSQLite
import KheperTrainingLog
import Testing

@testable import KheperCLI

/// Each log exercise's link to the exercise catalogue from the command line: `log import` matches the exercises it
/// creates and says how, `exercises --unmatched` lists those left unmatched, and `exercises link`, `unlink` and
/// `undo-link` let the lifter fix a link, one numbered change each.
@Suite struct ExerciseLinkCommandTests {
    let tool: ToolHarness

    /// The fixture's names: an alias, a name joining the alias's exercise through their entry, two matched by a
    /// rule, one no entry fits and one the catalogue keeps unmatched on purpose.
    static let names = [
        "Back Squat", "Squat (Barbell)", "Pull Up", "Bench Press (Dumbbell)", "Zercher Frobnicate", "Goblet Squat",
    ]

    init() throws {
        tool = try ToolHarness()
        try writeExport("log.csv", Self.names)
    }

    /// A Strong export with one set of each of `names`, one session a day from 2022-10-01 (at most nine).
    func writeExport(_ file: String, _ names: [String], month: Int = 10) throws {
        let rows = names.enumerated().map { day, name in
            StrongExportFixture.row(
                "2022-\(month)-0\(day + 1) 07:00:00", name, "1", "40", "kg", 8, workout: "Day \(day + 1)",
                duration: "30m")
        }
        try tool.write(file, StrongExportFixture.header + rows.joined())
    }

    func run(_ arguments: String...) -> (code: ExitCode, out: String, err: String) {
        tool.runInStore(arguments)
    }

    /// The id of the exercise first recorded as `name`.
    static func id(_ name: String) -> String {
        LoggedExercise.stableID(key: ExerciseName.key(name))
    }

    @Test func theImportSummaryCountsMatchedAndUnmatchedAndListsTheRuleMatches() {
        let imported = run("log", "import", "log.csv")
        #expect(imported.code == .success, "\(imported.err)")
        #expect(
            imported.out.contains(
                """
                  exercises: 5 new, 0 matched
                    "Squat (Barbell)" joined "Back Squat"; `kheper exercises split 'Squat (Barbell)'` undoes it
                  catalogue: 3 matched, 2 unmatched (`kheper exercises --unmatched` lists them)
                    "Bench Press (Dumbbell)" → Dumbbell_Bench_Press by the rule catalogue-name
                    "Pull Up" → Pullups by the rule catalogue-name

                """), "\(imported.out)")
        let dryRun = run("log", "import", "--dry-run", "log.csv")
        #expect(dryRun.out.contains("  catalogue: 0 matched, 0 unmatched\n"), "\(dryRun.out)")
    }

    @Test func aJoinedNameSplitsOffAndStaysApart() {
        #expect(run("log", "import", "log.csv").code == .success)
        #expect(run("exercises", "split", "Squat (Barbell)").code == .success)
        try? writeExport("more.csv", ["Squat (Barbell)", "Back Squat"], month: 11)
        let again = run("log", "import", "more.csv")
        #expect(again.out.contains("  exercises: 0 new, 2 matched\n"), "\(again.out)")
        let listed = run("exercises")
        #expect(listed.out.contains("\(Self.id("Back Squat"))  Back Squat — 2 sessions, 2 sets"), "\(listed.out)")
        #expect(listed.out.contains("  Squat (Barbell) — 2 sessions, 2 sets"), "\(listed.out)")
    }

    @Test func unmatchedListsTheExercisesLinkedToNoEntry() throws {
        #expect(run("log", "import", "log.csv").code == .success)
        let listed = run("exercises", "--unmatched")
        #expect(listed.code == .success, "\(listed.err)")
        #expect(
            listed.out == """
                \(Self.id("Goblet Squat"))  Goblet Squat — kept-unmatched, 1 session
                \(Self.id("Zercher Frobnicate"))  Zercher Frobnicate — no-match, 1 session
                `kheper exercises link EXERCISE ENTRY` links one; `kheper exercises search WORDS` finds entries

                """)
        let json = run("exercises", "--unmatched", "--json")
        #expect(
            json.out == #"[{"id":"\#(Self.id("Goblet Squat"))","name":"Goblet Squat","how":"kept-unmatched"},"#
                + #"{"id":"\#(Self.id("Zercher Frobnicate"))","name":"Zercher Frobnicate","how":"no-match"}]"#
                + "\n")
        #expect(run("exercises", "merge", "--unmatched", "a", "b").code == .usage)
    }

    @Test func linkAndUnlinkAreEachOneNumberedChangeThatUndoLinkTakesBack() {
        #expect(run("log", "import", "log.csv").code == .success)
        let zercher = Self.id("Zercher Frobnicate")
        let linked = run("exercises", "link", "Zercher Frobnicate", "Pullups")
        #expect(linked.code == .success, "\(linked.err)")
        #expect(
            linked.out
                == "linked \"Zercher Frobnicate\" (\(zercher)) to Pullups (Pullups) (was unmatched (no-match)): "
                + "link change 1; `kheper exercises undo-link 1` undoes it\n")
        let unlinked = run("exercises", "unlink", Self.id("Pull Up"))
        #expect(unlinked.code == .success, "\(unlinked.err)")
        #expect(unlinked.out.contains("(was linked to Pullups (catalogue-name)): link change 2;"), "\(unlinked.out)")
        let listed = run("exercises", "--unmatched").out
        #expect(listed.contains("  Pull Up — unlinked by you, 1 session\n") && !listed.contains("Zercher"))

        // The lifter's link stays through a later import, which matches only what it creates.
        try? writeExport("more.csv", ["Pull Up"], month: 11)
        #expect(run("log", "import", "more.csv").code == .success)
        #expect(run("exercises", "--unmatched").out.contains("  Pull Up — unlinked by you, 2 sessions\n"))

        let undone = run("exercises", "undo-link")
        #expect(
            undone.out == "undid link change 2: \(Self.id("Pull Up")) is linked to Pullups (catalogue-name) again\n")
        #expect(run("exercises", "undo-link", "1").code == .success)
        #expect(run("exercises", "--unmatched").out.contains("Zercher Frobnicate — no-match"))
        let none = run("exercises", "undo-link")
        #expect(none.code == .usage && none.err.contains("there is no link change to undo"))
        #expect(run("exercises", "undo-link", "x").err.contains("link change NUMBER is \"x\""))
    }

    @Test func aFinishedPlayMatchesTheExercisesItCreated() throws {
        let created = run("new", "Pull day")
        try #require(created.code == .success, "\(created.err)")
        let workout = created.out.trimmingCharacters(in: .whitespacesAndNewlines)
        for name in ["Pull Up", "Zercher Frobnicate"] {
            try #require(run("add", workout, "exercise", name, "1x5").code == .success)
        }
        try tool.write("keys.txt", "enter\nenter\n")
        let played = run("play", workout, "--script", "keys.txt")
        #expect(played.code == .success, "\(played.err)")
        let links = try SQLiteTrainingLogStore(path: tool.directory + "/store.sqlite").links()
        #expect(
            links == [
                Self.id("Pull Up"): ExerciseLink(entryID: "Pullups", how: "catalogue-name"),
                Self.id("Zercher Frobnicate"): ExerciseLink(entryID: nil, how: "no-match"),
            ])
    }

    @Test func anUnknownExerciseOrEntryIsRefusedByName() {
        #expect(run("log", "import", "log.csv").code == .success)
        let exercise = run("exercises", "link", "Nope", "Pullups")
        #expect(exercise.code == .usage)
        #expect(exercise.err.contains("no exercise has the id or name \"Nope\""), "\(exercise.err)")
        let entry = run("exercises", "link", "Pull Up", "Frobnicate Zed")
        #expect(entry.code == .usage)
        #expect(entry.err.contains("ENTRY is \"Frobnicate Zed\"; expected a catalogue entry's id"), "\(entry.err)")
        #expect(run("exercises", "link", "Pull Up").code == .usage)
        #expect(run("exercises", "unlink").code == .usage)
        #expect(run("exercises", "unlink", "Nope").err.contains("\"Nope\""))
    }
}
