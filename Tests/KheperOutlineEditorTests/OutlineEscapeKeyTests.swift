import KheperCore
import KheperEditor
import KheperOutlineEditor
import KheperTerminal
import Testing

/// Escape typed just before another key, through the runner on a terminal: the bytes a person's terminal sends,
/// in one read or two.
@Suite struct OutlineEscapeKeyTests {
    /// Duplicates the bench press, grabs the copy, then sends Escape and `u` (the bytes, in the reads given).
    static func duplicateGrabAndEscape(reads: [[UInt8]]) throws -> (OutlineEditor, VirtualTerminal) {
        var editor = try OutlineFixtures.editor()
        let terminal = VirtualTerminal(rows: 20, columns: 70)
        terminal.type(.down, .character("d"), .character(" "))
        for read in reads { terminal.send(read) }
        OutlineRunner(pollInterval: .seconds(60)).run(&editor, on: terminal)
        return (editor, terminal)
    }

    @Test(arguments: [[[0x1B, 0x75]], [[0x1B], [0x75]]] as [[[UInt8]]])
    func escapeThenUAtOnceCancelsTheMoveAndUndoes(reads: [[UInt8]]) throws {
        let (editor, terminal) = try Self.duplicateGrabAndEscape(reads: reads)
        #expect(editor.document.childIDs(of: nil) == ["n1", "e1", "s1", "e4", "c1"])
        #expect(editor.message == #"undid: removed exercise "Bench Press""#)
        #expect(terminal.text.contains(#"undid: removed exercise "Bench Press""#))
    }

    @Test func altBInAFieldMovesBackAWordAndKeepsTheFormOpen() throws {
        var editor = try OutlineFixtures.editor()
        let terminal = VirtualTerminal(rows: 20, columns: 70)
        terminal.type(.down, .enter)
        terminal.send([0x1B, 0x62])
        terminal.type(text: "Flat ")
        OutlineRunner(pollInterval: .seconds(60)).run(&editor, on: terminal)
        guard case .form(let inline) = editor.mode else {
            Issue.record("Alt-b closed the form")
            return
        }
        #expect(inline.line.text == "Bench Flat Press")
    }
}
