public import KheperCore

/// Where an inserted or moved block goes, relative to a block or to the document's root.
public enum InsertionPoint: Sendable, Hashable {
    /// Just before the block, as its sibling.
    case before(BlockID)
    /// Just after the block, as its sibling.
    case after(BlockID)
    /// As the first child of the block.
    case firstChild(of: BlockID)
    /// As the last child of the block.
    case lastChild(of: BlockID)
    /// As the first root block.
    case rootStart
    /// As the last root block.
    case rootEnd
}
