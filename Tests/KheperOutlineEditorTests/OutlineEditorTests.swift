import Foundation
import Kheper
import KheperCore
import KheperEditor
import KheperInteraction
import KheperOutlineEditor
import KheperTerminal
import KheperTestSupport
import Testing

/// What the editor's keys do to the document and the store, beyond what the screen shows.
@Suite struct OutlineEditorTests {
    @Test func anInsertIsStoredBeforeTheKeyReturns() throws {
        let store = InMemoryDocumentStore()
        var editor = try OutlineFixtures.editor(store: store)
        try OutlineFixtures.play("down\ntext:+\ntext:ex Squat 5x5 @100kg\nenter", on: &editor)
        let squat = try #require(editor.focusedID)
        let stored = try #require(try store.loadDocument(id: "push"))
        let record = try #require(stored.blocks.first { $0.id == squat })
        #expect(record.kind == "exercise")
        #expect(record.parentID == nil)
        #expect(editor.document.childIDs(of: nil) == ["n1", "e1", squat, "s1", "e4", "c1"])
    }

    @Test func insertIntoASetPutsTheBlockLastInside() throws {
        var editor = try OutlineFixtures.editor()
        try OutlineFixtures.play("down*2\ntext:+\ntab\ntext:ex Push-up 3x15\nenter", on: &editor)
        let pushUp = try #require(editor.focusedID)
        #expect(editor.document.childIDs(of: "s1") == ["e2", "e3", pushUp])
    }

    @Test func aDropIntoASetIsOneUndoStep() throws {
        let store = InMemoryDocumentStore()
        var editor = try OutlineFixtures.editor(store: store)
        try OutlineFixtures.play("down\nspace\ndown*2\nenter", on: &editor)
        #expect(editor.document.childIDs(of: "s1") == ["e2", "e1", "e3"])
        #expect(editor.focusedID == "e1")
        let stored = try #require(try store.loadDocument(id: "push"))
        #expect(stored.blocks.first { $0.id == "e1" }?.parentID == "s1")
        try OutlineFixtures.play("text:u", on: &editor)
        #expect(editor.document.childIDs(of: nil) == ["n1", "e1", "s1", "e4", "c1"])
        #expect(editor.message == #"undid: moved exercise "Bench Press" to the top level"#)
    }

    @Test func aRefusedDropChangesNothingAndStaysGrabbed() throws {
        var editor = try OutlineFixtures.editor()
        let before = editor.document
        try OutlineFixtures.play("end\nspace\nup*2\nenter", on: &editor)
        #expect(editor.document == before)
        guard case .grab(let drag) = editor.mode else {
            Issue.record("the drag ended on a refused drop")
            return
        }
        #expect(!drag.update.isAllowed)
        #expect(drag.update.target == .none)
    }

    @Test func theTrashDeletesTheBlockWithItsChildren() throws {
        let store = InMemoryDocumentStore()
        var editor = try OutlineFixtures.editor(store: store)
        try OutlineFixtures.play("down*2\nspace\ntext:x", on: &editor)
        #expect(!editor.document.contains("s1"))
        #expect(!editor.document.contains("e2"))
        let stored = try #require(try store.loadDocument(id: "push"))
        #expect(stored.blocks.map(\.id.rawValue).sorted() == ["c1", "e1", "e4", "n1"])
        #expect(editor.message == "Deleted.")
    }

    @Test func altUpAndDownMoveOneStepAndOutOfTheSet() throws {
        var editor = try OutlineFixtures.editor()
        try OutlineFixtures.play("down*3\nalt-down", on: &editor)
        #expect(editor.document.childIDs(of: "s1") == ["e3", "e2"])
        #expect(editor.focusedID == "e2")
        try OutlineFixtures.play("alt-down", on: &editor)
        #expect(editor.document.childIDs(of: nil) == ["n1", "e1", "s1", "e2", "e4", "c1"])
        #expect(editor.focusedID == "e2")
        try OutlineFixtures.play("home\nalt-up", on: &editor)
        #expect(editor.message == "This block is already first.")
    }

    @Test func undoAndRedoNameTheChangeAndRestoreIt() throws {
        var editor = try OutlineFixtures.editor()
        try OutlineFixtures.play("down\ntext:x", on: &editor)
        #expect(!editor.document.contains("e1"))
        try OutlineFixtures.play("ctrl-z", on: &editor)
        #expect(editor.message == #"undid: restored exercise "Bench Press""#)
        #expect(editor.document.contains("e1"))
        #expect(editor.focusedID == "e1")
        try OutlineFixtures.play("ctrl-r", on: &editor)
        #expect(editor.message == #"redid: removed exercise "Bench Press""#)
        #expect(!editor.document.contains("e1"))
        try OutlineFixtures.play("ctrl-r", on: &editor)
        #expect(editor.message == "there is nothing to redo")
    }

    @Test func wrapAndUnwrap() throws {
        var editor = try OutlineFixtures.editor()
        try OutlineFixtures.play("down\ntext:w", on: &editor)
        let wrapper = try #require(editor.focusedID)
        #expect(editor.document.childIDs(of: wrapper) == ["e1"])
        try OutlineFixtures.play("text:W", on: &editor)
        #expect(!editor.document.contains(wrapper))
        #expect(editor.document.childIDs(of: nil) == ["n1", "e1", "s1", "e4", "c1"])
        #expect(editor.focusedID == "e1")
    }

    @Test func convertAnExerciseToText() throws {
        var editor = try OutlineFixtures.editor()
        try OutlineFixtures.play("down\ntext:c\ntext:te\nenter", on: &editor)
        #expect(editor.document["e1"]?.content.kind == "text")
        #expect(editor.message == "Converted to Text.")
    }

    @Test func aQueryNamingNoKindIsShorthandForTheChosenKind() throws {
        var editor = try OutlineFixtures.editor()
        try OutlineFixtures.play("down\ntext:+\ntext:zzz", on: &editor)
        guard case .palette(let palette) = editor.mode else {
            Issue.record("the palette closed")
            return
        }
        let (kinds, shorthand) = palette.matches
        #expect(shorthand == "zzz")
        #expect(!kinds.isEmpty)
        #expect(kinds.allSatisfy { $0.hasShorthand })
    }

    @Test func unknownBlocksMoveAndDeleteButNeverChange() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.withUnknownBlock())
        let raw = editor.document["u1"]?.content
        try OutlineFixtures.play("end\nenter\ntext:c\nhome\nend\nalt-up", on: &editor)
        #expect(editor.document.childIDs(of: nil) == ["n1", "e1", "s1", "e4", "u1", "c1"])
        #expect(editor.document["u1"]?.content == raw)
        try OutlineFixtures.play("text:x", on: &editor)
        #expect(!editor.document.contains("u1"))
    }

    @Test func anotherWritersChangeIsPickedUpAndNeverOverwritten() throws {
        let store = InMemoryDocumentStore()
        var editor = try OutlineFixtures.editor(store: store)
        var other = try DocumentSession(loading: "push", store: store, registry: OutlineFixtures.registry)
        let added = try other.perform { (editor: inout DocumentEditor) throws(EditorError) in
            try editor.insertNew(kind: "text", shorthand: "Added elsewhere", at: .rootEnd).id
        }
        let refreshed = editor.refreshFromStore()
        #expect(refreshed)
        #expect(editor.document.contains(added))
        #expect(editor.screen().text.contains("· Added elsewhere"))
        #expect(editor.message == "Changed elsewhere; showing the stored version.")
        let refreshedAgain = editor.refreshFromStore()
        #expect(!refreshedAgain)
        // A change made after another writer's, without a refresh in between, is made on top of it.
        try other.perform { (editor: inout DocumentEditor) throws(EditorError) in
            try editor.delete("e4")
        }
        try OutlineFixtures.play("down\ntext:d", on: &editor)
        let stored = try #require(try store.loadDocument(id: "push"))
        #expect(!stored.blocks.contains { $0.id == "e4" })
        #expect(stored.blocks.contains { $0.id == added })
        #expect(stored.blocks.count == 8)
    }

    @Test func itFitsEverySizeFrom60x15To300x100() throws {
        for (rows, columns) in [(15, 60), (24, 80), (30, 100), (100, 300)] {
            var editor = try OutlineFixtures.editor(OutlineFixtures.long(), rows: rows, columns: columns)
            try OutlineFixtures.play("end\nspace\nup*3", on: &editor)
            let lines = editor.screen().lines
            #expect(lines.count == rows)
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= columns })
            #expect(lines[rows - 1].hasPrefix("↑↓ place · ←→ depth"))
            #expect(lines.contains { $0.hasPrefix("≡ · Exercise 30") })
        }
    }

    @Test func focusMovesRedrawOnlyTheChangedCells() throws {
        let terminal = VirtualTerminal(rows: 30, columns: 100)
        var editor = try OutlineFixtures.editor(OutlineFixtures.long(), rows: 30, columns: 100)
        var session = TerminalSession(device: terminal)
        session.draw(editor.screen())
        let first = terminal.output.count
        editor.handle(.down)
        session.draw(editor.screen())
        let perMove = terminal.output.count - first
        // The old and the new focus row change, nothing else: far less than one full row of 100 cells each.
        #expect(perMove > 0)
        #expect(perMove < 2 * 100)
        #expect(perMove * 10 < first)
        #expect(terminal.text == editor.screen().text)
    }

    @Test func theRunnerQuitsOnQAndPollsTheStoreWhenNoKeyComes() throws {
        let store = InMemoryDocumentStore()
        var editor = try OutlineFixtures.editor(store: store)
        let terminal = VirtualTerminal(rows: 20, columns: 70)
        var other = try DocumentSession(loading: "push", store: store, registry: OutlineFixtures.registry)
        try other.perform { (editor: inout DocumentEditor) throws(EditorError) in
            try editor.delete("c1")
        }
        terminal.type(.down)
        terminal.pause()
        terminal.type(.character("q"))
        OutlineRunner(pollInterval: .zero).run(&editor, on: terminal)
        #expect(editor.isFinished)
        #expect(!editor.document.contains("c1"))
        #expect(terminal.text.contains("6 blocks"))
    }

    @Test func theRunnerLetsTheStoreDoItsUpkeepWhenIdleAndOnTheWayOut() throws {
        let store = UpkeepCountingStore()
        let session = try DocumentSession.importing(OutlineFixtures.pushDay(), store: store, registry: .standard)
        var editor = OutlineEditor(session: session, size: TerminalSize(rows: 20, columns: 70))
        let terminal = VirtualTerminal(rows: 20, columns: 70)
        terminal.type(.character("d"))
        terminal.type(.down)
        #expect(store.upkeepCount == 0)
        terminal.pause()
        terminal.type(.character("q"))
        OutlineRunner(pollInterval: .zero).run(&editor, on: terminal)
        // Once for the pause, once on quitting; never for a key.
        #expect(store.upkeepCount == 2)
        #expect(try store.loadDocument(id: "push")?.blocks.count == 8)

        // The end of input, not `q`, also ends with the upkeep.
        let reopened = try DocumentSession(loading: "push", store: store, registry: .standard)
        var again = OutlineEditor(session: reopened, size: TerminalSize(rows: 20, columns: 70))
        let ending = VirtualTerminal(rows: 20, columns: 70)
        ending.type(.down)
        OutlineRunner(pollInterval: .zero).run(&again, on: ending)
        #expect(!again.isFinished)
        #expect(store.upkeepCount == 3)
    }

    @Test func thePickerOpensAWorkoutOrNamesANewOne() {
        let workouts = [
            DocumentSummary(id: "a", title: "Push day", blockCount: 3, modifiedAt: .distantPast),
            DocumentSummary(id: "b", title: "Pull day", blockCount: 5, modifiedAt: .distantPast),
        ]
        var picker = DocumentPicker(workouts: workouts)
        picker.handle(.down)
        picker.handle(.enter)
        #expect(picker.choice == .workout("b"))
        var creating = DocumentPicker(workouts: workouts)
        for key in [Key.end, .enter] + "Legs 日".map(Key.character) { creating.handle(key) }
        #expect(
            creating.screen(size: TerminalSize(rows: 8, columns: 40)).text == """
                Choose a workout to edit
                ────────────────────────────────────────
                  Push day                 3 blocks
                  Pull day                 5 blocks
                › + New workout: Legs 日


                type the title · Enter create · Esc back
                """)
        creating.handle(.enter)
        #expect(creating.choice == .new(title: "Legs 日"))
        var typingN = DocumentPicker(workouts: workouts)
        typingN.handle(.character("n"))
        #expect(typingN.selection == 2)
        #expect(typingN.newTitle == "")
        typingN.handle(.escape)
        typingN.handle(.character("q"))
        #expect(typingN.isCancelled)
        #expect(typingN.choice == nil)
    }
}

/// Enter opens the focused block's fields as a form; Enter saves them as one undo step, Esc drops them.
@Suite struct InlineFormTests {
    @Test func savingIsOneStoredUndoStep() throws {
        let store = InMemoryDocumentStore()
        var editor = try OutlineFixtures.editor(store: store)
        try OutlineFixtures.play(
            "down\nenter\nctrl-u\ntext:Incline Bench\ntab\ntab\ntab\nctrl-u\ntext:2m\nenter", on: &editor)
        guard case .outline = editor.mode else {
            Issue.record("the form stayed open: \(editor.message ?? "")")
            return
        }
        let stored = try #require(try store.loadDocument(id: "push")?.blocks.first { $0.id == "e1" })
        #expect(stored.data["name"] == "Incline Bench")
        #expect(stored.data["rest"] == 120)
        try OutlineFixtures.play("text:u", on: &editor)
        #expect(editor.message == #"undid: set name, rest of exercise "Bench Press""#)
        let undone = try #require(try store.loadDocument(id: "push")?.blocks.first { $0.id == "e1" })
        #expect(undone.data["name"] == "Bench Press")
        #expect(undone.data["rest"] == 180)
    }

    @Test func anUnreadableValueKeepsTheFormOpenAndChangesNothing() throws {
        var editor = try OutlineFixtures.editor()
        let before = editor.document
        try OutlineFixtures.play("down\nenter\ntab\ntab\ntab\nctrl-u\ntext:2x\nenter", on: &editor)
        guard case .form(let inline) = editor.mode else {
            Issue.record("the form closed on an unreadable value")
            return
        }
        #expect(inline.form.focusedEntry?.problem != nil)
        #expect(editor.message?.hasPrefix("could not read \"2x\" for \"rest\"") == true)
        #expect(editor.document == before)
        try OutlineFixtures.play("escape", on: &editor)
        #expect(editor.document == before)
        #expect(editor.message == "Edit cancelled; nothing changed.")
    }

    @Test func setsAreRowsToAddAndRemove() throws {
        var editor = try OutlineFixtures.editor()
        try OutlineFixtures.play("down\nenter\nctrl-n\nenter", on: &editor)
        #expect(editor.document["e1"]?.content.as(ExerciseBlock.self)?.sets?.count == 6)
        try OutlineFixtures.play("enter\ntab*6\nctrl-x\nenter", on: &editor)
        #expect(editor.document["e1"]?.content.as(ExerciseBlock.self)?.sets?.count == 5)
    }

    @Test func unknownBlocksOpenNoForm() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.withUnknownBlock())
        try OutlineFixtures.play("end\nenter", on: &editor)
        guard case .outline = editor.mode else {
            Issue.record("an unknown block opened a form")
            return
        }
        #expect(editor.message == "Kept as written: it can be moved or deleted, not edited.")
    }

    @Test func theFocusedFieldStaysOnScreenAtEverySize() throws {
        for rows in [15, 20, 30] {
            var editor = try OutlineFixtures.editor(rows: rows, columns: 60)
            try OutlineFixtures.play("down\nenter", on: &editor)
            for _ in 0..<60 {
                editor.handle(.tab)
                guard case .form(let inline) = editor.mode, let cursor = editor.screen().cursor else {
                    Issue.record("no form or no cursor")
                    return
                }
                #expect((3..<(rows - 2)).contains(cursor.row))
                #expect(editor.screen().lines[cursor.row].hasPrefix("›"))
                #expect(inline.offset >= 0)
            }
        }
    }
}

/// Random key sequences: the rows the editor patches after each change always equal the document's rows.
@Suite struct OutlineRowsPropertyTests {
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func patchedRowsMatchTheDocument(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var editor = try OutlineFixtures.editor(OutlineFixtures.withUnknownBlock(), rows: 15, columns: 60)
        let keys: [Key] = [
            .up, .down, .down, .home, .end, .left, .right, .character(" "), .enter, .escape, .character("x"),
            .character("d"), .character("w"), .character("W"), .character("u"), .ctrl("r"), .character("+"),
            .tab, .modified(.up, .alt), .modified(.down, .alt), .pageDown, .pageUp,
        ]
        for step in 0..<400 {
            editor.handle(keys[Int.random(in: 0..<keys.count, using: &random)])
            let expected = VisibleRow.rows(
                of: editor.document, collapsed: editor.collapsed, registry: OutlineFixtures.registry)
            #expect(editor.rows == expected, "after step \(step)")
            #expect(editor.rows.isEmpty || editor.rows.indices.contains(editor.focus))
            if editor.rows != expected { return }
        }
    }

    @Test(arguments: [11, 12, 13, 14] as [UInt64])
    func anySizeDrawsEveryModeWithinTheScreen(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var editor = try OutlineFixtures.editor(OutlineFixtures.wideCharacters(), rows: 15, columns: 60)
        let keys: [Key] = [
            .down, .up, .enter, .tab, .character("x"), .escape, .character(" "), .left, .right, .character("+"),
            .character("?"), .character("a"), .character("u"), .ctrl("n"), .backspace, .end,
        ]
        for _ in 0..<300 {
            if Int.random(in: 0..<5, using: &random) == 0 {
                editor.resize(
                    TerminalSize(
                        rows: Int.random(in: 0...40, using: &random), columns: Int.random(in: 0...120, using: &random)))
            }
            editor.handle(keys[Int.random(in: 0..<keys.count, using: &random)])
            let screen = editor.screen()
            #expect(screen.lines.count == editor.size.rows)
            #expect(screen.lines.allSatisfy { DisplayWidth.of($0) <= editor.size.columns })
            if let cursor = screen.cursor {
                #expect(cursor.row < editor.size.rows && cursor.column < editor.size.columns)
            }
        }
    }
}

/// What a selection does to the document beyond the screen: `x` deletes it as one undo step, `d` and plain moves
/// act on the focused block and clear it.
@Suite struct OutlineSelectionEditTests {
    @Test func xDeletesTheSelectionWithItsChildrenAsOneUndoStep() throws {
        let store = InMemoryDocumentStore()
        var editor = try OutlineFixtures.editor(OutlineFixtures.legDay(), store: store)
        let original = editor.document
        try OutlineFixtures.play("down*3\nshift-down\ntext:x", on: &editor)
        #expect(editor.message == "Deleted 2 blocks.")
        #expect(editor.document.childIDs(of: nil) == ["n1", "e1", "e2"])
        #expect(!editor.document.contains("e4"))
        #expect(editor.focusedID == "e2")
        #expect(editor.selection == nil)
        #expect(try #require(try store.loadDocument(id: "legs")).blocks.count == 3)
        try OutlineFixtures.play("text:u", on: &editor)
        #expect(editor.message == #"undid: restored exercise "Leg Curl" and set "B" with the 2 blocks inside them"#)
        #expect(editor.document == original)
        #expect(try #require(try store.loadDocument(id: "legs")).blocks.count == 7)
    }

    @Test func dDuplicatesOnlyTheFocusedBlockAndClearsTheSelection() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.legDay())
        try OutlineFixtures.play("down\nshift-down\ntext:d", on: &editor)
        #expect(editor.selection == nil)
        let copy = try #require(editor.focusedID)
        #expect(editor.document.childIDs(of: nil) == ["n1", "e1", "e2", copy, "e3", "s1"])
    }

    @Test func aPlainMoveClearsAShiftSelectionButExtendsAVSelection() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.legDay())
        try OutlineFixtures.play("down\nshift-down\ndown", on: &editor)
        #expect(editor.selection == nil)
        #expect(editor.focusedID == "e3")
        try OutlineFixtures.play("text:v\nup", on: &editor)
        #expect(editor.selection.map { [$0.anchor, $0.head] } == ["e3", "e2"])
        try OutlineFixtures.play("text:v", on: &editor)
        #expect(editor.selection == nil)
    }

    @Test func grabbingClearsTheSelectionAndCarriesTheFocusedBlock() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.legDay())
        try OutlineFixtures.play("down\nshift-down\nspace", on: &editor)
        #expect(editor.selection == nil)
        guard case .grab(let drag) = editor.mode else {
            Issue.record("space did not grab")
            return
        }
        #expect(drag.session.draggedID == "e2")
    }

    @Test func anotherWritersChangeClearsTheSelection() throws {
        let store = InMemoryDocumentStore()
        var editor = try OutlineFixtures.editor(OutlineFixtures.legDay(), store: store)
        var other = try DocumentSession(loading: "legs", store: store, registry: OutlineFixtures.registry)
        try OutlineFixtures.play("down\nshift-down", on: &editor)
        _ = try other.perform { (editor: inout DocumentEditor) throws(EditorError) in try editor.delete("n1") }
        let refreshed = editor.refreshFromStore()
        #expect(refreshed)
        #expect(editor.selection == nil)
    }
}
