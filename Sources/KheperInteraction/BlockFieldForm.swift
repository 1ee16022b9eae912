public import KheperCore
import KheperEditor

/// The fields of one block as a form, generated from its kind's field specs: one ``FormEntry`` per field, the
/// rows of list fields (an exercise's sets) that can be added, removed and reordered, which entry has focus, and
/// the lines a view stacks. It has no UI: a terminal binds each entry to a line editor, an iOS app to a text field.
///
/// Setting an entry's text reads it with the field's spec at once, so a message such as
/// `could not read "2x" for "rest": expected a duration such as 90, 1:30, 2m or 1h 5m` can show under the field as
/// the person types. ``commit()`` turns the edits into the `FieldChange`s of one `WorkoutEditor.update`, one undo
/// step, or lists the invalid entries; dropping the form (or ``cancel()``) discards them.
///
/// Only edited text is stored: an entry left as it was keeps its stored value exactly, even one the form would
/// write differently. A list field whose rows changed is stored whole.
public struct BlockFieldForm: Sendable, Hashable {
    /// The block being edited.
    public let blockID: BlockID

    /// The block's kind.
    public let kind: BlockKind

    /// The kind's field specs the form was generated from.
    public let fields: [FieldSpec]

    /// Every entry, top to bottom: the block's fields in spec order, a list field's rows in order with each row's
    /// fields; the fields of a nested object are entries of their own.
    public private(set) var entries: [FormEntry] = []

    /// The index in ``entries`` of the entry with focus; `nil` only when there are no entries.
    public private(set) var focusIndex: Int?

    /// The block's `data` when the form opened.
    private let originalData: JSONValue

    /// The form's fields in spec order, the source of ``entries``.
    private var sections: [Section] = []

    /// Where each entry of ``entries`` lives in ``sections``.
    private var locations: [Location] = []

    /// The kind's rules, when the form was opened with a registry.
    private var rules: RuleChecker?

    /// Rules of the kind that the form as edited breaks, and the block as stored does not, found at no entry
    /// (an entry's are its ``FormEntry/ruleProblem``). They are checked after every change.
    public private(set) var blockProblems: [FormEntryProblem] = []

    /// Creates the form of the block `id` in `document`; `nil` when there is no such block, when it is an
    /// unknown block (those are never changed), or when its kind is not registered.
    public init?(block id: BlockID, in document: BlockDocument, registry: BlockRegistry) {
        guard let node = document[id], case .known(let block) = node.content,
            let definition = registry.definition(for: block.kind),
            let record = try? registry.record(of: node), record.unreadableReason == nil
        else { return nil }
        self.init(blockID: id, kind: block.kind, fields: definition.fields, data: record.data)
        rules = RuleChecker(
            registry: registry, definition: definition, id: id, version: record.version, storedData: record.data)
        checkRules()
    }

    /// Creates the form of a block of `kind` whose encoded `data` is given, with the kind's `fields`; without a
    /// registry it reads and checks each field alone, not the kind's rules between fields.
    public init(blockID: BlockID, kind: BlockKind, fields: [FieldSpec], data: JSONValue) {
        self.blockID = blockID
        self.kind = kind
        self.fields = fields
        self.originalData = data
        self.sections = Self.sections(for: fields, in: data, at: .root, topLevel: true)
        rebuildEntries()
        focusIndex = entries.isEmpty ? nil : 0
    }

    // MARK: - Entries and focus

    /// The entry with focus.
    public var focusedEntry: FormEntry? { focusIndex.map { entries[$0] } }

    /// The index in ``entries`` of the entry named `id`.
    public func index(of id: FieldID) -> Int? { entries.firstIndex { $0.id == id } }

    /// The entry named `id`, such as `rest` or `sets[0].load`.
    public subscript(id: FieldID) -> FormEntry? { index(of: id).map { entries[$0] } }

    /// Whether any entry's text was edited, or any list's rows added, removed or moved.
    public var isModified: Bool { (try? commit().isEmpty == false) ?? true }

    /// The problems of all entries, in form order, including values stored invalid before the form opened, then
    /// the ``blockProblems``.
    public var problems: [FormEntryProblem] { entries.compactMap(\.problem) + blockProblems }

    /// Moves focus to the next entry, from the last to the first (Tab).
    public mutating func focusNext() {
        guard let focusIndex else { return }
        self.focusIndex = (focusIndex + 1) % entries.count
    }

    /// Moves focus to the previous entry, from the first to the last (Shift-Tab).
    public mutating func focusPrevious() {
        guard let focusIndex else { return }
        self.focusIndex = (focusIndex + entries.count - 1) % entries.count
    }

    /// Moves focus to the entry at `index`, clamped to the entries.
    public mutating func focus(at index: Int) {
        guard !entries.isEmpty else { return }
        focusIndex = min(max(0, index), entries.count - 1)
    }

    /// Moves focus to the entry named `id`; returns `false`, leaving focus, when there is none.
    @discardableResult
    public mutating func focus(_ id: FieldID) -> Bool {
        guard let index = index(of: id) else { return false }
        focusIndex = index
        return true
    }

    /// Sets the text of the entry at `index` and reads it with the field's spec, updating its value and problem.
    public mutating func setText(_ text: String, at index: Int) {
        guard entries.indices.contains(index) else { return }
        let location = locations[index]
        let before = entries[index]
        update(location) { $0.setText(text) }
        entries[index] = entry(at: location)
        // The rules see the value the edits would store; text that reads as it did before (or, unreadable, keeps
        // the stored value again) leaves that unchanged, so the check is skipped while such text is typed.
        let after = entries[index]
        if after.value != before.value || (after.valueProblem == nil) != (before.valueProblem == nil)
            || after.isModified != before.isModified
        {
            checkRules()
        }
    }

    /// Sets the text of the entry named `id`; returns `false` when there is none.
    @discardableResult
    public mutating func setText(_ text: String, for id: FieldID) -> Bool {
        guard let index = index(of: id) else { return false }
        setText(text, at: index)
        return true
    }

    /// Sets the text of the focused entry.
    public mutating func setFocusedText(_ text: String) {
        if let focusIndex { setText(text, at: focusIndex) }
    }

    /// Sets a choice or boolean entry to the choice `offset` steps from its current one, wrapping (← and → on a
    /// picker); an entry whose text is no choice starts from the first. Returns `false` for other entries.
    @discardableResult
    public mutating func selectChoice(at index: Int, by offset: Int) -> Bool {
        guard entries.indices.contains(index) else { return false }
        let choices = entries[index].choices
        guard !choices.isEmpty else { return false }
        let text = entries[index].text.lowercased()
        let next: Int
        if let current = choices.firstIndex(where: { $0.lowercased() == text }) {
            next = ((current + offset) % choices.count + choices.count) % choices.count
        } else {
            next = 0
        }
        setText(choices[next], at: index)
        return true
    }

    /// Discards every edit: entries, rows and focus go back to how the form opened.
    public mutating func cancel() {
        let rules = rules
        self = BlockFieldForm(blockID: blockID, kind: kind, fields: fields, data: originalData)
        self.rules = rules
        checkRules()
    }

    // MARK: - Rows

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

    // MARK: - Layout

    /// The lines a view stacks, top to bottom: each entry (and its problem, when it has one), and a list field as
    /// a table: its heading, the header row of its ``columns(of:)``, one line per row (each followed by the
    /// problems of its entries), and the line of its ``hiddenColumns(of:)`` when it has rows and some are hidden.
    public var lines: [FormLine] {
        var lines: [FormLine] = []
        var index = 0
        for section in sections {
            switch section {
            case .entry(let entry):
                lines.append(.entry(index))
                if entry.problem != nil { lines.append(.problem(index)) }
                index += 1
            case .list(let list):
                let field = list.spec.name
                lines.append(.list(field: field, label: list.spec.form.label, rows: list.rows.count))
                guard !list.rows.isEmpty else { continue }
                lines.append(.columns(field: field))
                for (number, row) in list.rows.enumerated() {
                    lines.append(.cells(field: field, index: number))
                    for entry in row.entries {
                        if entry.problem != nil { lines.append(.problem(index)) }
                        index += 1
                    }
                }
                if !hiddenColumns(of: field).isEmpty { lines.append(.hiddenColumns(field: field)) }
            }
        }
        lines += blockProblems.indices.map(FormLine.blockProblem)
        return lines
    }

    /// Where each entry sits in ``lines``, in lines from the top, one frame per entry of ``entries``: an entry's
    /// line and its problem; every entry of a table row shares the row's line and the problems under it, and the
    /// first row also covers the list's heading and the header row, so keeping focus in view shows them.
    public var entryFrames: [FieldFrame] {
        var frames = [FieldFrame](repeating: FieldFrame(minY: 0, height: 1), count: entries.count)
        let lines = lines
        var headings = 0
        for (number, line) in lines.enumerated() {
            switch line {
            case .list: headings = 1
            case .columns: headings += 1
            case .entry(let index):
                frames[index] = FieldFrame(minY: Double(number), height: Double(entries[index].lineCount))
            case .cells(let field, let row):
                let position = FormEntry.RowPosition(field: field, index: row)
                let problems = lines[(number + 1)...].prefix { if case .problem = $0 { true } else { false } }.count
                let frame = FieldFrame(minY: Double(number - headings), height: Double(1 + problems + headings))
                for index in entries.indices where entries[index].row == position { frames[index] = frame }
                headings = 0
            case .problem, .blockProblem, .hiddenColumns: break
            }
        }
        return frames
    }

    /// ``entryFrames`` by entry name, as `FocusScrollController` takes them.
    public var fieldFrames: [FieldID: FieldFrame] {
        Dictionary(uniqueKeysWithValues: zip(entries.map(\.id), entryFrames))
    }

    // MARK: - Committing

    /// The edits as the field changes of one `WorkoutEditor.update`: one change per edited field (the value it
    /// reads as, or removal when emptied), and a list field whose rows changed replaced whole. An entry whose new
    /// text reads as the stored value changes nothing.
    ///
    /// - Throws: ``BlockFieldFormError`` listing every entry whose text would be stored but cannot be.
    public func commit() throws(BlockFieldFormError) -> BlockFieldFormCommit {
        let (changes, valueProblems) = edits()
        let problems = valueProblems + entries.compactMap(\.ruleProblem) + blockProblems
        guard problems.isEmpty else { throw BlockFieldFormError(blockID: blockID, problems: problems) }
        return BlockFieldFormCommit(blockID: blockID, changes: changes)
    }

    /// The changes the readable edits make, and the problems of the edited text that cannot be stored (an edit
    /// that cannot be stored is left out of the changes).
    private func edits() -> (changes: [FieldChange], problems: [FormEntryProblem]) {
        var problems: [FormEntryProblem] = []
        var changes: [FieldChange] = []
        for section in sections {
            switch section {
            case .entry(let entry):
                guard entry.isModified else { continue }
                if let problem = entry.valueProblem {
                    problems.append(problem)
                } else if entry.value != Self.value(at: entry.path, in: originalData) {
                    changes.append(FieldChange(path: entry.path, value: entry.value))
                }
            case .list(let list):
                for row in list.rows {
                    for entry in row.entries where entry.isModified || row.isNew {
                        if let problem = entry.valueProblem { problems.append(problem) }
                    }
                }
                let rows = list.rows.map { $0.value(of: list.element) }
                let original = Self.value(at: JSONPath.root.appending(list.spec.name), in: originalData)
                if original.map({ $0 != .array(rows) }) ?? !rows.isEmpty {
                    changes.append(FieldChange(path: JSONPath.root.appending(list.spec.name), value: .array(rows)))
                }
            }
        }
        return (changes, problems)
    }

    /// Checks the kind's rules on the block as the readable edits would leave it, and puts each finding the stored
    /// block did not have under the first entry at or inside its path, or else in ``blockProblems``.
    private mutating func checkRules() {
        guard let rules else { return }
        var data = originalData
        for change in edits().changes { data = Self.setting(change.value, at: change.path.components[...], in: data) }
        var found: [Int: FormEntryProblem] = [:]
        var unplaced: [FormEntryProblem] = []
        for finding in rules.newErrors(in: data) {
            let place = entries.indices.first { found[$0] == nil && Self.overlaps(entries[$0].path, finding.path) }
            let field = place.map { entries[$0].id } ?? FieldID(rawValue: finding.path.description)
            let problem = FormEntryProblem(.brokenRule, field: field, message: finding.message)
            if let place { found[place] = problem } else { unplaced.append(problem) }
        }
        for index in entries.indices where entries[index].ruleProblem != found[index] {
            update(locations[index]) { $0.ruleProblem = found[index] }
            entries[index].ruleProblem = found[index]
        }
        blockProblems = unplaced
    }

    /// Whether one path lies inside the other.
    private static func overlaps(_ lhs: JSONPath, _ rhs: JSONPath) -> Bool {
        let count = min(lhs.components.count, rhs.components.count)
        return lhs.components.prefix(count) == rhs.components.prefix(count)
    }

    /// `data` with `value` set at the object keys of `path` (removed when `nil`), creating objects on the way.
    private static func setting(_ value: JSONValue?, at path: ArraySlice<JSONPath.Component>, in data: JSONValue)
        -> JSONValue
    {
        guard let first = path.first, case .key(let key) = first else { return value ?? data }
        var object = data.objectValue ?? JSONObject()
        if path.count == 1, value == nil {
            _ = object.removeValue(forKey: key)
        } else {
            object[key] = setting(value, at: path.dropFirst(), in: object[key] ?? .object(JSONObject()))
        }
        return .object(object)
    }

    /// The kind's rules between fields, checked on the block as the form would store it.
    private struct RuleChecker: Sendable, Hashable {
        let registry: BlockRegistry
        let definition: BlockDefinition
        let id: BlockID
        let version: Int
        /// The errors of the block as stored, which the form is not asked to mend.
        private(set) var stored: Set<Diagnostic>

        init(registry: BlockRegistry, definition: BlockDefinition, id: BlockID, version: Int, storedData: JSONValue) {
            self.registry = registry
            self.definition = definition
            self.id = id
            self.version = version
            self.stored = []
            self.stored = Set(errors(in: storedData))
        }

        /// The errors of a block holding `data` that the stored block does not have.
        func newErrors(in data: JSONValue) -> [Diagnostic] {
            errors(in: data).filter { !stored.contains($0) }
        }

        /// The errors of a block of this kind holding `data`: its validation, or why it cannot be read.
        private func errors(in data: JSONValue) -> [Diagnostic] {
            let record = BlockRecord(
                id: id, parentID: nil, order: .first, kind: definition.kind, version: version, data: data)
            switch registry.node(from: record).content {
            case .known(let block):
                return definition.validate(block.base).filter { $0.severity == .error }
            case .unknown(let raw):
                guard case .undecodableData(let message, let path) = raw.reason else {
                    return [.error(.invalidValue, "the \"\(definition.kind)\" block could not be read")]
                }
                return [.error(.invalidValue, message, at: path)]
            }
        }

        /// Equal whatever the registry: a form keeps the one it was opened with.
        static func == (lhs: RuleChecker, rhs: RuleChecker) -> Bool {
            lhs.id == rhs.id && lhs.version == rhs.version && lhs.stored == rhs.stored
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(id)
            hasher.combine(stored)
        }
    }

    // MARK: - Building

    /// One field of the form, or a list field with its rows.
    private enum Section: Sendable, Hashable {
        case entry(FormEntry)
        case list(ListField)
    }

    /// A list field shown as rows.
    private struct ListField: Sendable, Hashable {
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
    private struct Row: Sendable, Hashable {
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
    private struct Location: Sendable, Hashable {
        var section: Int
        var row: Int?
        var entry: Int
    }

    /// The sections of `specs` for the object `data` at `path`: lists at the top level become rows, the fields of
    /// nested objects become entries; lists deeper down are entries edited as JSON.
    private static func sections(for specs: [FieldSpec], in data: JSONValue, at path: JSONPath, topLevel: Bool)
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
    private static func rowEntries(_ element: FieldSpec, _ value: JSONValue, _ field: String, _ number: Int)
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
    private static func emptyRow(of element: FieldSpec) -> JSONValue {
        if case .object = element.type { return .object(JSONObject()) }
        return element.defaultValue ?? .null
    }

    /// The value at `path` in `data`, or `nil`.
    private static func value(at path: JSONPath, in data: JSONValue) -> JSONValue? {
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
    private mutating func rebuildEntries() {
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

    private func listSection(_ field: String) -> Int? {
        sections.firstIndex { section in
            if case .list(let list) = section { return list.spec.name == field }
            return false
        }
    }

    private func listField(at section: Int) -> ListField {
        guard case .list(let list) = sections[section] else { preconditionFailure("section \(section) is no list") }
        return list
    }

    private func entry(at location: Location) -> FormEntry {
        switch sections[location.section] {
        case .entry(let entry): return entry
        case .list(let list): return list.rows[location.row!].entries[location.entry]
        }
    }

    private mutating func update(_ location: Location, _ change: (inout FormEntry) -> Void) {
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
