import Foundation
import KheperCLI
import KheperJSON
import KheperTestSupport
import Testing

/// `kheper stats`: one-rep maxes only from sets in the formula's rep range, a filter and a default that fits one
/// screen, and weights in the lifter's unit; and `kheper history` in that unit too.
@Suite struct StatsCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    func run(_ arguments: String..., variables: [String: String] = [:]) -> (code: ExitCode, out: String, err: String) {
        tool.run(arguments, variables: ["KHEPER_STORE": "store.sqlite"].merging(variables) { $1 })
    }

    @Test func aTwentyRepSetIsNoOneRepMaxAndTheFormulaAndRangeAreStated() throws {
        try tool.write(
            "log.csv",
            StrongExportFixture.header
                + StrongExportFixture.row("2024-01-01 10:00:00", "Squat (Barbell)", "1", "100", "kg", 20)
                + StrongExportFixture.row("2024-01-01 10:00:00", "Squat (Barbell)", "2", "110", "kg", 5)
                + StrongExportFixture.row("2024-01-02 10:00:00", "Seated Row (Cable)", "1", "50", "kg", 110))
        #expect(run("log", "import", "log.csv").code == .success)
        let result = run("stats")
        #expect(result.code == .success, "\(result.err)")
        // Epley on 100 × 20 would be 166.7 kg and the best; 110 × 5 is 128.3 kg.
        #expect(result.out.contains("  Squat (Barbell): e1RM 128.3 kg (5 × 110 kg, 2024-01-01)"), "\(result.out)")
        #expect(
            result.out.contains("personal records (working sets, in kg; estimated 1RM by Epley, sets of 1–10 reps):"))
        // A row with only 110-rep sets has a heaviest weight and no estimate.
        #expect(result.out.contains("  Seated Row (Cable): heaviest 50 kg (2024-01-02)\n"), "\(result.out)")
        #expect(run("stats", "--help").out.contains("counts only sets of 1–10 reps"))
    }

    @Test func recordsAreTheTenMostTrainedUnlessTopOrExerciseAsks() throws {
        var csv = StrongExportFixture.header
        for index in 1...12 {
            for set in 1...index {
                csv += StrongExportFixture.row(
                    "2024-01-01 10:00:00", "Lift \(index)", "\(set)", "\(40 + index)", "kg", 5)
            }
        }
        try tool.write("log.csv", csv)
        #expect(run("log", "import", "log.csv").code == .success)
        let result = run("stats")
        let records = result.out.split(separator: "\n").filter { $0.hasPrefix("  Lift ") }
        #expect(records.count == 10, "\(result.out)")
        #expect(records.first?.hasPrefix("  Lift 12: ") == true)
        #expect(result.out.hasSuffix("  … and 2 more; --top N lists more, --exercise NAME one exercise\n"))
        #expect(result.out.split(separator: "\n").count <= 35, "the default fits one 35-row screen")
        #expect(run("stats", "--top", "12").out.split(separator: "\n").filter { $0.hasPrefix("  Lift ") }.count == 12)
        let one = run("stats", "--exercise", "lift 3")
        #expect(
            one.out.split(separator: "\n").filter { $0.hasPrefix("  Lift ") } == [
                "  Lift 3: e1RM 50.2 kg (5 × 43 kg, 2024-01-01); heaviest 43 kg (2024-01-01)"
            ], "\(one.out)")
        let unknown = run("stats", "--exercise", "Deadlift")
        #expect(unknown.code == .failure)
        #expect(unknown.err.contains("no exercise \"Deadlift\" in the training log; `kheper exercises` lists them"))
        let zero = run("stats", "--top", "0")
        #expect(zero.code == .usage)
        #expect(zero.err.contains("--top is \"0\"; expected a whole number from 1 to 100000"))
    }

    @Test func weightsAreShownInTheUnitMostOfTheLogUsesOrTheOneAskedFor() throws {
        try tool.write(
            "log.csv",
            StrongExportFixture.header
                + StrongExportFixture.row("2024-01-01 10:00:00", "Bench Press (Barbell)", "1", "225", "lbs", 5)
                + StrongExportFixture.row("2024-01-01 10:00:00", "Bench Press (Barbell)", "2", "225", "lbs", 5)
                + StrongExportFixture.row("2024-01-01 10:00:00", "Bench Press (Barbell)", "3", "100", "kg", 3))
        #expect(run("log", "import", "log.csv").code == .success)
        // Most sets are in pounds: 100 kg is 220.5 lb, and 100 × 3 by Epley is 242.5 lb, below 225 × 5 (262.5).
        let stats = run("stats")
        #expect(stats.out.contains("2024-01-01          1      2911 lb"), "\(stats.out)")
        #expect(
            stats.out.contains(
                "  Bench Press (Barbell): e1RM 262.5 lb (5 × 225 lb, 2024-01-01); heaviest 225 lb (2024-01-01)"),
            "\(stats.out)")
        let kilograms = run("stats", "--unit", "kg")
        #expect(
            kilograms.out.contains(
                "  Bench Press (Barbell): e1RM 119.1 kg (5 × 225 lb, 2024-01-01); heaviest 102.1 kg (225 lb, 2024-01-01)"
            ),
            "\(kilograms.out)")
        #expect(run("stats", variables: ["KHEPER_UNIT": "kg"]).out == kilograms.out)
        let refused = run("stats", variables: ["KHEPER_UNIT": "stone"])
        #expect(refused.code == .usage)
        #expect(refused.err.contains("KHEPER_UNIT is \"stone\"; expected kg or lb"))
        let history = run("history", "bench press")
        #expect(
            history.out.contains("   1  5 × 225 lb\n   2  5 × 225 lb\n   3  3 × 100 kg (220.5 lb)\n"), "\(history.out)")
        #expect(run("history", "--unit", "kg", "bench press").out.contains("   1  5 × 225 lb (102.1 kg)\n"))
        // The log keeps what was recorded.
        let json = try JSONValue(parsing: Array(run("history", "--json", "bench press").out.utf8))
        let sets = try #require(json["sessions"]?.arrayValue?.first?["sets"]?.arrayValue)
        #expect(sets.map { $0["weightUnit"] } == ["lb", "lb", "kg"])
        // Charts use the same unit.
        #expect(run("new", "Push").code == .success)
        let added = run("add", "Push", "chart", "Bench Press")
        let block = added.out.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(run("set", "Push", block, "range=all", "metric=maxWeight").code == .success)
        let shown = run("show", "Push")
        #expect(shown.out.contains("1 session: 225 lb (2024-01-01)"), "\(shown.out)")
        #expect(
            run("show", "Push", variables: ["KHEPER_UNIT": "kg"]).out.contains("1 session: 102.1 kg (2024-01-01)"))
        #expect(run("show", "--unit", "kg", "Push").out.contains("1 session: 102.1 kg (2024-01-01)"))
    }
}
