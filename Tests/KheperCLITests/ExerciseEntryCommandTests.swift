import Foundation
import Testing

@testable import KheperCLI

/// An exercise block linked to a catalogue entry with `kheper set … entry=ID`: the id is checked against the
/// catalogue (close entries named when it holds none), and `show` and `render` name the entry's primary muscles in
/// text, Markdown and HTML.
@Suite struct ExerciseEntryCommandTests {
    let tool: ToolHarness
    let workout: String
    let bench: String

    init() throws {
        tool = try ToolHarness()
        let created = tool.runInStore(["new", "Push"])
        workout = created.out.trimmingCharacters(in: .whitespacesAndNewlines)
        let added = tool.runInStore(["add", workout, "exercise", "Bench", "3x8", "@80kg"])
        try #require(added.code == .success, "\(added.err)")
        bench = added.out.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("a linked exercise shows its entry's primary muscles in text, Markdown and HTML")
    func showNamesTheMuscles() throws {
        let linked = tool.runInStore(["set", workout, bench, "entry=Barbell_Bench_Press_-_Medium_Grip"])
        #expect(linked.code == .success, "\(linked.err)")
        #expect(linked.out == "set entry of exercise \"Bench\" to \"Barbell_Bench_Press_-_Medium_Grip\"\n")
        #expect(tool.runInStore(["show", workout]).out == "Push\n====\nBench — 3 × 8 @ 80 kg\n  muscles: chest\n")
        #expect(
            tool.runInStore(["show", "--format", "markdown", workout]).out
                == "# Push\n\n**Bench** — 3 × 8 @ 80 kg\n\n*muscles: chest*\n")
        let html = tool.runInStore(["show", "--format", "html", workout]).out
        #expect(
            html.contains("<p class=\"summary\">3 × 8 @ 80\u{00A0}kg</p></div>\n<p class=\"meta\">muscles: chest</p>"),
            "\(html)")
        // entry= removes the link, and the muscles with it.
        #expect(tool.runInStore(["set", workout, bench, "entry="]).code == .success)
        #expect(tool.runInStore(["show", workout]).out == "Push\n====\nBench — 3 × 8 @ 80 kg\n")
    }

    @Test("render names the muscles of a document's linked exercises, with no store")
    func renderNamesTheMuscles() throws {
        try tool.write(
            "legs.json",
            """
            {"format":"kheper.workout","formatVersion":1,"id":"legs","title":"Legs","blocks":[
            {"id":"a","type":"exercise","data":{"name":"Squat","entry":"Barbell_Squat","sets":[{"reps":5}]}},
            {"id":"b","type":"exercise","data":{"name":"Pull-up","entry":"Pullups"}}]}
            """)
        let rendered = tool.run("render", "legs.json")
        #expect(rendered.code == .success, "\(rendered.err)")
        #expect(rendered.out == "Legs\n====\nSquat — 5\n  muscles: quadriceps\nPull-up\n  muscles: lats\n")
    }

    @Test("an id the catalogue does not hold is refused, naming the value and close entries, and nothing changes")
    func unknownIDsAreRefused() throws {
        let refused = tool.runInStore(["set", workout, bench, "entry=Barbel_Squat"])
        #expect(refused.code == .failure)
        #expect(
            refused.err
                == "kheper: \"entry\" is \"Barbel_Squat\", which is no entry of the exercise catalogue; expected an "
                + "entry's id, as `kheper exercises search` lists them; close entries: Barbell_Squat, "
                + "Barbell_Full_Squat, Barbell_Hack_Squat\n")
        let unclose = tool.runInStore(["set", workout, bench, "entry=Zzz"])
        #expect(
            unclose.err
                == "kheper: \"entry\" is \"Zzz\", which is no entry of the exercise catalogue; expected an entry's id, "
                + "as `kheper exercises search` lists them\n")
        #expect(tool.runInStore(["show", workout]).out == "Push\n====\nBench — 3 × 8 @ 80 kg\n")
        #expect(tool.runInStore(["set", "--help"]).out.contains("entry=ID links the exercise catalogue's entry"))
    }
}
