import Foundation
import Kheper
import KheperCLI
import Testing

/// End-to-end tests of the write side against a temporary SQLite store, one process per command as a user runs it.
@Suite struct WriteCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    /// Runs a store command against the harness's store and requires it to succeed, returning its output.
    @discardableResult
    func ok(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) -> String {
        ok(arguments, sourceLocation: sourceLocation)
    }

    @discardableResult
    func ok(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let result = run(arguments)
        #expect(result.code == .success, "\(arguments): \(result.err)", sourceLocation: sourceLocation)
        return result.out.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
        tool.runInStore(arguments)
    }

    func exported(_ workout: String) throws -> JSONValue {
        try JSONValue(parsing: ok("export", workout))
    }

    @Test func buildsAWorkoutBlockByBlock() throws {
        let workout = ok("new", "Leg", "Day")
        #expect(ok("list").contains("Leg Day"))
        let squat = ok("add", "Leg Day", "exercise", "Squat", "5x5", "@100kg", "rpe", "8")
        let set = ok("add", workout, "set")
        let lunge = ok("add", String(workout.prefix(8)), "exercise", "Walking Lunge 3x12", "--into", set)
        let timer = ok("add", "Leg Day", "timer", "90s", "--after", squat)
        let text = ok("show", "Leg Day")
        #expect(text.contains("Squat — 5 × 5 @ 100 kg, RPE 8"))
        #expect(text.contains("  Walking Lunge — 3 × 12"))
        let document = try exported("Leg Day")
        let ids = document["blocks"]?.arrayValue?.compactMap { $0["id"]?.stringValue }
        #expect(ids == [squat, timer, set])
        #expect(document["blocks"]?[2]?["children"]?[0]?["id"]?.stringValue == lunge)
    }

    @Test func refusesWhatTheNestingRulesForbidAndChangesNothing() throws {
        ok("new", "Push")
        let set = ok("add", "Push", "set")
        let before = try exported("Push")
        let chart = run(["add", "Push", "chart", "--into", set])
        #expect(chart.code == .failure)
        #expect(chart.err.contains("a chart block"))
        #expect(chart.err.split(separator: "\n").count == 1)
        let other = ok("add", "Push", "set")
        let nested = run(["move", "Push", other, "--into", set])
        #expect(nested.code == .failure)
        #expect(nested.err.contains("a set block cannot be placed inside a set block"))
        #expect(try exported("Push")["blocks"]?.arrayValue?.count == 2)
        #expect(try exported("Push")["blocks"]?[0] == before["blocks"]?[0])
    }

    @Test func movesRemovesAndUndoesAcrossRuns() throws {
        ok("new", "Pull")
        let row = ok("add", "Pull", "exercise", "Row 3x10")
        let curl = ok("add", "Pull", "exercise", "Curl 3x12")
        ok("move", "Pull", curl, "--first")
        func order() throws -> [String] {
            try exported("Pull")["blocks"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
        }
        #expect(try order() == [curl, row])
        ok("remove", "Pull", row)
        #expect(try order() == [curl])
        ok("undo", "Pull")
        #expect(try order() == [curl, row])
        ok("undo", "Pull")
        #expect(try order() == [row, curl])
        ok("redo", "Pull")
        #expect(try order() == [curl, row])
        ok("redo", "Pull")
        #expect(try order() == [curl])
        let nothingLeft = run(["redo", "Pull"])
        #expect(nothingLeft.code == .failure)
        #expect(nothingLeft.err.contains("redo"))
    }

    @Test func setsFieldsByPathWithValidation() throws {
        ok("new", "Legs")
        let squat = ok("add", "Legs", "exercise", "Squat 5x5")
        ok("set", "Legs", squat, "name=Front Squat", "sets.0.reps=3", "notes=Keep elbows high")
        let data = try exported("Legs")["blocks"]?[0]?["data"]
        #expect(data?["name"] == "Front Squat")
        #expect(data?["sets"]?[0]?["reps"] == 3)
        #expect(data?["notes"] == "Keep elbows high")
        let refused = run(["set", "Legs", squat, "sets.0.reps=5000"])
        #expect(refused.code == .failure)
        #expect(refused.err.contains("reps") && refused.err.contains("5000") && refused.err.contains("1000"))
        #expect(try exported("Legs")["blocks"]?[0]?["data"]?["sets"]?[0]?["reps"] == 3)
        #expect(run(["set", "Legs", squat, "oops"]).code == .usage)
        ok("undo", "Legs")
        #expect(try exported("Legs")["blocks"]?[0]?["data"]?["name"] == "Squat")
    }

    @Test func importsAndExportsLosslessly() throws {
        try tool.write(
            "odd.json",
            #"{"format":"kheper.workout","formatVersion":1,"id":"odd-1","title":"Odd","x-app":{"v":2},"blocks":[{"id":"u","type":"acme/yoga","version":4,"order":"a0","data":{"pose":"tree","big":18446744073709551615}},{"id":"t","type":"text","version":1,"order":"a1","data":{"text":"hi","x-color":"red"}}]}"#
        )
        #expect(ok("import", "odd.json") == "odd-1")
        let exported = try exported("odd-1")
        let original = try JSONValue(parsing: try tool.read("odd.json"))
        #expect(exported == original)
        ok("export", "Odd", "-o", "out.json")
        #expect(try JSONValue(parsing: try tool.read("out.json")) == original)
        #expect(ok("import", "odd.json") == "odd-1", "importing the same document again is harmless")
        try tool.write("odd.json", try tool.read("odd.json").replacingOccurrences(of: "\"hi\"", with: "\"changed\""))
        let different = run(["import", "odd.json"])
        #expect(different.code == .failure)
        #expect(different.err.contains("a changed version of \"Odd\" (id odd-1)"))
    }

    @Test func writesBackWhatASetLeftAloneAsItWasWritten() throws {
        try tool.write(
            "as-written.json",
            #"{"format":"kheper.workout","formatVersion":1,"id":"aw","title":"As written","blocks":[{"id":"e","type":"exercise","version":1,"order":"a0","data":{"name":"Squat","x-note":1,"sets":[{"reps":5,"load":{"value":40,"unit":"kg"},"x-tag":"top","rpe":7.50}],"rest":1E2}}]}"#
        )
        ok("import", "as-written.json")
        ok("set", "aw", "e", "sets.0.reps=6")
        let data = try #require(try exported("aw")["blocks"]?[0]?["data"])
        #expect(data.objectValue?.keys == ["name", "x-note", "sets", "rest"])
        #expect(data["sets"]?[0]?.objectValue?.keys == ["reps", "load", "x-tag", "rpe"])
        #expect(data["sets"]?[0]?["reps"]?.numberValue?.literal == "6")
        #expect(data["sets"]?[0]?["load"]?["value"]?.numberValue?.literal == "40")
        #expect(data["sets"]?[0]?["rpe"]?.numberValue?.literal == "7.50")
        #expect(data["rest"]?.numberValue?.literal == "1E2")
    }

    @Test func addressesWorkoutsByIDPrefixOrTitleAndListsCandidates() throws {
        try tool.write(
            "a.json", #"{"format":"kheper.workout","formatVersion":1,"id":"abc-1","title":"Same","blocks":[]}"#)
        try tool.write(
            "b.json", #"{"format":"kheper.workout","formatVersion":1,"id":"abc-2","title":"Same","blocks":[]}"#)
        ok("import", "a.json")
        ok("import", "b.json")
        let ambiguous = run(["show", "abc"])
        #expect(ambiguous.code == .failure)
        #expect(ambiguous.err.contains("abc-1") && ambiguous.err.contains("abc-2"))
        #expect(run(["show", "Same"]).code == .failure)
        #expect(run(["show", "abc-2"]).code == .success)
        let missing = run(["show", "nothing"])
        #expect(missing.code == .failure)
        #expect(missing.err.contains("\"nothing\""))
        ok("delete", "abc-1")
        #expect(!ok("list").contains("abc-1"))
        #expect(ok("show", "Same").isEmpty == false)
    }

    @Test func addsEveryKindFromItsShorthand() throws {
        ok("new", "All")
        for (kind, words) in [
            ("text", ["Warm", "up", "well"]), ("divider", ["---"]), ("divider", ["---", "Finisher"]),
            ("timer", ["interval", "40s/20s", "x8"]), ("exercise", ["Curl", "3x8-12", "@25lb"]),
        ] {
            ok(["add", "All", kind] + words)
        }
        let text = ok("show", "All")
        #expect(text.contains("Warm up well"))
        #expect(text.contains("── Finisher ──"))
        #expect(text.contains("Interval — 8 × 40 s / 20 s (7:40)"))
        #expect(text.contains("Curl — 3 × 8–12 @ 25 lb"))
    }

    @Test func importsAndShowsInOneStep() throws {
        let result = run(["import", "--show", "push-day.json"])
        #expect(result.code == .success, "\(result.err)")
        #expect(result.out.hasPrefix("3f0c2a6e-push-day\nPush Day — Week 3\n"))
        #expect(result.out.contains("Bench Press"))
    }

    @Test func usesTheDataDirectoryByDefaultAndRejectsForeignFiles() throws {
        let environment = ToolEnvironment(
            variables: ["XDG_DATA_HOME": tool.directory + "/data"], currentDirectory: tool.directory)
        let (code, _) = ToolHarness.tool(environment).run(["new", "Default"])
        #expect(code == .success)
        #expect(FileManager.default.fileExists(atPath: tool.directory + "/data/kheper/kheper.sqlite"))

        try tool.write("foreign.sqlite", "this is not a database at all, just text that is long enough to matter")
        let foreign = run(["list", "--store", "foreign.sqlite"])
        #expect(foreign.code == .usage)
        #expect(foreign.err.contains("foreign.sqlite"))
    }
}
