public import KheperCore

/// One row an outline editor shows: a block, its indentation and whether it is an open or closed container.
///
/// A collapsed container's descendants are not rows. Depth counts indentation levels from 0 for a root block, as
/// `BlockDocument.depth(of:)` does.
public struct VisibleRow: Sendable, Hashable {
    /// The block the row shows.
    public var id: BlockID

    /// The indentation level: 0 for a root block, 1 for its children, and so on.
    public var depth: Int

    /// Whether the block may hold children, so a drop may indent under it.
    public var isContainer: Bool

    /// Whether the container is closed, so its children are not rows and it takes no drops inside.
    public var isCollapsed: Bool

    /// Creates a row.
    public init(id: BlockID, depth: Int, isContainer: Bool = false, isCollapsed: Bool = false) {
        self.id = id
        self.depth = depth
        self.isContainer = isContainer
        self.isCollapsed = isCollapsed
    }

    /// The rows of `document` in document order, leaving out everything below a collapsed container; O(visible
    /// rows) plus the collapsed ids.
    ///
    /// A block is a container when its registered kind says so; an unknown block counts as one only when it
    /// holds children. Ids in `collapsed` that name leaves are ignored.
    public static func rows(
        of document: BlockDocument,
        collapsed: Set<BlockID> = [],
        registry: BlockRegistry
    ) -> [VisibleRow] {
        rows(from: document.childIDs(of: nil).reversed().map { ($0, 0) }, of: document, collapsed, registry)
    }

    /// The rows of the block `id`, shown at `depth`, and of its descendants not below a collapsed container, as
    /// ``rows(of:collapsed:registry:)`` lists them; an editor patching its rows after a change puts these in place.
    public static func rows(
        ofSubtree id: BlockID,
        atDepth depth: Int,
        in document: BlockDocument,
        collapsed: Set<BlockID> = [],
        registry: BlockRegistry
    ) -> [VisibleRow] {
        rows(from: [(id, depth)], of: document, collapsed, registry)
    }

    /// The rows of the blocks on `stack` (the last one first) and of their shown descendants.
    private static func rows(
        from stack: [(id: BlockID, depth: Int)], of document: BlockDocument, _ collapsed: Set<BlockID>,
        _ registry: BlockRegistry
    ) -> [VisibleRow] {
        var rows: [VisibleRow] = []
        var stack = stack
        while let (id, depth) = stack.popLast() {
            guard let node = document[id] else { continue }
            let childCount = document.childCount(of: id)
            let isContainer: Bool
            if let kind = node.content.registeredKind, let definition = registry.definition(for: kind) {
                isContainer = definition.nesting.isContainer
            } else {
                isContainer = childCount > 0
            }
            let isCollapsed = isContainer && collapsed.contains(id)
            rows.append(VisibleRow(id: id, depth: depth, isContainer: isContainer, isCollapsed: isCollapsed))
            if !isCollapsed && childCount > 0 {
                stack += document.childIDs(of: id).reversed().map { ($0, depth + 1) }
            }
        }
        return rows
    }
}
