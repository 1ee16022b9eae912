public import KheperCore

/// A list field's rows as a table: which of a row's fields are columns, the entries of each row's cells, and
/// focus moving up and down a column.
extension BlockFieldForm {
    /// The fields of one row of the list field `field`, in spec order: the element's fields, or the element itself
    /// for a list of plain values; empty when `field` is no list field.
    public func rowFields(of field: String) -> [FieldSpec] {
        guard case .list(let element)? = fields.first(where: { $0.name == field })?.type else { return [] }
        if case .object(let subfields) = element.type { return subfields }
        return [element]
    }

    /// The columns of the list field `field`'s table, in spec order. This is the one rule for which fields a table
    /// shows: a field is a column when any row holds text for it or a problem at it, or when one of its entries
    /// has focus (so Tab reaches a field no row uses, and typing a value there keeps its column).
    public func columns(of field: String) -> [FieldSpec] {
        var shown: Set<String> = []
        for index in entries.indices where entries[index].row?.field == field {
            let entry = entries[index]
            let hasText = !entry.text.allSatisfy(\.isWhitespace)
            if hasText || entry.problem != nil || index == focusIndex { shown.insert(entry.spec.name) }
        }
        return rowFields(of: field).filter { shown.contains($0.name) }
    }

    /// The fields of the list field `field`'s rows that ``columns(of:)`` leaves out, in spec order.
    public func hiddenColumns(of field: String) -> [FieldSpec] {
        let shown = Set(columns(of: field).map(\.name))
        return rowFields(of: field).filter { !shown.contains($0.name) }
    }

    /// The indices in ``entries`` of the cells of row `row` of `field`: one per column of ``columns(of:)``, in the
    /// same order.
    public func cells(of field: String, row: Int) -> [Int] {
        let position = FormEntry.RowPosition(field: field, index: row)
        let inRow = entries.indices.filter { entries[$0].row == position }
        return columns(of: field).compactMap { column in inRow.first { entries[$0].spec.name == column.name } }
    }

    /// Moves focus to the same field of the row `offset` rows away (↓ and ↑ in a table). Past the first or last
    /// row, and from an entry on no row, focus moves to the entry before or after, as Shift-Tab and Tab do.
    public mutating func focusRow(by offset: Int) {
        guard let focused = focusedEntry, let row = focused.row else {
            if offset < 0 { focusPrevious() } else { focusNext() }
            return
        }
        let target = FormEntry.RowPosition(field: row.field, index: row.index + offset)
        if let index = entries.firstIndex(where: { $0.row == target && $0.spec.name == focused.spec.name }) {
            focus(at: index)
        } else if offset < 0, let first = entries.firstIndex(where: { $0.row?.field == row.field }) {
            focus(at: (first + entries.count - 1) % entries.count)
        } else if let last = entries.lastIndex(where: { $0.row?.field == row.field }) {
            focus(at: (last + 1) % entries.count)
        }
    }
}
