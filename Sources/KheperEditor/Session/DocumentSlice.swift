public import KheperCore

/// The part of a stored document that one edit needs, read inside one exclusive store transaction: the blocks it
/// names with their ancestors, the siblings around the place it puts a block, and the latest history steps.
///
/// An edit through a slice costs what it touches, never the size of the document, and is atomic against every
/// other writer: the slice reads, the editor decides and the store writes in the same transaction. Start one with
/// ``DocumentSession/edit(document:in:registry:_:)``.
public struct DocumentSlice {
    /// How many siblings on each side of a gap are read, enough for the editor's bounded rebalance window.
    public static let neighbourCount = 33

    /// The document's header as read when the slice began.
    public let header: DocumentHeader

    /// The kinds the document is checked against.
    public let registry: BlockRegistry

    private let transaction: any DocumentStoreTransaction
    private var records: [BlockID: BlockRecord] = [:]
    private var ancestorsLoaded: Set<BlockID> = []
    private var history: [HistoryEntry] = []
    private var performed = false

    init(header: DocumentHeader, registry: BlockRegistry, transaction: any DocumentStoreTransaction) {
        self.header = header
        self.registry = registry
        self.transaction = transaction
    }

    /// The loaded row of a block, or `nil` when it is not loaded.
    public func record(of id: BlockID) -> BlockRecord? {
        records[id]
    }

    /// At most `limit` blocks whose id starts with `prefix`, with their kinds, in id order.
    public func blocks(withPrefix prefix: String, limit: Int) throws(EditorError) -> [(id: BlockID, kind: BlockKind)] {
        try reading { () throws(StoreError) in try transaction.blockIDs(withPrefix: prefix, limit: limit) }
    }

    /// Reads a block with its ancestors; returns its row, or `nil` when the document has no such block.
    @discardableResult
    public mutating func load(_ id: BlockID) throws(EditorError) -> BlockRecord? {
        if let record = records[id], ancestorsLoaded.contains(id) { return record }
        guard let record = try reading({ () throws(StoreError) in try transaction.blocks([id]) }).first else {
            return nil
        }
        records[id] = record
        try loadAncestors(of: record)
        return record
    }

    /// Reads every block, for an operation that rewrites the whole document (`DocumentEditor.replaceContent`); the
    /// history is still read only as far as the latest steps.
    public mutating func loadAll() throws(EditorError) {
        let roots = try reading { () throws(StoreError) in
            try transaction.children(of: nil, .after, nil, limit: .max)
        }
        for root in roots {
            records[root.id] = root
            ancestorsLoaded.insert(root.id)
            try loadSubtree(of: root.id)
        }
    }

    /// Reads a block with its ancestors and everything below it.
    public mutating func loadSubtree(of id: BlockID) throws(EditorError) {
        guard try load(id) != nil else { return }
        for record in try reading({ () throws(StoreError) in try transaction.subtree(of: id) }) {
            records[record.id] = record
            ancestorsLoaded.insert(record.id)
        }
    }

    /// Reads what placing a block at `point` needs: the reference block or container with its ancestors, and the
    /// nearest ``neighbourCount`` siblings on each side of the gap (every child, when the container limits how
    /// many it holds).
    public mutating func loadPlacement(_ point: InsertionPoint) throws(EditorError) {
        let count = Self.neighbourCount
        let parent: BlockID?
        switch point {
        case .before(let reference), .after(let reference):
            guard let record = try load(reference) else { return }
            parent = record.parentID
            let after = point == .after(reference)
            try loadChildren(of: parent, .before, record.order, limit: after ? count - 1 : count)
            try loadChildren(of: parent, .after, record.order, limit: after ? count : count - 1)
        case .firstChild(let container):
            guard try load(container) != nil else { return }
            parent = container
            try loadChildren(of: parent, .after, nil, limit: count)
        case .lastChild(let container):
            guard try load(container) != nil else { return }
            parent = container
            try loadChildren(of: parent, .before, nil, limit: count)
        case .rootStart:
            parent = nil
            try loadChildren(of: nil, .after, nil, limit: count)
        case .rootEnd:
            parent = nil
            try loadChildren(of: nil, .before, nil, limit: count)
        }
        // A container that limits its children is checked against all of them; there are few by definition.
        if let parent, let kind = records[parent]?.kind, let definition = registry.definition(for: kind),
            definition.nesting.maximumChildren != nil
        {
            try loadChildren(of: parent, .after, nil, limit: Int.max)
        }
    }

    /// Reads the latest history steps: the one an undo reverts and the one a redo applies, with every block they
    /// name, those blocks' parents on both sides, and their ancestors.
    private mutating func loadLatestSteps() throws(EditorError) {
        let cursor = header.historyCursor
        history = try reading { () throws(StoreError) in
            try transaction.history(in: max(0, cursor - 1)..<(cursor + 1))
        }
        let decoder = JSONValueDecoder()
        for entry in history {
            guard let step = try? decoder.decode(EditTransaction.self, from: entry.payload) else { continue }
            for change in step.changes {
                try load(change.id)
                for parent in [change.before?.parentID, change.after?.parentID].compactMap({ $0 }) {
                    try load(parent)
                }
            }
        }
    }

    /// Runs one editor operation on the loaded blocks and writes what it changed in the slice's transaction.
    ///
    /// Call it once per slice, after loading what the operation reads.
    /// - Returns: The operation's value and the history step it recorded (`nil` when nothing changed).
    public mutating func perform<Value>(
        _ operation: (inout DocumentEditor) throws(EditorError) -> Value
    ) throws(EditorError) -> (value: Value, step: EditTransaction?) {
        precondition(!performed, "a slice performs one operation")
        performed = true
        var editor = makeEditor()
        let commit = EditCommit(storedHistoryStart: header.historyPositions.first)
        let result = try reading { () throws(StoreError) in
            try commit.run(operation, on: &editor, through: transaction)
        }
        let outcome = try result.get()
        return (outcome.value, outcome.steps.last?.transaction)
    }

    /// Undoes the document's latest step, whoever made it, as a new change against the stored blocks, and returns
    /// the step.
    ///
    /// - Throws: `editor.nothing-to-undo` when there is none, and `editor.step-no-longer-applies` when a block it
    ///   changed has changed since or the block it would go back into is gone; nothing is changed then.
    public mutating func undo() throws(EditorError) -> EditTransaction {
        try applyLatestStep(forward: false)
    }

    /// Undoes the document's latest step as ``undo()`` does when `accept` approves it, and returns it; returns nil,
    /// changing nothing, when there is no step or `accept` refuses it, as a caller undoing only its own step does.
    ///
    /// - Throws: `editor.step-no-longer-applies` as ``undo()`` does.
    public mutating func undo(onlyIf accept: (EditTransaction) -> Bool) throws(EditorError) -> EditTransaction? {
        try loadLatestSteps()
        guard let step = makeEditor().history.undoStep, accept(step) else { return nil }
        return try applyLatestStep(forward: false)
    }

    /// Redoes the document's latest undone step as a new change against the stored blocks, and returns the step.
    ///
    /// - Throws: `editor.nothing-to-redo` when there is none, and `editor.step-no-longer-applies` when the blocks
    ///   no longer match the step; nothing is changed then.
    public mutating func redo() throws(EditorError) -> EditTransaction {
        try applyLatestStep(forward: true)
    }

    /// Undoes (or, `forward`, redoes) the step next to the history's cursor once it is checked against the rows.
    private mutating func applyLatestStep(forward: Bool) throws(EditorError) -> EditTransaction {
        try loadLatestSteps()
        let history = makeEditor().history
        guard let step = forward ? history.redoStep : history.undoStep else {
            throw forward
                ? EditorError(.nothingToRedo, "there is nothing to redo")
                : history.nothingToUndo
        }
        try check(step, forward: forward)
        _ = try perform { editor throws(EditorError) in
            if forward { try editor.redo() } else { try editor.undo() }
        }
        return step
    }

    /// Refuses a step whose blocks are not as it expects: each must be as the step left it (undo) or found it
    /// (redo), and each parent it puts a block into must exist.
    private func check(_ step: EditTransaction, forward: Bool) throws(EditorError) {
        let verb = forward ? "redone" : "undone"
        for change in step.changes {
            let expected = forward ? change.before : change.after
            let target = forward ? change.after : change.before
            if records[change.id] != expected {
                let type = (expected ?? target).map { JSONValue.string($0.kind.rawValue).description } ?? "a"
                let what = records[change.id] == nil ? "has been removed" : "has changed since"
                throw EditorError(
                    .stepNoLongerApplies,
                    "the last change (\(step.label)) can no longer be \(verb): the \(type) block \"\(change.id)\" \(what)"
                )
            }
            if let parent = target?.parentID, records[parent] == nil,
                !step.changes.contains(where: { $0.id == parent && (forward ? $0.after : $0.before) != nil })
            {
                throw EditorError(
                    .stepNoLongerApplies,
                    "the last change (\(step.label)) can no longer be \(verb): the block \"\(parent)\" it would go back "
                        + "into has been removed")
            }
        }
    }

    /// An editor over the loaded blocks and the latest history steps.
    private func makeEditor() -> DocumentEditor {
        let document = registry.document(
            id: header.id, title: header.title, extraFields: header.extraFields,
            records: Array(records.values))
        let decoder = JSONValueDecoder()
        let steps = history.compactMap { try? decoder.decode(EditTransaction.self, from: $0.payload) }
        let cursor = header.historyCursor
        let limit = EditHistory.defaultLimit
        let editorHistory: EditHistory
        if steps.count == history.count, let first = history.first, first.position <= cursor,
            cursor <= first.position + steps.count
        {
            editorHistory = EditHistory(
                limit: limit, entries: steps, cursor: cursor - first.position, firstPosition: first.position)
        } else {
            // Unreadable steps are neither undone nor redone; a new edit replaces them.
            editorHistory = EditHistory(limit: limit, entries: [], cursor: 0, firstPosition: cursor)
        }
        var editor = DocumentEditor(document: document, registry: registry, history: editorHistory)
        editor.respacesWholeLists = false  // It holds only the siblings near the places it edits.
        return editor
    }

    /// Loads the ancestors of a loaded block, once.
    private mutating func loadAncestors(of record: BlockRecord) throws(EditorError) {
        guard ancestorsLoaded.insert(record.id).inserted, let parent = record.parentID else { return }
        if records[parent] != nil, ancestorsLoaded.contains(parent) { return }
        let chain = try reading { () throws(StoreError) in try transaction.ancestors(of: record.id) }
        for ancestor in chain {
            records[ancestor.id] = ancestor
            ancestorsLoaded.insert(ancestor.id)
        }
    }

    /// Loads children of `parent` on one side of `key`.
    private mutating func loadChildren(
        of parent: BlockID?,
        _ side: SiblingSide,
        _ key: OrderKey?,
        limit: Int
    ) throws(EditorError) {
        guard limit > 0 else { return }
        let children = try reading { () throws(StoreError) in
            try transaction.children(of: parent, side, key, limit: limit)
        }
        for child in children {
            records[child.id] = child
            // Siblings share their parent's ancestors, which are loaded with it.
            ancestorsLoaded.insert(child.id)
        }
    }

    /// Runs a store read, turning its failure into `editor.storage`.
    private func reading<Value>(_ read: () throws(StoreError) -> Value) throws(EditorError) -> Value {
        do {
            return try read()
        } catch {
            throw EditorError(.storage, "the workout \"\(header.id)\" could not be read: \(error.message)")
        }
    }
}

extension DocumentSession {
    /// Runs `body` on a ``DocumentSlice`` of the stored document `id`, inside one exclusive store transaction: what
    /// it reads is current, and what it performs is stored when this returns. When `body` throws, nothing is
    /// stored.
    ///
    /// This is how a one-shot edit (a command-line change) stays atomic against every other writer and costs
    /// what it touches rather than the document's size.
    /// - Throws: The error `body` throws; `editor.storage` when the store fails or has no document with the id.
    public static func edit<Value>(
        document id: DocumentID,
        in store: any DocumentStore,
        registry: BlockRegistry,
        _ body: (inout DocumentSlice) throws(EditorError) -> Value
    ) throws(EditorError) -> Value {
        var refusal: EditorError?
        do throws(StoreError) {
            return try store.exclusively(id) { (transaction) throws(StoreError) -> Value in
                guard let header = try transaction.header() else {
                    throw StoreError(.notFound, "the store has no workout with the id \"\(id)\"")
                }
                var slice = DocumentSlice(header: header, registry: registry, transaction: transaction)
                do throws(EditorError) {
                    return try body(&slice)
                } catch {
                    // Throwing a store error rolls the transaction back, so a refusal leaves nothing behind.
                    refusal = error
                    throw StoreError(.conflict, error.message)
                }
            }
        } catch {
            if let refusal { throw refusal }
            throw EditorError(.storage, "the change could not be saved, so nothing changed: \(error.message)")
        }
    }
}
