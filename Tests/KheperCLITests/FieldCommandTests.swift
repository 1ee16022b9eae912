import Foundation
import Kheper
import KheperCLI
import Testing

/// `kheper set` reads values by the block's field spec, and `kheper kinds --fields` lists every declared field.
@Suite struct FieldCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    func run(_ arguments: String...) -> (code: ExitCode, out: String, err: String) {
        tool.runInStore(arguments)
    }

    func data(_ workout: String) throws -> JSONValue? {
        try JSONValue(parsing: run("export", workout).out)["blocks"]?[0]?["data"]
    }

    @Test func setReadsDurationsLoadsAndChoicesByTheFieldSpec() throws {
        #expect(run("new", "Legs").code == .success)
        let squat = run("add", "Legs", "exercise", "Squat 5x5").out.trimmingCharacters(in: .whitespacesAndNewlines)
        let result = run(
            "set", "Legs", squat, "rest=2m", "sets.0.rest=1:30", "sets.0.load=bw+10kg", "sets.0.kind=Warmup")
        #expect(result.code == .success, "\(result.err)")
        let data = try data("Legs")
        #expect(data?["rest"] == 120)
        #expect(data?["sets"]?[0]?["rest"] == 90)
        #expect(data?["sets"]?[0]?["load"] == ["value": 10, "unit": "bodyweight"])
        #expect(data?["sets"]?[0]?["kind"] == "warmup")
        #expect(run("set", "Legs", squat, "rest=1h 5m").code == .failure)
        let refused = run("set", "Legs", squat, "rest=2x")
        #expect(refused.code == .failure)
        #expect(refused.err.contains("could not read \"2x\" for \"rest\": expected a duration"), "\(refused.err)")
        #expect(try self.data("Legs")?["rest"] == 120)
    }

    @Test func setReadsATimersModeAndDurations() throws {
        #expect(run("new", "Cardio").code == .success)
        let timer = run("add", "Cardio", "timer", "10m").out.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(run("set", "Cardio", timer, "mode=AMRAP", "duration=12m", "prepare=0:10").code == .success)
        let data = try data("Cardio")
        #expect(data?["mode"] == "amrap")
        #expect(data?["duration"] == 720)
        #expect(data?["prepare"] == 10)
    }

    @Test func kindsListsEveryDeclaredField() throws {
        let result = run("kinds", "--fields", "timer")
        #expect(result.code == .success)
        #expect(result.out.hasPrefix("timer (Timer)\n  FIELD"))
        #expect(result.out.contains("  rest "))
        #expect(result.out.contains("duration"))
        #expect(result.out.contains("0 to 3600 s"))
        #expect(result.out.contains("Seconds of rest between rounds; tabata defaults to 10."))
        #expect(result.out.contains("choice (countdown, interval, emom, amrap, tabata)"))
        let all = run("kinds", "--fields")
        #expect(all.code == .success)
        for definition in BlockRegistry.standard.definitions {
            #expect(all.out.contains("\(definition.kind.rawValue) (\(definition.displayName))\n"))
        }
        #expect(all.out.contains("  sets.N.reps "))
        let json = try JSONValue(parsing: run("kinds", "--json").out)
        let timer = try #require(json.arrayValue?.first { $0["kind"] == "timer" })
        #expect(
            try [FieldSpec](json: timer["fields"] ?? nil, valueTypes: BlockRegistry.standard.valueTypes)
                == TimerBlock.fields)
        #expect(run("kinds", "--fields", "nope").code == .usage)
        #expect(run("kinds", "timer").code == .usage)
    }
}
