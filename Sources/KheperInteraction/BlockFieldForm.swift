public import KheperCore
import KheperEditor

/// The fields of one block as a form, generated from its kind's field specs: one ``FormEntry`` per field, the
/// rows of list fields (an exercise's sets) that can be added, removed and reordered, which entry has focus, and
/// the lines a view stacks. It has no UI: a terminal binds each entry to a line editor, an iOS app to a text field.
///
/// Setting an entry's text reads it with the field's spec at once, so a message such as
/// `could not read "2x" for "rest": expected a duration such as 90, 1:30, 2m or 1h 5m` can show under the field as
/// the person types. ``commit()`` turns the edits into the `FieldChange`s of one `DocumentEditor.update`, one undo
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
    public internal(set) var entries: [FormEntry] = []

    /// The index in ``entries`` of the entry with focus; `nil` only when there are no entries.
    public internal(set) var focusIndex: Int?

    /// The block's `data` when the form opened.
    let originalData: JSONValue

    /// The form's fields in spec order, the source of ``entries``.
    var sections: [Section] = []

    /// Where each entry of ``entries`` lives in ``sections``.
    var locations: [Location] = []

    /// The kind's rules, when the form was opened with a registry.
    var rules: RuleChecker?

    /// Rules of the kind that the form as edited breaks, and the block as stored does not, found at no entry
    /// (an entry's are its ``FormEntry/ruleProblem``). They are checked after every change.
    public internal(set) var blockProblems: [FormEntryProblem] = []

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
}
