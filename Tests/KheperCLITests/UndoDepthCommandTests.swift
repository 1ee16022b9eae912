import KheperEditor
import Testing

@testable import KheperCLI

/// How deep `kheper undo` can go is said where a person looks: its help, from the history's one limit.
@Suite struct UndoDepthCommandTests {
    @Test func undoHelpSaysHowManyStepsTheHistoryKeeps() throws {
        let tool = try ToolHarness()
        let help = tool.run("undo", "--help")
        #expect(help.code == .success)
        let words = help.out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("The history keeps the latest \(EditHistory.defaultLimit) steps of each workout"))
    }
}
