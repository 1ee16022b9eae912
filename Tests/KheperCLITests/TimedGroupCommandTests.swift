import Foundation
import Kheper
import KheperCLI
import Testing

/// `kheper add WORKOUT set emom 10m` and its kin build timed groups that `show` draws with their clock.
@Suite struct TimedGroupCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    @discardableResult
    func ok(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let result = tool.runInStore(arguments)
        #expect(result.code == .success, "\(arguments): \(result.err)", sourceLocation: sourceLocation)
        return result.out.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func addBuildsEachTimedGroupFromItsShorthand() throws {
        ok("new", "Engine")
        let emom = ok("add", "Engine", "set", "emom", "10m")
        ok("add", "Engine", "exercise", "Push-up 1x10", "--into", emom)
        ok("add", "Engine", "exercise", "Pull-up 1x5", "--into", emom)
        ok("add", "Engine", "set", "amrap 12m")
        ok("add", "Engine", "set", "for", "time", "cap", "20m", "x3")
        #expect(
            ok("show", "Engine") == """
                Engine
                ======
                EMOM 10 min: every 1:00
                  Push-up — 10
                  Pull-up — 5
                AMRAP 12:00
                For time, cap 20:00 — 3 rounds
                """)
        let document = try JSONValue(parsing: ok("export", "Engine"))
        #expect(document["blocks"]?[0]?["data"] == ["style": "emom", "duration": 600])
        #expect(document["blocks"]?[2]?["data"] == ["style": "forTime", "rounds": 3, "cap": 1200])
    }

    @Test func aBadClockIsRefusedNamingTheToken() throws {
        ok("new", "Engine")
        let result = tool.runInStore(["add", "Engine", "set", "amrap", "twelve"])
        #expect(result.code == .failure)
        #expect(result.err.contains("\"twelve\""), "\(result.err)")
        #expect(result.err.contains("a duration such as 10m"), "\(result.err)")
    }
}
