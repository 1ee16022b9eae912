import Foundation
import Testing

@testable import KheperCLI

/// `kheper log list` shows each logged session with its id, and `kheper log remove SESSION…` takes sessions out
/// of the log as one step that `kheper log undo` puts back.
@Suite struct LogSessionsCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
        try tool.write(
            "log.csv",
            """
            "title","start_time","end_time","exercise_title","set_index","set_type","weight_kg","reps"
            "Push","5 Dec 2025, 11:37","5 Dec 2025, 12:55","Bench Press",0,"normal",60,8
            "Push","5 Dec 2025, 11:37","5 Dec 2025, 12:55","Bench Press",1,"normal",60,6
            "Pull","7 Dec 2025, 10:00","7 Dec 2025, 11:00","Pull Up",0,"normal",,8
            "Legs","7 Dec 2025, 18:00","7 Dec 2025, 19:00","Squat",0,"normal",100,5

            """)
    }

    func run(_ arguments: String...) -> (code: ExitCode, out: String, err: String) {
        tool.runInStore(arguments)
    }

    /// The ids `log list` shows, newest first.
    func ids() -> [String] {
        run("log", "list").out.split(separator: "\n").map { String($0.split(separator: " ")[1]) }
    }

    @Test func listShowsEachSessionNewestFirstWithItsDateIdTitleAndCounts() throws {
        #expect(run("log", "list").err.contains("no store at "), "it reads a store, never creates one")
        #expect(run("new", "Plan").code == .success)
        #expect(run("log", "list").out.hasPrefix("the training log holds no sessions"))
        #expect(run("log", "import", "log.csv").code == .success)
        let listed = run("log", "list")
        #expect(listed.code == .success, "\(listed.err)")
        let lines = listed.out.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("2025-12-07  hevy-") && lines[0].hasSuffix("  Legs  (1 exercise, 1 set)"))
        #expect(lines[2].hasPrefix("2025-12-05  hevy-") && lines[2].hasSuffix("  Push  (1 exercise, 2 sets)"))
    }

    @Test func removeTakesSessionsByDateAndIdAsOneStepThatLogUndoPutsBack() throws {
        #expect(run("log", "import", "log.csv").code == .success)
        let all = ids()
        let removed = run("log", "remove", "2025-12-05", String(all[0].prefix(12)))
        #expect(removed.code == .success, "\(removed.err)")
        #expect(
            removed.out
                == "removed 2025-12-05  \(all[2])  Push  (2 sets)\nremoved 2025-12-07  \(all[0])  Legs  (1 set)\n"
                + "`kheper log undo` puts them back (log change 1)\n")
        #expect(ids() == [all[1]])
        #expect(!run("log", "export", "--format", "csv").out.contains("Bench Press"))

        let undone = run("log", "undo")
        #expect(undone.out == "undid log remove (log change 1): 2 sessions put back as before\n")
        #expect(ids() == all)
    }

    @Test func anUnknownOrAmbiguousSessionRemovesNothing() throws {
        #expect(run("log", "import", "log.csv").code == .success)
        let all = ids()
        let unknown = run("log", "remove", all[0], "2024-01-01")
        #expect(unknown.code == .failure)
        #expect(
            unknown.err
                == "kheper: no logged session has the id, id prefix or date \"2024-01-01\"; `kheper log list` shows "
                + "them\n")
        let ambiguous = run("log", "remove", "2025-12-07")
        #expect(ambiguous.code == .usage)
        #expect(ambiguous.err.contains("\"2025-12-07\" names 2 logged sessions ("), "\(ambiguous.err)")
        #expect(ambiguous.err.hasSuffix("; give the session's id\n"))
        #expect(ids() == all)
        #expect(run("log", "remove").code == .usage)
        #expect(run("log", "list", "x").code == .usage)
    }
}
