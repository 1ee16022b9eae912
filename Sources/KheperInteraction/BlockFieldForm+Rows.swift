import KheperCore
import KheperEditor

// A list field's rows (an exercise's sets): adding, removing and reordering them, and the focused row's.
extension BlockFieldForm {
    /// The list fields shown as rows, such as `sets`, in spec order.
    public var listFields: [String] {
        sections.compactMap { section in
            if case .list(let list) = section { return list.spec.name }
            return nil
        }
    }

    /// The number of rows of the list field `field`; 0 when it has none or is no list.
    public func rowCount(of field: String) -> Int {
        listSection(field).map { listField(at: $0).rows.count } ?? 0
    }

    /// Adds a row to `field` after the row `index` (at the end when `nil`), holding a copy of the row before it
    /// as edited so far, as the next set usually repeats the last; an empty row when there is none before it.
    /// Focus moves to the new row. Returns `false`, changing nothing, when the list is full.
    @discardableResult
    public mutating func addRow(to field: String, after index: Int? = nil) -> Bool {
        guard let section = listSection(field) else { return false }
        var list = listField(at: section)
        if let limit = list.spec.count?.upperBound, list.rows.count >= limit { return false }
        let position = index.map { min(max(0, $0 + 1), list.rows.count) } ?? list.rows.count
        let base = position > 0 ? list.rows[position - 1].value(of: list.element) : Self.emptyRow(of: list.element)
        let row = Row(base: base, isNew: true, entries: Self.rowEntries(list.element, base, field, position))
        list.rows.insert(row, at: position)
        list.renumber()
        sections[section] = .list(list)
        rebuildEntries()
        checkRules()
        focusIndex = locations.firstIndex { $0.section == section && $0.row == position } ?? focusIndex
        return true
    }

    /// Removes the row `index` of `field`; focus moves to the same field of the row that takes its place, or of
    /// the row before. Returns `false`, changing nothing, when there is no such row or the list is at its
    /// smallest allowed count.
    @discardableResult
    public mutating func removeRow(from field: String, at index: Int) -> Bool {
        guard let section = listSection(field) else { return false }
        var list = listField(at: section)
        guard list.rows.indices.contains(index), list.rows.count > (list.spec.count?.lowerBound ?? 0) else {
            return false
        }
        let focused = focusIndex.map { locations[$0] }
        list.rows.remove(at: index)
        list.renumber()
        sections[section] = .list(list)
        rebuildEntries()
        checkRules()
        guard var focused else { return true }
        if focused.section == section, let row = focused.row {
            if list.rows.isEmpty {
                // The list is empty now: focus the first entry after it, or else the last before it.
                focusIndex =
                    locations.firstIndex { $0.section > section } ?? locations.lastIndex { $0.section < section }
                return true
            }
            focused.row = row > index ? row - 1 : min(row, list.rows.count - 1)
        }
        focusIndex = locations.firstIndex(of: focused) ?? focusIndex
        return true
    }

    /// Moves the row `index` of `field` by `offset` rows (−1 up, +1 down), clamped to the list; focus travels
    /// with an entry of the moved row. Returns `false` when nothing moved.
    @discardableResult
    public mutating func moveRow(in field: String, at index: Int, by offset: Int) -> Bool {
        guard let section = listSection(field) else { return false }
        var list = listField(at: section)
        guard list.rows.indices.contains(index) else { return false }
        let destination = min(max(0, index + offset), list.rows.count - 1)
        guard destination != index else { return false }
        let focused = focusIndex.map { locations[$0] }
        list.rows.insert(list.rows.remove(at: index), at: destination)
        list.renumber()
        sections[section] = .list(list)
        rebuildEntries()
        checkRules()
        guard let focused, focused.section == section, let row = focused.row else { return true }
        let target: Int
        if row == index {
            target = destination
        } else if index < row, row <= destination {
            target = row - 1
        } else if destination <= row, row < index {
            target = row + 1
        } else {
            target = row
        }
        focusIndex = locations.firstIndex { $0.section == section && $0.row == target && $0.entry == focused.entry }
        return true
    }

    /// Adds a row after the focused entry's row, or at the end of the first list field when focus is on no row.
    @discardableResult
    public mutating func addRowAfterFocus() -> Bool {
        if let row = focusedEntry?.row { return addRow(to: row.field, after: row.index) }
        guard let field = listFields.first else { return false }
        return addRow(to: field)
    }

    /// Removes the focused entry's row; `false` when focus is on no row.
    @discardableResult
    public mutating func removeFocusedRow() -> Bool {
        guard let row = focusedEntry?.row else { return false }
        return removeRow(from: row.field, at: row.index)
    }

    /// Moves the focused entry's row by `offset` rows; `false` when focus is on no row or nothing moved.
    @discardableResult
    public mutating func moveFocusedRow(by offset: Int) -> Bool {
        guard let row = focusedEntry?.row else { return false }
        return moveRow(in: row.field, at: row.index, by: offset)
    }
}
