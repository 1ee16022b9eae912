import Foundation
import KheperSQLite
import KheperTrainingLog
import Testing

@testable import KheperCLI

/// The lifter's own catalogue entries from the command line: `exercises add-entry` stores one and links the log's
/// unmatched exercises that match it, `match`, `search`, `show`, `link` and `log import` see it, and
/// `remove-entry` takes it away again, leaving its exercises unmatched.
@Suite struct CustomEntryCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
        let rows = ["Zercher Frobnicate", "Back Squat", "Frobnicator"].enumerated().map { day, name in
            StrongExportFixture.row(
                "2022-10-0\(day + 1) 07:00:00", name, "1", "40", "kg", 8, workout: "Day \(day + 1)", duration: "30m")
        }
        try tool.write("log.csv", StrongExportFixture.header + rows.joined())
    }

    func run(_ arguments: String...) -> (code: ExitCode, out: String, err: String) {
        tool.runInStore(arguments)
    }

    /// The id of the exercise first recorded as `name`.
    static func id(_ name: String) -> String {
        LoggedExercise.stableID(key: ExerciseName.key(name))
    }

    func addFrobnicate() -> (code: ExitCode, out: String, err: String) {
        run(
            "exercises", "add-entry", "Zercher Frobnicate", "--primary", "quadriceps,glutes", "--secondary",
            "lower back", "--equipment", "barbell", "--aliases", "Frobnicator, Frob")
    }

    @Test("add-entry prints the id and links the unmatched exercises that now match, by name and by alias")
    func addEntryPrintsTheIDAndLinks() throws {
        #expect(run("log", "import", "log.csv").code == .success)
        let added = addFrobnicate()
        #expect(added.code == .success, "\(added.err)")
        let lines = added.out.split(separator: "\n")
        #expect(lines.first == "custom-zercher-frobnicate")
        #expect(
            lines.last
                == """
                added Zercher Frobnicate (custom-zercher-frobnicate) and linked 2 exercise(s) to it: \
                "Frobnicator" (\(Self.id("Frobnicator"))), "Zercher Frobnicate" (\(Self.id("Zercher Frobnicate")))
                """)
        let unmatched = run("exercises", "--unmatched")
        #expect(unmatched.out == "every exercise of the log is linked to a catalogue entry\n", "\(unmatched.out)")
        let link = run("exercises", "link", "Back Squat", "Frob")
        #expect(link.out.hasPrefix("linked \"Back Squat\" (\(Self.id("Back Squat"))) to custom-zercher-frobnicate"))
    }

    @Test("add-entry leaves an exercise the lifter unlinked as it is")
    func addEntryLeavesTheLiftersUnlinks() throws {
        #expect(run("log", "import", "log.csv").code == .success)
        #expect(run("exercises", "unlink", "Frobnicator").code == .success)
        let added = addFrobnicate()
        #expect(
            added.out.hasSuffix(
                "linked 1 exercise(s) to it: \"Zercher Frobnicate\" (\(Self.id("Zercher Frobnicate")))\n"))
    }

    @Test("match, search and show see an entry added, and mark it the lifter's")
    func matchSearchAndShowSeeIt() throws {
        #expect(addFrobnicate().code == .success)
        let match = run("exercises", "match", "--json", "Frob", "Frobnicate Zercher (Barbell)", "Frobnicate (Dumbbell)")
        #expect(
            match.out
                == """
                [{"name":"Frob","entry":"custom-zercher-frobnicate","how":"alias"},\
                {"name":"Frobnicate Zercher (Barbell)","entry":"custom-zercher-frobnicate","how":"recorded-equipment"},\
                {"name":"Frobnicate (Dumbbell)","entry":null,"how":"no-match"}]

                """, "\(match.out)")
        let search = run("exercises", "search", "frobnicate")
        #expect(
            search.out
                == "custom-zercher-frobnicate  Zercher Frobnicate (yours) — barbell; quadriceps, glutes\n")
        let json = run("exercises", "search", "--json", "frobnicate")
        #expect(json.out.contains("\"custom\":true"), "\(json.out)")
        #expect(run("exercises", "search", "--json", "pullups").out.contains("\"custom\":false"))
        let show = run("exercises", "show", "Frob")
        #expect(
            show.out.hasPrefix("Zercher Frobnicate (custom-zercher-frobnicate), your own entry\nequipment: barbell\n"),
            "no category or level is made up for it: \(show.out)")
        #expect(show.out.contains("aliases: Frobnicator, Frob\n"))
        #expect(run("exercises", "show", "--json", "custom-zercher-frobnicate").out.contains("\"custom\":true"))
    }

    @Test("match works with no store, and sees no entry of the lifter's then")
    func matchWorksWithoutAStore() {
        let match = tool.run(["exercises", "match", "Frob"], variables: ["KHEPER_STORE": "none.sqlite"])
        #expect(match.code == .success, "\(match.err)")
        #expect(match.out.hasPrefix("\"Frob\" → none"), "\(match.out)")
        #expect(!FileManager.default.fileExists(atPath: tool.directory + "/none.sqlite"))
    }

    @Test("an import after add-entry links a name to the entry added")
    func anImportLinksToTheEntry() throws {
        #expect(addFrobnicate().code == .success)
        #expect(run("log", "import", "log.csv").code == .success)
        let unmatched = run("exercises", "--unmatched", "--json")
        #expect(unmatched.out == "[]\n", "\(unmatched.out)")
        #expect(run("exercises", "show", "Frobnicator").code == .success)
    }

    @Test("remove-entry unlinks its exercises and names them; a bundled or unknown entry is refused")
    func removeEntryUnlinks() throws {
        #expect(run("log", "import", "log.csv").code == .success)
        #expect(addFrobnicate().code == .success)
        let removed = run("exercises", "remove-entry", "custom-zercher-frobnicate")
        #expect(removed.code == .success, "\(removed.err)")
        #expect(
            removed.out
                == """
                removed Zercher Frobnicate (custom-zercher-frobnicate); 2 exercise(s) linked to it are unmatched now: \
                "Frobnicator" (\(Self.id("Frobnicator"))), "Zercher Frobnicate" (\(Self.id("Zercher Frobnicate")))

                """)
        #expect(run("exercises", "--unmatched").out.contains("Frobnicator — entry-removed"))
        #expect(run("exercises", "show", "custom-zercher-frobnicate").code == .usage)
        let bundled = run("exercises", "remove-entry", "Pullups")
        #expect(bundled.code == .usage)
        #expect(bundled.err.contains("ENTRY is \"Pullups\", an entry of the catalogue shipped with Kheper"))
        let unknown = run("exercises", "remove-entry", "custom-nothing")
        #expect(unknown.code == .usage && unknown.err.contains("no entry of your own has the id \"custom-nothing\""))
        // Adding it back links the same exercises again: the two commands undo each other.
        #expect(addFrobnicate().out.contains("linked 2 exercise(s)"))
    }

    @Test("bad input is refused with exit 2, naming the field, the value and what was expected")
    func badInputIsRefused() {
        let noPrimary = run("exercises", "add-entry", "Frob Thing")
        #expect(noPrimary.code == .usage && noPrimary.err.contains("add-entry needs --primary LIST"))
        #expect(
            run("exercises", "--help").out.contains("kheper exercises add-entry [--store PATH] --primary LIST "),
            "the usage shows --primary as needed, not in brackets")
        let muscle = run("exercises", "add-entry", "Frob Thing", "--primary", "deltoids")
        #expect(muscle.code == .usage)
        #expect(muscle.err.contains("--primary holds \"deltoids\""), "\(muscle.err)")
        let taken = run("exercises", "add-entry", "Pull Ups", "--primary", "lats")
        #expect(taken.code == .usage)
        #expect(
            taken.err.contains("name is \"Pull Ups\", which reads as the same as entry Pullups's name"), "\(taken.err)")
        let twoKinds = run("exercises", "add-entry", "Frob Thing", "--primary", "lats", "--equipment", "barbell,cable")
        #expect(twoKinds.code == .usage && twoKinds.err.contains("expected one kind of equipment"))
        let stated = run(
            "exercises", "add-entry", "Frob Thing", "--primary", "lats", "--equipment", "dumbbell", "--aliases",
            "Frob Thing (Barbell)")
        #expect(stated.code == .usage && stated.err.contains("alias is \"Frob Thing (Barbell)\", which states barbell"))
        #expect(addFrobnicate().code == .success)
        let again = addFrobnicate()
        #expect(again.code == .usage && again.err.contains("id is \"custom-zercher-frobnicate\", which is already"))
        let misplaced = run("exercises", "search", "--primary", "lats")
        #expect(
            misplaced.code == .usage && misplaced.err.contains("--primary goes with exercises add-entry"),
            "\(misplaced.err)")
    }
}

/// The commands beyond `exercises` that read the catalogue with a store see the lifter's own entries: `set`'s entry
/// check, `show`'s muscles, `stats --muscles` and the exercise names completion offers.
@Suite struct CustomEntryUsesTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
        let added = tool.runInStore([
            "exercises", "add-entry", "Zercher Frobnicate", "--primary", "adductors", "--secondary", "abdominals",
        ])
        try #require(added.code == .success, "\(added.err)")
    }

    @Test("set accepts an entry of the lifter's, and show names its muscles")
    func setAndShowSeeIt() throws {
        let workout = tool.runInStore(["new", "Legs"]).out.trimmingCharacters(in: .whitespacesAndNewlines)
        let block = tool.runInStore(["add", workout, "exercise", "Frob", "3x8"]).out
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let linked = tool.runInStore(["set", workout, block, "entry=custom-zercher-frobnicate"])
        #expect(linked.code == .success, "\(linked.err)")
        #expect(tool.runInStore(["show", workout]).out == "Legs\n====\nFrob — 3 × 8\n  muscles: adductors\n")
    }

    @Test("stats --muscles counts the sets of an exercise linked to an entry of the lifter's by its muscles")
    func statsCountsItsMuscles() throws {
        try tool.write(
            "log.csv",
            StrongExportFixture.header
                + StrongExportFixture.row("2024-01-01 10:00:00", "Zercher Frobnicate", "1", "40", "kg", 8))
        #expect(tool.runInStore(["log", "import", "log.csv"]).code == .success)
        let stats = tool.runInStore(["stats", "--muscles", "--weeks", "1"])
        #expect(stats.out.contains("adductors ") && stats.out.contains("abdominals "), "\(stats.out)")
        #expect(!stats.out.contains("not matched"), "\(stats.out)")
    }

    @Test("completion after add WORKOUT exercise offers the name of an entry of the lifter's")
    func completionOffersItsName() {
        let result = tool.runInStore(["__complete", "--", "add", "W", "exercise", "Zercher Frob"])
        #expect(result.out.split(separator: "\n").contains("Zercher Frobnicate"), "\(result.out)")
    }
}
