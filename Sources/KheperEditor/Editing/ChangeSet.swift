public import KheperCore

/// The blocks one operation changed, each id in exactly the lists that describe how its row changed.
public struct ChangeSet: Sendable, Hashable {
    /// Blocks that did not exist before, parents before children.
    public var inserted: [BlockID]

    /// Blocks that no longer exist, parents before children.
    public var removed: [BlockID]

    /// Blocks whose parent or order key changed, including siblings given fresh keys by a rebalance.
    public var moved: [BlockID]

    /// Blocks whose payload changed.
    public var updated: [BlockID]

    /// Whether the title changed.
    public var titleChanged: Bool

    /// Creates a change set.
    public init(
        inserted: [BlockID] = [],
        removed: [BlockID] = [],
        moved: [BlockID] = [],
        updated: [BlockID] = [],
        titleChanged: Bool = false
    ) {
        self.inserted = inserted
        self.removed = removed
        self.moved = moved
        self.updated = updated
        self.titleChanged = titleChanged
    }

    /// Whether nothing changed.
    public var isEmpty: Bool {
        inserted.isEmpty && removed.isEmpty && moved.isEmpty && updated.isEmpty && !titleChanged
    }

    /// Every id the change set names, once each.
    public var allIDs: Set<BlockID> {
        Set(inserted).union(removed).union(moved).union(updated)
    }
}
