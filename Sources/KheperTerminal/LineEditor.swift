/// One line of text being edited, driven by ``Key``s: a cursor that moves by graphemes, so an emoji, a CJK
/// character or a letter with its combining marks is one step, word motion, deletion and bracketed paste.
///
/// It does no I/O: a program feeds it keys with ``handle(_:)``, reads ``text`` back, and draws it with
/// ``layout(width:)``, which scrolls horizontally to keep the cursor in view. The keys follow readline:
///
/// | Keys | Action |
/// |---|---|
/// | ← → (Ctrl-B, Ctrl-F) | one character |
/// | Home End, Ctrl-A Ctrl-E | start or end of the line |
/// | Alt-← Alt-→, Ctrl-← Ctrl-→, Alt-B Alt-F | one word |
/// | Backspace, Delete (Ctrl-D) | the character before or at the cursor |
/// | Ctrl-W | back to the previous space (readline's unix-word-rubout) |
/// | Alt-Backspace, Alt-D | the word before or after the cursor |
/// | Ctrl-U, Ctrl-K | everything before or after the cursor |
///
/// A word is a run of letters, digits and `_`. A paste is inserted whole; its line breaks and tabs become spaces,
/// since the line holds one line. Other keys (Enter, Tab, Escape, ↑ ↓) are left to the program.
///
/// For a text that may hold line breaks (a note), ``keepsLineBreaks`` keeps them: they are shown as `↵`, a paste
/// keeps its own, and Alt-Enter inserts one, so editing such a text on one line loses none.
public struct LineEditor: Sendable, Hashable {
    /// The text being edited, without line breaks.
    public private(set) var text: String

    /// The cursor, as the number of characters (graphemes) before it: 0 at the start, `text.count` at the end.
    public private(set) var cursor: Int

    /// The first character shown when the line is wider than its field, kept between layouts so the text does
    /// not jump while the cursor stays in view; ``scrollToCursor(width:)`` updates it.
    public private(set) var scrollStart: Int = 0

    /// Whether line breaks are kept in the text (shown as `↵`, inserted with Alt-Enter) rather than read as spaces.
    public let keepsLineBreaks: Bool

    /// Creates an editor holding `text`, with the cursor at its end; line breaks are read as spaces unless
    /// `keepsLineBreaks`.
    public init(text: String = "", keepsLineBreaks: Bool = false) {
        self.keepsLineBreaks = keepsLineBreaks
        self.text = Self.clean(text, keepingLineBreaks: keepsLineBreaks)
        self.cursor = self.text.count
    }

    /// Replaces the whole text (line breaks read as spaces unless ``keepsLineBreaks``) and puts the cursor at its
    /// end.
    public mutating func setText(_ newText: String) {
        text = Self.clean(newText, keepingLineBreaks: keepsLineBreaks)
        cursor = text.count
        scrollStart = min(scrollStart, cursor)
    }

    /// Moves the cursor to `position` characters from the start, clamped to the text.
    public mutating func moveCursor(to position: Int) {
        cursor = min(max(0, position), text.count)
    }

    /// Applies one key and returns whether the editor used it: `true` for the keys in the table above and for
    /// printable characters and pastes, even when they change nothing (Backspace at the start); `false` for keys
    /// the program handles itself.
    @discardableResult
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let character): insert(String(character))
        case .paste(let pasted): insert(pasted)
        case .left, .ctrl("b"): moveCursor(to: cursor - 1)
        case .right, .ctrl("f"): moveCursor(to: cursor + 1)
        case .home, .ctrl("a"): cursor = 0
        case .end, .ctrl("e"): cursor = text.count
        case .modified(.left, let modifiers) where Self.isWordModifier(modifiers): cursor = wordStart(before: cursor)
        case .alt("b"), .alt("B"): cursor = wordStart(before: cursor)
        case .modified(.right, let modifiers) where Self.isWordModifier(modifiers): cursor = wordEnd(after: cursor)
        case .alt("f"), .alt("F"): cursor = wordEnd(after: cursor)
        case .backspace: delete(from: cursor - 1, to: cursor)
        case .delete, .ctrl("d"): delete(from: cursor, to: cursor + 1)
        case .ctrl("w"): delete(from: spaceDelimitedStart(before: cursor), to: cursor)
        case .modified(.backspace, .alt): delete(from: wordStart(before: cursor), to: cursor)
        case .alt("d"), .alt("D"): delete(from: cursor, to: wordEnd(after: cursor))
        case .ctrl("u"): delete(from: 0, to: cursor)
        case .ctrl("k"): delete(from: cursor, to: text.count)
        case .modified(.enter, .alt) where keepsLineBreaks: insert("\n")
        default: return false
        }
        return true
    }

    /// Inserts `inserted` at the cursor (tabs as spaces, line breaks too unless ``keepsLineBreaks``, other
    /// control characters dropped) and puts the cursor after it. A combining mark typed after a letter joins it, so the cursor stays one step
    /// after that letter.
    public mutating func insert(_ inserted: String) {
        let clean = Self.clean(inserted, keepingLineBreaks: keepsLineBreaks)
        guard !clean.isEmpty else { return }
        let split = text.index(text.startIndex, offsetBy: cursor)
        let before = String(text[..<split]) + clean
        text = before + String(text[split...])
        // Count the characters that now start before the end of the insertion: a combining mark inserted after a
        // letter merges with it, and one inserted before a mark takes that mark along.
        let end = text.utf8.index(text.utf8.startIndex, offsetBy: before.utf8.count)
        var count = 0
        var index = text.startIndex
        while index < end {
            text.formIndex(after: &index)
            count += 1
        }
        cursor = count
    }

    /// Where the text starts to show in `width` columns, and what shows: the characters that fit, never half a
    /// wide character, and the cursor's column; a kept line break shows as `↵`. Starting from ``scrollStart``, the view scrolls just enough to
    /// show the cursor (and the whole character under it), and back left when text after the cursor was
    /// deleted and there is room.
    public func layout(width: Int) -> LineLayout {
        let characters = text.map { $0 == "\n" ? "↵" : $0 }
        let columns = max(1, width)
        var start = min(max(0, scrollStart), cursor)
        let cursorCell = cursor < characters.count ? max(1, DisplayWidth.of(characters[cursor])) : 1
        var before = DisplayWidth.of(String(characters[start..<cursor]))
        while start < cursor, before + cursorCell > columns {
            before -= DisplayWidth.of(characters[start])
            start += 1
        }
        // Show as much as fits on the left when the rest of the line, and the cursor at its end, leave room.
        var tail = DisplayWidth.of(String(characters[start...])) + (cursor == characters.count ? 1 : 0)
        while start > 0, tail + DisplayWidth.of(characters[start - 1]) <= columns {
            start -= 1
            let width = DisplayWidth.of(characters[start])
            tail += width
            before += width
        }
        var used = 0
        var end = start
        while end < characters.count {
            let next = used + DisplayWidth.of(characters[end])
            if next > columns { break }
            used = next
            end += 1
        }
        return LineLayout(
            visibleText: String(characters[start..<end]), start: start, cursorColumn: before,
            hiddenBefore: start > 0, hiddenAfter: end < characters.count)
    }

    /// Remembers where ``layout(width:)`` starts for `width` columns, so the next layout scrolls from there.
    public mutating func scrollToCursor(width: Int) {
        scrollStart = layout(width: width).start
    }

    // MARK: - Editing

    /// Removes the characters from `start` up to `end` (clamped) and puts the cursor where they were.
    private mutating func delete(from start: Int, to end: Int) {
        let lower = min(max(0, start), text.count)
        let upper = min(max(lower, end), text.count)
        guard lower < upper else { return }
        let from = text.index(text.startIndex, offsetBy: lower)
        let to = text.index(from, offsetBy: upper - lower)
        text.removeSubrange(from..<to)
        cursor = lower
        scrollStart = min(scrollStart, cursor)
    }

    /// The start of the word before `position`: back over what is not a word, then over the word.
    private func wordStart(before position: Int) -> Int {
        let characters = Array(text)
        var index = position
        while index > 0, !Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0, Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    /// The end of the word after `position`: forward over what is not a word, then over the word.
    private func wordEnd(after position: Int) -> Int {
        let characters = Array(text)
        var index = position
        while index < characters.count, !Self.isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, Self.isWordCharacter(characters[index]) { index += 1 }
        return index
    }

    /// The start of the space-delimited word before `position`, as Ctrl-W deletes it in a shell.
    private func spaceDelimitedStart(before position: Int) -> Int {
        let characters = Array(text)
        var index = position
        while index > 0, characters[index - 1].isWhitespace { index -= 1 }
        while index > 0, !characters[index - 1].isWhitespace { index -= 1 }
        return index
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Alt or Ctrl, alone or with Shift: the modifiers that turn an arrow into word motion.
    private static func isWordModifier(_ modifiers: KeyModifiers) -> Bool {
        modifiers.contains(.alt) || modifiers.contains(.ctrl)
    }

    /// `text` as the editor holds it: tabs become spaces, CR LF, CR and LF become spaces (or, when keeping line
    /// breaks, LF), other control characters are dropped.
    private static func clean(_ text: String, keepingLineBreaks: Bool) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }) else {
            return text
        }
        var scalars = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            switch scalar.value {
            case 0x0A where afterCarriageReturn: continue
            case 0x0A where keepingLineBreaks, 0x0D where keepingLineBreaks: scalars.append("\n")
            case 0x09, 0x0A, 0x0D: scalars.append(" ")
            case 0..<0x20, 0x7F..<0xA0: continue
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
