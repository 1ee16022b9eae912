public import KheperCore
public import KheperForms

/// One editable field of a ``BlockFieldForm``: its label and hints from the field's spec, its text, the value
/// that text reads as, and the problem shown under it while the text cannot be stored.
public struct FormEntry: Sendable, Hashable {
    /// Where an entry sits inside a list field: the field and the row, counted from 0.
    public struct RowPosition: Sendable, Hashable {
        /// The list field, such as `sets`.
        public var field: String

        /// The row, from 0.
        public var index: Int

        /// Creates a position.
        public init(field: String, index: Int) {
            self.field = field
            self.index = index
        }
    }

    /// The entry's name, its path in the block's `data`, such as `rest` or `sets[1].load`.
    public internal(set) var id: FieldID

    /// Where the value goes in the block's `data`.
    public internal(set) var path: JSONPath {
        didSet {
            id = FieldID(rawValue: path.description)
            read()
        }
    }

    /// The spec that reads and checks the value.
    public let spec: FieldSpec

    /// The row of a list field this entry belongs to, or `nil` for a field of the block itself.
    public internal(set) var row: RowPosition?

    /// The text as edited.
    public internal(set) var text: String

    /// The text when the form opened (or when the row was added).
    public let originalText: String

    /// The value the text reads as: `nil` when the text is empty (the field is removed) or cannot be stored.
    public internal(set) var value: JSONValue?

    /// Why the text cannot be stored, or `nil` when it can: the text's own problem (it cannot be read, or breaks
    /// the field's range), or else a rule of the kind between fields that the form as edited breaks, such as an
    /// interval timer without `work`.
    public var problem: FormEntryProblem? { valueProblem ?? ruleProblem }

    /// Why the text itself cannot be stored: it cannot be read, or breaks the field's range, length or step.
    public internal(set) var valueProblem: FormEntryProblem?

    /// A rule of the kind, broken by the form as edited and not by the block as stored, found at this field.
    public internal(set) var ruleProblem: FormEntryProblem?

    /// Creates an entry for `spec` at `path` holding `value`, and reads its text back.
    init(spec: FieldSpec, path: JSONPath, value: JSONValue?, row: RowPosition?) {
        self.id = FieldID(rawValue: path.description)
        self.path = path
        self.spec = spec
        self.row = row
        self.text = spec.editableText(for: value)
        self.originalText = text
        read()
    }

    /// The label, such as `Rest`.
    public var label: String { spec.form.label }

    /// The line that says what the field means, for a status line or a help text.
    public var doc: String { spec.doc }

    /// The unit values are given in, such as `s`; `nil` for none.
    public var unit: String? { spec.unit }

    /// A value as a person would type it, such as `2m`, for an empty field; `nil` for none.
    public var hint: String? { spec.form.hint }

    /// The control the field asks for.
    public var input: FieldInput { spec.form.input }

    /// The values a choice or a boolean may take, as text; empty for other fields.
    public var choices: [String] {
        switch spec.type {
        case .choice(let choices): choices
        case .boolean: ["true", "false"]
        default: []
        }
    }

    /// Whether the text differs from the text when the form opened.
    public var isModified: Bool { text != originalText }

    /// The lines the entry takes in the form: one, and one more for its problem.
    public var lineCount: Int { problem == nil ? 1 : 2 }

    /// Whether the entry is a whole entry of a list of plain values, which cannot be left empty.
    private var isWholeListElement: Bool { row != nil && path.components.count == 2 }

    /// Replaces the text and reads it again.
    mutating func setText(_ newText: String) {
        text = newText
        read()
    }

    /// Reads ``text`` with the spec: empty text removes an optional field; other text is parsed, then checked
    /// against the field's range, length and step.
    private mutating func read() {
        value = nil
        valueProblem = nil
        let isBlank = text.allSatisfy(\.isWhitespace)
        var checks = FieldChecks()
        if isBlank, !spec.isRequired, !isWholeListElement { return }
        if isBlank, case .string = spec.type {
            spec.check(.string(text), at: .root, into: &checks)
            value = .string(text)
        } else if isBlank {
            valueProblem = FormEntryProblem(
                .missing, field: id, message: "\"\(spec.name)\" is empty; expected \(spec.expectedDescription)")
            return
        } else {
            do {
                let parsed = try spec.parse(text)
                spec.check(parsed, at: .root, into: &checks)
                value = parsed
            } catch {
                valueProblem = FormEntryProblem(.unreadable, field: id, message: error.message)
                return
            }
        }
        if let error = checks.diagnostics.first(where: { $0.severity == .error }) {
            valueProblem = FormEntryProblem(.invalid, field: id, message: error.message)
            value = nil
        }
    }
}
