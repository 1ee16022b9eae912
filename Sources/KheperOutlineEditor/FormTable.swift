import KheperCore
import KheperForms
import KheperInteraction
import KheperTerminal

/// A form's table as it fits the screen's width: a column for the row's number, then one per column of
/// `BlockFieldForm.columns(of:)`, each as wide as its label or its widest text (the focused cell one wider, for
/// the cursor, and wide enough for its example while empty). A table wider than the screen scrolls sideways: the
/// number column stays, the columns shown are a run that holds the focused one (starting from the first column the
/// form showed last, so moving within the run does not scroll), and `…` stands for the columns on either side that
/// are out of view. No column is wider than the screen leaves room for; the focused cell's line editor scrolls
/// within it.
struct FormTable: Sendable {
    /// The spaces between two columns.
    static let gap = 2
    /// What stands in a column of its own for the columns scrolled out of view on its side.
    static let hiddenMarker = "…"

    /// The list field the table shows, such as `sets`.
    let field: String
    /// The name of each column's field, in order.
    let names: [String]
    /// The label of each column, shown in the header row.
    let labels: [String]
    /// The width of each column after the number.
    let widths: [Int]
    /// The header of the row-number column, such as `Set`.
    let numberLabel: String
    /// The width of the row-number column.
    let numberWidth: Int
    /// The columns on screen, as indices into `names`.
    let shown: Range<Int>

    /// The table of `field` in `inline`'s form, on a screen `width` columns wide.
    init(_ inline: InlineForm, field: String, width: Int) {
        let form = inline.form
        self.field = field
        let columns = form.columns(of: field)
        let names = columns.map(\.name)
        self.names = names
        labels = columns.map(\.form.label)
        let rows = (0..<form.rowCount(of: field)).map { form.cells(of: field, row: $0) }
        let natural = columns.indices.map { column in
            let texts = rows.compactMap { cells in cells.indices.contains(column) ? cells[column] : nil }.map {
                index in
                let entry = form.entries[index]
                guard index == form.focusIndex else { return DisplayWidth.of(Self.text(of: entry)) }
                let example = entry.text.isEmpty ? entry.hint.map { DisplayWidth.of(Self.hint($0)) } : nil
                return max(DisplayWidth.of(Self.text(of: entry)) + 1, example ?? 0)
            }
            return max(DisplayWidth.of(columns[column].form.label), texts.max() ?? 0)
        }
        let rowLabel = form.fields.first { $0.name == field }.flatMap { spec -> String? in
            if case .list(let element) = spec.type { return element.form.label }
            return nil
        }
        numberLabel = rowLabel ?? "#"
        numberWidth = max(DisplayWidth.of(numberLabel), String(rows.count).count)
        let layout = Layout(numberWidth: numberWidth, width: width)
        guard layout.used(by: natural, showing: natural.indices) > width else {
            widths = natural
            shown = natural.indices
            return
        }
        // One column and both markers always fit, so every cell can be shown.
        let widest = max(1, width - layout.prefix - 3 * Self.gap - 2 * DisplayWidth.of(Self.hiddenMarker))
        widths = natural.map { min($0, widest) }
        let focused = form.focusedEntry.flatMap { entry in
            entry.row?.field == field ? names.firstIndex(of: entry.spec.name) : nil
        }
        let order = form.rowFields(of: field).map(\.name)
        let remembered = inline.firstColumns[field].flatMap { order.firstIndex(of: $0) }.map { first in
            names.firstIndex { (order.firstIndex(of: $0) ?? 0) >= first } ?? names.count - 1
        }
        shown = layout.run(of: widths, from: remembered ?? 0, showing: focused)
    }

    /// Whether columns before the first shown are out of view.
    var hidesLeft: Bool { shown.lowerBound > 0 }

    /// Whether columns after the last shown are out of view.
    var hidesRight: Bool { shown.upperBound < names.count }

    /// The header row's text: the row-number column's label and the shown columns' labels, with the markers.
    var header: String {
        let gap = String(repeating: " ", count: Self.gap)
        let marker = gap + Self.hiddenMarker
        return "    " + DisplayWidth.padded(numberLabel, toWidth: numberWidth) + (hidesLeft ? marker : "")
            + shown.map { gap + DisplayWidth.padded(labels[$0], toWidth: widths[$0]) }.joined()
            + (hidesRight ? marker : "")
    }

    /// Row `index`'s number, counted from 1, right-aligned in its column.
    func number(_ index: Int) -> String {
        DisplayWidth.padded(String(index + 1), toWidth: numberWidth, alignRight: true)
    }

    /// The example a focused empty cell shows, such as `e.g. 8`.
    static func hint(_ example: String) -> String { "e.g. " + example }

    /// An entry's text on one line.
    static func text(of entry: FormEntry) -> String {
        String(entry.text.map { $0.isNewline ? " " : $0 })
    }

    /// How much of a line of `width` columns a run of columns takes.
    private struct Layout {
        /// The columns before the first cell: the row's marker, three spaces and the row's number.
        let prefix: Int
        /// The screen's width.
        let width: Int

        init(numberWidth: Int, width: Int) {
            prefix = 4 + numberWidth
            self.width = width
        }

        /// The columns a line takes that shows the columns `run` of `widths`, with a marker on each side that
        /// hides some.
        func used(by widths: [Int], showing run: Range<Int>) -> Int {
            let marker = FormTable.gap + DisplayWidth.of(FormTable.hiddenMarker)
            return prefix + run.reduce(0) { $0 + FormTable.gap + widths[$1] } + (run.lowerBound > 0 ? marker : 0)
                + (run.upperBound < widths.count ? marker : 0)
        }

        /// The columns that fit from `start` on: at least one.
        func end(of widths: [Int], from start: Int) -> Int {
            var end = start + 1
            while end < widths.count, used(by: widths, showing: start..<(end + 1)) <= width { end += 1 }
            return end
        }

        /// The run of columns to show: from `start`, moved as little as it takes to hold `focus`, and moved back
        /// while an earlier column fits too (after a resize, or when a column narrows).
        func run(of widths: [Int], from start: Int, showing focus: Int?) -> Range<Int> {
            guard !widths.isEmpty else { return 0..<0 }
            var start = min(max(0, start), widths.count - 1)
            if let focus {
                start = min(start, focus)
                while end(of: widths, from: start) <= focus { start += 1 }
            }
            let last = end(of: widths, from: start)
            while start > 0, used(by: widths, showing: (start - 1)..<last) <= width { start -= 1 }
            return start..<end(of: widths, from: start)
        }
    }
}
