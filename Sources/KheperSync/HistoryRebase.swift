public import KheperCore
public import KheperEditor

/// Keeps undo coherent after a sync: the undo steps that still describe the merged document are kept, the rest
/// are dropped, so undo never overwrites a change that came from elsewhere.
///
/// Walking back from the newest done step, a step is kept while every block it touched is, in the merged document
/// with the newer kept steps undone, exactly as the step left it (and the title likewise). The first step that no
/// longer matches, and every older one, are dropped; redo steps are always dropped, since they were undone against
/// a document that is gone. So after a sync, undo reverts the person's own newest change when nobody else changed
/// the same blocks, and otherwise there is nothing to undo rather than something wrong.
public enum HistoryRebase {
    /// How many of the newest `done` steps (oldest first) stay undoable over the merged rows and title.
    ///
    /// - Parameters:
    ///   - done: The done steps, oldest first.
    ///   - title: The workout's merged title.
    ///   - rows: The workout's merged block rows by id.
    public static func keptCount(done: [EditTransaction], title: String, rows: [BlockID: BlockRecord]) -> Int {
        var rows = rows
        var title = title
        var kept = 0
        for step in done.reversed() {
            for change in step.changes where rows[change.id] != change.after {
                return kept
            }
            if let after = step.titleAfter, step.titleBefore != after, title != after { return kept }
            for change in step.changes.reversed() { rows[change.id] = change.before }
            if let before = step.titleBefore, step.titleBefore != step.titleAfter { title = before }
            kept += 1
        }
        return kept
    }
}
