import Foundation
import Kheper
import KheperCLI
import Testing

/// Writing sets through `kheper add` and `kheper set` as a lifter types them: shorthand that cannot be read is
/// refused rather than kept as the name, set kinds in shorthand, `*` over every set, and messages that say what
/// changed and name the field typed.
@Suite struct WritingSetsCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    func run(_ arguments: String...) -> (code: ExitCode, out: String, err: String) {
        tool.runInStore(arguments)
    }

    /// Runs a command that must succeed and returns its output, trimmed.
    @discardableResult
    func ok(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let result = tool.runInStore(arguments)
        #expect(result.code == .success, "\(arguments): \(result.err)", sourceLocation: sourceLocation)
        return result.out.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func data(_ workout: String) throws -> JSONValue? {
        try JSONValue(parsing: run("export", workout).out)["blocks"]?[0]?["data"]
    }

    @Test func setsThatCannotBeReadAreRefusedNotKeptAsTheName() throws {
        ok("new", "R")
        let refused = run("add", "R", "exercise", "Squat", "5@60kg,", "5@100kg")
        #expect(refused.code == .failure)
        #expect(refused.err.contains("could not read \"5@60kg,\": expected sets×reps"), "\(refused.err)")
        #expect(refused.err.contains("a name holds no @ and no load"), "\(refused.err)")
        #expect(try data("R") == nil)
        let load = run("add", "R", "exercise", "Squat 5 100kg")
        #expect(load.code == .failure)
        #expect(load.err.contains("could not read \"100kg\""), "\(load.err)")
        ok("add", "R", "exercise", "Curl 21s 3x7")
        #expect(try data("R")?["name"] == "Curl 21s")
    }

    @Test func setKindsAreWrittenInShorthandAndListedAsAnExample() throws {
        ok("new", "R")
        ok("add", "R", "exercise", "Squat 2x5 @60kg warmup")
        #expect(try data("R")?["sets"]?[1] == ["kind": "warmup", "reps": 5, "load": ["value": 60, "unit": "kg"]])
        #expect(ok("show", "R").contains("Squat — 2 × 5 @ 60 kg (warm-up)"))
        #expect(run("kinds", "--examples").out.contains("Squat 2x5 @60kg warmup"))
    }

    @Test func replacingTheSetsSaysTheListWasReplaced() throws {
        ok("new", "R")
        let block = ok("add", "R", "exercise", "Squat 2x5 @100kg")
        let line = ok("set", "R", block, #"sets=[{"reps":3},{"reps":3},{"reps":3}]"#)
        #expect(line == #"replaced the list sets of exercise "Squat" with a list of 3 elements (was 2)"#)
        #expect(
            ok("set", "R", block, "sets.+=1x1") == #"appended an element to sets of exercise "Squat" (now 4, was 3)"#)
        #expect(ok("set", "R", block, "sets.0=") == #"removed an element from sets of exercise "Squat" (now 3, was 4)"#)
    }

    @Test func aStarSetsAFieldOfEverySetInOneUndoStep() throws {
        ok("new", "R")
        let block = ok("add", "R", "exercise", "Squat 4x5 @80kg")
        ok("set", "R", block, "sets.0.load=82.5kg")
        let line = ok("set", "R", block, "sets.*.load=82.5kg")
        #expect(line == #"set sets.*.load.value of exercise "Squat" to 82.5 (3 elements changed)"#)
        let sets = try #require(try data("R")?["sets"]?.arrayValue)
        #expect(sets.count == 4)
        #expect(sets.allSatisfy { $0["load"] == ["value": 82.5, "unit": "kg"] })
        ok("undo", "R")
        let undone = try #require(try data("R")?["sets"]?.arrayValue)
        #expect(undone.map { $0["load"]?["value"] } == [82.5, 80, 80, 80])
        let empty = ok("add", "R", "exercise", "Plank")
        let refused = run("set", "R", empty, "sets.*.reps=5")
        #expect(refused.code == .failure)
        #expect(refused.err.contains(#"every element of the list "sets", but there is none"#), "\(refused.err)")
        #expect(run("set", "--help").out.contains("sets.*.load=82.5kg"))
    }

    @Test func aRefusedLoadNamesTheFieldTyped() throws {
        ok("new", "R")
        let block = ok("add", "R", "exercise", "Squat 2x5 @100kg")
        let refused = run("set", "R", block, "sets.1.load=3000kg")
        #expect(refused.code == .failure)
        #expect(refused.err.contains(#"cannot set "sets.1.load" to "3000kg""#), "\(refused.err)")
        #expect(refused.err.contains(#""sets.1.load" is 3000 kg; expected 0 to 2000 kg"#), "\(refused.err)")
        #expect(!refused.err.contains(#""value""#), "\(refused.err)")
    }

    @Test func aLoadAndAnRPEShareOneAtAndTheLineReadsBack() throws {
        ok("new", "R")
        ok("add", "R", "exercise", "Front Squat 3x6 @ 70 kg @RPE8")
        let shown = ok("show", "R")
        #expect(shown.contains("Front Squat — 3 × 6 @ 70 kg, RPE 8"), "\(shown)")
        let line = try #require(shown.split(separator: "\n").first { $0.contains("Front Squat") })
        ok("new", "Again")
        ok("add", "Again", "exercise", String(line.drop { $0 == " " }))
        #expect(try data("Again") == data("R"))
    }
}
