import Foundation
import KheperCLI
import Synchronization
import Testing

/// `kheper log import`, `kheper log export` and `kheper exercises`, in-process against a SQLite store.
@Suite struct LogCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
        try tool.write("strong.csv", Self.strongRows)
    }

    /// Strong's semicolon layout, written as `log export --format strong` writes it, with float noise in a load.
    static let strongRows = """
        Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;\
        Workout Notes;Workout Duration
        2022-09-20 16:39:37;Week B, Day 1;Bench Press (Barbell);W;45;lbs;10;;;;0;;tired;17m
        2022-09-20 16:39:37;Week B, Day 1;Bench Press (Barbell);1;149.99999999999997;lbs;8;9.5;;;0;;;17m
        2022-09-20 16:39:37;Week B, Day 1;Rowing (Machine);1;;;;;2.5;km;600;easy;;17m
        2022-09-22 07:00:00;Legs;Squat (Barbell);1;100;kg;5;8;;;0;;;1h 2m
        2022-09-22 07:00:00;Legs;bench press (barbell);1;100;kg;5;;;;0;;;1h 2m

        """

    /// Strong's comma layout, which names no weight unit.
    static let commaRows = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2023-01-05 18:02:11,Legs,1h 2m,Squat (Barbell),1,60.0,5,0,0,,,8

        """

    func run(_ arguments: String...) -> (code: ExitCode, out: String, err: String) {
        tool.runInStore(arguments)
    }

    @Test func importReportsAndTheSameFileTwiceAddsNothing() {
        let first = run("log", "import", "strong.csv")
        #expect(first.code == .success, "\(first.err)")
        #expect(first.out.contains("(strong, strong semicolon, 14 columns)"))
        #expect(first.out.contains("sessions: 2 added, 0 already imported"))
        #expect(first.out.contains("sets: 5 added"))
        #expect(first.out.contains("exercises: 3 new, 0 matched"))
        #expect(first.out.contains("rows: 5 read, 0 skipped, 0 recovered"))
        let second = run("log", "import", "strong.csv")
        #expect(second.code == .success)
        #expect(second.out.contains("sessions: 0 added, 2 already imported"))
        #expect(second.out.contains("sets: 0 added"))
    }

    @Test func aStrongImportExportsTheSameRows() throws {
        #expect(run("log", "import", "strong.csv").code == .success)
        let export = run("log", "export", "--format", "strong")
        #expect(export.code == .success, "\(export.err)")
        #expect(export.out == Self.strongRows)
        #expect(run("log", "export", "-o", "back.csv").code == .success)
        #expect(try tool.read("back.csv") == Self.strongRows)
    }

    @Test func theCSVExportKeepsNumbersAndUnitsAsStored() {
        #expect(run("log", "import", "strong.csv").code == .success)
        let export = run("log", "export", "--format", "csv")
        let lines = export.out.split(separator: "\n")
        #expect(lines.first?.hasPrefix("session_id,start,end,title,source,exercise,") == true)
        #expect(lines.count == 6)
        #expect(lines[2].contains(",8,149.99999999999997,lb,9.5,"))
        #expect(lines[3].contains(",600,2.5,km,easy,"))
    }

    @Test func aMalformedFileExits1NamingLineAndColumnAndImportsNothing() throws {
        try tool.write("bad.csv", Self.strongRows + "2022-09-23 07:00:00;Legs;\"Squat;1;100;kg;5;;;;0;;;1h\n")
        let result = run("log", "import", "bad.csv")
        #expect(result.code == .failure)
        #expect(result.err.contains("line 7, column"), "\(result.err)")
        #expect(result.err.contains("nothing was imported"))
        #expect(run("log", "export").out == Self.strongRows.split(separator: "\n")[0] + "\n")
    }

    @Test func keepGoingSkipsOnlyAMalformedRowInTheMiddleOfASession() throws {
        var lines = Self.strongRows.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.insert("2022-09-22 07:00:00;Legs;Squat \"wide\";2;100;kg;5;;;;0;;;1h 2m", at: 5)
        try tool.write("bad.csv", lines.joined(separator: "\n"))
        let refused = run("log", "import", "bad.csv")
        #expect(refused.code == .failure)
        #expect(refused.err.contains("malformed CSV at line 6, column 32"), "\(refused.err)")
        #expect(refused.err.contains("nothing was imported"))

        let result = run("log", "import", "--keep-going", "bad.csv")
        #expect(result.code == .success, "\(result.err)")
        #expect(result.out.contains("sessions: 2 added"), "\(result.out)")
        #expect(result.out.contains("sets: 5 added"), "\(result.out)")
        #expect(result.out.contains("rows: 6 read, 1 skipped, 0 recovered"), "\(result.out)")
        #expect(
            result.out.contains(
                "    skipped line 6: malformed CSV at line 6, column 32: a quote inside a field that does not start "
                    + "with one; quote the field and double the quote\n"), "\(result.out)")
        // The session that held the bad row is whole but for it, and exports as the file without that row.
        #expect(run("log", "export").out == Self.strongRows)
    }

    @Test func noUnitExits2WithTheSentenceOrAsksOnATerminal() throws {
        try tool.write("comma.csv", Self.commaRows)
        let refused = run("log", "import", "comma.csv")
        #expect(refused.code == .usage)
        #expect(refused.err.contains("does not say whether weights are kg or lb; pass --unit kg or --unit lb"))
        #expect(run("log", "import", "--unit", "lb", "comma.csv").code == .success)
        #expect(run("log", "export", "--format", "csv").out.contains(",60,lb,"))

        let asked = Mutex<[String]>([])
        let environment = ToolEnvironment(
            variables: ["KHEPER_STORE": "asked.sqlite"], currentDirectory: tool.directory, inputIsTerminal: true,
            ask: { question in
                asked.withLock { $0.append(question) }
                return "kg"
            })
        let (code, output) = ToolHarness.tool(environment).run(["log", "import", "comma.csv"])
        #expect(code == .success, "\(output.standardError)")
        #expect(asked.withLock { $0.count } == 1)
        #expect(output.standardOutput.contains("sessions: 1 added"))
    }

    @Test func aDryRunWritesNothing() {
        let result = run("log", "import", "--dry-run", "strong.csv")
        #expect(result.code == .success)
        #expect(result.out.contains("would import strong.csv"))
        #expect(result.out.contains("sessions: 2 added"))
        #expect(!FileManager.default.fileExists(atPath: tool.directory + "/store.sqlite"))
        #expect(run("log", "import", "strong.csv").code == .success)
        let again = run("log", "import", "--dry-run", "strong.csv")
        #expect(again.out.contains("sessions: 0 added, 2 already imported"))
    }

    @Test func aProgressBarOnlyOnATerminal() throws {
        let lines = Mutex<[String]>([])
        var environment = ToolEnvironment(
            variables: ["KHEPER_STORE": "store.sqlite"], currentDirectory: tool.directory, errorIsTerminal: true)
        environment.showProgress = { line in lines.withLock { $0.append(line) } }
        #expect(ToolHarness.tool(environment).run(["log", "import", "strong.csv"]).exitCode == .success)
        #expect(lines.withLock { $0.contains { $0.contains("100%") } })
        lines.withLock { $0 = [] }
        environment.errorIsTerminal = false
        _ = ToolHarness.tool(environment).run(["log", "import", "strong.csv"])
        #expect(lines.withLock { $0.isEmpty })
    }

    @Test func exercisesAreListedMergedAndUnmerged() {
        #expect(run("log", "import", "strong.csv").code == .success)
        let list = run("exercises")
        #expect(list.out.contains("Bench Press (Barbell) — 2 sessions, 3 sets"), "\(list.out)")
        #expect(list.out.contains("aliases: barbell bench press\n"))
        let merge = run("exercises", "merge", "Squat (Barbell)", "Bench Press (Barbell)")
        #expect(merge.code == .success, "\(merge.err)")
        #expect(merge.out.contains("merge 1, 1 aliases and 2 performed exercises moved"))
        #expect(run("exercises").out.contains("Squat (Barbell) — 2 sessions, 4 sets"))
        let unmerge = run("exercises", "unmerge")
        #expect(unmerge.code == .success)
        #expect(run("exercises").out == list.out)
        #expect(run("exercises", "unmerge").code == .usage)
        #expect(run("exercises", "merge", "Squat", "Deadlift").err.contains("no exercise has the id or name"))
    }
}
