public import KheperCore

extension BlockRegistry {
    /// A copy of `document` under a new document id and `title`, every block given a new id and keeping its
    /// place, order and content, so the copy and the original can be edited apart.
    ///
    /// - Throws: `editor.invalidValue` when a block cannot be written as a row.
    public func copy(of document: BlockDocument, title: String) throws(EditorError) -> BlockDocument {
        let records: [BlockRecord]
        do {
            records = try self.records(of: document)
        } catch {
            throw EditorError(.invalidValue, error.message)
        }
        var newIDs: [BlockID: BlockID] = [:]
        for record in records { newIDs[record.id] = BlockID.random() }
        let copied = records.map { record in
            var copy = record
            copy.id = newIDs[record.id] ?? record.id
            copy.parentID = record.parentID.map { newIDs[$0] ?? $0 }
            return copy
        }
        return self.document(
            id: .random(), title: title, extraFields: document.extraFields, records: copied)
    }
}
