import KheperOutlineEditor
import KheperTerminal
import Testing

/// Scripted keys against the editor, comparing the screen region each test is about (the outline, the status line,
/// the title); one test per mode compares the whole screen, so a change in layout shows as a diff in one place.
@Suite struct OutlineScreenTests {
    @Test func opensWithTheTitleAndTheOutline() throws {
        let editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 60)
        #expect(
            editor.screen().text == """
                Push day                                            7 blocks
                ────────────────────────────────────────────────────────────
                › · Warm up first
                    =============
                  · Bench Press — 5 × 5 @ 100 kg, rest 3:00
                  ▾ Superset A — 3 rounds
                    · Dips — 3 × 10
                    · Cable Flyes — 3 × 12 @ 15 kg
                  · Overhead Press — 3 × 8 @ 50 kg
                  · 📈 Exercise — estimated 1RM, last 12 weeks: no history …




                Enter edit · + add · Space grab · u undo · ? help · q quit
                """)
    }

    @Test func paletteFiltersAndShowsTheShorthand() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            down
            text:+
            text:ex Squat 5x5 @100kg
            """, on: &editor)
        #expect(
            editor.screen().text == """
                Push day                                            7 blocks
                ────────────────────────────────────────────────────────────
                  · Warm up first
                    =============
                › · Bench Press — 5 × 5 @ 100 kg, rest 3:00
                  ▾ Superset A — 3 rounds
                    · Dips — 3 × 10
                    · Cable Flyes — 3 × 12 @ 15 kg
                  · Overhead Press — 3 × 8 @ 50 kg
                  · 📈 Exercise — estimated 1RM, last 12 weeks: no history …
                Insert after the focus
                > ex Squat 5x5 @100kg
                › Exercise ↵ Squat 5x5 @100kg

                type · ↑↓ choose · Enter insert · Esc cancel
                """)
    }

    @Test func insertWithShorthandLandsAfterTheFocus() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            down
            text:+
            text:ex Squat 5x5 @100kg
            enter
            """, on: &editor)
        #expect(
            editor.screen().body == """
                  · Warm up first
                    =============
                  · Bench Press — 5 × 5 @ 100 kg, rest 3:00
                › · Squat — 5 × 5 @ 100 kg
                  ▾ Superset A — 3 rounds
                    · Dips — 3 × 10
                    · Cable Flyes — 3 × 12 @ 15 kg
                  · Overhead Press — 3 × 8 @ 50 kg
                  · 📈 Exercise — estimated 1RM, last 12 weeks: no history …
                """)
        #expect(editor.screen().status == "Inserted Exercise.")
        #expect(editor.screen().title.hasSuffix(" 8 blocks"))
    }

    @Test func insertWithoutShorthandInsertsTheDefault() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            down
            text:+
            text:div
            enter
            """, on: &editor)
        #expect(
            editor.screen().body == """
                  · Warm up first
                    =============
                  · Bench Press — 5 × 5 @ 100 kg, rest 3:00
                › · ────────
                  ▾ Superset A — 3 rounds
                    · Dips — 3 × 10
                    · Cable Flyes — 3 × 12 @ 15 kg
                  · Overhead Press — 3 × 8 @ 50 kg
                  · 📈 Exercise — estimated 1RM, last 12 weeks: no history …
                """)
        #expect(editor.screen().status == "Inserted Divider.")
        #expect(editor.screen().title.hasSuffix(" 8 blocks"))
    }

    @Test func paletteIntoASetOffersWhatTheSetTakes() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            down*2
            text:+
            tab
            """, on: &editor)
        #expect(
            editor.screen().body == """
                  · Bench Press — 5 × 5 @ 100 kg, rest 3:00
                › ▾ Superset A — 3 rounds
                    · Dips — 3 × 10
                    · Cable Flyes — 3 × 12 @ 15 kg
                  · Overhead Press — 3 × 8 @ 50 kg
                Insert into the focused set (Tab: after)
                >
                › Exercise e.g. Bench Press 3x8 @80kg rest 2m · Squat 5x5 @…
                  Media    e.g. img/squat.jpg "Bar on the upper back" · img…
                  Text     e.g. # Push Day · ## Warm-up
                  Timer    e.g. 2m30s · tabata x10
                """)
        #expect(editor.screen().status == "")
    }

    @Test func insertIntoTheFocusedSet() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            down*2
            text:+
            tab
            text:ex Push-up 3x15
            enter
            """, on: &editor)
        #expect(
            editor.screen().body == """
                  · Warm up first
                    =============
                  · Bench Press — 5 × 5 @ 100 kg, rest 3:00
                  ▾ Superset A — 3 rounds
                    · Dips — 3 × 10
                    · Cable Flyes — 3 × 12 @ 15 kg
                ›   · Push-up — 3 × 15
                  · Overhead Press — 3 × 8 @ 50 kg
                  · 📈 Exercise — estimated 1RM, last 12 weeks: no history …
                """)
        #expect(editor.screen().status == "Inserted Exercise.")
        #expect(editor.screen().title.hasSuffix(" 8 blocks"))
    }

    @Test func grabShowsALivePreview() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            down
            space
            down
            """, on: &editor)
        #expect(
            editor.screen().text == """
                Push day                                            7 blocks
                ────────────────────────────────────────────────────────────
                  · Warm up first
                    =============
                  ▾ Superset A — 3 rounds
                ≡   · Bench Press — 5 × 5 @ 100 kg, rest 3:00
                    · Dips — 3 × 10
                    · Cable Flyes — 3 × 12 @ 15 kg
                  · Overhead Press — 3 × 8 @ 50 kg
                  · 📈 Exercise — estimated 1RM, last 12 weeks: no history …


                  🗑 Trash

                ↑↓ place · ←→ depth · Enter drop · x trash · Esc cancel
                """)
    }

    @Test func dropIntoASet() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            down
            space
            down*2
            enter
            """, on: &editor)
        #expect(
            editor.screen().body == """
                  · Warm up first
                    =============
                  ▾ Superset A — 3 rounds
                    · Dips — 3 × 10
                ›   · Bench Press — 5 × 5 @ 100 kg, rest 3:00
                    · Cable Flyes — 3 × 12 @ 15 kg
                  · Overhead Press — 3 × 8 @ 50 kg
                  · 📈 Exercise — estimated 1RM, last 12 weeks: no history …
                """)
        #expect(editor.screen().status == "Moved.")
    }

    @Test func rightMovesIntoTheSetAbove() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            down*5
            space
            right
            """, on: &editor)
        #expect(
            editor.screen().body == """
                  · Warm up first
                    =============
                  · Bench Press — 5 × 5 @ 100 kg, rest 3:00
                  ▾ Superset A — 3 rounds
                    · Dips — 3 × 10
                    · Cable Flyes — 3 × 12 @ 15 kg
                ≡   · Overhead Press — 3 × 8 @ 50 kg
                  · 📈 Exercise — estimated 1RM, last 12 weeks: no history …


                  🗑 Trash
                """)
        #expect(editor.screen().status == "")
    }

    @Test func refusedPlaceIsNeverShownAsAllowed() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            end
            space
            up*2
            """, on: &editor)
        #expect(
            editor.screen().body == """
                  · Warm up first
                    =============
                  · Bench Press — 5 × 5 @ 100 kg, rest 3:00
                  ▾ Superset A — 3 rounds
                    · Dips — 3 × 10
                ✗   · 📈 Exercise — estimated 1RM, last 12 weeks: no histor…
                    · Cable Flyes — 3 × 12 @ 15 kg
                  · Overhead Press — 3 × 8 @ 50 kg


                  🗑 Trash
                """)
        #expect(editor.screen().status == "Not here: a chart block cannot be placed inside a set block…")
    }

    @Test func refusedDropStaysGrabbed() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            end
            space
            up*2
            enter
            """, on: &editor)
        #expect(
            editor.screen().body == """
                  · Warm up first
                    =============
                  · Bench Press — 5 × 5 @ 100 kg, rest 3:00
                  ▾ Superset A — 3 rounds
                    · Dips — 3 × 10
                ✗   · 📈 Exercise — estimated 1RM, last 12 weeks: no histor…
                    · Cable Flyes — 3 × 12 @ 15 kg
                  · Overhead Press — 3 × 8 @ 50 kg


                  🗑 Trash
                """)
        #expect(editor.screen().status == "Not dropped: a chart block cannot be placed inside a set bl…")
    }

    @Test func trashRowIsChosenBelowTheLastGap() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            down
            space
            down*6
            """, on: &editor)
        #expect(
            editor.screen().body == """
                  · Warm up first
                    =============
                  ▾ Superset A — 3 rounds
                    · Dips — 3 × 10
                    · Cable Flyes — 3 × 12 @ 15 kg
                  · Overhead Press — 3 × 8 @ 50 kg
                  · 📈 Exercise — estimated 1RM, last 12 weeks: no history …



                ≡ 🗑 Trash: Enter deletes the block
                """)
        #expect(editor.screen().status == "")
    }

    @Test func trashRowDeletes() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            down
            space
            down*6
            enter
            """, on: &editor)
        #expect(
            editor.screen().body == """
                  · Warm up first
                    =============
                › ▾ Superset A — 3 rounds
                    · Dips — 3 × 10
                    · Cable Flyes — 3 × 12 @ 15 kg
                  · Overhead Press — 3 × 8 @ 50 kg
                  · 📈 Exercise — estimated 1RM, last 12 weeks: no history …
                """)
        #expect(editor.screen().status == "Deleted.")
        #expect(editor.screen().title.hasSuffix(" 6 blocks"))
    }

    @Test func escapeCancelsAMove() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            down
            space
            down*2
            escape
            """, on: &editor)
        #expect(
            editor.screen().body == """
                  · Warm up first
                    =============
                › · Bench Press — 5 × 5 @ 100 kg, rest 3:00
                  ▾ Superset A — 3 rounds
                    · Dips — 3 × 10
                    · Cable Flyes — 3 × 12 @ 15 kg
                  · Overhead Press — 3 × 8 @ 50 kg
                  · 📈 Exercise — estimated 1RM, last 12 weeks: no history …
                """)
        #expect(editor.screen().status == "Move cancelled.")
    }

    @Test func altDownMovesOneStepKeepingTheFocus() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            down
            alt-down
            """, on: &editor)
        #expect(
            editor.screen().body == """
                  · Warm up first
                    =============
                  ▾ Superset A — 3 rounds
                    · Dips — 3 × 10
                    · Cable Flyes — 3 × 12 @ 15 kg
                › · Bench Press — 5 × 5 @ 100 kg, rest 3:00
                  · Overhead Press — 3 × 8 @ 50 kg
                  · 📈 Exercise — estimated 1RM, last 12 weeks: no history …
                """)
        #expect(editor.screen().status == "")
    }

    @Test func undoNamesTheChange() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            down
            text:d
            text:u
            """, on: &editor)
        #expect(
            editor.screen().body == """
                  · Warm up first
                    =============
                  · Bench Press — 5 × 5 @ 100 kg, rest 3:00
                › ▾ Superset A — 3 rounds
                    · Dips — 3 × 10
                    · Cable Flyes — 3 × 12 @ 15 kg
                  · Overhead Press — 3 × 8 @ 50 kg
                  · 📈 Exercise — estimated 1RM, last 12 weeks: no history …
                """)
        #expect(editor.screen().status == "undid: removed exercise \"Bench Press\"")
    }

    @Test func redoNamesTheChange() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            down
            text:d
            text:u
            ctrl-y
            """, on: &editor)
        #expect(
            editor.screen().body == """
                  · Warm up first
                    =============
                  · Bench Press — 5 × 5 @ 100 kg, rest 3:00
                › · Bench Press — 5 × 5 @ 100 kg, rest 3:00
                  ▾ Superset A — 3 rounds
                    · Dips — 3 × 10
                    · Cable Flyes — 3 × 12 @ 15 kg
                  · Overhead Press — 3 × 8 @ 50 kg
                  · 📈 Exercise — estimated 1RM, last 12 weeks: no history …
                """)
        #expect(editor.screen().status == "redid: added exercise \"Bench Press\"")
        #expect(editor.screen().title.hasSuffix(" 8 blocks"))
    }

    @Test func wrapInASet() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            down
            text:w
            """, on: &editor)
        #expect(
            editor.screen().body == """
                  · Warm up first
                    =============
                › ▾ Superset
                    · Bench Press — 5 × 5 @ 100 kg, rest 3:00
                  ▾ Superset A — 3 rounds
                    · Dips — 3 × 10
                    · Cable Flyes — 3 × 12 @ 15 kg
                  · Overhead Press — 3 × 8 @ 50 kg
                  · 📈 Exercise — estimated 1RM, last 12 weeks: no history …
                """)
        #expect(editor.screen().status == "Wrapped in Set.")
        #expect(editor.screen().title.hasSuffix(" 8 blocks"))
    }

    @Test func collapseShowsHowManyInside() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            down*2
            left
            """, on: &editor)
        #expect(
            editor.screen().body == """
                  · Warm up first
                    =============
                  · Bench Press — 5 × 5 @ 100 kg, rest 3:00
                › ▸ Superset A — 3 rounds (2 inside)
                  · Overhead Press — 3 × 8 @ 50 kg
                  · 📈 Exercise — estimated 1RM, last 12 weeks: no history …
                """)
        #expect(editor.screen().status == "")
    }

    @Test func helpListsTheKeys() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 30, columns: 100)
        try OutlineFixtures.play(
            """
            text:?
            """, on: &editor)
        #expect(
            editor.screen().text == """
                Push day                                                                                    7 blocks
                ────────────────────────────────────────────────────────────────────────────────────────────────────
                Moving
                  ↑ ↓  k j       move the focus
                  Home End       first or last block
                  PgUp PgDn      a screen up or down
                  ← →            collapse or expand a set; go to the parent or into the set
                Selecting
                  Shift-↑↓       select the blocks above or below at the same level
                  v              start or stop selecting; ↑↓ k j then extend it
                  Esc            clear the selection; another key that moves or edits clears it too
                Editing
                  Enter          edit the fields: Tab Shift-Tab move, Enter saves, Esc cancels
                  ↑ ↓            in the fields: the same column of the set above or below
                  Tab            in the fields: the next cell, also a field under "Tab reaches:" that no set uses
                  Ctrl-N Ctrl-X  in the fields: add or remove a row (a set); Alt-↑↓ moves it
                  + /            insert: type to filter kinds, then shorthand; Tab after or into a set
                  ↓ Tab          as an exercise's name is typed: ↓↑ highlight a suggested name, Tab or Enter take it
                  Space m        grab: ↑↓ place, ←→ depth, Enter drop, x trash, Esc cancel
                  Alt-↑ Alt-↓    move the block one step
                  d              duplicate the focused block
                  x Delete       delete the selection, or the focused block
                  w W            wrap the selection (or the block) in a set, unwrap
                  c              convert to another kind
                  u Ctrl-Z       undo
                  Ctrl-R Ctrl-Y  redo
                Other
                  ? q            this help; quit (every change is already saved)

                any key closes the help
                """)
    }

    @Test func unknownBlockShowsItsPlaceholder() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.withUnknownBlock(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            end
            enter
            """, on: &editor)
        #expect(
            editor.screen().body == """
                  · Warm up first
                    =============
                  · Bench Press — 5 × 5 @ 100 kg, rest 3:00
                  ▾ Superset A — 3 rounds
                    · Dips — 3 × 10
                    · Cable Flyes — 3 × 12 @ 15 kg
                  · Overhead Press — 3 × 8 @ 50 kg
                  · 📈 Exercise — estimated 1RM, last 12 weeks: no history …
                › · [unknown block "acme/stretch", kept as written]
                """)
        #expect(editor.screen().status == "Kept as written: it can be moved or deleted, not edited.")
    }

    @Test func unknownBlockCannotBeConverted() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.withUnknownBlock(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            end
            text:c
            """, on: &editor)
        #expect(
            editor.screen().body == """
                  · Warm up first
                    =============
                  · Bench Press — 5 × 5 @ 100 kg, rest 3:00
                  ▾ Superset A — 3 rounds
                    · Dips — 3 × 10
                    · Cable Flyes — 3 × 12 @ 15 kg
                  · Overhead Press — 3 × 8 @ 50 kg
                  · 📈 Exercise — estimated 1RM, last 12 weeks: no history …
                › · [unknown block "acme/stretch", kept as written]
                """)
        #expect(editor.screen().status == "Kept as written: it can be moved or deleted, not converted.")
    }

    @Test func scrollsToKeepTheFocusOnScreen() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.long(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            end
            """, on: &editor)
        #expect(
            editor.screen().body == """
                  · Exercise 20 — 3 × 10
                  · Exercise 21 — 3 × 10
                  · Exercise 22 — 3 × 10
                  · Exercise 23 — 3 × 10
                  · Exercise 24 — 3 × 10
                  · Exercise 25 — 3 × 10
                  · Exercise 26 — 3 × 10
                  · Exercise 27 — 3 × 10
                  · Exercise 28 — 3 × 10
                  · Exercise 29 — 3 × 10
                › · Exercise 30 — 3 × 10
                """)
        #expect(editor.screen().status == "")
    }

    @Test func resizeKeepsTheFocusOnScreen() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.long(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            end
            resize:30x100
            """, on: &editor)
        #expect(
            editor.screen().body == """
                  · Exercise 5 — 3 × 10
                  · Exercise 6 — 3 × 10
                  · Exercise 7 — 3 × 10
                  · Exercise 8 — 3 × 10
                  · Exercise 9 — 3 × 10
                  · Exercise 10 — 3 × 10
                  · Exercise 11 — 3 × 10
                  · Exercise 12 — 3 × 10
                  · Exercise 13 — 3 × 10
                  · Exercise 14 — 3 × 10
                  · Exercise 15 — 3 × 10
                  · Exercise 16 — 3 × 10
                  · Exercise 17 — 3 × 10
                  · Exercise 18 — 3 × 10
                  · Exercise 19 — 3 × 10
                  · Exercise 20 — 3 × 10
                  · Exercise 21 — 3 × 10
                  · Exercise 22 — 3 × 10
                  · Exercise 23 — 3 × 10
                  · Exercise 24 — 3 × 10
                  · Exercise 25 — 3 × 10
                  · Exercise 26 — 3 × 10
                  · Exercise 27 — 3 × 10
                  · Exercise 28 — 3 × 10
                  · Exercise 29 — 3 × 10
                › · Exercise 30 — 3 × 10
                """)
        #expect(editor.screen().status == "")
    }

    @Test func resizeSmallerScrolls() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.long(), rows: 30, columns: 100)
        try OutlineFixtures.play(
            """
            down*20
            resize:15x60
            """, on: &editor)
        #expect(
            editor.screen().body == """
                  · Exercise 11 — 3 × 10
                  · Exercise 12 — 3 × 10
                  · Exercise 13 — 3 × 10
                  · Exercise 14 — 3 × 10
                  · Exercise 15 — 3 × 10
                  · Exercise 16 — 3 × 10
                  · Exercise 17 — 3 × 10
                  · Exercise 18 — 3 × 10
                  · Exercise 19 — 3 × 10
                  · Exercise 20 — 3 × 10
                › · Exercise 21 — 3 × 10
                """)
        #expect(editor.screen().status == "")
    }

    @Test func wideCharactersAreNeverCutInHalf() throws {
        let editor = try OutlineFixtures.editor(OutlineFixtures.wideCharacters(), rows: 15, columns: 60)
        #expect(
            editor.screen().text == """
                胸の日 💪 押す日                                    4 blocks
                ────────────────────────────────────────────────────────────
                › · ベンチプレス — 5 × 5 @ 60 kg
                  · a 日本語のメモ：肩甲骨を寄せて、胸を張って、足で床を押…
                  ▾ Superset 🔥 — 3 rounds
                    · ダンベルフライ — 3 × 12








                Enter edit · + add · Space grab · u undo · ? help · q quit
                """)
    }

    @Test func wideCharactersWhileGrabbed() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.wideCharacters(), rows: 15, columns: 61)
        try OutlineFixtures.play(
            """
            space
            down
            """, on: &editor)
        #expect(
            editor.screen().text == """
                胸の日 💪 押す日                                     4 blocks
                ─────────────────────────────────────────────────────────────
                  · a 日本語のメモ：肩甲骨を寄せて、胸を張って、足で床を押し…
                ≡ · ベンチプレス — 5 × 5 @ 60 kg
                  ▾ Superset 🔥 — 3 rounds
                    · ダンベルフライ — 3 × 12






                  🗑 Trash

                ↑↓ place · ←→ depth · Enter drop · x trash · Esc cancel
                """)
    }

    @Test func formOpens() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            down
            enter
            """, on: &editor)
        #expect(
            editor.screen().text == """
                Push day                                            7 blocks
                ────────────────────────────────────────────────────────────
                Editing Exercise
                › Name         Bench Press
                  Exercise ID
                  Entry
                  Rest         3:00
                  Tempo
                  Notes
                  Sets (5)
                    Set  Reps  Load
                      1  5     100 kg
                      2  5     100 kg
                Name: The exercise's name.
                Tab next · Enter save · Esc cancel · Ctrl-N/X add/remove row
                """)
    }

    @Test func formValidatesAsYouType() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            down
            enter
            tab
            tab
            tab
            ctrl-u
            text:2x
            """, on: &editor)
        #expect(
            editor.screen().body == """
                Editing Exercise
                  Name         Bench Press
                  Exercise ID
                  Entry
                › Rest         2x
                    ! could not read "2x" for "rest": expected a duration s…
                  Tempo
                  Notes
                  Sets (5)
                    Set  Reps  Load
                      1  5     100 kg
                """)
        #expect(editor.screen().status == "Rest: Default rest after each set.")
    }

    @Test func formScrollsToTheFocusedField() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            down
            enter
            tab*13
            down*4
            """, on: &editor)
        #expect(
            editor.screen().body == """
                Editing Exercise
                  Tempo
                  Notes
                  Sets (5)
                    Set  Reps  Load    RPE
                      1  5     100 kg
                      2  5     100 kg
                      3  5     100 kg
                      4  5     100 kg
                ›     5  5     100 kg  e.g. 8
                    Tab reaches: Kind, Reps max, AMRAP, Duration, Distance,…
                """)
        #expect(editor.screen().status == "RPE: Rating of perceived exertion.")
    }

    @Test func formAddsARow() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            down
            enter
            tab*3
            ctrl-n
            """, on: &editor)
        #expect(
            editor.screen().body == """
                Editing Exercise
                  Notes
                  Sets (6)
                    Set  Kind         Reps  Load
                      1               5     100 kg
                      2               5     100 kg
                      3               5     100 kg
                      4               5     100 kg
                      5               5     100 kg
                ›     6  e.g. warmup  5     100 kg
                    Tab reaches: Reps max, AMRAP, Duration, Distance, RPE, …
                """)
        #expect(editor.screen().status == "Kind: The kind of set.")
    }

    @Test func formSaves() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            down
            enter
            ctrl-u
            text:Incline Bench
            enter
            """, on: &editor)
        #expect(
            editor.screen().body == """
                  · Warm up first
                    =============
                › · Incline Bench — 5 × 5 @ 100 kg, rest 3:00
                  ▾ Superset A — 3 rounds
                    · Dips — 3 × 10
                    · Cable Flyes — 3 × 12 @ 15 kg
                  · Overhead Press — 3 × 8 @ 50 kg
                  · 📈 Exercise — estimated 1RM, last 12 weeks: no history …
                """)
        #expect(editor.screen().status == "Saved.")
    }

    @Test func formSavedUndo() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            down
            enter
            ctrl-u
            text:Incline Bench
            enter
            text:u
            """, on: &editor)
        #expect(
            editor.screen().body == """
                  · Warm up first
                    =============
                › · Bench Press — 5 × 5 @ 100 kg, rest 3:00
                  ▾ Superset A — 3 rounds
                    · Dips — 3 × 10
                    · Cable Flyes — 3 × 12 @ 15 kg
                  · Overhead Press — 3 × 8 @ 50 kg
                  · 📈 Exercise — estimated 1RM, last 12 weeks: no history …
                """)
        #expect(editor.screen().status == "undid: set name of exercise \"Bench Press\" (was \"Incline Ben…")
    }

    @Test func formEscapes() throws {
        var editor = try OutlineFixtures.editor(OutlineFixtures.pushDay(), rows: 15, columns: 60)
        try OutlineFixtures.play(
            """
            down
            enter
            ctrl-u
            text:Incline Bench
            escape
            """, on: &editor)
        #expect(
            editor.screen().body == """
                  · Warm up first
                    =============
                › · Bench Press — 5 × 5 @ 100 kg, rest 3:00
                  ▾ Superset A — 3 rounds
                    · Dips — 3 × 10
                    · Cable Flyes — 3 × 12 @ 15 kg
                  · Overhead Press — 3 × 8 @ 50 kg
                  · 📈 Exercise — estimated 1RM, last 12 weeks: no history …
                """)
        #expect(editor.screen().status == "Edit cancelled; nothing changed.")
    }
}
