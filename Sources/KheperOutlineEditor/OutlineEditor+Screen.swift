import KheperCore
import KheperForms
import KheperInteraction
public import KheperTerminal

extension OutlineEditor {
    /// The frame for the editor's state at its size: the title, the outline (or the help), the palette or the trash
    /// row when open, a message line and the mode's key hints (how many blocks are selected, while some are). Only
    /// the rows on screen are drawn; text is cut to the width by display columns, so a wide character is never cut
    /// in half.
    public func screen() -> ScreenBuffer {
        var screen = ScreenBuffer(size: size)
        guard size.rows > 0, size.columns > 0 else { return screen }
        let width = size.columns
        let layout = OutlineLayout(editor: self)
        func put(_ text: String, row: Int, style: TextStyle = .plain) {
            guard row >= 0, row < size.rows else { return }
            screen.write(DisplayWidth.truncated(text, toWidth: width), row: row, column: 0, style: style)
        }
        let title = document.title.isEmpty ? "Untitled workout" : document.title
        let count = "\(document.count) \(document.count == 1 ? "block" : "blocks")"
        if width > DisplayWidth.of(count) + 2 {
            put(
                DisplayWidth.padded(title, toWidth: width - DisplayWidth.of(count) - 1) + " " + count, row: 0,
                style: TextStyle(bold: true))
        } else {
            put(title, row: 0, style: TextStyle(bold: true))
        }
        put(String(repeating: "─", count: width), row: 1, style: TextStyle(dim: true))
        let bodyStart = 2
        let bodyEnd = bodyStart + bodyHeight
        switch mode {
        case .help:
            var row = bodyStart
            for entry in OutlineHelp.entries where row < bodyEnd {
                if entry.keys.isEmpty {
                    put(entry.action, row: row, style: TextStyle(bold: true))
                } else {
                    put("  " + DisplayWidth.padded(entry.keys, toWidth: 14) + " " + entry.action, row: row)
                }
                row += 1
            }
        case .grab(let drag):
            let update = drag.update
            let preview = drag.shownPreview
            let dragged = preview.draggedRows
            let marker: Character = update.isAllowed ? "≡" : "✗"
            drawRows(
                preview, from: top, into: &screen, rows: bodyStart..<(bodyEnd - 1), layout: layout, width: width
            ) { index in
                dragged.contains(index) ? (marker, TextStyle(reverse: true)) : (" ", .plain)
            }
            let trash = drag.overTrash ? "≡ 🗑 Trash: Enter deletes the block" : "  🗑 Trash"
            put(trash, row: bodyEnd - 1, style: drag.overTrash ? TextStyle(reverse: true) : TextStyle(dim: true))
        case .form(let inline):
            drawForm(inline, into: &screen, rows: bodyStart..<bodyEnd, width: width)
        case .outline, .palette:
            let outlineEnd = bodyStart + layout.outlineHeight
            if rows.isEmpty {
                put("  This workout is empty: press + to insert a block.", row: bodyStart, style: TextStyle(dim: true))
            }
            let selected = selectedRows() ?? 0..<0
            drawRows(rows, from: top, into: &screen, rows: bodyStart..<outlineEnd, layout: layout, width: width) {
                index in
                if index == focus { return ("›", TextStyle(reverse: true)) }
                return selected.contains(index) ? ("▌", TextStyle(reverse: true)) : (" ", .plain)
            }
            if case .palette(let palette) = mode {
                drawPalette(palette, into: &screen, rows: outlineEnd..<bodyEnd, width: width)
            }
        }
        if let message {
            put(message, row: size.rows - 2, style: TextStyle(bold: true))
        } else if case .form(let inline) = mode, let entry = inline.form.focusedEntry {
            put(entry.label + ": " + entry.doc, row: size.rows - 2, style: TextStyle(dim: true))
        }
        var hints = mode.hints
        if case .outline = mode, let selection { hints = selection.hints(in: document) }
        put(DisplayWidth.padded(hints, toWidth: width), row: size.rows - 1, style: TextStyle(reverse: true))
        return screen
    }

    /// Draws the inline form from its scroll offset: each entry's label and text (the focused one through its
    /// line editor, with the cursor), the problem under an entry, and each list field as a table of its rows, whose
    /// header row takes the first line while the rows under it are scrolled past it.
    private func drawForm(_ inline: InlineForm, into screen: inout ScreenBuffer, rows lines: Range<Int>, width: Int) {
        guard !lines.isEmpty else { return }
        let form = inline.form
        let name = registry.definition(for: form.kind)?.displayName ?? form.kind.rawValue
        screen.write(
            DisplayWidth.truncated("Editing \(name)", toWidth: width), row: lines.lowerBound, column: 0,
            style: TextStyle(bold: true))
        let labelWidth = min(16, (form.entries.filter { $0.row == nil }.map { DisplayWidth.of($0.label) }.max() ?? 0))
        var tables: [String: FormTable] = [:]
        func table(_ field: String) -> FormTable {
            if let table = tables[field] { return table }
            let table = FormTable(inline, field: field, width: width)
            tables[field] = table
            return table
        }
        func drawHeader(of table: FormTable, row: Int) {
            screen.write(
                DisplayWidth.truncated(table.header, toWidth: width), row: row, column: 0, style: TextStyle(dim: true))
        }
        var row = lines.lowerBound + 1
        var first = inline.offset
        var focusedText: Position?
        if lines.count > 2, let field = inline.stickyHeader(at: first) {
            drawHeader(of: table(field), row: row)
            row += 1
            first += 1
        }
        for line in form.lines.dropFirst(first) where row < lines.upperBound {
            switch line {
            case .entry(let index):
                let entry = form.entries[index]
                let focused = index == form.focusIndex
                let indent = focused ? "› " : "  "
                let label = indent + DisplayWidth.padded(entry.label, toWidth: labelWidth) + " "
                let end = screen.write(
                    DisplayWidth.truncated(label, toWidth: width), row: row, column: 0,
                    style: focused ? TextStyle(reverse: true) : .plain)
                let room = max(0, width - end - 1)
                if focused {
                    focusedText = Position(row: row, column: end + 1)
                    let layout = inline.line.layout(width: room)
                    screen.write(layout.visibleText, row: row, column: end + 1)
                    screen.cursor = Position(row: row, column: min(width - 1, end + 1 + layout.cursorColumn))
                    if inline.line.text.isEmpty, let hint = entry.hint {
                        screen.write(
                            DisplayWidth.truncated(FormTable.hint(hint), toWidth: room), row: row, column: end + 1,
                            style: TextStyle(dim: true))
                    }
                } else {
                    screen.write(DisplayWidth.truncated(entry.text, toWidth: room), row: row, column: end + 1)
                }
            case .problem(let index):
                let message = form.entries[index].problem?.message ?? ""
                screen.write(
                    DisplayWidth.truncated("    ! " + message, toWidth: width), row: row, column: 0,
                    style: TextStyle(foreground: .red))
            case .blockProblem(let index):
                screen.write(
                    DisplayWidth.truncated("  ! " + form.blockProblems[index].message, toWidth: width), row: row,
                    column: 0, style: TextStyle(foreground: .red))
            case .list(_, let label, let count):
                screen.write(
                    DisplayWidth.truncated("  \(label) (\(count))", toWidth: width), row: row, column: 0,
                    style: TextStyle(bold: true))
            case .columns(let field):
                drawHeader(of: table(field), row: row)
            case .cells(let field, let index):
                drawTableRow(index, of: table(field), inline, into: &screen, row: row, width: width)
            case .hiddenColumns(let field):
                let labels = form.hiddenColumns(of: field).map(\.form.label).joined(separator: ", ")
                screen.write(
                    DisplayWidth.truncated("    Tab reaches: \(labels)", toWidth: width), row: row,
                    column: 0, style: TextStyle(dim: true))
            }
            row += 1
        }
        if let focusedText {
            drawSuggestions(inline.suggestions, under: focusedText, into: &screen, rows: lines, width: width)
        }
    }

    /// Draws the names suggested for a field over the form's lines, each on a line of its own cleared to the width,
    /// from the column of the field's text: under it, or above it when the lines below are too few; the highlighted
    /// one reversed.
    private func drawSuggestions(
        _ list: SuggestionList, under text: Position, into screen: inout ScreenBuffer, rows lines: Range<Int>,
        width: Int
    ) {
        guard !list.names.isEmpty else { return }
        let column = max(0, min(text.column - 2, width - 12))
        let below = lines.upperBound - text.row - 1
        let first = below >= list.names.count ? text.row + 1 : max(lines.lowerBound + 1, text.row - list.names.count)
        for (index, name) in list.names.enumerated() where first + index < lines.upperBound {
            guard first + index != text.row else { break }
            let highlighted = index == list.highlighted
            screen.write(String(repeating: " ", count: width), row: first + index, column: 0)
            screen.write(
                DisplayWidth.truncated((highlighted ? "▸ " : "  ") + name, toWidth: width - column),
                row: first + index, column: column,
                style: highlighted ? TextStyle(reverse: true) : TextStyle(foreground: .cyan))
        }
    }

    /// Draws row `index` of a form's table: its number, then the text of each cell the table shows in its column,
    /// with the marker of the columns out of view on either side; the focused cell through the line editor,
    /// reversed, with the cursor.
    private func drawTableRow(
        _ index: Int, of table: FormTable, _ inline: InlineForm, into screen: inout ScreenBuffer, row: Int, width: Int
    ) {
        let form = inline.form
        let cells = form.cells(of: table.field, row: index)
        let marker = cells.contains { $0 == form.focusIndex } ? "›" : " "
        var column = screen.write(
            DisplayWidth.truncated(marker + "   " + table.number(index), toWidth: width), row: row, column: 0,
            style: marker == "›" ? TextStyle(reverse: true) : .plain)
        func drawHiddenMarker() {
            column += FormTable.gap
            guard column < width else { return }
            column = screen.write(
                DisplayWidth.truncated(FormTable.hiddenMarker, toWidth: width - column), row: row, column: column,
                style: TextStyle(dim: true))
        }
        if table.hidesLeft { drawHiddenMarker() }
        defer { if table.hidesRight { drawHiddenMarker() } }
        for shown in table.shown where cells.indices.contains(shown) {
            let cell = cells[shown]
            let cellWidth = table.widths[shown]
            column += FormTable.gap
            guard column < width else { return }
            let room = min(cellWidth, width - column)
            let entry = form.entries[cell]
            if cell == form.focusIndex {
                let layout = inline.line.layout(width: room)
                screen.write(
                    DisplayWidth.padded(layout.visibleText, toWidth: room), row: row, column: column,
                    style: TextStyle(reverse: true))
                screen.cursor = Position(row: row, column: min(width - 1, column + layout.cursorColumn))
                if inline.line.text.isEmpty, let hint = entry.hint {
                    screen.write(
                        DisplayWidth.truncated(FormTable.hint(hint), toWidth: room), row: row, column: column,
                        style: TextStyle(dim: true, reverse: true))
                }
            } else {
                screen.write(DisplayWidth.truncated(FormTable.text(of: entry), toWidth: room), row: row, column: column)
            }
            column += cellWidth
        }
    }

    /// Draws rows from `first` down into the screen rows `lines`, as many as fit; `mark` gives each row's marker
    /// and style.
    private func drawRows<Rows: RandomAccessCollection<VisibleRow>>(
        _ outline: Rows, from first: Int, into screen: inout ScreenBuffer, rows lines: Range<Int>,
        layout: OutlineLayout, width: Int, mark: (Int) -> (Character, TextStyle)
    ) where Rows.Index == Int {
        var line = lines.lowerBound
        var index = max(0, first)
        while index < outline.count, line < lines.upperBound {
            let (marker, style) = mark(index)
            for text in layout.lines(of: outline[index], marker: marker) where line < lines.upperBound {
                screen.write(DisplayWidth.truncated(text, toWidth: width), row: line, column: 0, style: style)
                line += 1
            }
            index += 1
        }
    }

    /// Draws the palette: where the block goes, the query with the cursor, the names suggested for it, then the
    /// kinds with their examples.
    private func drawPalette(_ palette: InsertPalette, into screen: inout ScreenBuffer, rows: Range<Int>, width: Int) {
        guard rows.count >= 2 else { return }
        var heading: String
        switch palette.purpose {
        case .convert:
            heading = "Convert to:"
        case .insert:
            let place =
                focusedID == nil ? "at the top level" : (palette.into ? "into the focused set" : "after the focus")
            heading = "Insert \(place)"
            if let place = palette.tabPlace { heading += " (Tab: \(place))" }
        }
        screen.write(
            DisplayWidth.truncated(heading, toWidth: width), row: rows.lowerBound, column: 0,
            style: TextStyle(bold: true))
        let prompt = "> " + palette.query
        let end = screen.write(DisplayWidth.truncated(prompt, toWidth: width), row: rows.lowerBound + 1, column: 0)
        screen.cursor = Position(row: rows.lowerBound + 1, column: min(end, max(0, width - 1)))
        var listedStart = rows.lowerBound + 2
        for (index, name) in palette.suggestions.names.enumerated() where listedStart < rows.upperBound {
            let highlighted = index == palette.suggestions.highlighted
            screen.write(
                DisplayWidth.truncated((highlighted ? "  ▸ " : "    ") + name, toWidth: width), row: listedStart,
                column: 0, style: highlighted ? TextStyle(reverse: true) : TextStyle(foreground: .cyan))
            listedStart += 1
        }
        let (kinds, shorthand) = palette.matches
        let listed = listedStart..<rows.upperBound
        if kinds.isEmpty, !listed.isEmpty {
            screen.write("  no kind matches", row: listed.lowerBound, column: 0, style: TextStyle(dim: true))
            return
        }
        let chosen = min(max(palette.selection, 0), max(kinds.count - 1, 0))
        let first = max(0, chosen - listed.count + 1)
        let nameWidth = min(16, kinds.map { DisplayWidth.of($0.displayName) }.max() ?? 0)
        for (offset, index) in (first..<kinds.count).prefix(listed.count).enumerated() {
            let definition = kinds[index]
            let examples = definition.shorthandExamples.prefix(2).joined(separator: " · ")
            var text = (index == chosen ? "› " : "  ") + DisplayWidth.padded(definition.displayName, toWidth: nameWidth)
            if palette.purpose == .insert {
                if index == chosen, let shorthand {
                    text += " ↵ " + shorthand
                } else if !examples.isEmpty {
                    text += " e.g. " + examples
                } else {
                    text += " (default)"
                }
            }
            screen.write(
                DisplayWidth.truncated(text, toWidth: width), row: listed.lowerBound + offset, column: 0,
                style: index == chosen ? TextStyle(reverse: true) : .plain)
        }
    }
}
