import KheperCore
import KheperInteraction
import KheperTerminal

/// The widths of a form's table on screen: a column for the row's number, then one per column of
/// `BlockFieldForm.columns(of:)`, each as wide as its label or its widest text (the focused cell one wider, for
/// the cursor, and wide enough for its example while empty).
struct FormTable: Sendable {
    /// The spaces between two columns.
    static let gap = 2

    /// The list field the table shows, such as `sets`.
    let field: String
    /// The header row's text.
    let header: String
    /// The width of each column after the number.
    let widths: [Int]
    /// The width of the row-number column.
    let numberWidth: Int

    /// The table of `field` in `inline`'s form.
    init(_ inline: InlineForm, field: String) {
        let form = inline.form
        self.field = field
        let columns = form.columns(of: field)
        let rows = (0..<form.rowCount(of: field)).map { form.cells(of: field, row: $0) }
        widths = columns.indices.map { column in
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
        let label = rowLabel ?? "#"
        numberWidth = max(DisplayWidth.of(label), String(rows.count).count)
        let gap = String(repeating: " ", count: Self.gap)
        header =
            "    " + DisplayWidth.padded(label, toWidth: numberWidth)
            + zip(columns, widths).map { gap + DisplayWidth.padded($0.form.label, toWidth: $1) }.joined()
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
}
