import Foundation
import Kheper
import KheperEditor
import KheperOutlineEditor
import KheperSQLite
import KheperTerminal
import Testing

@testable import KheperCLI

/// `kheper settings`: the lifter's settings kept in the store, and the display unit's precedence (`--unit`, then
/// `KHEPER_UNIT`, then the stored setting, then the log's most used unit) in every command that shows weights.
@Suite struct SettingsCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    func run(_ arguments: String..., variables: [String: String] = [:]) -> (code: ExitCode, out: String, err: String) {
        tool.run(arguments, variables: ["KHEPER_STORE": "store.sqlite"].merging(variables) { $1 })
    }

    /// Imports a log whose sets are all in kilograms: 100 kg × 5 of bench press.
    func importKilogramLog() throws {
        try tool.write(
            "log.csv",
            StrongExportFixture.header
                + StrongExportFixture.row("2024-01-01 10:00:00", "Bench Press (Barbell)", "1", "100", "kg", 5))
        let imported = run("log", "import", "log.csv")
        try #require(imported.code == .success, "\(imported.err)")
    }

    /// The equipment settings' lines in a listing, while none is stored.
    static let standardBarbell =
        "barbell    the standard set  (default)\ndumbbells  the standard steps  (default)\n"
        + "machine    the standard steps  (default)\n"

    @Test func aSettingIsListedStoredShownAndReset() throws {
        let fresh = run("settings")
        #expect(fresh.code == .success, "\(fresh.err)")
        #expect(fresh.out == "unit       kg  (default: the log's most used unit)\n" + Self.standardBarbell)
        #expect(!FileManager.default.fileExists(atPath: tool.directory + "/store.sqlite"), "listing creates no store")

        let stored = run("settings", "unit", "lb")
        #expect(stored.code == .success, "\(stored.err)")
        #expect(stored.out == "unit is now lb\n")
        #expect(run("settings").out == "unit       lb  (stored)\n" + Self.standardBarbell)
        #expect(run("settings", "unit").out == "unit  lb  (stored)\n")

        let overridden = run("settings", "unit", "kg", variables: ["KHEPER_UNIT": "lb"])
        #expect(
            overridden.out
                == "unit is now kg\nnote: in this shell unit is lb (from $KHEPER_UNIT); --unit and $KHEPER_UNIT "
                + "override it\n")
        #expect(
            run("settings", variables: ["KHEPER_UNIT": "lb"]).out
                == "unit       lb  (from $KHEPER_UNIT)\n" + Self.standardBarbell)

        let reset = run("settings", "unit", "--reset")
        #expect(reset.code == .success, "\(reset.err)")
        #expect(reset.out == "unit is reset: kg (default: the log's most used unit)\n")
        #expect(run("settings").out == "unit       kg  (default: the log's most used unit)\n" + Self.standardBarbell)
    }

    @Test func badNamesAndValuesAreRefusedNamingWhatWasExpected() throws {
        let value = run("settings", "unit", "stone")
        #expect(value.code == .usage)
        #expect(value.err.contains("setting unit is \"stone\"; expected kg or lb"), "\(value.err)")
        #expect(!FileManager.default.fileExists(atPath: tool.directory + "/store.sqlite"), "a refusal writes nothing")

        let name = run("settings", "colour", "red")
        #expect(name.code == .usage)
        #expect(
            name.err.contains(
                "unknown setting \"colour\"; expected unit, barbell, dumbbells, machine (`kheper settings` lists them)")
        )

        let resetWithValue = run("settings", "unit", "lb", "--reset")
        #expect(resetWithValue.code == .usage)
        #expect(resetWithValue.err.contains("--reset takes no VALUE"))
        let resetNothing = run("settings", "--reset")
        #expect(resetNothing.code == .usage)
        #expect(resetNothing.err.contains("--reset needs the SETTING to reset"))
    }

    @Test func theHelpIsDerivedFromTheDeclarationsAndNamesTheSetting() throws {
        let help = run("settings", "--help").out
        #expect(help.contains("  unit  kg or lb: the unit stats, history, charts (show, render, edit) and play show"))
        #expect(help.contains("never synced"))
        for command in ["stats", "history", "show", "render", "play"] {
            let lines = run(command, "--help").out.split(separator: "\n").map(String.init)
            let unit = try #require(lines.firstIndex { $0.hasPrefix("  --unit UNIT ") }, "\(command)")
            let column = try #require(lines[unit].range(of: "kg or lb")).lowerBound.utf16Offset(in: lines[unit])
            let next = lines[unit + 1]
            #expect(next.prefix { $0 == " " }.count == column, "\(command): the description lines up\n\(lines)")
            #expect(next.contains("`kheper settings unit`"), "\(command)")
            let store = try #require(lines.first { $0.hasPrefix("  --store PATH ") }, "\(command)")
            #expect(store.dropFirst(column).first != " " && store.dropFirst(column - 1).first == " ", "\(command)")
        }
        #expect(run("edit", "--help").out.contains("the setting `kheper settings unit`"))
        #expect(run("__complete", "--", "settings", "").out.contains("unit\t"))
        #expect(run("__complete", "--", "settings", "unit", "").out == "kg\nlb\n")
    }

    @Test func theUnitIsTheOptionElseTheVariableElseTheSettingElseTheLogsMostUsed() throws {
        try importKilogramLog()
        let line = "Bench Press (Barbell): e1RM"
        #expect(run("stats").out.contains("\(line) 116.7 kg"), "the log's most used unit")
        #expect(run("settings", "unit", "lb").code == .success)
        #expect(run("stats").out.contains("\(line) 257.2 lb"), "the setting over the log's unit")
        #expect(run("stats", variables: ["KHEPER_UNIT": "kg"]).out.contains("\(line) 116.7 kg"), "the variable")
        #expect(
            run("stats", "--unit", "lb", variables: ["KHEPER_UNIT": "kg"]).out.contains("\(line) 257.2 lb"),
            "the option over the variable")
        #expect(run("history", "bench press").out.contains("   1  5 × 100 kg (220.5 lb)\n"))
        #expect(run("settings", "unit", "--reset").code == .success)
        #expect(run("stats").out.contains("\(line) 116.7 kg"))
    }

    @Test func chartsFollowTheSetting() throws {
        try importKilogramLog()
        #expect(run("new", "Push").code == .success)
        let block = run("add", "Push", "chart", "Bench Press").out.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(run("set", "Push", block, "range=all", "metric=maxWeight").code == .success)
        #expect(run("show", "Push").out.contains("1 session: 100 kg (2024-01-01)"))
        #expect(run("settings", "unit", "lb").code == .success)
        let shown = run("show", "Push")
        #expect(shown.out.contains("1 session: 220.5 lb (2024-01-01)"), "\(shown.out)")
    }

    @Test func theEditorsChartsFollowTheSetting() throws {
        try importKilogramLog()
        let workout = run("new", "Push").out.trimmingCharacters(in: .whitespacesAndNewlines)
        let block = run("add", "Push", "chart", "Bench Press").out.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(run("set", "Push", block, "range=all", "metric=maxWeight").code == .success)
        #expect(run("settings", "unit", "lb").code == .success)

        let environment = ToolEnvironment(variables: ["KHEPER_STORE": "store.sqlite"], currentDirectory: tool.directory)
        let (_, output) = ToolHarness.tool(environment).run(["version"])
        var context = CommandContext(
            registry: .standard, environment: environment, openStore: ToolHarness.tool(environment).openStore,
            output: output)
        context.openLog = ToolHarness.tool(environment).openLog
        let arguments = try ParsedArguments([workout], signature: EditCommand.command.signature)
        let session = try DocumentSession(
            loading: DocumentID(workout), store: try StoreAccess.open(arguments, context), registry: .standard)
        let editor = EditCommand.makeEditor(
            session: session, size: TerminalSize(rows: 20, columns: 200),
            charts: ChartHistory.renderContext(arguments, context))
        let screen = editor.screen().text
        #expect(screen.contains("1 session: 220.5 lb (2024-01-01)"), "\(screen)")
    }

    @Test func aStoredValueThisVersionDoesNotKnowIsRefusedNamingHowToClearIt() throws {
        try importKilogramLog()
        // As a later version of Kheper might have stored it.
        try SQLiteTrainingLogStore(path: tool.directory + "/store.sqlite").storeSetting("unit", value: "stone")
        let stats = run("stats")
        #expect(stats.code == .failure)
        #expect(
            stats.err.contains(
                "the stored setting unit is \"stone\"; expected kg or lb; `kheper settings unit VALUE` replaces it "
                    + "and `kheper settings unit --reset` clears it"), "\(stats.err)")
        #expect(run("settings", "unit", "--reset").code == .success)
        #expect(run("stats").code == .success)
    }
}
