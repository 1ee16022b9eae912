import KheperTerminal
import KheperTestSupport
import Testing

@Suite struct LineEditorTests {
    /// An editor from a picture of its line: the text with `|` where the cursor is.
    static func editor(_ picture: String) -> LineEditor {
        let characters = Array(picture)
        let cursor = characters.firstIndex(of: "|") ?? characters.count
        var editor = LineEditor(text: String(characters.filter { $0 != "|" }))
        editor.moveCursor(to: cursor)
        return editor
    }

    /// The picture of an editor's line, as ``editor(_:)`` reads it.
    static func picture(_ editor: LineEditor) -> String {
        var characters = Array(editor.text).map(String.init)
        characters.insert("|", at: editor.cursor)
        return characters.joined()
    }

    /// Keys by name, as a key script writes them, separated by spaces.
    static func keys(_ names: String) -> [Key] {
        names.split(separator: " ").map { Key(name: String($0))! }
    }

    @Test(
        arguments: [
            ("ab|", "c", "abc|"),
            ("a|c", "b", "ab|c"),
            ("|", "日本", "日本|"),
            ("日|語", "本", "日本|語"),
            ("go|", " 🏋️‍♂️", "go 🏋️‍♂️|"),
            ("🇫🇷|", "🇩🇪", "🇫🇷🇩🇪|"),
            // A combining mark that arrives on its own joins the letter before it: still one step.
            ("caf|", "e\u{301}", "caf\u{E9}|"),
            ("cafe|", "\u{301}", "caf\u{E9}|"),
        ])
    func typing(_ before: String, _ typed: String, _ after: String) {
        var editor = Self.editor(before)
        for character in typed {
            let used = editor.handle(.character(character))
            #expect(used)
        }
        #expect(Self.picture(editor) == after)
        #expect(editor.text == after.filter { $0 != "|" })
    }

    @Test func aCombiningMarkTypedAfterALetterMakesOneCharacter() {
        var editor = LineEditor()
        editor.handle(.character("e"))
        editor.handle(.character("\u{301}"))
        #expect(editor.text.count == 1)
        #expect(editor.cursor == 1)
        editor.handle(.backspace)
        #expect(editor.text.isEmpty)
    }

    @Test(
        arguments: [
            ("日本|語", "left", "日|本語"),
            ("日本|語", "right", "日本語|"),
            ("👨‍👩‍👧|🇫🇷", "left", "|👨‍👩‍👧🇫🇷"),
            ("👨‍👩‍👧|🇫🇷", "right", "👨‍👩‍👧🇫🇷|"),
            ("|abc", "left", "|abc"),
            ("abc|", "right", "abc|"),
            ("ab|c", "ctrl-b", "a|bc"),
            ("ab|c", "ctrl-f", "abc|"),
            ("ab|c", "home", "|abc"),
            ("ab|c", "end", "abc|"),
            ("ab|c", "ctrl-a", "|abc"),
            ("ab|c", "ctrl-e", "abc|"),
            ("Bench press|", "alt-b", "Bench |press"),
            ("Bench press|", "alt-left", "Bench |press"),
            ("Bench press|", "ctrl-left", "Bench |press"),
            ("Bench press|", "alt-b alt-b", "|Bench press"),
            ("|Bench press", "alt-f", "Bench| press"),
            ("|Bench press", "alt-right", "Bench| press"),
            ("|Bench press", "ctrl-right", "Bench| press"),
            ("|Bench press", "alt-f alt-f alt-f", "Bench press|"),
            ("bw+10kg|", "alt-b", "bw+|10kg"),
            ("深蹲 100kg|", "alt-b", "深蹲 |100kg"),
            ("深蹲 100kg|", "alt-b alt-b", "|深蹲 100kg"),
            ("💪 go|", "alt-b alt-b", "|💪 go"),
            ("深蹲|", "backspace", "深|"),
            ("a👍🏽|b", "backspace", "a|b"),
            ("|abc", "backspace", "|abc"),
            ("a|👨‍👩‍👧b", "delete", "a|b"),
            ("a|bc", "ctrl-d", "a|c"),
            ("abc|", "delete", "abc|"),
            ("Bench press 5x5|", "ctrl-w", "Bench press |"),
            ("Bench bw+10kg  |", "ctrl-w", "Bench |"),
            ("a b|c", "ctrl-w", "a |c"),
            ("|abc", "ctrl-w", "|abc"),
            ("Bench bw+10kg|", "alt-backspace", "Bench bw+|"),
            ("|Bench press", "alt-d", "| press"),
            ("ab|cd", "ctrl-u", "|cd"),
            ("ab|cd", "ctrl-k", "ab|"),
            ("日本|語", "ctrl-k", "日本|"),
        ])
    func editingKeys(_ before: String, _ keys: String, _ after: String) {
        var editor = Self.editor(before)
        for key in Self.keys(keys) {
            let used = editor.handle(key)
            #expect(used, "\(key)")
        }
        #expect(Self.picture(editor) == after)
    }

    @Test(arguments: ["enter", "tab", "shift-tab", "escape", "up", "down", "pageup", "f1", "ctrl-c", "ctrl-z"])
    func keysItLeavesToTheProgramChangeNothing(_ name: String) {
        var editor = Self.editor("ab|c")
        let used = editor.handle(Key(name: name)!)
        #expect(!used)
        #expect(Self.picture(editor) == "ab|c")
    }

    @Test(
        arguments: [
            ("a|b", "x", "ax|b"),
            ("a|b", "two\nlines", "atwo lines|b"),
            ("|", "日本\r\n語", "日本 語|"),
            ("|", "tab\there", "tab here|"),
            ("|", "bell\u{7}", "bell|"),
        ])
    func pasteInsertsOneLine(_ before: String, _ pasted: String, _ after: String) {
        var editor = Self.editor(before)
        let used = editor.handle(.paste(pasted))
        #expect(used)
        #expect(Self.picture(editor) == after)
    }

    @Test func aBracketedPasteFromTheDecoderIsInsertedWhole() {
        var decoder = KeyDecoder()
        var editor = LineEditor(text: "Squat ")
        let keys = decoder.feed(Array("\u{1B}[200~5x5\r\n@ 100kg\u{1B}[201~!".utf8))
        #expect(keys == [.paste("5x5\n@ 100kg"), .character("!")])
        for key in keys { editor.handle(key) }
        #expect(editor.text == "Squat 5x5 @ 100kg!")
        #expect(editor.cursor == editor.text.count)
    }

    @Test func aTextWithLineBreaksKeepsThemWhenAskedAndShowsThemAsArrows() {
        var note = LineEditor(text: "Push day\r\nLegs", keepsLineBreaks: true)
        #expect(note.text == "Push day\nLegs")
        #expect(note.layout(width: 20).visibleText == "Push day↵Legs")
        #expect(note.layout(width: 20).cursorColumn == 13)
        let inserted = note.handle(.modified(.enter, .alt))
        #expect(inserted)
        note.handle(.paste("a\rb\tc"))
        #expect(note.text == "Push day\nLegs\na\nb c")
        note.handle(.ctrl("w"))
        #expect(note.text == "Push day\nLegs\na\nb ")
        note.handle(.ctrl("w"))
        #expect(note.text == "Push day\nLegs\na\n")
        note.handle(.backspace)
        note.handle(.ctrl("w"))
        #expect(note.text == "Push day\nLegs\n")

        var line = LineEditor(text: "Push day\nLegs")
        #expect(line.text == "Push day Legs")
        let ignored = line.handle(.modified(.enter, .alt))
        #expect(!ignored)
        #expect(line.text == "Push day Legs")
    }

    @Test func settingTheTextPutsTheCursorAtTheEnd() {
        var editor = Self.editor("a|bc")
        editor.setText("日本\n語")
        #expect(Self.picture(editor) == "日本 語|")
        editor.moveCursor(to: 99)
        #expect(editor.cursor == 4)
        editor.moveCursor(to: -3)
        #expect(editor.cursor == 0)
    }

    struct LayoutCase: Sendable, CustomTestStringConvertible {
        let picture: String
        let width: Int
        let visible: String
        let column: Int
        let hidden: (before: Bool, after: Bool)
        var testDescription: String { "\(picture) in \(width)" }
    }

    @Test(
        arguments: [
            LayoutCase(picture: "hello|", width: 10, visible: "hello", column: 5, hidden: (false, false)),
            LayoutCase(picture: "|hello", width: 3, visible: "hel", column: 0, hidden: (false, true)),
            LayoutCase(picture: "hello world|", width: 6, visible: "world", column: 5, hidden: (true, false)),
            // 14 columns of wide characters in 6: the cursor cell after the last one needs a column of its own.
            LayoutCase(picture: "日本語テキスト|", width: 6, visible: "スト", column: 4, hidden: (true, false)),
            // A wide character that would be cut in half is left out, leaving the last column empty.
            LayoutCase(picture: "|日本語", width: 5, visible: "日本", column: 0, hidden: (false, true)),
            // The whole wide character under the cursor is shown.
            LayoutCase(picture: "ab|日本", width: 3, visible: "b日", column: 1, hidden: (true, true)),
            LayoutCase(picture: "Row 🏋️‍♂️ 👍🏽|", width: 6, visible: "🏋️‍♂️ 👍🏽", column: 5, hidden: (true, false)),
            LayoutCase(picture: "|", width: 4, visible: "", column: 0, hidden: (false, false)),
            LayoutCase(picture: "ab|", width: 0, visible: "", column: 0, hidden: (true, false)),
        ])
    func layout(_ test: LayoutCase) {
        let layout = Self.editor(test.picture).layout(width: test.width)
        #expect(layout.visibleText == test.visible)
        #expect(layout.cursorColumn == test.column)
        #expect(layout.hiddenBefore == test.hidden.before)
        #expect(layout.hiddenAfter == test.hidden.after)
        #expect(DisplayWidth.of(layout.visibleText) <= max(1, test.width))
    }

    @Test func scrollingKeepsTheViewUntilTheCursorLeavesIt() {
        var editor = LineEditor(text: "abcdefghij")
        editor.scrollToCursor(width: 5)
        #expect(editor.layout(width: 5).visibleText == "ghij")
        var seen: [String] = []
        for _ in 0..<6 {
            editor.handle(.left)
            editor.scrollToCursor(width: 5)
            let layout = editor.layout(width: 5)
            seen.append("\(layout.visibleText)@\(layout.cursorColumn)")
        }
        #expect(seen == ["fghij@4", "fghij@3", "fghij@2", "fghij@1", "fghij@0", "efghi@0"])
        editor.handle(.home)
        editor.scrollToCursor(width: 5)
        #expect(editor.layout(width: 5).visibleText == "abcde")
        editor.handle(.end)
        #expect(editor.layout(width: 5).visibleText == "ghij")
    }

    @Test func deletingAtTheEndScrollsBackToFillTheField() {
        var editor = LineEditor(text: "日本語テキスト")
        editor.scrollToCursor(width: 6)
        for _ in 0..<3 {
            editor.handle(.backspace)
            editor.scrollToCursor(width: 6)
        }
        let layout = editor.layout(width: 6)
        #expect(layout.visibleText == "語テ")
        #expect(layout.cursorColumn == 4)
    }

    @Test func randomEditsKeepTheCursorInViewAndNeverSplitACharacter() {
        var random = SeededGenerator(seed: 13)
        let alphabet: [Character] = ["a", "b", " ", "日", "本", "👍🏽", "🇫🇷", "e\u{301}", "-"]
        let keys = Self.keys("left right home end alt-b alt-f backspace delete ctrl-w alt-backspace ctrl-k")
        var editor = LineEditor()
        for _ in 0..<2_000 {
            if Int.random(in: 0..<3, using: &random) == 0 {
                editor.handle(keys[Int.random(in: 0..<keys.count, using: &random)])
            } else {
                editor.handle(.character(alphabet[Int.random(in: 0..<alphabet.count, using: &random)]))
            }
            let width = Int.random(in: 2...12, using: &random)
            editor.scrollToCursor(width: width)
            let layout = editor.layout(width: width)
            let characters = Array(editor.text)
            #expect(layout.start <= editor.cursor)
            #expect(DisplayWidth.of(layout.visibleText) <= width)
            #expect(layout.cursorColumn == DisplayWidth.of(String(characters[layout.start..<editor.cursor])))
            #expect(layout.cursorColumn < width)
            #expect(String(characters[layout.start...]).hasPrefix(layout.visibleText))
        }
    }

    /// Runs a one-field program over `terminal` until Enter: the field on the first row, scrolled to the cursor,
    /// with `<` and `>` where text is out of view, and the cursor's column on the second.
    static func runField(on terminal: VirtualTerminal, fieldWidth: Int) -> LineEditor {
        var session = TerminalSession(device: terminal)
        var editor = LineEditor()
        func frame() -> ScreenBuffer {
            var screen = ScreenBuffer(size: session.size)
            let layout = editor.layout(width: fieldWidth)
            screen.write(layout.hiddenBefore ? "<" : "[", row: 0, column: 0)
            screen.write(layout.visibleText, row: 0, column: 1)
            screen.write(layout.hiddenAfter ? ">" : "]", row: 0, column: fieldWidth + 1)
            screen.write("cursor \(layout.cursorColumn)", row: 1, column: 0)
            screen.cursor = Position(row: 0, column: 1 + layout.cursorColumn)
            return screen
        }
        session.draw(frame())
        while let event = session.nextEvent(), case .key(let key) = event, key != .enter {
            editor.handle(key)
            editor.scrollToCursor(width: fieldWidth)
            session.draw(frame())
        }
        return editor
    }

    @Test func keysInScreenTextOut() {
        let terminal = VirtualTerminal(rows: 2, columns: 12)
        terminal.type(text: "Squat 深蹲")
        terminal.send(Array("\u{1B}[200~ 5x5\r\n@100kg\u{1B}[201~".utf8))
        terminal.type(.modified(.left, .alt), .modified(.left, .alt))
        let editor = Self.runField(on: terminal, fieldWidth: 8)
        #expect(editor.text == "Squat 深蹲 5x5 @100kg")
        #expect(Self.picture(editor) == "Squat 深蹲 |5x5 @100kg")
        #expect(terminal.text == "<5x5 @100>\ncursor 0")
    }
}
