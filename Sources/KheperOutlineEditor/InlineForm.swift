import KheperCore
import KheperForms
public import KheperInteraction
public import KheperTerminal

/// A block's fields edited in place: the interaction layer's `BlockFieldForm` (generated from the kind's field
/// specs, read as typed, committed as one update) with a `LineEditor` on the focused entry, and a
/// `FocusScrollController` in terminal mode that keeps the focused entry on screen when the form is taller. A
/// table's header row stays at the top while its rows are scrolled under it, and a table wider than the screen
/// scrolls sideways to its focused column (`FormTable`).
///
/// Tab and Shift-Tab move between entries, a table row's cells included (Tab also reaches a field no row uses yet,
/// whose column shows while it has focus); ↓ and ↑ move the same way outside a table, and within one to the same
/// column of the next or previous row; ← and → step through a choice's values and otherwise move the cursor; Ctrl-N adds a row after the focused one (a set to an exercise), Ctrl-X removes it, Alt-↑ and Alt-↓
/// move it; Alt-Enter breaks the line in a multi-line text. While the field the editor suggests names for is typed,
/// the names show under it (``suggestions``): ↓ and ↑ highlight one, Tab or Enter takes it.
public struct InlineForm: Sendable {
    /// The form being edited.
    public private(set) var form: BlockFieldForm
    /// The line editor on the focused entry's text.
    public private(set) var line: LineEditor
    /// Keeps the focused entry in view; its viewport is the form's lines on screen, in rows.
    public private(set) var scroller: FocusScrollController
    /// The first of the form's lines on screen.
    public private(set) var offset = 0
    /// The field of each table's first column on screen, by list field, so that a table scrolled sideways keeps
    /// its place while focus moves within the columns shown.
    private(set) var firstColumns: [String: String] = [:]
    /// The names suggested for the focused entry's text as it is typed, when it is the field the editor's
    /// `NameSuggestions` fill (an exercise's name); empty otherwise.
    public internal(set) var suggestions = SuggestionList()

    /// A form over `form`, shown in `height` lines of `width` columns.
    init(form: BlockFieldForm, height: Int, width: Int) {
        self.form = form
        line = Self.lineEditor(for: form.focusedEntry)
        scroller = FocusScrollController(
            viewport: ScrollViewport(visibleHeight: Double(max(1, height)), contentHeight: 0), configuration: .terminal)
        follow(height: height, width: width)
    }

    /// A line editor over `entry`'s text, keeping line breaks in a multi-line text.
    static func lineEditor(for entry: FormEntry?) -> LineEditor {
        LineEditor(text: entry?.text ?? "", keepsLineBreaks: entry?.input == .multilineText)
    }

    /// Takes one key that is not Enter or Escape, then scrolls so the focused entry shows in `height` lines of
    /// `width` columns.
    mutating func handle(_ key: Key, height: Int, width: Int) {
        switch key {
        case .tab:
            form.focusNext()
            line = Self.lineEditor(for: form.focusedEntry)
        case .backTab:
            form.focusPrevious()
            line = Self.lineEditor(for: form.focusedEntry)
        case .down, .up:
            form.focusRow(by: key == .down ? 1 : -1)
            line = Self.lineEditor(for: form.focusedEntry)
        case .left where !(form.focusedEntry?.choices.isEmpty ?? true),
            .right where !(form.focusedEntry?.choices.isEmpty ?? true):
            if let index = form.focusIndex, form.selectChoice(at: index, by: key == .left ? -1 : 1) {
                line = Self.lineEditor(for: form.focusedEntry)
            }
        case .ctrl("n"):
            if form.addRowAfterFocus() { line = Self.lineEditor(for: form.focusedEntry) }
        case .ctrl("x"):
            if form.removeFocusedRow() { line = Self.lineEditor(for: form.focusedEntry) }
        case .modified(.up, let modifiers) where modifiers.contains(.alt):
            _ = form.moveFocusedRow(by: -1)
        case .modified(.down, let modifiers) where modifiers.contains(.alt):
            _ = form.moveFocusedRow(by: 1)
        default:
            if line.handle(key), line.text != form.focusedEntry?.text { form.setFocusedText(line.text) }
        }
        follow(height: height, width: width)
    }

    /// Asks `source` for names for the focused entry's text after it was typed: only for the field of the kind it
    /// names, outside any table; none highlighted.
    mutating func refreshSuggestions(from source: NameSuggestions?) {
        guard let source, form.kind == source.kind, let entry = form.focusedEntry, entry.row == nil,
            entry.id.rawValue == source.field
        else {
            suggestions = SuggestionList()
            return
        }
        suggestions = SuggestionList(source.suggestions(for: line.text))
    }

    /// Puts the highlighted suggestion in the focused entry in place of its text, the cursor at its end; returns
    /// whether one was highlighted.
    mutating func acceptSuggestion() -> Bool {
        guard let name = suggestions.chosen else { return false }
        form.setFocusedText(name)
        line = Self.lineEditor(for: form.focusedEntry)
        suggestions = SuggestionList()
        return true
    }

    /// Gives the scroller the form's frames and focus, and takes the offset it asks for, moved down to the focused
    /// line when the screen is too short for its frame, and one line less when the focused row, or the row above
    /// it, would be under its table's sticky header; then scrolls each table sideways to its focus.
    mutating func follow(height: Int, width: Int) {
        let lines = form.lines.count
        scroller.updateViewport(
            ScrollViewport(
                visibleHeight: Double(max(1, height)), contentHeight: Double(lines), contentOffset: Double(offset)))
        for (id, frame) in form.fieldFrames { scroller.setFrame(frame, for: id) }
        if let id = form.focusedEntry?.id, let command = scroller.scrollToField(id) {
            offset = Int(command.offset.rounded())
        }
        offset = min(max(0, offset), max(0, lines - height))
        if let focused = focusedLine {
            // A first row's frame holds the list's heading and header too; in fewer lines than that, show the row.
            if focused >= offset + height { offset = focused - height + 1 }
            // The sticky header covers the first line: keep the focused row, and the one above it when there is
            // room, out from under it. In one line there is no sticky header.
            let above = height > 2 ? 1 : 0
            if height > 1, focused <= offset + above, stickyHeader(at: offset) != nil { offset -= 1 }
        }
        for field in form.listFields {
            let table = FormTable(self, field: field, width: width)
            if !table.shown.isEmpty { firstColumns[field] = table.names[table.shown.lowerBound] }
        }
    }

    /// The list field whose header row is drawn over the first line on screen when the form starts at `offset` (and
    /// has more than one line on screen): the table that line is a row of (or a problem under one), its header being
    /// scrolled above; `nil` when the first line is no table row.
    func stickyHeader(at offset: Int) -> String? {
        let lines = form.lines
        guard offset > 0, lines.indices.contains(offset) else { return nil }
        switch lines[offset] {
        case .cells(let field, _): return field
        case .problem(let index): return form.entries[index].row?.field
        default: return nil
        }
    }

    /// The index in the form's lines of the focused entry's line, or of its table row.
    private var focusedLine: Int? {
        guard let focus = form.focusIndex else { return nil }
        let row = form.entries[focus].row
        return form.lines.firstIndex { line in
            switch line {
            case .entry(let index): index == focus
            case .cells(let field, let index): FormEntry.RowPosition(field: field, index: index) == row
            default: false
            }
        }
    }
}
