public import KheperCore

/// Glue between an editor and a store: loads a workout, and persists every committed transaction (rows + history
/// delta, one StoreWrite) BEFORE the call returns (autosave).
///
/// A failed write rolls the in-memory state back and throws `editor.storage`, so memory never runs ahead of the
/// store.
public struct WorkoutSession: Sendable {
    /// The editor over the loaded workout.
    public private(set) var editor: WorkoutEditor

    /// Where the workout is persisted.
    public let store: any WorkoutStore

    /// Set when stored history could not be read: the next write clears the stale entries.
    private var staleHistoryBefore: Int?

    private init(editor: WorkoutEditor, store: any WorkoutStore, staleHistoryBefore: Int? = nil) {
        self.editor = editor
        self.store = store
        self.staleHistoryBefore = staleHistoryBefore
    }

    /// The document as edited so far.
    public var document: WorkoutDocument { editor.document }

    /// Creates a new, empty workout in `store`.
    public static func create(
        title: String,
        store: any WorkoutStore,
        registry: BlockRegistry
    ) throws(EditorError) -> WorkoutSession {
        try importing(WorkoutDocument(title: title), store: store, registry: registry)
    }

    /// Stores `document` as a new workout and opens it; its blocks are stored as rows, with no history.
    public static func importing(
        _ document: WorkoutDocument,
        store: any WorkoutStore,
        registry: BlockRegistry
    ) throws(EditorError) -> WorkoutSession {
        let records: [BlockRecord]
        do {
            records = try registry.records(of: document)
        } catch {
            throw EditorError(.invalidValue, error.message)
        }
        let workout = WorkoutRecord(
            id: document.id, title: document.title, extraFields: .object(document.extraFields), blocks: records)
        do {
            try store.createWorkout(workout)
        } catch {
            throw EditorError(.storage, "the workout \"\(document.id)\" could not be stored: \(error.message)")
        }
        // What is live must equal what a later load reads back, so the rows are read back the same way.
        let normalized = registry.document(
            id: document.id, title: document.title, extraFields: document.extraFields, records: records)
        return WorkoutSession(editor: WorkoutEditor(document: normalized, registry: registry), store: store)
    }

    /// Opens the stored workout `id`, with its undo history, so undo works across processes.
    ///
    /// - Throws: `editor.storage` when the store fails or has no workout with the id.
    public init(loading id: String, store: any WorkoutStore, registry: BlockRegistry) throws(EditorError) {
        let loaded: WorkoutRecord?
        do {
            loaded = try store.loadWorkout(id: id)
        } catch {
            throw EditorError(.storage, "the workout \"\(id)\" could not be loaded: \(error.message)")
        }
        guard let record = loaded else {
            throw EditorError(.storage, "the store has no workout with the id \"\(id)\"")
        }
        let document = registry.document(
            id: record.id, title: record.title, extraFields: record.extraFields.objectValue ?? [:],
            records: record.blocks)
        var history = EditHistory()
        var stale: Int?
        let decoder = JSONValueDecoder()
        let entries = record.history.sorted { $0.position < $1.position }
        let first = entries.first?.position ?? record.historyCursor
        let contiguous = entries.enumerated().allSatisfy { $0.element.position == first + $0.offset }
        if let transactions = try? entries.map({ try decoder.decode(EditTransaction.self, from: $0.payload) }),
            contiguous, (first...first + entries.count).contains(record.historyCursor)
        {
            history = EditHistory(
                limit: history.limit, entries: transactions, cursor: record.historyCursor - first,
                firstPosition: first)
        } else {
            let next = (entries.last.map { $0.position + 1 } ?? 0)
            history = EditHistory(limit: history.limit, entries: [], cursor: 0, firstPosition: next)
            stale = next
        }
        self.init(
            editor: WorkoutEditor(document: document, registry: registry, history: history), store: store,
            staleHistoryBefore: stale)
    }

    /// Runs one editor operation; on success persists exactly the changed rows and the history delta, then returns.
    ///
    /// When the operation throws, or the store fails, everything it did is rolled back; a store failure throws
    /// `editor.storage`.
    @discardableResult
    public mutating func perform<Result>(
        _ operation: (inout WorkoutEditor) throws(EditorError) -> Result
    ) throws(EditorError) -> Result {
        let oldHistory = editor.history
        let oldTitle = editor.document.title
        editor.beginJournal()
        let result: Result
        do {
            result = try operation(&editor)
        } catch {
            editor.revert(editor.endJournal(), history: oldHistory)
            throw error
        }
        let steps = editor.endJournal()
        let write = makeWrite(steps: steps, oldHistory: oldHistory, oldTitle: oldTitle)
        guard !write.isEmpty else { return result }
        do {
            try store.apply(write)
        } catch {
            editor.revert(steps, history: oldHistory)
            throw EditorError(.storage, "the change could not be saved, so it was undone: \(error.message)")
        }
        staleHistoryBefore = nil
        return result
    }

    /// The rows and history delta the journaled steps amount to.
    private func makeWrite(
        steps: [WorkoutEditor.JournalStep],
        oldHistory: EditHistory,
        oldTitle: String
    ) -> StoreWrite {
        var write = StoreWrite(workoutID: editor.document.id)
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
