import Foundation
import Testing

@testable import KheperCLI

/// `kheper log export --format strong` writes the layout the sessions were imported from, or `--layout`, so a Strong
/// import followed by a Strong export gives the same rows.
@Suite struct LogExportLayoutTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    /// Strong's comma layout, 12 columns, as `log export` writes it, weights in pounds.
    static let commaRows = #"""
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2023-01-05 18:02:11,Legs,1h 2m,Squat (Barbell),1,135.0,5,0,0,"felt ""heavy""",knees ok,8
        2023-01-05 18:02:11,Legs,1h 2m,Squat (Barbell),2,140.0,5,0,0,,,8.5

        """#

    /// Strong's quoted semicolon layout, as `log export` writes it.
    static let quotedRows = """
        "Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";"Reps";"RPE";\
        "Distance (meters)";"Seconds";"Notes";"Workout Notes"
        "1";"2025-02-24 15:10:32";"Chest";"2176";"Bench Press (Barbell)";"1";"55.0";"10";"";"";"";"";""
        "1";"2025-02-24 15:10:32";"Chest";"2176";"Bench Press (Barbell)";"Rest Timer";"";"";"";"";"120.0";"";""

        """

    func run(_ arguments: String...) -> (code: ExitCode, out: String, err: String) {
        tool.runInStore(arguments)
    }

    @Test(arguments: [("comma.csv", commaRows, ["--unit", "lb"]), ("quoted.csv", quotedRows, [])])
    func aStrongImportExportsTheSameRowsInItsOwnLayout(file: String, rows: String, options: [String]) throws {
        try tool.write(file, rows)
        let imported = tool.runInStore(["log", "import"] + options + [file])
        #expect(imported.code == .success, "\(imported.err)")
        let export = run("log", "export")
        #expect(export.code == .success, "\(export.err)")
        #expect(export.out == rows)
        #expect(export.err.isEmpty)
    }

    @Test func layoutChoosesAnotherAndUnitConvertsForALayoutWithoutUnits() throws {
        try tool.write("quoted.csv", Self.quotedRows)
        #expect(run("log", "import", "quoted.csv").code == .success)
        let semicolon = run("log", "export", "--layout", "semicolon-14")
        #expect(
            semicolon.out
                == """
                Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;\
                Notes;Workout Notes;Workout Duration
                2025-02-24 15:10:32;Chest;Bench Press (Barbell);1;55;kg;10;;;;0;;;36m
                2025-02-24 15:10:32;Chest;Bench Press (Barbell);Rest Timer;;;;;;;120;;;36m

                """, "\(semicolon.out)")
        let comma = run("log", "export", "--layout", "comma-10", "--unit", "lb")
        #expect(
            comma.out.split(separator: "\n")[1]
                == "2025-02-24 15:10:32,Chest,Bench Press (Barbell),1,121.25424420168267,10,0,0,,")
    }

    @Test func sessionsFromSeveralLayoutsAreWrittenInTheOldestsSayingSo() throws {
        try tool.write("comma.csv", Self.commaRows)
        try tool.write("quoted.csv", Self.quotedRows)
        #expect(run("log", "import", "--unit", "lb", "comma.csv").code == .success)
        #expect(run("log", "import", "quoted.csv").code == .success)
        let export = run("log", "export")
        #expect(export.out.hasPrefix(Self.commaRows.split(separator: "\n")[0] + "\n"))
        #expect(
            export.err
                == "the sessions were imported from 2 Strong layouts; writing strong comma, 12 columns, the oldest's "
                + "(--layout chooses another)\n")
    }

    @Test func aLayoutThatIsNotWrittenIsRefusedClearly() throws {
        try tool.write("quoted.csv", Self.quotedRows)
        #expect(run("log", "import", "quoted.csv").code == .success)
        let headerless = run("log", "export", "--layout", "headerless")
        #expect(headerless.code == .usage)
        #expect(
            headerless.err.contains(
                "--layout is \"headerless\", which Kheper reads but does not write: a file without a header row "
                    + "cannot be told from other layouts when read back; expected one of comma-12, comma-11,"),
            "\(headerless.err)")
        let unknown = run("log", "export", "--layout", "tsv")
        #expect(unknown.code == .usage)
        #expect(unknown.err.contains("tsv"))
        #expect(run("log", "export", "--format", "csv", "--layout", "comma-12").code == .usage)
        #expect(run("log", "import", "--layout", "comma-12", "quoted.csv").code == .usage)
        #expect(run("log", "--help").out.contains("--layout LAYOUT"))
    }
}
