public import KheperCore
import KheperRenderTargets

extension DocumentEditor {
    /// Edits a block field by field on its encoded `data`; the result must still decode into the kind's type and
    /// must not add errors at the edited paths. A value for a field the kind declares is first read by its spec
    /// (`FieldSpec.interpret(_:)`), so `"2m"` sets a duration to 120. Unknown blocks are edited raw. A path longer than
    /// ``FieldChange/maximumPathDepth`` or a value nested deeper than ``FieldChange/maximumValueDepth`` is refused.
    ///
    /// - Parameters:
    ///   - id: The block to edit.
    ///   - changes: The field edits, applied in order.
    ///   - coalescing: Consecutive coalescing edits of the same block and paths merge into one undo step, as typing
    ///     into one field should.
    @discardableResult
    public mutating func update(
        _ id: BlockID,
        _ changes: [FieldChange],
        coalescing: Bool = false
    ) throws(EditorError) -> ChangeSet {
        guard let node = document[id] else { throw .unknownBlock(id) }
        try Self.checkDepth(of: changes, in: id)
        let before = try record(of: node)
        if before.unreadableReason != nil {
            throw EditorError(
                .invalidValue,
                "the \(JSONValue.string(before.kind.rawValue)) block \"\(id)\" could not be read when it was stored, so its "
                    + "fields cannot be edited; move, export or remove it instead")
        }
        var data: JSONValue = before.data
        let fields = registry.definition(for: before.kind)?.fields ?? []
        var applied: [FieldChange] = []
        for written in changes {
            for change in try Self.expandingEveryElement(written, in: data, kind: before.kind, id: id) {
                applied.append(change)
                if change.appends {
                    data = try appending(change, to: data, fields: fields, kind: before.kind, id: id)
                    continue
                }
                let value = try Self.interpret(change, by: fields, kind: before.kind, id: id)
                do {
                    data =
                        try data.setting(value, at: change.path.components[...])
                        ?? .object(JSONObject())
                } catch {
                    throw EditorError(
                        .invalidValue,
                        "cannot \(Self.verb(change)) of the \(JSONValue.string(before.kind.rawValue)) block \"\(id)\": "
                            + error.message
                    )
                }
            }
        }
        var after = before
        after.data = data
        guard after != before else { return ChangeSet() }
        let updated = registry.node(from: after)
        if case .known(let old) = node.content {
            try checkUpdate(of: id, from: old, to: updated.content, changes: applied, kind: before.kind)
        }
        let key = coalescing ? ([id.rawValue] + changes.map(\.path.description)).joined(separator: "\u{1F}") : nil
        return commit(
            EditTransaction(
                label: "update", changes: [BlockChange(id: id, before: before, after: after)], coalescingKey: key))
    }

    /// `change` once for each element of every list its path reaches through `*` (`sets.*.load` becomes
    /// `sets.0.load`, `sets.1.load`, …), read against `data`, last element first for a removal; a path without `*`
    /// is `change` itself.
    static func expandingEveryElement(_ change: FieldChange, in data: JSONValue, kind: BlockKind, id: BlockID)
        throws(EditorError) -> [FieldChange]
    {
        var pending = [change.path.components]
        var expanded: [FieldChange] = []
        while let path = pending.popLast() {
            guard let star = path.firstIndex(of: .key(FieldChange.everyElement)) else {
                expanded.append(FieldChange(path: JSONPath(path), value: change.value, appends: change.appends))
                continue
            }
            let list = Array(path[..<star])
            guard case .array(let elements)? = data.value(at: list) else {
                let held = data.value(at: list).map { "it holds \($0.kindName)" } ?? "there is none"
                throw EditorError(
                    .invalidValue,
                    "cannot \(verb(change)) of the \(JSONValue.string(kind.rawValue)) block \"\(id)\": "
                        + "\"\(FieldChange.everyElement)\" means every element of the list \(JSONValue.string(JSONValue.dotted(list[...]))), "
                        + "but \(held)")
            }
            for index in elements.indices.reversed() {
                pending.append(list + [.index(index)] + path[(star + 1)...])
            }
        }
        // Removing elements one by one moves the later ones up, so every element is removed from the last.
        return change.value == nil ? expanded.reversed() : expanded
    }

    /// `data` with the elements `change` gives appended to the list at its path (created when missing). A text
    /// value for a list of objects is read with the kind's shorthand, written after the block's name, so
    /// `sets.+=1x5 @100kg` appends one set; any other value is read by the list element's spec.
    private func appending(
        _ change: FieldChange,
        to data: JSONValue,
        fields: [FieldSpec],
        kind: BlockKind,
        id: BlockID
    ) throws(EditorError) -> JSONValue {
        let path = change.path.components
        let field = JSONValue.dotted(path[...])
        let failure = "cannot append to \"\(field)\" of the \(JSONValue.string(kind.rawValue)) block \"\(id)\""
        let existing = data.value(at: path)
        let list: [JSONValue]
        switch existing {
        case nil, .null?: list = []
        case .array(let elements)?: list = elements
        case let other?: throw EditorError(.invalidValue, "\(failure): it holds \(other.kindName), not a list")
        }
        let element = FieldChange(path: JSONPath(path + [.index(list.count)]), value: change.value)
        let items: [JSONValue]
        if case .string(let text)? = change.value, case .object? = fields.spec(at: element.path)?.type {
            items = try shorthandItems(text, at: path, in: data, kind: kind, failure: failure)
        } else {
            items = [try Self.interpret(element, by: fields, kind: kind, id: id)].compactMap { $0 }
        }
        do {
            return try data.setting(.array(list + items), at: path[...]) ?? .object(JSONObject())
        } catch {
            throw EditorError(.invalidValue, "\(failure): \(error.message)")
        }
    }

    /// The elements at `path` of the block the kind's shorthand reads from `text` written after the block's name.
    private func shorthandItems(
        _ text: String,
        at path: [JSONPath.Component],
        in data: JSONValue,
        kind: BlockKind,
        failure: String
    ) throws(EditorError) -> [JSONValue] {
        guard let definition = registry.definition(for: kind), definition.hasShorthand else {
            throw EditorError(.invalidValue, "\(failure): give the element as JSON, such as {\"reps\":5}")
        }
        let name = data["name"]?.stringValue ?? "x"
        let block: AnyBlock
        do {
            block = try definition.parseShorthand("\(name) \(text)")
        } catch {
            throw EditorError(
                .shorthand, "\(failure): \(JSONValue.string(text)) cannot be read as shorthand: \(error.message)")
        }
        let record = try record(
            of: BlockNode(id: BlockID.random(), parentID: nil, order: .first, content: .known(block)))
        guard case .array(let items)? = record.data.value(at: path), !items.isEmpty else {
            throw EditorError(
                .invalidValue, "\(failure): the shorthand \(JSONValue.string(text)) gives no elements for that list")
        }
        return items
    }

    /// Refuses field paths and values too deep to edit safely, before anything walks them.
    private static func checkDepth(of changes: [FieldChange], in id: BlockID) throws(EditorError) {
        for change in changes {
            let steps = change.path.components.count
            guard steps <= FieldChange.maximumPathDepth else {
                let field = JSONPath(Array(change.path.components.prefix(8))).description + "…"
                throw EditorError(
                    .fieldPathTooDeep,
                    "cannot edit the field \(JSONValue.string(field)) of the block \"\(id)\": its path is \(steps) "
                        + "levels deep, and a field path may have at most \(FieldChange.maximumPathDepth) levels")
            }
            let depth = change.value?.nestingDepth ?? 0
            guard depth <= FieldChange.maximumValueDepth else {
                throw EditorError(
                    .valueTooDeep,
                    "cannot set the field \(JSONValue.string(change.path.description)) of the block \"\(id)\": the "
                        + "value nests \(depth) levels of arrays and objects, and a value may nest at most "
                        + "\(FieldChange.maximumValueDepth)")
            }
        }
    }

    /// Refuses an update whose data no longer decodes, or that adds errors at the edited paths.
    private func checkUpdate(
        of id: BlockID,
        from old: AnyBlock,
        to new: BlockContent,
        changes: [FieldChange],
        kind: BlockKind
    ) throws(EditorError) {
        let block = "the \(JSONValue.string(kind.rawValue)) block \"\(id)\""
        guard case .known(let typed) = new else {
            if case .unknown(let raw) = new, case .undecodableData(let message, let path) = raw.reason {
                let change = changes.first { Self.overlaps($0.path, path) } ?? changes.last
                throw EditorError(
                    .invalidValue, "cannot \(change.map(Self.verb) ?? "edit the data") of \(block): \(message)")
            }
            throw EditorError(.invalidValue, "the edit leaves \(block) unreadable as its kind")
        }
        guard let definition = registry.definition(for: typed.kind) else { return }
        let existing = Set(definition.validate(old.base).filter { $0.severity == .error })
        for diagnostic in definition.validate(typed.base) where diagnostic.severity == .error {
            guard !existing.contains(diagnostic),
                let change = changes.first(where: { Self.overlaps($0.path, diagnostic.path) })
            else { continue }
            let message = Self.naming(diagnostic, by: definition.fields)
            throw EditorError(.invalidValue, "cannot \(Self.verb(change)) of \(block): \(message)")
        }
    }

    /// The diagnostic's message with the field it starts by naming (`"value" is 3000 kg`) named by its whole path
    /// as `kheper set` takes it, a value type's value (typed as one piece of text) by the value rather than its
    /// member: `"sets.1.load" is 3000 kg`, not `"sets.1.load.value"`.
    static func naming(_ diagnostic: Diagnostic, by fields: [FieldSpec]) -> String {
        var path = diagnostic.path.components
        if case .key? = path.last, case .custom? = fields.spec(at: JSONPath(Array(path.dropLast())))?.type {
            path.removeLast()
        }
        let message = diagnostic.message
        guard message.hasPrefix("\""), let close = message.dropFirst().firstIndex(of: "\""), !path.isEmpty else {
            return message
        }
        return JSONValue.string(JSONValue.dotted(path[...])).description + message[message.index(after: close)...]
    }

    /// Whether one path lies inside the other.
    static func overlaps(_ lhs: JSONPath, _ rhs: JSONPath) -> Bool {
        let count = min(lhs.components.count, rhs.components.count)
        return lhs.components.prefix(count) == rhs.components.prefix(count)
    }

    /// `set "sets[0].reps" to -1` or `remove "notes"`, for messages.
    /// The change's value read by the spec of the field it sets, so `"2m"` becomes 120 for a duration and `"Tabata"`
    /// becomes `tabata` for a choice; values for undeclared fields, and removals, pass unchanged.
    static func interpret(_ change: FieldChange, by fields: [FieldSpec], kind: BlockKind, id: BlockID)
        throws(EditorError) -> JSONValue?
    {
        guard let value = change.value, let spec = fields.spec(at: change.path) else { return change.value }
        do {
            return try spec.interpret(value)
        } catch {
            throw EditorError(
                .invalidValue,
                "cannot \(verb(change)) of the \(JSONValue.string(kind.rawValue)) block \"\(id)\": \(error.message)")
        }
    }

    static func verb(_ change: FieldChange) -> String {
        let field = JSONValue.string(JSONValue.dotted(change.path.components[...])).description
        guard let value = change.value else { return "remove \(field)" }
        return "set \(field) to \(value)"
    }

    /// Converts a block to another kind through the kind that holds plain text (`BlockDefinition.plainTextField`,
    /// `text` among the standard kinds): such a block is read with the target kind's shorthand, and a block becomes
    /// one holding its one-line plain-text summary. Other pairs are refused with `editor.not-convertible`.
    @discardableResult
    public mutating func convert(_ id: BlockID, to kind: BlockKind) throws(EditorError) -> ChangeSet {
        guard let node = document[id] else { throw .unknownBlock(id) }
        guard let target = registry.definition(for: kind) else {
            throw EditorError(.unknownKind, "no block kind \"\(kind)\" is registered")
        }
        guard case .known(let block) = node.content, let source = registry.definition(for: block.kind) else {
            throw EditorError(
                .notConvertible,
                "the \(JSONValue.string(node.content.kind.rawValue)) block \"\(id)\" is kept raw and "
                    + "cannot be converted")
        }
        if block.kind == kind { return ChangeSet() }
        let refusal = EditorError(
            .notConvertible, "\(block.kind.withArticle) block cannot be converted to \(kind.withArticle) block")
        guard !source.nesting.isContainer, !target.nesting.isContainer else { throw refusal }
        let before = try record(of: node)
        let content: BlockContent
        if let field = source.plainTextField, target.hasShorthand {
            let line = before.data[field]?.stringValue ?? ""
            do {
                content = .known(try target.parseShorthand(line))
            } catch {
                throw EditorError(
                    .shorthand,
                    "the text \(JSONValue.string(line)) cannot be read as \(kind.withArticle) block: "
                        + error.message)
            }
        } else if let field = target.plainTextField {
            let rendered = registry.render(node, in: document, depth: 0, as: PlainTextTarget.self)
            let line = rendered.split(separator: "\n").first.map { $0.trimmingSpaces } ?? ""
            let record = BlockRecord(
                id: id, parentID: nil, order: .first, kind: kind, version: target.version,
                data: [field: .string(line)])
            content = registry.node(from: record).content
            guard content.registeredKind == kind else { throw refusal }
        } else {
            throw refusal
        }
        try checkPlacement(of: content, height: 1, under: node.parentID, adding: 0)
        var converted = node
        converted.content = content
        let after = try record(of: converted)
        return commit(
            EditTransaction(label: "convert", changes: [BlockChange(id: id, before: before, after: after)]))
    }
}

extension Substring {
    /// The text without leading and trailing spaces.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
