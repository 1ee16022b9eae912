import KheperCore
import KheperEditor

// Building the form's sections and entries from the kind's field specs and the block's data.
extension BlockFieldForm {
    /// One field of the form, or a list field with its rows.
    enum Section: Sendable, Hashable {
        case entry(FormEntry)
        case list(ListField)
    }

    /// A list field shown as rows.
    struct ListField: Sendable, Hashable {
        /// The list field's spec.
        var spec: FieldSpec
        /// The spec of one entry of the list.
        var element: FieldSpec
        /// The rows in their current order.
        var rows: [Row]

        /// Gives every row's entries the paths of its current place.
        mutating func renumber() {
            for number in rows.indices {
                for entry in rows[number].entries.indices where rows[number].entries[entry].row?.index != number {
                    var path = rows[number].entries[entry].path.components
                    path[1] = .index(number)
                    rows[number].entries[entry].row = FormEntry.RowPosition(field: spec.name, index: number)
                    rows[number].entries[entry].path = JSONPath(path)
                }
            }
        }
    }

    /// One row of a list field: the value it started from and the entries of its fields.
    struct Row: Sendable, Hashable {
        /// The stored entry, or the copy a new row started from; members without an entry are kept.
        var base: JSONValue
        /// Whether the row was added in this form, so every entry of it is stored.
        var isNew: Bool
        /// The entries of the row's fields, or one entry for a list of plain values.
        var entries: [FormEntry]

        /// The row's value with its edited entries applied; an entry that cannot be stored keeps the base's.
        func value(of element: FieldSpec) -> JSONValue {
            guard case .object = element.type else {
                guard let entry = entries.first, entry.isModified, entry.valueProblem == nil else { return base }
                return entry.value ?? base
            }
            var object = base.objectValue ?? JSONObject()
            for entry in entries where entry.isModified && entry.valueProblem == nil {
                guard case .key(let key)? = entry.path.components.last else { continue }
                if let value = entry.value {
                    object[key] = value
                } else {
                    _ = object.removeValue(forKey: key)
                }
            }
            return .object(object)
        }
    }

    /// Where an entry lives: its section, its row for a list field, and its place in the row.
    struct Location: Sendable, Hashable {
        var section: Int
        var row: Int?
        var entry: Int
    }

    /// The sections of `specs` for the object `data` at `path`: lists at the top level become rows, the fields of
    /// nested objects become entries; lists deeper down are entries edited as JSON.
    static func sections(for specs: [FieldSpec], in data: JSONValue, at path: JSONPath, topLevel: Bool)
        -> [Section]
    {
        var sections: [Section] = []
        for spec in specs {
            let value = data[spec.name]
            let fieldPath = path.appending(spec.name)
            switch spec.type {
            case .object(let nested) where value == nil || value?.objectValue != nil:
                sections += Self.sections(for: nested, in: value ?? .null, at: fieldPath, topLevel: false)
            case .list(let element) where topLevel && (value == nil || value?.arrayValue != nil):
                let rows = (value?.arrayValue ?? []).enumerated().map { number, row in
                    Row(base: row, isNew: false, entries: rowEntries(element, row, spec.name, number))
                }
                sections.append(.list(ListField(spec: spec, element: element, rows: rows)))
            default:
                sections.append(.entry(FormEntry(spec: spec, path: fieldPath, value: value, row: nil)))
            }
        }
        return sections
    }

    /// The entries of row `number` of the list `field`, whose entries follow `element`.
    static func rowEntries(_ element: FieldSpec, _ value: JSONValue, _ field: String, _ number: Int)
        -> [FormEntry]
    {
        let path = JSONPath([.key(field), .index(number)])
        let position = FormEntry.RowPosition(field: field, index: number)
        guard case .object(let subfields) = element.type else {
            return [FormEntry(spec: element, path: path, value: value, row: position)]
        }
        return subfields.map { spec in
            FormEntry(spec: spec, path: path.appending(spec.name), value: value[spec.name], row: position)
        }
    }

    /// The value a new row starts from when there is no row to copy: an empty object, or the entry's default.
    static func emptyRow(of element: FieldSpec) -> JSONValue {
        if case .object = element.type { return .object(JSONObject()) }
        return element.defaultValue ?? .null
    }

    /// The value at `path` in `data`, or `nil`.
    static func value(at path: JSONPath, in data: JSONValue) -> JSONValue? {
        var current: JSONValue? = data
        for component in path.components {
            switch component {
            case .key(let key): current = current?[key]
            case .index(let index): current = current?[index]
            }
        }
        return current
    }

    /// Flattens ``sections`` into ``entries`` and ``locations``.
    mutating func rebuildEntries() {
        entries = []
        locations = []
        for (number, section) in sections.enumerated() {
            switch section {
            case .entry(let entry):
                entries.append(entry)
                locations.append(Location(section: number, row: nil, entry: 0))
            case .list(let list):
                for (row, content) in list.rows.enumerated() {
                    for (place, entry) in content.entries.enumerated() {
                        entries.append(entry)
                        locations.append(Location(section: number, row: row, entry: place))
                    }
                }
            }
        }
        if let focusIndex { self.focusIndex = entries.isEmpty ? nil : min(focusIndex, entries.count - 1) }
    }

    func listSection(_ field: String) -> Int? {
        sections.firstIndex { section in
            if case .list(let list) = section { return list.spec.name == field }
            return false
        }
    }

    func listField(at section: Int) -> ListField {
        guard case .list(let list) = sections[section] else { preconditionFailure("section \(section) is no list") }
        return list
    }

    func entry(at location: Location) -> FormEntry {
        switch sections[location.section] {
        case .entry(let entry): return entry
        case .list(let list): return list.rows[location.row!].entries[location.entry]
        }
    }

    mutating func update(_ location: Location, _ change: (inout FormEntry) -> Void) {
        switch sections[location.section] {
        case .entry(var entry):
            change(&entry)
            sections[location.section] = .entry(entry)
        case .list(var list):
            change(&list.rows[location.row!].entries[location.entry])
            sections[location.section] = .list(list)
        }
    }
}
