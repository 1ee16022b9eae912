public import KheperCore
public import KheperEditor

/// What ending the drag would do: place the block between rows, as a container's first or last child, delete
/// it, or nothing.
public enum DropTarget: Sendable, Hashable {
    /// Between two rows as a sibling: `.before(next)` when a sibling follows, else `.rootEnd`.
    case between(InsertionPoint)
    /// As the first child of an open container: the gap right below its row, one level deeper.
    case firstChild(of: BlockID)
    /// As the last child of an open container: the gap after its last descendant, at its children's depth.
    case lastChild(of: BlockID)
    /// Onto the trash: ending deletes the block with everything below it.
    case trash
    /// Nowhere: no depth at the gap is allowed, so ending changes nothing.
    case none

    /// Where ending moves the block, or `nil` for the trash and for nowhere.
    public var insertionPoint: InsertionPoint? {
        switch self {
        case .between(let point): point
        case .firstChild(let id): .firstChild(of: id)
        case .lastChild(let id): .lastChild(of: id)
        case .trash, .none: nil
        }
    }
}
