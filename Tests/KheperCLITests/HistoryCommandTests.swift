import Foundation
import KheperCLI
import KheperJSON
import Testing

/// `kheper history`, `kheper stats`, and charts in `show` and `render` reading the imported training log,
/// in-process against a SQLite store.
@Suite struct HistoryCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
        try tool.write("strong.csv", Self.strongRows)
    }

    /// Three sessions of Strong's semicolon layout: a warm-up, pounds with float noise, and an RPE.
    static let strongRows = """
        Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;\
        Workout Notes;Workout Duration
        2022-09-20 16:39:37;Week B, Day 1;Bench Press (Barbell);W;45;lbs;10;;;;0;;;17m
        2022-09-20 16:39:37;Week B, Day 1;Bench Press (Barbell);1;149.99999999999997;lbs;8;9.5;;;0;;;17m
        2022-09-22 07:00:00;Legs;Squat (Barbell);1;100;kg;5;8;;;0;;;1h 2m
        2022-09-22 07:00:00;Legs;bench press (barbell);1;82.5;kg;5;8;;;0;;;1h 2m
        2022-09-22 07:00:00;Legs;bench press (barbell);2;82.5;kg;5;;;;0;;;1h 2m
        2022-09-29 07:00:00;Push;Bench Press (Barbell);1;85;kg;3;9;;;0;;;50m

        """

    func run(_ arguments: String...) -> (code: ExitCode, out: String, err: String) {
        tool.runInStore(arguments)
    }

    @Test func historyListsSessionsNewestFirstWithSetsAsRecorded() {
        #expect(run("log", "import", "strong.csv").code == .success)
        let result = run("history", "Bench Press")
        #expect(result.code == .success, "\(result.err)")
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first?.hasPrefix("Bench Press (Barbell) (ex-") == true)
        #expect(lines.first?.hasSuffix("— 3 sessions, 5 sets") == true)
        let dates = lines.filter { $0.hasPrefix("2022-") }
        #expect(dates == ["2022-09-29  Push", "2022-09-22  Legs", "2022-09-20  Week B, Day 1"])
        #expect(result.out.contains("   1  5 × 82.5 kg @ RPE 8\n   2  5 × 82.5 kg\n"))
        // Most of this log is in kg, so a set recorded in lb is followed by its value in kg.
        #expect(result.out.contains("   W  10 × 45 lb (20.4 kg)\n   1  8 × 150 lb (68 kg) @ RPE 9.5\n"))
    }

    @Test func historyJSONParsesAndKeepsNumbersAsStored() throws {
        #expect(run("log", "import", "strong.csv").code == .success)
        let result = run("history", "--json", "bench press")
        #expect(result.code == .success, "\(result.err)")
        let json = try JSONValue(parsing: Array(result.out.utf8))
        #expect(json["exercise"]?["name"] == "Bench Press (Barbell)")
        let sessions = try #require(json["sessions"]?.arrayValue)
        #expect(sessions.map { $0["title"] } == ["Push", "Legs", "Week B, Day 1"])
        #expect(sessions[0]["start"] == "2022-09-29T07:00:00Z")
        let oldest = try #require(sessions[2]["sets"]?.arrayValue)
        #expect(oldest[0]["type"] == "warmUp")
        #expect(oldest[1]["weight"]?.numberValue?.literal == "149.99999999999997")
        #expect(oldest[1]["weightUnit"] == "lb")
        #expect(oldest[1]["rpe"]?.numberValue?.literal == "9.5")
    }

    @Test func anUnknownExerciseExits1SuggestingExercises() {
        #expect(run("log", "import", "strong.csv").code == .success)
        let result = run("history", "Deadlift")
        #expect(result.code == .failure)
        #expect(result.err.contains("no exercise \"Deadlift\""))
        #expect(result.err.contains("`kheper exercises`"))
        #expect(run("history").code == .usage)
        #expect(run("history", "--help").out.contains("usage: kheper history"))
    }

    @Test func anExerciseNamedWithoutItsEquipmentIsSuggested() {
        #expect(run("log", "import", "strong.csv").code == .success)
        let result = run("history", "squat")
        #expect(result.code == .success, "\(result.err)")
        #expect(result.out.hasPrefix("Squat (Barbell) (ex-"))
        let press = run("history", "press")
        #expect(press.code == .failure)
        #expect(
            press.err.contains(
                "no exercise \"press\" in the training log; did you mean \"Bench Press (Barbell)\"? "
                    + "(`kheper exercises` lists them all)"))
    }

    @Test func anImportSaysWhichNamesJoinedAnotherSpelling() throws {
        try tool.write(
            "more.csv",
            """
            Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;\
            Notes;Workout Notes;Workout Duration
            2022-10-01 07:00:00;Pull;Pull-up;1;0;kg;8;;;;0;;;30m
            2022-10-01 07:00:00;Pull;Triceps Extension;1;20;kg;12;;;;0;;;30m
            2022-10-03 07:00:00;Pull;Pull Up;1;0;kg;9;;;;0;;;30m
            2022-10-03 07:00:00;Pull;Triceps Extension (Barbell);1;30;kg;10;;;;0;;;30m

            """)
        let result = run("log", "import", "more.csv")
        #expect(result.code == .success, "\(result.err)")
        #expect(
            result.out.contains(
                "  exercises: 3 new, 0 matched\n    \"Pull Up\" joined \"Pull-up\"; "
                    + "`kheper exercises split 'Pull Up'` undoes it\n"), "\(result.out)")
        #expect(!result.out.contains("Triceps Extension (Barbell)\" joined"))
    }

    @Test func statsReportsWeeksSessionsAndRecords() {
        #expect(run("log", "import", "strong.csv").code == .success)
        let result = run("stats", "--weeks", "3")
        #expect(result.code == .success, "\(result.err)")
        #expect(result.out.hasPrefix("3 sessions from 2022-09-20 to 2022-09-29\n"))
        // Week of Monday 2022-09-19: 8 × 150 lb (544.3 kg) + 100 × 5 + 2 × 82.5 × 5 = 1,869 kg; warm-up left out.
        #expect(result.out.contains("2022-09-12          0         0 kg\n"))
        #expect(result.out.contains("2022-09-19          2      1869 kg  ████████████████████\n"))
        #expect(result.out.contains("2022-09-26          1       255 kg  ███\n"))
        #expect(result.out.contains("sessions per week, on average: 1\n"))
        // By Epley: 150 lb × 8 is 86.2 kg, 82.5 kg × 5 is 96.3 kg, 85 kg × 3 is 93.5 kg; the heaviest is 85 kg.
        #expect(
            result.out.contains(
                "  Bench Press (Barbell): e1RM 96.3 kg (5 × 82.5 kg, 2022-09-22); heaviest 85 kg (2022-09-29)"))
        #expect(result.out.contains("  Squat (Barbell): e1RM 116.7 kg (5 × 100 kg, 2022-09-22)"))
        #expect(run("stats", "--weeks", "0").code == .usage)
    }

    @Test func statsOnAnEmptyLogSaysSo() {
        #expect(run("new", "Empty").code == .success)
        let result = run("stats")
        #expect(result.code == .success, "\(result.err)")
        #expect(result.out.contains("no sessions yet"))
    }

    @Test func showChartsTheImportedHistory() throws {
        #expect(run("log", "import", "strong.csv").code == .success)
        #expect(run("new", "Push").code == .success)
        let added = run("add", "Push", "chart", "Bench Press")
        #expect(added.code == .success, "\(added.err)")
        let block = added.out.trimmingCharacters(in: .whitespacesAndNewlines)
        let empty = run("show", "Push")
        // The last 12 weeks before today hold no session, so the default window ends at the last one.
        #expect(empty.out.contains("Bench Press — estimated 1RM, 12 weeks to 2022-09-29: ▁█▆"), "\(empty.out)")
        #expect(run("set", "Push", block, "range=all").code == .success)
        let shown = run("show", "Push")
        #expect(shown.code == .success, "\(shown.err)")
        #expect(!shown.out.contains("no data yet") && !shown.out.contains("no history"))
        // Per session, warm-up left out: 150 lb × 8 = 86.2 kg by Epley; 82.5 × 5 = 96.3; 85 × 3 = 93.5.
        #expect(
            shown.out.contains(
                "📈 Bench Press — estimated 1RM, all time: ▁█▆ first 86.2 kg (2022-09-20) · "
                    + "last 93.5 kg (2022-09-29) · best 96.3 kg (2022-09-22)"), "\(shown.out)")
        let html = run("show", "--format", "html", "Push")
        #expect(html.out.contains("<svg") && html.out.contains("viewBox=") && html.out.contains("class=\"axis-x\""))
        let squat = run("add", "Push", "chart", "Deadlift")
        #expect(squat.code == .success)
        #expect(run("show", "Push").out.contains("no history yet for Deadlift"))
    }

    @Test func renderReadsTheStoresLog() throws {
        #expect(run("log", "import", "strong.csv").code == .success)
        try tool.write(
            "chart.json",
            """
            {"format": "kheper.workout", "formatVersion": 1, "id": "c", "title": "Chart",
             "blocks": [{"id": "a", "type": "chart", "data": {"exercise": "squat", "metric": "maxWeight", "range": "all"}}]}
            """)
        let result = run("render", "chart.json")
        #expect(result.code == .success, "\(result.err)")
        #expect(
            result.out.contains("📈 squat — max weight, all time: ▄ 1 session: 100 kg (2022-09-22)"), "\(result.out)")
        let elsewhere = tool.run("render", "--store", "missing.sqlite", "chart.json")
        #expect(elsewhere.code == .success)
        #expect(elsewhere.out.contains("no history yet for squat"))
    }
}
