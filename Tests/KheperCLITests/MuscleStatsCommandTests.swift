import Foundation
import KheperTrainingLog
import Testing

@testable import KheperCLI

/// `kheper stats --muscles`: working sets per muscle and week, primary muscles 1 a set and secondary ½, warm-ups
/// left out, and the exercises that match no catalogue entry listed with their sets rather than dropped.
@Suite struct MuscleStatsCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
        // Week of 2024-01-01: a warm-up and 3 working sets of bench press, 2 of an exercise the catalogue lacks;
        // week of 2024-01-08: 2 sets of squat and 1 of bench press.
        try tool.write(
            "log.csv",
            StrongExportFixture.header
                + StrongExportFixture.row("2024-01-01 10:00:00", "Bench Press (Barbell)", "W", "40", "kg", 10)
                + StrongExportFixture.row("2024-01-01 10:00:00", "Bench Press (Barbell)", "1", "80", "kg", 8)
                + StrongExportFixture.row("2024-01-01 10:00:00", "Bench Press (Barbell)", "2", "80", "kg", 8)
                + StrongExportFixture.row("2024-01-01 10:00:00", "Bench Press (Barbell)", "3", "80", "kg", 8)
                + StrongExportFixture.row("2024-01-01 10:00:00", "Mystery Move", "1", "10", "kg", 12)
                + StrongExportFixture.row("2024-01-01 10:00:00", "Mystery Move", "2", "10", "kg", 12)
                + StrongExportFixture.row("2024-01-09 10:00:00", "Squat (Barbell)", "1", "100", "kg", 5)
                + StrongExportFixture.row("2024-01-09 10:00:00", "Squat (Barbell)", "2", "100", "kg", 5)
                + StrongExportFixture.row("2024-01-09 10:00:00", "Bench Press (Barbell)", "1", "82.5", "kg", 6))
        let imported = run("log", "import", "log.csv")
        try #require(imported.code == .success, "\(imported.err)")
    }

    func run(_ arguments: String...) -> (code: ExitCode, out: String, err: String) {
        tool.run(arguments, variables: ["KHEPER_STORE": "store.sqlite"])
    }

    @Test("each week lists working sets per muscle, most trained first, and the unmatched exercises' sets")
    func weeklySetsPerMuscle() {
        let result = run("stats", "--muscles", "--weeks", "2")
        #expect(result.code == .success, "\(result.err)")
        #expect(
            result.out == """
                2 sessions from 2024-01-01 to 2024-01-09

                working sets per muscle by week (primary muscles count 1 a set, secondary ½; warm-ups left out):
                week of         01-01  01-08
                chest               3      1
                quadriceps          ·      2
                shoulders         1.5    0.5
                triceps           1.5    0.5
                calves              ·      1
                glutes              ·      1
                hamstrings          ·      1
                lower back          ·      1
                not matched to a catalogue entry, so counted for no muscle above:
                  Mystery Move      2      ·

                """, "\(result.out)")
    }

    @Test("the log's stored links decide: a lifter's link counts its sets, an unlink drops them to unmatched")
    func storedLinksDecide() throws {
        let linked = run("exercises", "link", "Mystery Move", "Pullups")
        try #require(linked.code == .success, "\(linked.err)")
        let unlinked = run("exercises", "unlink", "Squat (Barbell)")
        try #require(unlinked.code == .success, "\(unlinked.err)")
        let lines = run("stats", "--muscles", "--weeks", "2").out.split(separator: "\n").map(String.init)
        #expect(
            lines.dropFirst(3) == [
                "chest                  3      1",
                "lats                   2      ·",
                "shoulders            1.5    0.5",
                "triceps              1.5    0.5",
                "biceps                 1      ·",
                "middle back            1      ·",
                "not matched to a catalogue entry, so counted for no muscle above:",
                "  Squat (Barbell)      ·      2",
            ], "\(lines)")
    }

    @Test("more weeks than fit one table follow in further tables with the same rows")
    func longWindowsWrap() {
        let lines = run("stats", "--muscles", "--weeks", "10").out.split(
            separator: "\n", omittingEmptySubsequences: false)
        let headers = lines.filter { $0.hasPrefix("week of") }
        #expect(
            headers == [
                "week of         11-06  11-13  11-20  11-27  12-04  12-11  12-18  12-25",
                "week of         01-01  01-08",
            ], "\(lines)")
        #expect(
            lines.filter { $0.hasPrefix("chest") } == [
                "chest               ·      ·      ·      ·      ·      ·      ·      ·",
                "chest               3      1",
            ])
    }

    @Test("the rule is stated in --help, the plain report points at --muscles, and records options are refused")
    func ruleAndOptions() {
        let help = run("stats", "--help").out
        #expect(help.contains("--muscles"))
        #expect(
            help.contains(
                "--muscles     working sets per muscle and week instead of volume and records (primary muscles count "
                    + "1 a set,\n"),
            "\(help)")
        #expect(help.contains("counts 1 for each primary muscle of its exercise's entry"), "\(help)")
        #expect(run("stats").out.contains("\nworking sets per muscle by week: `kheper stats --muscles`\n"))
        let refused = run("stats", "--muscles", "--top", "3")
        #expect(refused.code == .usage)
        #expect(refused.err.contains("--muscles lists every exercise's sets by muscle, not records; leave out --top"))
    }
}

/// The resolver `stats` counts muscles through is injected: whatever entry it gives an exercise is the one counted,
/// and an exercise it gives an entry the catalogue lacks is listed as unmatched, saying so.
@Suite struct WeeklyMuscleSetsTests {
    static func store() throws -> InMemoryTrainingLogStore {
        let store = InMemoryTrainingLogStore()
        let monday = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01, a Monday
        let sets = [PerformedSet(order: 1, reps: 5), PerformedSet(order: 2, type: .warmUp, reps: 5)]
        let session = LoggedSession(
            title: "Day", start: monday, source: .strong,
            exercises: [
                PerformedExercise(name: "Mystery Move", sets: sets), PerformedExercise(name: "Odd Lift", sets: sets),
            ])
        try store.importing { writer in _ = try writer.record(session) }
        return store
    }

    @Test("the injected resolver decides each exercise's entry; a link to an unknown entry is listed as unmatched")
    func theResolverIsInjected() throws {
        let resolver = ExerciseEntryResolver { exercise in
            ExerciseLink(entryID: exercise.name == "Mystery Move" ? "Pullups" : "Not_In_The_Catalogue", how: "test")
        }
        let stats = try TrainingStats(store: try Self.store(), unit: .kg, resolver: resolver)
        #expect(
            stats.muscleLines(weeks: 1) == [
                "1 session from 2024-01-01 to 2024-01-01", "",
                "working sets per muscle by week (primary muscles count 1 a set, secondary ½; warm-ups left out):",
                "week of                                              01-01",
                "lats                                                     1",
                "biceps                                                 0.5",
                "middle back                                            0.5",
                "not matched to a catalogue entry, so counted for no muscle above:",
                "  Odd Lift (linked to unknown Not_In_The_Catalogue)      1",
            ])
    }
}
