import KheperEditor
import KheperOutlineEditor
import Testing

/// Undo past the oldest step the history keeps says why there is nothing more.
@Suite struct OutlineUndoLimitTests {
    @Test func undoAtTheLimitSaysTheHistoryKeepsTheLatestSteps() throws {
        var editor = try OutlineFixtures.editor()
        let limit = EditHistory.defaultLimit
        try OutlineFixtures.play("d*\(limit + 1)\nu*\(limit)", on: &editor)
        #expect(editor.message?.hasPrefix("undid: removed ") == true, "\(editor.message ?? "")")
        let screen = try OutlineFixtures.type("u", into: &editor)
        #expect(editor.message == "there is nothing more to undo: the history keeps the latest \(limit) steps")
        #expect(screen.contains("there is nothing more to undo: the history keeps the latest"), "\(screen)")
    }

    @Test func undoWithNoStepsMadeSaysOnlyThatThereIsNothing() throws {
        var editor = try OutlineFixtures.editor()
        try OutlineFixtures.play("u", on: &editor)
        #expect(editor.message == "there is nothing to undo")
    }
}
