import KheperCore

/// Runs one editor operation and writes what it changed through a store transaction: the rows of exactly the
/// blocks it touched plus the history delta, as one ``StoreWrite``.
///
/// Shared by full sessions and by slices, so both persist an edit the same way.
struct EditCommit {
    /// What the operation returned, and the steps it applied (empty when it changed nothing).
    struct Outcome<Value> {
        var value: Value
        var steps: [DocumentEditor.JournalStep]
        /// Whether a write reached the store.
        var wrote: Bool
    }

    /// Where the history entries stored for the document begin, so entries beyond the history's limit are removed
    /// even when only the latest ones were loaded; `nil` when the editor holds the whole history.
    var storedHistoryStart: Int?

    /// Entries before this position could not be read and are removed by the next write.
    var staleHistoryBefore: Int?

    /// Runs `operation` on `editor` and applies its write through `transaction`.
    ///
    /// A refusal reverts the editor and comes back as `.failure`; a failed write reverts the editor and throws,
    /// so the store transaction rolls back too.
    func run<Value>(
        _ operation: (inout DocumentEditor) throws(EditorError) -> Value,
        on editor: inout DocumentEditor,
        through transaction: any DocumentStoreTransaction
    ) throws(StoreError) -> Result<Outcome<Value>, EditorError> {
        let oldHistory = editor.history
        let oldTitle = editor.document.title
        editor.beginJournal()
        let value: Value
        do {
            value = try operation(&editor)
        } catch {
            editor.revert(editor.endJournal(), history: oldHistory)
            return .failure(error)
        }
        let steps = editor.endJournal()
        let write = makeWrite(for: editor, steps: steps, oldHistory: oldHistory, oldTitle: oldTitle)
        if !write.isEmpty {
            do {
                try transaction.apply(write)
            } catch {
                editor.revert(steps, history: oldHistory)
                throw error
            }
        }
        return .success(Outcome(value: value, steps: steps, wrote: !write.isEmpty))
    }

    /// The rows and history delta the journaled steps amount to.
    private func makeWrite(
        for editor: DocumentEditor,
        steps: [DocumentEditor.JournalStep],
        oldHistory: EditHistory,
        oldTitle: String
    ) -> StoreWrite {
        var write = StoreWrite(documentID: editor.document.id)
        if editor.document.title != oldTitle { write.title = editor.document.title }
        var first: [BlockID: BlockRecord?] = [:]
        var last: [BlockID: BlockRecord?] = [:]
        var order: [BlockID] = []
        for step in steps {
            for change in step.transaction.changes {
                let from = step.forward ? change.before : change.after
                let to = step.forward ? change.after : change.before
                if first[change.id] == nil {
                    first[change.id] = .some(from)
                    order.append(change.id)
                }
                last[change.id] = .some(to)
            }
        }
        for id in order {
            let before = first[id] ?? nil
            let after = last[id] ?? nil
            guard before != after else { continue }
            if let after {
                write.upserts.append(after)
            } else if before != nil {
                write.deletions.append(id)
            }
        }
        write.history = historyChange(from: oldHistory, to: editor.history)
        return write
    }

    /// The entries to delete and write, and the new cursor, that turn the stored `old` history into `new`.
    private func historyChange(from old: EditHistory, to new: EditHistory) -> HistoryChange? {
        let oldEnd = old.firstPosition + old.entries.count
        let newEnd = new.firstPosition + new.entries.count
        var firstDifferent = min(oldEnd, newEnd)
        var position = max(old.firstPosition, new.firstPosition)
        while position < firstDifferent {
            if old.stamps[position - old.firstPosition] != new.stamps[position - new.firstPosition] {
                firstDifferent = position
            }
            position += 1
        }
        firstDifferent = max(firstDifferent, new.firstPosition)
        var change = HistoryChange(cursor: new.absoluteCursor)
        if oldEnd > firstDifferent { change.removeFrom = firstDifferent }
        if new.firstPosition > old.firstPosition { change.removeBefore = new.firstPosition }
        if let stale = staleHistoryBefore { change.removeBefore = max(change.removeBefore ?? 0, stale) }
        if let start = storedHistoryStart, newEnd > oldEnd || firstDifferent < oldEnd, newEnd - new.limit > start {
            change.removeBefore = max(change.removeBefore ?? 0, newEnd - new.limit)
        }
        let encoder = JSONValueEncoder()
        for position in firstDifferent..<max(firstDifferent, newEnd) {
            let transaction = new.entries[position - new.firstPosition]
            guard let payload = try? encoder.encode(transaction) else { continue }
            change.upserts.append(HistoryEntry(position: position, payload: payload))
        }
        let unchanged =
            change.removeFrom == nil && change.removeBefore == nil && change.upserts.isEmpty
            && change.cursor == old.absoluteCursor
        return unchanged ? nil : change
    }
}
