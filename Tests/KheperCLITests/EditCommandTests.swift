import Foundation
import Kheper
import KheperEditor
import KheperOutlineEditor
import KheperTerminal
import Testing

@testable import KheperCLI

/// `kheper edit` in-process: what it does without a terminal, its help and its place in the command list (the
/// editor itself is tested in KheperOutlineEditorTests and end to end by scripts/tmux-edit.sh).
@Suite struct EditCommandTests {
    @Test(arguments: [false, true])
    func withoutATerminalItExits2AndNamesTheCommandsForScripts(outputIsTerminal: Bool) throws {
        let tool = try ToolHarness()
        let created = tool.runInStore(["new", "Legs"])
        try #require(created.code == .success, "\(created.err)")
        let workout = created.out.trimmingCharacters(in: .whitespacesAndNewlines)
        let result = tool.run(
            ["edit", workout], variables: ["KHEPER_STORE": "store.sqlite"], terminal: outputIsTerminal)
        #expect(result.code == .usage)
        // On a terminal the error's "kheper:" is coloured.
        #expect(
            result.err.hasSuffix(
                "kheper edit needs a terminal on standard input and output; scripts change workouts "
                    + "with `kheper add`, `kheper set` and `kheper move`\n"))
        #expect(result.out.isEmpty)
    }

    @Test func itsHelpListsTheKeysAndTheOverviewListsIt() throws {
        let tool = try ToolHarness()
        let help = tool.run("edit", "--help")
        #expect(help.code == .success)
        #expect(help.out.contains("usage: kheper edit [--store PATH] [WORKOUT]"), "\(help.out)")
        #expect(help.out.contains("u or Ctrl-Z undo · Ctrl-R or Ctrl-Y redo"))
        #expect(tool.run("--help").out.contains("  edit "))
        #expect(tool.run("edit", "a", "b").code == .usage)
    }
}

/// The editor draws a chart from the same training log, through the same path, as `kheper show`.
@Suite struct EditCommandChartTests {
    @Test func theEditorsChartShowsTheSameDataAsShow() throws {
        let tool = try ToolHarness()
        try tool.write("strong.csv", HistoryCommandTests.strongRows)
        #expect(tool.runInStore(["log", "import", "strong.csv"]).code == .success)
        let created = tool.runInStore(["new", "Push"])
        let workout = created.out.trimmingCharacters(in: .whitespacesAndNewlines)
        let added = tool.runInStore(["add", "Push", "chart", "Bench Press"])
        let block = added.out.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(tool.runInStore(["set", "Push", block, "range=all"]).code == .success)
        let shown = tool.runInStore(["show", "Push"])
        let chartLine =
            try #require(shown.out.split(separator: "\n").first { $0.contains("📈") })
            .split(separator: "📈 ").last.map(String.init) ?? ""
        #expect(chartLine.contains("first 86.2 kg (2022-09-20)"), "\(shown.out)")

        let environment = ToolEnvironment(
            variables: ["KHEPER_STORE": "store.sqlite"], currentDirectory: tool.directory)
        let (_, output) = ToolHarness.tool(environment).run(["version"])
        var context = CommandContext(
            registry: .standard, environment: environment,
            openStore: ToolHarness.tool(environment).openStore, output: output)
        context.openLog = ToolHarness.tool(environment).openLog
        let arguments = try ParsedArguments([workout], signature: EditCommand.command.signature)
        let charts = ChartHistory.renderContext(arguments, context)
        let store = try StoreAccess.open(arguments, context)
        let session = try DocumentSession(loading: DocumentID(workout), store: store, registry: .standard)
        let editor = EditCommand.makeEditor(
            session: session, size: TerminalSize(rows: 20, columns: 200), charts: charts)
        let screen = editor.screen().text
        #expect(screen.contains(chartLine), "\(screen)")
        #expect(!screen.contains("no history yet"))
    }
}
