import Foundation
import Testing

@testable import KheperCLI

/// `kheper log import --replace` re-imports a corrected file over the sessions a wrong one stored, and `kheper log
/// undo` takes that back in one step.
@Suite struct LogReplaceCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    /// A Hevy export whose weights were lost, and the same sessions with them.
    static func hevy(weight: String) -> String {
        """
        "title","start_time","end_time","exercise_title","set_index","set_type","weight_kg","reps"
        "Push","5 Dec 2025, 11:37","5 Dec 2025, 12:55","Bench Press",0,"normal",\(weight),8
        "Push","5 Dec 2025, 11:37","5 Dec 2025, 12:55","Bench Press",1,"normal",\(weight),6

        """
    }

    func run(_ arguments: String...) -> (code: ExitCode, out: String, err: String) {
        tool.runInStore(arguments)
    }

    /// The weight column of the log's CSV export, one entry per set.
    func weights() -> [String] {
        run("log", "export", "--format", "csv").out.split(separator: "\n").dropFirst().map {
            String($0.split(separator: ",", omittingEmptySubsequences: false)[10])
        }
    }

    @Test func aCorrectedFileReplacesTheSessionsAndLogUndoPutsThemBack() throws {
        try tool.write("wrong.csv", Self.hevy(weight: ""))
        try tool.write("right.csv", Self.hevy(weight: "60"))
        #expect(run("log", "import", "wrong.csv").code == .success)
        #expect(weights() == ["", ""])
        let plain = run("log", "import", "right.csv")
        #expect(plain.out.contains("sessions: 0 added, 1 already imported"))
        #expect(weights() == ["", ""])

        let replaced = run("log", "import", "--replace", "right.csv")
        #expect(replaced.code == .success, "\(replaced.err)")
        #expect(replaced.out.contains("sessions: 0 added, 1 replaced"), "\(replaced.out)")
        #expect(replaced.out.contains("`kheper log undo` puts back what this import replaced, in one step"))
        #expect(weights() == ["60", "60"])

        let undone = run("log", "undo")
        #expect(undone.code == .success, "\(undone.err)")
        #expect(
            undone.out
                == "undid log import --replace (log change 1): 1 session put back as before, "
                + "0 sessions it added removed\n")
        #expect(weights() == ["", ""])
        let nothing = run("log", "undo")
        #expect(nothing.code == .usage)
        #expect(nothing.err.contains("there is no log import --replace or log remove to undo"))
    }

    @Test func aReplaceThatFailsMidwayChangesNothing() throws {
        try tool.write("wrong.csv", Self.hevy(weight: ""))
        #expect(run("log", "import", "wrong.csv").code == .success)
        try tool.write(
            "broken.csv",
            Self.hevy(weight: "60") + "\"Legs\",\"6 Dec 2025, 11:37\",\"\",\"Squat\",0,\"normal\",ten,5\n")
        let result = run("log", "import", "--replace", "broken.csv")
        #expect(result.code == .failure)
        #expect(result.err.contains("nothing was imported"), "\(result.err)")
        #expect(weights() == ["", ""])
        #expect(run("log", "undo").code == .usage)
    }

    @Test func aDryRunReplaceChangesNothing() throws {
        try tool.write("wrong.csv", Self.hevy(weight: ""))
        try tool.write("right.csv", Self.hevy(weight: "60"))
        #expect(run("log", "import", "wrong.csv").code == .success)
        let dry = run("log", "import", "--replace", "--dry-run", "right.csv")
        #expect(dry.out.contains("sessions: 0 added, 1 replaced"), "\(dry.out)")
        #expect(weights() == ["", ""])
    }
}
