public import KheperCore

/// One workout as sync sees it: its title, whether it was deleted, and every block it has held.
public struct SyncWorkout: Sendable, Hashable, Codable {
    /// The workout's title.
    public var title: String

    /// Whether the workout was deleted; a deleted workout takes no more changes.
    public var isDeleted: Bool

    /// Every block by id, deleted ones included.
    public var blocks: [BlockID: SyncBlock]

    /// Creates a workout.
    public init(title: String, isDeleted: Bool = false, blocks: [BlockID: SyncBlock] = [:]) {
        self.title = title
        self.isDeleted = isDeleted
        self.blocks = blocks
    }

    /// The blocks not deleted.
    public var liveBlocks: [SyncBlock] { blocks.values.filter { !$0.isDeleted } }

    /// The live children of `parent` (the root when `nil`), in key order.
    public func liveChildren(of parent: BlockID?) -> [SyncBlock] {
        blocks.values.filter { !$0.isDeleted && $0.parent == parent }.sorted { $0.order < $1.order }
    }

    /// Whether `ancestor` is `id` or one of its ancestors.
    public func isAncestor(_ ancestor: BlockID, of id: BlockID) -> Bool {
        var current: BlockID? = id
        var steps = 0
        while let candidate = current, steps <= blocks.count {
            if candidate == ancestor { return true }
            current = blocks[candidate]?.parent
            steps += 1
        }
        return false
    }
}
