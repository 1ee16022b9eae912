import CSQLite
import Foundation
import Kheper
import KheperCLI
import Testing

/// Hostile `set` arguments and a store holding an unreadable row, run through the `kheper` command in-process:
/// a clear refusal or an unreadable block, never a crash or a workout that no longer opens.
@Suite struct HostileStoreCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    func run(_ arguments: String...) -> (code: ExitCode, out: String, err: String) {
        tool.runInStore(arguments)
    }

    @discardableResult
    func ok(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let environment = ToolEnvironment(variables: ["KHEPER_STORE": "store.sqlite"], currentDirectory: tool.directory)
        let (code, output) = ToolHarness.tool(environment).run(arguments)
        #expect(code == .success, "\(arguments): \(output.standardError)", sourceLocation: sourceLocation)
        return output.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs one SQL statement on the store file behind the tool's back.
    func forge(_ sql: String) {
        var handle: OpaquePointer?
        sqlite3_open_v2("\(tool.directory)/store.sqlite", &handle, SQLITE_OPEN_READWRITE, nil)
        defer { sqlite3_close_v2(handle) }
        #expect(sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK)
    }

    @Test(arguments: [600, 65_000])
    func aDeepFieldPathIsRefusedAndTheWorkoutStaysReadable(depth: Int) throws {
        ok("new", "Legs")
        let squat = ok("add", "Legs", "exercise", "Squat 5x5")
        let path = Array(repeating: "a", count: depth).joined(separator: ".")
        let refused = run("set", "Legs", squat, "\(path)=1")
        #expect(refused.code == .usage)
        #expect(refused.err.contains("\(depth) levels deep") && refused.err.contains("at most 32"))
        #expect(refused.err.utf8.count < 400)
        #expect(ok("show", "Legs").contains("Squat"))
        #expect(try JSONValue(parsing: ok("export", "Legs"))["blocks"]?[0]?["data"]?["a"] == nil)
        ok("add", "Legs", "text", "Rest")
        ok("undo", "Legs")
    }

    @Test func aDeepValueIsRefusedAndNotStoredAsText() throws {
        ok("new", "Legs")
        let squat = ok("add", "Legs", "exercise", "Squat 5x5")
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let refused = run("set", "Legs", squat, "notes=\(deep)")
        #expect(refused.code == .usage)
        #expect(refused.err.contains("\"notes\"") && refused.err.contains("600 levels"))
        #expect(try JSONValue(parsing: ok("export", "Legs"))["blocks"]?[0]?["data"]?["notes"] == nil)
    }

    @Test func aStoreWithOneUnreadableRowStillWorks() throws {
        ok("new", "Legs")
        let squat = ok("add", "Legs", "exercise", "Squat 5x5")
        let lunge = ok("add", "Legs", "exercise", "Lunge 3x10")
        let press = ok("add", "Legs", "exercise", "Press 3x8")
        ok("new", "Arms")
        ok("add", "Arms", "exercise", "Curl 3x12")
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        forge("UPDATE blocks SET data = '\(deep)' WHERE id = '\(lunge)'")

        let shown = run("show", "Legs")
        #expect(shown.code == .success, "\(shown.err)")
        #expect(shown.out.contains("Squat") && shown.out.contains("Press"))
        #expect((shown.out + shown.err).contains("unreadable"), "\(shown.out)\(shown.err)")
        #expect(ok("show", "Arms").contains("Curl"))

        ok("move", "Legs", lunge, "--first")
        let exported = try JSONValue(parsing: ok("export", "Legs"))
        let ids = exported["blocks"]?.arrayValue?.compactMap { $0["id"]?.stringValue }
        #expect(ids == [lunge, squat, press])
        #expect(exported["blocks"]?[0]?["data"] == .string(deep))
        ok("undo", "Legs")
        ok("remove", "Legs", lunge)
        #expect(ok("show", "Legs").contains("Press"))
        ok("add", "Legs", "text", "Stretch")
    }
}
