import Foundation
import KheperCLI
import Testing

/// `kheper exercises alternatives EXERCISE [--equipment LIST] [--json]`: the catalogue's entries that could stand in
/// for an exercise, named by id or by a name the matcher resolves, limited to a comma list of equipment.
@Suite struct ExerciseAlternativesCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    @Test func aNameResolvesToItsEntryAndItsAlternativesFollowLimitedToTheEquipment() {
        let result = tool.runInStore([
            "exercises", "alternatives", "--equipment", "dumbbell, cable", "Bench Press (Barbell)",
        ])
        #expect(result.code == .success, "\(result.err)")
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "alternatives to Barbell Bench Press - Medium Grip (Barbell_Bench_Press_-_Medium_Grip): chest, "
                + "compound, push; with dumbbell, cable")
        #expect(lines.contains("Dumbbell_Bench_Press  Dumbbell Bench Press — dumbbell; chest"))
        #expect(lines.dropFirst().allSatisfy { $0.contains(" — dumbbell; ") || $0.contains(" — cable; ") })
        let byID = tool.runInStore([
            "exercises", "alternatives", "--equipment", "dumbbell,cable", "Barbell_Bench_Press_-_Medium_Grip",
        ])
        #expect(byID.out == result.out)
    }

    @Test func jsonWritesTheEntriesAsSearchDoes() {
        let result = tool.runInStore(["exercises", "alternatives", "--json", "--equipment", "cable", "Pullups"])
        #expect(result.code == .success, "\(result.err)")
        let search = tool.runInStore([
            "exercises", "search", "--json", "--equipment", "cable", "--muscle", "lats",
        ])
        #expect(result.out.hasPrefix("[{\"id\":"))
        // Every alternative is a cable entry training the lats, as search finds them, and written as search writes it.
        let ids = result.out.split(separator: "\"id\":\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(!ids.isEmpty)
        for id in ids { #expect(search.out.contains("\"id\":\"\(id)\"")) }
        #expect(
            result.out.contains(
                #"{"id":"V-Bar_Pulldown","name":"V-Bar Pulldown","equipment":"cable","primaryMuscles":["lats"],"#))
    }

    @Test func aNameThatResolvesToNoEntryIsRefusedSayingWhy() {
        let unknown = tool.runInStore(["exercises", "alternatives", "Zercher Frobnicate"])
        #expect(unknown.code == .usage)
        #expect(
            unknown.err.contains(
                #"EXERCISE is "Zercher Frobnicate"; it resolves to no catalogue entry (no entry's name or known "#
                    + "spelling fits)"))
        let kept = tool.runInStore(["exercises", "alternatives", "Shoulder Press (Dumbbell)"])
        #expect(kept.code == .usage)
        #expect(kept.err.contains("left unmatched on purpose"))
        #expect(tool.runInStore(["exercises", "alternatives"]).code == .usage)
        #expect(tool.runInStore(["exercises", "alternatives", "Squat", "Deadlift"]).code == .usage)
    }

    @Test func aBadEquipmentValueIsRefusedNamingItAndListingTheValidOnes() {
        let result = tool.runInStore(["exercises", "alternatives", "--equipment", "dumbbell,barbel", "Squat"])
        #expect(result.code == .usage)
        #expect(result.err.contains(#"--equipment holds "barbel" (in "dumbbell,barbel"); expected a comma-separated "#))
        #expect(result.err.contains("barbell, dumbbell, kettlebells, cable, machine, body only"))
        let empty = tool.runInStore(["exercises", "search", "--equipment", "dumbbell,", "press"])
        #expect(empty.code == .usage)
        #expect(empty.err.contains(#"--equipment holds """#))
        #expect(tool.runInStore(["exercises", "--equipment", "dumbbell"]).code == .usage)
        #expect(tool.runInStore(["exercises", "show", "--equipment", "dumbbell", "Squat"]).code == .usage)
    }

    @Test func searchTakesSeveralEquipment() {
        let result = tool.runInStore(["exercises", "search", "--equipment", "barbell,e-z curl bar", "curl"])
        #expect(result.code == .success, "\(result.err)")
        #expect(result.out.contains("Barbell_Curl  Barbell Curl — barbell"))
        #expect(result.out.contains("EZ-Bar_Curl  EZ-Bar Curl — e-z curl bar"))
        #expect(!result.out.contains(" — dumbbell"))
    }

    @Test func theHelpStatesTheRule() {
        let help = tool.runInStore(["exercises", "--help"])
        #expect(help.out.contains("kheper exercises alternatives [--store PATH] [--equipment LIST] [--json] EXERCISE"))
        #expect(help.out.contains("with the same mechanic"))
        #expect(help.out.contains("same primary muscles exactly first"))
    }

    @Test func completionCompletesTheItemAfterTheLastComma() {
        let result = tool.runInStore(["__complete", "--", "exercises", "alternatives", "--equipment", "barbell,ke"])
        #expect(result.out == "barbell,kettlebells\n", "\(result.err)")
        let first = tool.runInStore(["__complete", "--", "exercises", "search", "--equipment", "b"])
        #expect(first.out == "barbell\nbody only\nbands\n", "\(first.err)")
    }
}
