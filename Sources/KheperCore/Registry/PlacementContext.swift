/// Where a block would go: the top level or inside a parent of some kind, with the parent's depth and how many
/// children it already holds. The question ``BlockRegistry/placementRefusal(of:writtenAs:height:at:adding:)`` answers
/// and ``BlockRegistry/insertableKinds(at:)`` lists kinds for.
public struct PlacementContext: Sendable, Hashable {
    /// Whether the position is the document's top level.
    public var isRoot: Bool

    /// The parent's kind; `nil` at the top level or for a parent whose kind is not registered, which constrains
    /// nothing.
    public var parentKind: BlockKind?

    /// The parent's id, named in messages when known.
    public var parentID: BlockID?

    /// The depth a block placed here sits at: 0 at the top level, 1 inside a root block, and so on.
    public var depth: Int

    /// How many children the parent holds before the placement.
    public var childCount: Int

    /// The document's top level, which holds `childCount` blocks.
    public static func root(childCount: Int = 0) -> PlacementContext {
        PlacementContext(isRoot: true, parentKind: nil, parentID: nil, depth: 0, childCount: childCount)
    }

    /// Inside a block of `kind` (`nil` when unregistered) at `depth`, which holds `childCount` children.
    public static func inside(_ kind: BlockKind?, id: BlockID? = nil, depth: Int, childCount: Int = 0)
        -> PlacementContext
    { PlacementContext(isRoot: false, parentKind: kind, parentID: id, depth: depth, childCount: childCount) }
}
