import KheperCore
import KheperEditor

/// One line saying what a history step changed, such as `set reps of "Squat" to 5 (was 3)`, for the write commands
/// and for undo and redo.
struct ChangeDescription {
    /// Looks up a block's current row, to name the container a block moved into.
    let lookup: (BlockID) -> BlockRecord?

    /// The longest value shown before it is cut with an ellipsis.
    static let valueLimit = 40

    /// What `step` did, applied forward, or what undoing it did when `forward` is false.
    func describe(_ step: EditTransaction, forward: Bool) -> String {
        let changes = step.changes.map { change in
            (id: change.id, from: forward ? change.before : change.after, to: forward ? change.after : change.before)
        }
        if step.titleBefore != step.titleAfter, changes.isEmpty {
            let (from, to) = forward ? (step.titleBefore, step.titleAfter) : (step.titleAfter, step.titleBefore)
            return "renamed the workout to \(Self.quoted(to ?? "")) (was \(Self.quoted(from ?? "")))"
        }
        guard let main = changes.first else { return "changed nothing" }
        let inner = changes.count - 1
        switch (main.from, main.to) {
        case (nil, let to?):
            let verb = forward ? "added" : "restored"
            return "\(verb) \(Self.name(of: to))\(Self.inside(inner, verb: "with"))\(place(of: to))"
        case (let from?, nil):
            return "removed \(Self.name(of: from))\(Self.inside(inner, verb: "and"))"
        case (let from?, let to?) where from.parentID != to.parentID || from.order != to.order:
            let container = to.parentID.flatMap(lookup).map { Self.name(of: $0) } ?? "the top level"
            let verb = from.parentID == to.parentID ? "within" : (to.parentID == nil ? "to" : "into")
            return "moved \(Self.name(of: to)) \(verb) \(container)"
        case (let from?, let to?):
            return fieldChanges(from: from, to: to)
        case (nil, nil):
            return "changed nothing"
        }
    }

    /// `set reps of exercise "Squat" to 5 (was 3)`, or a list of fields when several changed.
    private func fieldChanges(from: BlockRecord, to: BlockRecord) -> String {
        let old = from.data.objectValue ?? [:]
        let new = to.data.objectValue ?? [:]
        var fields: [String] = []
        for (key, _) in old where new[key] == nil { fields.append(key) }
        for (key, value) in new where old[key] != value { fields.append(key) }
        guard fields.count == 1, let field = fields.first else {
            let list = fields.isEmpty ? "the data" : fields.joined(separator: ", ")
            return "set \(list) of \(Self.name(of: to))"
        }
        let was = old[field].map { " (was \(Self.shown($0)))" } ?? ""
        guard let value = new[field] else { return "removed \(field) of \(Self.name(of: to))\(was)" }
        if Self.nameFields.contains(field) { return "set \(field) of \(Self.name(of: to))\(was)" }
        return "set \(field) of \(Self.name(of: to)) to \(Self.shown(value))\(was)"
    }

    /// ` into set "A1"` for a block added inside a container, else nothing.
    private func place(of record: BlockRecord) -> String {
        guard let parent = record.parentID, let container = lookup(parent) else { return "" }
        return " into \(Self.name(of: container))"
    }

    /// ` and the 2 blocks inside it`, or nothing when there are none.
    private static func inside(_ count: Int, verb: String) -> String {
        switch count {
        case 0: ""
        case 1: " \(verb) the block inside it"
        default: " \(verb) the \(count) blocks inside it"
        }
    }

    /// The fields a block is named by, in order of preference.
    static let nameFields = ["name", "title", "text", "caption"]

    /// `exercise "Squat"`: the kind and the block's name, or its kind and id when it has none.
    static func name(of record: BlockRecord) -> String {
        let data = record.data.objectValue ?? [:]
        for field in nameFields {
            if let text = data[field]?.stringValue, !text.isEmpty { return "\(record.type) \(quoted(text))" }
        }
        return "\(record.type) \(record.id)"
    }

    /// A JSON value as a short line.
    static func shown(_ value: JSONValue) -> String {
        if let text = value.stringValue { return quoted(text) }
        return cut(value.serializedString())
    }

    /// Text in quotes, its control characters and quotes escaped, cut to the value limit.
    static func quoted(_ text: String) -> String {
        JSONValue.string(cut(text)).serializedString()
    }

    private static func cut(_ text: String) -> String {
        text.count > valueLimit ? String(text.prefix(valueLimit - 1)) + "…" : text
    }
}

extension WorkoutSlice {
    /// One line saying what `step` did (or, with `forward` false, what undoing it did), naming blocks as loaded.
    func describe(_ step: EditTransaction, forward: Bool = true) -> String {
        ChangeDescription(lookup: { record(of: $0) }).describe(step, forward: forward)
    }
}
