public import KheperCore

/// One line saying what a history step changed, such as `set reps of exercise "Squat" to 5 (was 3)`: what the CLI's
/// write commands print, and what undo and redo say in the CLI and in the terminal editor alike.
public struct ChangeDescription {
    /// Looks up a block's current row, to name the container a block moved into.
    let lookup: (BlockID) -> BlockRecord?

    /// A describer that names containers by the rows `lookup` finds.
    public init(lookup: @escaping (BlockID) -> BlockRecord?) {
        self.lookup = lookup
    }

    /// The longest value shown before it is cut with an ellipsis.
    static let valueLimit = 40

    /// The most changed fields of one block compared, enough for every set of an exercise; a raw block may hold more.
    static let changeLimit = 2_000

    /// What `step` did, applied forward, or what undoing it did when `forward` is false.
    public func describe(_ step: EditTransaction, forward: Bool) -> String {
        let changes = step.changes.map { change in
            (id: change.id, from: forward ? change.before : change.after, to: forward ? change.after : change.before)
        }
        if step.titleBefore != step.titleAfter, changes.isEmpty {
            let (from, to) = forward ? (step.titleBefore, step.titleAfter) : (step.titleAfter, step.titleBefore)
            return "renamed the workout to \(Self.quoted(to ?? "")) (was \(Self.quoted(from ?? "")))"
        }
        let count = changes.count == 1 ? "1 block" : "\(changes.count) blocks"
        if let summary = step.summary { return "\(forward ? summary.done : summary.undone) (\(count) changed)" }
        guard let main = changes.first else { return "changed nothing" }
        // The changes of the first one's nature (added, removed, moved); the blocks among them whose parent is not
        // among them are the ones a person acted on, the rest came along inside them.
        let nature = Self.nature(of: main)
        let same = changes.filter { Self.nature(of: $0) == nature }
        let sameIDs = Set(same.map(\.id))
        let roots = same.compactMap { $0.to ?? $0.from }.filter { record in
            record.parentID.map { !sameIDs.contains($0) } ?? true
        }
        let inner = same.count - roots.count
        let others = changes.count - same.count
        switch (main.from, main.to) {
        case (nil, let to?):
            let verb = forward ? "added" : "restored"
            let place = roots.count == 1 ? place(of: to) : ""
            let gathered = others == 0 ? "" : ", moving \(Self.blocks(others)) into it"
            return "\(verb) \(Self.names(roots))\(Self.inside(inner, of: roots.count, verb: "with"))\(place)\(gathered)"
        case (_?, nil):
            let released = others == 0 ? "" : ", moving \(Self.blocks(others)) out of it"
            return "removed \(Self.names(roots))\(Self.inside(inner, of: roots.count, verb: "and"))\(released)"
        case (let from?, let to?) where from.parentID != to.parentID || from.order != to.order:
            let container = to.parentID.flatMap(lookup).map { Self.name(of: $0) } ?? "the top level"
            let verb = from.parentID == to.parentID ? "within" : (to.parentID == nil ? "to" : "into")
            return "moved \(Self.names(roots)) \(verb) \(container)"
        case (let from?, let to?):
            return fieldChanges(from: from, to: to)
        case (nil, nil):
            return "changed nothing"
        }
    }

    /// What a change did to its block.
    private enum Nature { case added, removed, moved, changedInPlace }

    private static func nature(of change: (id: BlockID, from: BlockRecord?, to: BlockRecord?)) -> Nature {
        switch (change.from, change.to) {
        case (nil, _): .added
        case (_, nil): .removed
        case (let from?, let to?): from.parentID != to.parentID || from.order != to.order ? .moved : .changedInPlace
        }
    }

    /// `exercise "Squat"`, `exercise "Squat" and set "A"`, or `4 blocks (exercise "Squat", set "A", …)`.
    private static func names(_ records: [BlockRecord]) -> String {
        let named = records.map { name(of: $0) }
        switch named.count {
        case 0: return "nothing"
        case 1: return named[0]
        case 2, 3: return named.dropLast().joined(separator: ", ") + " and " + named[named.count - 1]
        default: return "\(named.count) blocks (\(named.prefix(2).joined(separator: ", ")), …)"
        }
    }

    /// `1 block`, `3 blocks`.
    private static func blocks(_ count: Int) -> String { count == 1 ? "1 block" : "\(count) blocks" }

    /// `set sets.0.reps of exercise "Squat" to 5 (was 3)`, or a list of fields when several changed.
    private func fieldChanges(from: BlockRecord, to: BlockRecord) -> String {
        var changed: [(path: String, old: JSONValue?, new: JSONValue?)] = []
        Self.collectChanges(from: from.data, to: to.data, at: "", into: &changed)
        if changed.count > 1, let spread = Self.sameFieldOfEachElement(changed) {
            return
                "set \(spread) of \(Self.name(of: to))\(Self.commonValue(changed)) (\(changed.count) elements changed)"
        }
        guard changed.count == 1, let (field, old, new) = changed.first else {
            let list = changed.isEmpty ? "the data" : changed.prefix(4).map(\.path).joined(separator: ", ")
            let more = changed.count > 4 ? " and \(changed.count - 4) more" : ""
            return "set \(list)\(more) of \(Self.name(of: to))"
        }
        if case .array(let before)? = old, case .array(let after)? = new, before.count != after.count {
            return Self.listChange(of: field, in: Self.name(of: to), from: before, to: after)
        }
        let was = old.map { " (was \(Self.shown($0)))" } ?? ""
        guard let new else { return "removed \(field) of \(Self.name(of: to))\(was)" }
        if Self.nameFields.contains(field) { return "set \(field) of \(Self.name(of: to))\(was)" }
        return "set \(field) of \(Self.name(of: to)) to \(Self.shown(new))\(was)"
    }

    /// What changed in a list that changed length: elements appended at its end, elements removed from it, or the
    /// whole list replaced by one of another length.
    private static func listChange(of field: String, in block: String, from before: [JSONValue], to after: [JSONValue])
        -> String
    {
        let difference = abs(after.count - before.count)
        let elements = difference == 1 ? "an element" : "\(difference) elements"
        let counts = "(now \(after.count), was \(before.count))"
        if after.count > before.count, after.starts(with: before) {
            return "appended \(elements) to \(field) of \(block) \(counts)"
        }
        if after.count < before.count, isOrderedSubset(after, of: before) {
            return "removed \(elements) from \(field) of \(block) \(counts)"
        }
        let new = after.count == 1 ? "1 element" : "\(after.count) elements"
        return "replaced the list \(field) of \(block) with a list of \(new) (was \(before.count))"
    }

    /// Whether `part` is `whole` with some elements taken out, the rest in their order.
    private static func isOrderedSubset(_ part: [JSONValue], of whole: [JSONValue]) -> Bool {
        var remaining = part[...]
        for element in whole where remaining.first == element { remaining = remaining.dropFirst() }
        return remaining.isEmpty
    }

    /// `sets.*.load.value` when every changed path is the same field of different elements of one list, as
    /// `sets.*.load=82.5kg` changes; nil otherwise.
    private static func sameFieldOfEachElement(_ changed: [(path: String, old: JSONValue?, new: JSONValue?)]) -> String?
    {
        let patterns = Set(
            changed.map { change in
                change.path.split(separator: ".").map { $0.allSatisfy { $0.isASCII && $0.isNumber } ? "*" : String($0) }
                    .joined(separator: ".")
            })
        guard patterns.count == 1, let pattern = patterns.first, pattern.contains("*") else { return nil }
        return pattern
    }

    /// ` to 82.5` when every changed field now holds the same value, else nothing.
    private static func commonValue(_ changed: [(path: String, old: JSONValue?, new: JSONValue?)]) -> String {
        guard let first = changed.first?.new, changed.allSatisfy({ $0.new == first }) else { return "" }
        return " to \(shown(first))"
    }

    /// The paths whose values differ, descending into objects, and into arrays that kept their length.
    private static func collectChanges(
        from old: JSONValue?,
        to new: JSONValue?,
        at path: String,
        into changed: inout [(path: String, old: JSONValue?, new: JSONValue?)]
    ) {
        guard old != new, changed.count < changeLimit else { return }
        let prefix = path.isEmpty ? "" : path + "."
        if let old = old?.objectValue, let new = new?.objectValue {
            for (key, value) in old where new[key] == nil {
                collectChanges(from: value, to: nil, at: prefix + key, into: &changed)
            }
            for (key, value) in new {
                collectChanges(from: old[key], to: value, at: prefix + key, into: &changed)
            }
            return
        }
        if case .array(let old)? = old, case .array(let new)? = new, old.count == new.count, !path.isEmpty {
            for (index, (before, after)) in zip(old, new).enumerated() {
                collectChanges(from: before, to: after, at: prefix + String(index), into: &changed)
            }
            return
        }
        changed.append((path.isEmpty ? "data" : path, old, new))
    }

    /// ` into set "A1"` for a block added inside a container, else nothing.
    private func place(of record: BlockRecord) -> String {
        guard let parent = record.parentID, let container = lookup(parent) else { return "" }
        return " into \(Self.name(of: container))"
    }

    /// ` and the 2 blocks inside it` (or `inside them`, after several blocks), or nothing when there are none.
    private static func inside(_ count: Int, of roots: Int, verb: String) -> String {
        let container = roots == 1 ? "it" : "them"
        switch count {
        case 0: return ""
        case 1: return " \(verb) the block inside \(container)"
        default: return " \(verb) the \(count) blocks inside \(container)"
        }
    }

    /// The fields a block is named by, in order of preference.
    static let nameFields = ["name", "title", "text", "caption"]

    /// `exercise "Squat"`: the kind and the block's name, or its kind and id when it has none.
    public static func name(of record: BlockRecord) -> String {
        let data = record.data.objectValue ?? [:]
        for field in nameFields {
            if let text = data[field]?.stringValue, !text.isEmpty { return "\(record.kind) \(quoted(text))" }
        }
        return "\(record.kind) \(record.id.rawValue.prefix(8))"
    }

    /// A JSON value as a short line.
    public static func shown(_ value: JSONValue) -> String {
        if let text = value.stringValue { return quoted(text) }
        return cut(value.serializedString())
    }

    /// Text in quotes, its control characters and quotes escaped, cut to the value limit.
    public static func quoted(_ text: String) -> String {
        JSONValue.string(cut(text)).serializedString()
    }

    private static func cut(_ text: String) -> String {
        text.count > valueLimit ? String(text.prefix(valueLimit - 1)) + "…" : text
    }
}

extension DocumentSlice {
    /// One line saying what `step` did (or, with `forward` false, what undoing it did), naming blocks as loaded.
    public func describe(_ step: EditTransaction, forward: Bool = true) -> String {
        ChangeDescription(lookup: { record(of: $0) }).describe(step, forward: forward)
    }
}

extension DocumentEditor {
    /// One line saying what `step` did (or, with `forward` false, what undoing it did), naming blocks as they are
    /// in the editor's document now.
    public func describe(_ step: EditTransaction, forward: Bool = true) -> String {
        ChangeDescription(lookup: { try? record(of: $0) }).describe(step, forward: forward)
    }
}
