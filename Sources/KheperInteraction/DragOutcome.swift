public import KheperCore
public import KheperEditor

/// What ending a drag did to the document: one move, one delete, or nothing.
public enum DragOutcome: Sendable, Hashable {
    /// The block moved to `point`, as one undo step.
    case moved(BlockID, to: InsertionPoint, changes: ChangeSet)
    /// The block and everything below it were deleted, as one undo step.
    case deleted(BlockID, changes: ChangeSet)
    /// Nothing changed: the drop was where the block started, at a refused place, or before any update.
    case unchanged

    /// The editor's change set, empty when nothing changed.
    public var changes: ChangeSet {
        switch self {
        case .moved(_, _, let changes), .deleted(_, let changes): changes
        case .unchanged: ChangeSet()
        }
    }
}
