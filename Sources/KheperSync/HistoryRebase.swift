public import KheperCore
public import KheperEditor

/// Keeps undo coherent after a sync: the undo steps that still describe the merged document are kept, the rest
/// are dropped, so undo never overwrites a change that came from elsewhere and never fails.
///
/// Walking back from the newest done step, a step is kept while every block it touched is, in the merged document
/// with the newer kept steps undone, exactly as the step left it (and the title likewise), and while undoing it
/// would put every block back under a parent that exists at a key no other sibling holds, and remove no block that
/// another device put under one the step inserted, nor bring back a block the server holds as deleted. The first step that fails
/// either test, and every older one, are dropped; redo steps are always dropped, since they were undone against a
/// document that is gone. So after a sync, undo reverts the person's own newest change when nobody else changed
/// the same blocks, and otherwise there is nothing to undo rather than something wrong.
public enum HistoryRebase {
    /// A sibling slot: the parent (`nil` for the root) and the key.
    private struct Slot: Hashable {
        var parent: BlockID?
        var order: OrderKey
    }

    /// How many of the newest `done` steps (oldest first) stay undoable over the merged rows and title.
    ///
    /// - Parameters:
    ///   - done: The done steps, oldest first.
    ///   - title: The workout's merged title.
    ///   - rows: The workout's merged block rows by id.
    ///   - deleted: The blocks the server holds as deleted: a step whose undo would bring one back is dropped,
    ///     since a deleted block stays deleted.
    public static func keptCount(
        done: [EditTransaction], title: String, rows: [BlockID: BlockRecord], deleted: Set<BlockID> = []
    ) -> Int {
        var rows = rows
        var title = title
        var slots: [Slot: BlockID] = [:]
        for row in rows.values { slots[Slot(parent: row.parentID, order: row.order)] = row.id }
        var kept = 0
        for step in done.reversed() {
            for change in step.changes where rows[change.id] != change.after {
                return kept
            }
            for change in step.changes where change.after == nil && deleted.contains(change.id) {
                return kept
            }
            if let after = step.titleAfter, step.titleBefore != after, title != after { return kept }
            var undone = rows
            var undoneSlots = slots
            for change in step.changes {
                if let after = change.after { undoneSlots[Slot(parent: after.parentID, order: after.order)] = nil }
            }
            for change in step.changes.reversed() { undone[change.id] = change.before }
            for change in step.changes {
                guard let before = change.before else { continue }
                let slot = Slot(parent: before.parentID, order: before.order)
                if let holder = undoneSlots[slot], holder != before.id { return kept }
                undoneSlots[slot] = before.id
            }
            for change in step.changes {
                guard let before = change.before, let parent = before.parentID else { continue }
                if undone[parent] == nil { return kept }
            }
            let removed = Set(step.changes.filter { $0.before == nil }.map(\.id))
            if !removed.isEmpty, undone.values.contains(where: { $0.parentID.map(removed.contains) ?? false }) {
                return kept
            }
            rows = undone
            slots = undoneSlots
            if let before = step.titleBefore, step.titleBefore != step.titleAfter { title = before }
            kept += 1
        }
        return kept
    }
}
