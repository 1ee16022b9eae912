import KheperCore
import KheperEditor
import KheperOutlineEditor
import KheperTerminal
import Testing

/// Selecting neighbouring siblings with Shift-↑/↓ or `v`, and what `w`, `x`, `d` and Esc do with them: the outline
/// and status line a person sees, and the document and history for what was done.
@Suite struct OutlineSelectionTests {
    /// The opening screen of leg day at 60×15 with the focus on Squat, as it must look again after an undo.
    static let legDayOnSquat = """
        Leg day                                             7 blocks
        ────────────────────────────────────────────────────────────
          · Legs
            ====
        › · Squat — 5 × 5 @ 120 kg
          · Lunges — 3 × 10
          · Leg Curl — 3 × 12 @ 40 kg
          ▾ Superset B — 3 rounds
            · Calf Raise — 3 × 15
            · Leg Extension — 3 × 12




        Enter edit · + add · Space grab · u undo · ? help · q quit
        """

    @Test func shiftDownSelectsThreeSiblingsAndWWrapsThemInOrderAsOneUndoStep() throws {
        let store = InMemoryDocumentStore()
        var editor = try OutlineFixtures.editor(OutlineFixtures.legDay(), store: store)
        let original = editor.document
        try OutlineFixtures.play("down", on: &editor)
        #expect(editor.screen().text == Self.legDayOnSquat)
        try OutlineFixtures.play("shift-down*2", on: &editor)
        #expect(
            editor.screen().body == """
                  · Legs
                    ====
                ▌ · Squat — 5 × 5 @ 120 kg
                ▌ · Lunges — 3 × 10
                › · Leg Curl — 3 × 12 @ 40 kg
                  ▾ Superset B — 3 rounds
                    · Calf Raise — 3 × 15
                    · Leg Extension — 3 × 12
                """)
        #expect(editor.screen().status == "")
        let stepsBefore = editor.session.editor.history.absoluteCursor
        try OutlineFixtures.play("text:w", on: &editor)
        #expect(
            editor.screen().body == """
                  · Legs
                    ====
                › ▾ Superset
                    · Squat — 5 × 5 @ 120 kg
                    · Lunges — 3 × 10
                    · Leg Curl — 3 × 12 @ 40 kg
                  ▾ Superset B — 3 rounds
                    · Calf Raise — 3 × 15
                    · Leg Extension — 3 × 12
                """)
        #expect(editor.screen().status == "Wrapped 3 blocks in Set.")
        let wrapper = try #require(editor.focusedID)
        #expect(editor.selection == nil)
        #expect(editor.document.childIDs(of: wrapper) == ["e1", "e2", "e3"])
        #expect(editor.document.childIDs(of: nil) == ["n1", wrapper, "s1"])
        #expect(editor.session.editor.history.absoluteCursor == stepsBefore + 1)
        let stored = try #require(try store.loadDocument(id: "legs"))
        #expect(stored.blocks.filter { $0.parentID == wrapper }.count == 3)

        try OutlineFixtures.play("text:u", on: &editor)
        #expect(editor.document == original)
        #expect(
            editor.screen().text
                == Self.legDayOnSquat.replacing(
                    "\n\n\n\n\nEnter",
                    with: "\n\n\n\nundid: removed set \(wrapper.rawValue.prefix(8)), moving 3 blocks out of it\nEnter"))
        let restored = try #require(try store.loadDocument(id: "legs"))
        #expect(!restored.blocks.contains { $0.id == wrapper })
        #expect(restored.blocks.first { $0.id == "e2" }?.parentID == nil)
    }

    @Test func theSelectionStopsAtTheFirstSiblingInsideASet() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.legDay())
        try OutlineFixtures.play("end\nshift-up*2", on: &editor)
        #expect(
            editor.screen().body == """
                  · Legs
                    ====
                  · Squat — 5 × 5 @ 120 kg
                  · Lunges — 3 × 10
                  · Leg Curl — 3 × 12 @ 40 kg
                  ▾ Superset B — 3 rounds
                ›   · Calf Raise — 3 × 15
                ▌   · Leg Extension — 3 × 12
                """)
        #expect(editor.screen().status == "The selection stops at the first block of this level.")
        #expect(editor.selection.map { [$0.anchor, $0.head] } == ["e5", "e4"])
    }

    @Test func vThenJExtendsOverASetWithItsChildrenAndStopsAtTheLastSibling() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.legDay())
        try OutlineFixtures.play("down*2\ntext:v\ntext:jjj", on: &editor)
        #expect(
            editor.screen().body == """
                  · Legs
                    ====
                  · Squat — 5 × 5 @ 120 kg
                ▌ · Lunges — 3 × 10
                ▌ · Leg Curl — 3 × 12 @ 40 kg
                › ▾ Superset B — 3 rounds
                ▌   · Calf Raise — 3 × 15
                ▌   · Leg Extension — 3 × 12
                """)
        #expect(editor.screen().status == "The selection stops at the last block of this level.")
        try OutlineFixtures.play("k", on: &editor)
        #expect(editor.selection.map { [$0.anchor, $0.head] } == ["e2", "e3"])
        #expect(editor.focusedID == "e3")
    }

    @Test func escapeClearsTheSelection() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.legDay())
        try OutlineFixtures.play("down\ntext:v\ntext:jj\nescape", on: &editor)
        #expect(editor.selection == nil)
        #expect(
            editor.screen().body == """
                  · Legs
                    ====
                  · Squat — 5 × 5 @ 120 kg
                  · Lunges — 3 × 10
                › · Leg Curl — 3 × 12 @ 40 kg
                  ▾ Superset B — 3 rounds
                    · Calf Raise — 3 × 15
                    · Leg Extension — 3 × 12
                """)
        #expect(editor.screen().status == "")
        // Without a selection, j moves the focus again.
        try OutlineFixtures.play("j", on: &editor)
        #expect(editor.focusedID == "s1")
    }

    @Test func aWrapThePlacementRulesRefuseSaysWhyAndKeepsTheSelection() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 100)
        let original = editor.document
        try OutlineFixtures.play("down\nshift-down\ntext:w", on: &editor)
        #expect(
            editor.screen().body == """
                  · Warm up first
                    =============
                ▌ · Bench Press — 5 × 5 @ 100 kg, rest 3:00
                › ▾ Superset A — 3 rounds
                ▌   · Dips — 3 × 10
                ▌   · Cable Flyes — 3 × 12 @ 15 kg
                  · Overhead Press — 3 × 8 @ 50 kg
                  · 📈 Exercise — estimated 1RM, last 12 weeks: no history yet for Exercise
                """)
        #expect(
            editor.screen().status
                == "Not wrapped: a set block cannot be placed inside a set block; it may be placed at the top level.")
        #expect(editor.document == original)
        #expect(!editor.session.editor.canUndo)
        #expect(editor.selection.map { [$0.anchor, $0.head] } == ["e1", "s1"])
    }
}
