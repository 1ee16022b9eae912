public import KheperCore
public import KheperEditor

/// What committing a ``BlockFieldForm`` changes: the field edits of one block, applied by `DocumentEditor` as
/// one transaction, so one undo restores the block as it was before the form opened.
public struct BlockFieldFormCommit: Sendable, Hashable {
    /// The block to edit.
    public let blockID: BlockID

    /// The field edits, one per changed field (a list field such as `sets` is replaced whole); a `nil` value
    /// removes a field whose text was emptied.
    public let changes: [FieldChange]

    /// Creates a commit.
    public init(blockID: BlockID, changes: [FieldChange]) {
        self.blockID = blockID
        self.changes = changes
    }

    /// Whether the form changed nothing, so there is nothing to apply.
    public var isEmpty: Bool { changes.isEmpty }

    /// Applies the edits to `editor` as one undo step with `DocumentEditor.update`; an empty commit applies
    /// nothing and records no step.
    ///
    /// - Throws: `EditorError` when the editor refuses the edits (the block is gone, or the new data breaks a rule
    ///   between fields); nothing changed then.
    @discardableResult
    public func apply(to editor: inout DocumentEditor) throws(EditorError) -> ChangeSet {
        guard !changes.isEmpty else { return ChangeSet() }
        return try editor.update(blockID, changes)
    }
}
