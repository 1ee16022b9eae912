import Foundation
import KheperCLI
import Testing

/// `kheper log export` of a Strong import changes only what `kheper log --help` lists: each change the export makes
/// to a Strong file is shown here and named in the help.
@Suite struct LogExportNormalisationTests {
    static let imported = """
        Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;\
        Workout Notes;Workout Duration
        2024-03-01 07:00:00;Run;Running;1;;;;;1.5;mi.;600;  easy pace  ;;30m
        2024-03-01 07:00:00;Run;Running;2;;;;;;mi.;600;;;30m
        2024-03-01 07:00:00;Run;Running;3;;;;;0.00;km;600;;;30m

        """

    @Test func eachChangeTheExportMakesIsListedInTheHelp() throws {
        let tool = try ToolHarness()
        try tool.write("run.csv", Self.imported)
        #expect(tool.runInStore(["log", "import", "run.csv"]).code == .success)
        let exported = tool.runInStore(["log", "export"])
        #expect(exported.code == .success, "\(exported.err)")
        let rows = exported.out.split(separator: "\n").dropFirst().map(String.init)
        #expect(
            rows == [
                "2024-03-01 07:00:00;Run;Running;1;;;;;1.5;mi;600;easy pace;;30m",
                "2024-03-01 07:00:00;Run;Running;2;;;;;;;600;;;30m",
                "2024-03-01 07:00:00;Run;Running;3;;;;;;;600;;;30m",
            ], "\(exported.out)")
        let help = tool.run("log", "--help").out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for change in [
            "a distance unit is written as m, km or mi (mi. as mi)",
            "a distance of 0 (0.00) is no distance, written as the layout writes none",
            "and with no unit",
            "notes lose leading and trailing spaces",
        ] {
            #expect(help.contains(change), "\(change)")
        }
    }
}
