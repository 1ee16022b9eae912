public import KheperCore

extension DocumentEditor {
    /// Replaces the document's title and every block with those of `document`, as one undo step: blocks whose ids
    /// both share are updated in place, the others removed or inserted. Undo restores the document as it was.
    ///
    /// - Parameters:
    ///   - document: The document whose title and blocks this one takes.
    ///   - summary: What the step does and what undoing it does, as undo and redo describe it: the caller knows
    ///     why the whole document changed (an imported document, a program advanced).
    ///   - kept: What the caller keeps with the step (``EditTransaction/kept``).
    /// - Throws: `editor.invalidValue` when a block of either document cannot be written as a row.
    @discardableResult
    public mutating func replaceContent(
        with document: BlockDocument, summary: EditTransaction.Summary, kept: JSONValue? = nil
    ) throws(EditorError) -> ChangeSet {
        let old: [BlockRecord]
        let new: [BlockRecord]
        do {
            old = try registry.records(of: self.document)
            new = try registry.records(of: document)
        } catch {
            throw EditorError(.invalidValue, error.message)
        }
        let newByID = Dictionary(new.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let oldIDs = Set(old.map(\.id))
        var changes: [BlockChange] = []
        for record in old {
            let replacement = newByID[record.id]
            guard replacement != record else { continue }
            changes.append(BlockChange(id: record.id, before: record, after: replacement))
        }
        for record in new where !oldIDs.contains(record.id) {
            changes.append(BlockChange(id: record.id, before: nil, after: record))
        }
        let title = self.document.title == document.title ? (nil, nil) : (self.document.title, document.title)
        return commit(
            EditTransaction(
                label: "replace", changes: changes, titleBefore: title.0, titleAfter: title.1, summary: summary,
                kept: kept))
    }
}
