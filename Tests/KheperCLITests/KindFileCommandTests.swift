import Foundation
import Kheper
import KheperCLI
import Testing

/// Kinds declared in files, through the command line: loaded from `--kinds DIR` and the user's kinds folder, then
/// added, edited, shown, rendered, validated and listed like built-in kinds; malformed files exit 2.
@Suite struct KindFileCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
        let example = try #require(
            Bundle.module.url(forResource: "mobility.kind", withExtension: "json", subdirectory: "Fixtures/Kinds"))
        try FileManager.default.createDirectory(
            atPath: "\(tool.directory)/kinds", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: example.path, toPath: "\(tool.directory)/kinds/mobility.kind.json")
    }

    /// Runs with `--kinds kinds` first, against the harness's store.
    func run(_ arguments: String...) -> (code: ExitCode, out: String, err: String) {
        tool.runInStore(["--kinds", "kinds"] + arguments)
    }

    func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func addsSetsShowsRendersAndValidatesAFileKind() throws {
        #expect(run("new", "Mobility").code == .success)
        let added = run("add", "Mobility", "acme/mobility", "name=Hip openers", "seconds=120")
        #expect(added.code == .success, "\(added.err)")
        let id = trimmed(added.out)
        let set = run("set", "Mobility", id, "seconds=2m30s", "side=Left", "notes=<b>slow</b>")
        #expect(set.code == .success, "\(set.err)")
        #expect(run("show", "Mobility").out.contains("Hip openers — 2:30 (left) · <b>slow</b>"))
        let refused = run("set", "Mobility", id, "seconds=2h")
        #expect(refused.code == .failure)
        #expect(refused.err.contains("seconds"), "\(refused.err)")
        let exported = run("export", "Mobility")
        try tool.write("mobility.json", exported.out)
        let data = try JSONValue(parsing: exported.out)["blocks"]?[0]?["data"]
        #expect(data == ["name": "Hip openers", "seconds": 150, "side": "left", "notes": "<b>slow</b>"])
        let markdown = run("render", "--format", "markdown", "mobility.json")
        #expect(markdown.out.contains(#"**Hip openers** — 2:30 (left) · *\<b\>slow\</b\>*"#), "\(markdown.out)")
        let html = run("render", "--format", "html", "mobility.json")
        #expect(html.out.contains("<strong>Hip openers</strong> — 2:30 (left) · <em>&lt;b&gt;slow&lt;/b&gt;</em>"))
        #expect(run("validate", "mobility.json").code == .success)
    }

    @Test func validationLocatesProblemsInFileKinds() throws {
        try tool.write(
            "bad.json",
            #"{"format":"kheper.workout","formatVersion":1,"blocks":[{"type":"acme/mobility","data":{"seconds":-1}}]}"#
        )
        let result = run("validate", "bad.json")
        #expect(result.code == .failure)
        #expect(result.out.contains("bad.json:blocks[0].data.seconds: error: "), "\(result.out)")
        #expect(result.out.contains("bad.json:blocks[0].data.name: error: "), "\(result.out)")
    }

    @Test func addRefusesUnreadableAndMissingFields() {
        #expect(run("new", "Mobility").code == .success)
        let unreadable = run("add", "Mobility", "acme/mobility", "name=Hips", "seconds=soon")
        #expect(unreadable.code == .failure)
        #expect(unreadable.err.contains("\"soon\""), "\(unreadable.err)")
        let missing = run("add", "Mobility", "acme/mobility", "seconds=90")
        #expect(missing.code == .failure)
        #expect(missing.err.contains("\"name\" is required"), "\(missing.err)")
    }

    @Test func fileKindsNestInABuiltInSet() throws {
        #expect(run("new", "Circuit").code == .success)
        let set = trimmed(run("add", "Circuit", "set").out)
        let placed = run("add", "Circuit", "acme/mobility", "name=Hips", "--into", set)
        #expect(placed.code == .success, "\(placed.err)")
        try tool.write("circuit.json", run("export", "Circuit").out)
        let result = run("validate", "circuit.json")
        #expect(result.code == .success, "\(result.out)")
        #expect(!result.out.contains("error"))
        #expect(run("show", "Circuit").out.contains("  Hips"))
    }

    @Test func aFileContainerTakesBuiltInChildrenAndRefusesOthers() throws {
        try tool.write(
            "kinds/circuit.kind.json",
            #"{"kind":"acme/circuit","displayName":"Circuit","fields":[],"nesting":{"children":["exercise"]},"render":{"text":"Circuit"}}"#
        )
        #expect(run("new", "W").code == .success)
        let circuit = trimmed(run("add", "W", "acme/circuit").out)
        #expect(run("add", "W", "exercise", "Squat 5x5", "--into", circuit).code == .success)
        let refused = run("add", "W", "timer", "10m", "--into", circuit)
        #expect(refused.code == .failure)
        #expect(refused.err.contains("cannot be placed inside"), "\(refused.err)")
    }

    @Test func listsFileKindsInKindsFieldsAndSchema() throws {
        let kinds = run("kinds")
        #expect(kinds.out.contains("acme/mobility  1        Mobility"), "\(kinds.out)")
        let fields = run("kinds", "--fields", "acme/mobility")
        #expect(fields.code == .success)
        #expect(fields.out.hasPrefix("acme/mobility (Mobility)\n  FIELD"))
        #expect(fields.out.contains("choice (left, right, both)"))
        let json = try JSONValue(parsing: run("kinds", "--json").out)
        let mobility = try #require(json.arrayValue?.first { $0["kind"] == "acme/mobility" })
        #expect(mobility["allowedParents"] == ["root", "set"])
        let schema = try JSONValue(parsing: run("schema").out)
        #expect(schema.serializedString().contains(#""const":"acme/mobility""#))
        let kindFileSchema = try JSONValue(parsing: run("schema", "--kind-file").out)
        #expect(kindFileSchema["title"] == "Kheper kind file (NAME.kind.json)")
        #expect(run("--kinds", "kinds", "--help").out.contains("--kinds DIR"))
    }

    @Test func loadsTheUsersKindsFolder() throws {
        try FileManager.default.createDirectory(
            atPath: "\(tool.directory)/config/kheper", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: "\(tool.directory)/kinds", toPath: "\(tool.directory)/config/kheper/kinds")
        let xdg = tool.run("kinds", variables: ["XDG_CONFIG_HOME": "\(tool.directory)/config"])
        #expect(xdg.out.contains("acme/mobility"), "\(xdg.err)")
        try FileManager.default.createDirectory(
            atPath: "\(tool.directory)/home/.config", withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            atPath: "\(tool.directory)/config/kheper", toPath: "\(tool.directory)/home/.config/kheper")
        let home = tool.run("kinds", variables: ["HOME": "\(tool.directory)/home"])
        #expect(home.out.contains("acme/mobility"), "\(home.err)")
        let both = tool.run(
            "--kinds", "home/.config/kheper/kinds", "kinds", variables: ["HOME": "\(tool.directory)/home"])
        #expect(both.code == .success, "a folder named twice is read once: \(both.err)")
        let missing = tool.run("kinds", variables: ["HOME": "\(tool.directory)/nobody"])
        #expect(missing.code == .success)
        #expect(!missing.out.contains("acme/mobility"))
    }

    @Test func refusesBadKindFilesAndFoldersWithExitTwo() throws {
        let missing = tool.run("--kinds", "nowhere", "kinds")
        #expect(missing.code == .usage)
        #expect(missing.err.contains("nowhere: cannot read the folder"), "\(missing.err)")
        #expect(tool.run("--kinds").code == .usage)
        try tool.write("kinds/broken.kind.json", #"{"kind":"acme/broken","displayName":"B","fields":[],"#)
        let broken = run("kinds")
        #expect(broken.code == .usage)
        #expect(broken.err.contains("kinds/broken.kind.json: not valid JSON: line 1"), "\(broken.err)")
        try tool.write(
            "kinds/broken.kind.json",
            #"{"kind":"acme/broken","displayName":"B","fields":[{"name":"a","type":"text","doc":""}],"render":{"text":""}}"#
        )
        let badType = run("kinds")
        #expect(badType.code == .usage)
        #expect(badType.err.contains("kinds/broken.kind.json: fields[0].type: found \"text\""), "\(badType.err)")
        try FileManager.default.removeItem(atPath: "\(tool.directory)/kinds/broken.kind.json")
        try tool.write("kinds/copy.kind.json", try tool.read("kinds/mobility.kind.json"))
        let clash = run("kinds")
        #expect(clash.code == .usage)
        #expect(
            clash.err.contains(
                "kinds/mobility.kind.json: kind: \"acme/mobility\" is also declared by kinds/copy.kind.json"),
            "\(clash.err)")
    }

    @Test func aFieldsPatternIsEnforcedByAddSetAndValidate() throws {
        try tool.write(
            "kinds/code.kind.json",
            #"{"kind":"acme/code","displayName":"Code","fields":[{"name":"code","type":"string","pattern":"^[A-Z]{3}$","doc":"A code."}],"render":{"text":"{code}"}}"#
        )
        #expect(run("new", "W").code == .success)
        let refused = run("add", "W", "acme/code", "code=nope")
        #expect(refused.code == .failure)
        #expect(refused.err.contains(#""code" is "nope"; expected text matching ^[A-Z]{3}$"#), "\(refused.err)")
        let added = run("add", "W", "acme/code", "code=ABC")
        #expect(added.code == .success, "\(added.err)")
        let set = run("set", "W", trimmed(added.out), "code=abc")
        #expect(set.code == .failure)
        #expect(set.err.contains(#""code" is "abc""#), "\(set.err)")
        try tool.write(
            "code.json",
            #"{"format":"kheper.workout","formatVersion":1,"blocks":[{"type":"acme/code","data":{"code":"nope"}}]}"#)
        let validated = run("validate", "code.json")
        #expect(validated.code == .failure)
        #expect(validated.out.contains("code.json:blocks[0].data.code: error: "), "\(validated.out)")
    }

    @Test func versionAndHelpReadNoKindFile() throws {
        try tool.write("kinds/broken.kind.json", #"{"kind":"acme/broken","#)
        #expect(run("kinds").code == .usage)
        let version = run("--version")
        #expect(version.code == .success, "\(version.err)")
        #expect(version.out.hasPrefix("kheper "))
        #expect(run("--help").code == .success)
        #expect(run("--auto-sync", "--version").code == .success)
    }

    @Test func blocksOfAKindNoLongerLoadedAreKeptAsWritten() throws {
        #expect(run("new", "Mobility").code == .success)
        #expect(run("add", "Mobility", "acme/mobility", "name=Hips").code == .success)
        let without = tool.runInStore(["show", "Mobility"])
        #expect(without.out.contains("[unknown block \"acme/mobility\", kept as written]"), "\(without.out)")
        #expect(run("show", "Mobility").out.contains("Hips"))
    }
}
