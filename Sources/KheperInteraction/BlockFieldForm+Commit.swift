import KheperCore
import KheperEditor

// Turning the edits into one update's field changes, and checking the kind's rules as the person types.
extension BlockFieldForm {
    /// The edits as the field changes of one `DocumentEditor.update`: one change per edited field (the value it
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
    func edits() -> (changes: [FieldChange], problems: [FormEntryProblem]) {
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
    mutating func checkRules() {
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
    static func overlaps(_ lhs: JSONPath, _ rhs: JSONPath) -> Bool {
        let count = min(lhs.components.count, rhs.components.count)
        return lhs.components.prefix(count) == rhs.components.prefix(count)
    }

    /// `data` with `value` set at the object keys of `path` (removed when `nil`), creating objects on the way.
    static func setting(_ value: JSONValue?, at path: ArraySlice<JSONPath.Component>, in data: JSONValue)
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
    struct RuleChecker: Sendable, Hashable {
        let registry: BlockRegistry
        let definition: BlockDefinition
        let id: BlockID
        let version: Int
        /// The errors of the block as stored, which the form is not asked to mend.
        var stored: Set<Diagnostic>

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
        func errors(in data: JSONValue) -> [Diagnostic] {
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
}
