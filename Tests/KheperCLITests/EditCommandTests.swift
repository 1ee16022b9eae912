import Foundation
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
