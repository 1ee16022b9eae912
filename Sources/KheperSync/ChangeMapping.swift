public import KheperCore
public import KheperEditor

/// Turns what an edit changed (block rows before and after, the title) into change intents, in an order the
/// server can apply one by one to reach the same document.
///
/// Inserts and moves come parents first (by depth after the edit, so no step makes a cycle), then updates, which
/// name only the top-level `data` members that changed; deletes name only the top of each removed subtree and come
/// first, unless a block moves out of a removed one (an unwrap), when they come last.
public enum ChangeMapping {
    /// The intents for one edit of the workout `workout`.
    ///
    /// - Parameters:
    ///   - workout: The workout's id.
    ///   - changes: The blocks the edit changed, each with its row before and after.
    ///   - titleBefore: The title before, when the edit changed it.
    ///   - titleAfter: The title after, when the edit changed it.
    ///   - extraAfter: The workout envelope's extra members the edit set (all of them for a new workout); they go
    ///     into the `putWorkout` with `titleAfter`.
    ///   - parentOf: The parent of a block the edit did not change, as it is after the edit.
    public static func intents(
        workout: String,
        changes: [BlockChange],
        titleBefore: String? = nil,
        titleAfter: String? = nil,
        extraAfter: JSONObject = JSONObject(),
        parentOf: (BlockID) -> BlockID?
    ) -> [ChangeIntent] {
        var intents: [ChangeIntent] = []
        if let titleAfter, titleAfter != titleBefore || !extraAfter.isEmpty {
            intents.append(.putWorkout(workout: workout, title: titleAfter, extra: extraAfter))
        }
        var afterParent: [BlockID: BlockID?] = [:]
        var removed: Set<BlockID> = []
        for change in changes {
            if let after = change.after {
                afterParent[change.id] = .some(after.parentID)
            } else {
                removed.insert(change.id)
            }
        }
        var placements: [(depth: Int, position: Int, intent: ChangeIntent)] = []
        var updates: [ChangeIntent] = []
        var deletes: [ChangeIntent] = []
        var movesOutOfRemoved = false
        var depths: [BlockID: Int] = [:]
        func depth(of id: BlockID) -> Int {
            if let known = depths[id] { return known }
            var count = 0
            var current: BlockID? = id
            var seen: Set<BlockID> = []
            while let next = current, seen.insert(next).inserted {
                count += 1
                current = afterParent[next] ?? parentOf(next)
            }
            depths[id] = count
            return count
        }
        for (position, change) in changes.enumerated() {
            switch (change.before, change.after) {
            case (nil, nil):
                continue
            case (nil, let after?):
                placements.append(
                    (depth(of: change.id), position, .insertBlock(workout: workout, block: syncBlock(after))))
            case (let before?, nil):
                if let parent = before.parentID, removed.contains(parent) { continue }
                deletes.append(.deleteBlock(workout: workout, block: change.id))
            case (let before?, let after?):
                if before.parentID != after.parentID || before.order != after.order {
                    if let parent = before.parentID, removed.contains(parent) { movesOutOfRemoved = true }
                    placements.append(
                        (
                            depth(of: change.id), position,
                            .moveBlock(workout: workout, block: change.id, parent: after.parentID, order: after.order)
                        ))
                }
                if let update = update(workout: workout, from: before, to: after) { updates.append(update) }
            }
        }
        placements.sort { ($0.depth, $0.position) < ($1.depth, $1.position) }
        if !movesOutOfRemoved { intents += deletes }
        intents += placements.map(\.intent)
        intents += updates
        if movesOutOfRemoved { intents += deletes }
        return intents
    }

    /// The intents for one editor transaction applied forward (or, for an undo, backward), given the document as
    /// it stands after it.
    public static func intents(
        for transaction: EditTransaction, forward: Bool, after document: BlockDocument
    ) -> [ChangeIntent] {
        let changes = transaction.changes.map { change in
            forward ? change : BlockChange(id: change.id, before: change.after, after: change.before)
        }
        return intents(
            workout: document.id.rawValue, changes: changes,
            titleBefore: forward ? transaction.titleBefore : transaction.titleAfter,
            titleAfter: forward ? transaction.titleAfter : transaction.titleBefore
        ) { document[$0]?.parentID }
    }

    /// The update that takes a block's payload from `before` to `after`, naming only the changed `data` and
    /// `extra` members, or `nil` when the payload did not change.
    ///
    /// A block kept raw, or one whose `data` is not an object before or after, carries its whole new `data`
    /// instead (``RawChange``), since members cannot describe it.
    static func update(workout: String, from before: BlockRecord, to after: BlockRecord) -> ChangeIntent? {
        let kind =
            before.kind != after.kind || before.version != after.version
            ? KindChange(type: after.kind, version: after.version) : nil
        var fields = JSONObject()
        var raw: RawChange?
        if let old = before.data.objectValue, let new = after.data.objectValue, !before.isRawNode, !after.isRawNode {
            fields = changedMembers(from: old, to: new)
        } else if before.data != after.data || before.isRawNode != after.isRawNode {
            raw = RawChange(data: after.data, isRawNode: after.isRawNode)
        }
        let extra = changedMembers(
            from: before.extraFields, to: after.extraFields)
        guard kind != nil || !fields.isEmpty || !extra.isEmpty || raw != nil else { return nil }
        return .updateBlock(workout: workout, block: after.id, fields: fields, kind: kind, extra: extra, raw: raw)
    }

    /// The top-level members that differ from `old` to `new`: each changed or new one, and a JSON null for each
    /// removed one.
    public static func changedMembers(from old: JSONObject, to new: JSONObject) -> JSONObject {
        var members = JSONObject()
        for (name, value) in new where old[name] != value { members[name] = value }
        for (name, _) in old where new[name] == nil { members[name] = .null }
        return members
    }

    /// A store row as sync's row.
    public static func syncBlock(_ record: BlockRecord) -> SyncBlock {
        SyncBlock(
            id: record.id, parent: record.parentID, order: record.order, type: record.kind, version: record.version,
            data: record.data, extraFields: record.extraFields, isRawNode: record.isRawNode)
    }

    /// Sync's row as a store row.
    public static func blockRecord(_ block: SyncBlock) -> BlockRecord {
        BlockRecord(
            id: block.id, parentID: block.parent, order: block.order, kind: block.type, version: block.version,
            data: block.data, extraFields: block.extraFields, isRawNode: block.isRawNode)
    }
}
