import Foundation
import KheperCLI
import Testing

/// The catalogue's commands: `kheper exercises match NAME… [--json]`, each name's entry or none with how it was
/// decided, in words and in the JSON shape tools rely on; `search` by words, muscle and equipment; `show` an entry.
@Suite struct ExerciseMatchCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    @Test func eachNameGetsItsEntryOrNoneAndWhy() {
        let result = tool.runInStore([
            "exercises", "match", "Pull Up", "Shoulder Press (Dumbbell)", "Zercher Frobnicate",
        ])
        #expect(result.code == .success, "\(result.err)")
        #expect(
            result.out == """
                "Pull Up" → Pullups (Pullups, body only): the entry's own name, spelt differently
                "Shoulder Press (Dumbbell)" → none: left unmatched on purpose: seated or standing unstated, and the \
                catalogue keeps them apart
                "Zercher Frobnicate" → none: no entry's name or known spelling fits

                """)
    }

    /// The shape `--json` promises in the README: one object a name, in order, `entry` null when none.
    @Test func jsonIsOneObjectANameWithEntryAndHow() throws {
        let result = tool.runInStore([
            "exercises", "match", "--json", "Bench Press (Barbell)", "Bench Press (Dumbbell)", "Goblet Squat",
        ])
        #expect(result.code == .success, "\(result.err)")
        #expect(
            result.out == #"[{"name":"Bench Press (Barbell)","entry":"Barbell_Bench_Press_-_Medium_Grip","#
                + #""how":"standard-grip"},{"name":"Bench Press (Dumbbell)","entry":"Dumbbell_Bench_Press","#
                + #""how":"catalogue-name"},{"name":"Goblet Squat","entry":null,"how":"kept-unmatched"}]"# + "\n")
    }

    @Test func matchingReadsNoStore() {
        #expect(tool.runInStore(["exercises", "match", "Squat (Barbell)"]).code == .success)
        #expect(!FileManager.default.fileExists(atPath: tool.directory + "/store.sqlite"))
    }

    @Test func aMatchWithoutNamesAndJSONWithoutMatchAreRefused() {
        let bare = tool.runInStore(["exercises", "match"])
        #expect(bare.code == .usage)
        #expect(bare.err.contains("exercises match needs at least one NAME"))
        let listing = tool.runInStore(["exercises", "--json"])
        #expect(listing.code == .usage)
        #expect(listing.err.contains("--json goes with exercises match, search, show, alternatives or --unmatched"))
    }

    @Test func searchListsTheEntriesHoldingEveryWordNarrowedByMuscleAndEquipment() throws {
        let result = tool.runInStore([
            "exercises", "search", "--muscle", "glutes", "--equipment", "kettlebells", "goblet",
        ])
        #expect(result.code == .success, "\(result.err)")
        #expect(result.out == "Goblet_Squat  Goblet Squat — kettlebells; quadriceps\n")
        let json = tool.runInStore(["exercises", "search", "--json", "face", "pull"])
        #expect(
            json.out == #"[{"id":"Face_Pull","name":"Face Pull","equipment":"cable","primaryMuscles":["shoulders"],"#
                + #""secondaryMuscles":["middle back"],"custom":false}]"# + "\n")
        let none = tool.runInStore(["exercises", "search", "zercher", "frobnicate"])
        #expect(none.code == .success)
        #expect(none.out.isEmpty)
        #expect(none.err.contains("no catalogue entry matches"))
        #expect(tool.runInStore(["exercises", "--muscle", "glutes"]).code == .usage)
        #expect(tool.runInStore(["exercises", "search", "--muscle", "elbows"]).code == .usage)
    }

    @Test func showPrintsAnEntryFoundByIdOrByAMatchingName() {
        let byName = tool.runInStore(["exercises", "show", "Squat (Barbell)"])
        #expect(byName.code == .success, "\(byName.err)")
        #expect(
            byName.out.hasPrefix(
                """
                Barbell Squat (Barbell_Squat)
                equipment: barbell · category: strength · level: beginner · mechanic: compound · force: push
                primary muscles: quadriceps
                secondary muscles: calves, glutes, hamstrings, lower back
                1. This exercise is best performed inside a squat rack
                """))
        #expect(tool.runInStore(["exercises", "show", "Barbell_Squat"]).out == byName.out)
        let unknown = tool.runInStore(["exercises", "show", "nope"])
        #expect(unknown.code == .usage)
        #expect(unknown.err.contains(#"ENTRY is "nope"; expected a catalogue entry's id, or a name that matches one"#))
    }
}
