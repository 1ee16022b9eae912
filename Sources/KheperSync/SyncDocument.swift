public import KheperCore

/// One workout as sync sees it: its title, whether it was deleted, and every block it has held.
public struct SyncDocument: Sendable, Hashable, Codable {
    /// The workout's title.
    public var title: String

    /// The members of the workout's envelope beyond the standard ones, as `BlockDocument.extraFields` holds them,
    /// kept for losslessness.
    public var extraFields: JSONObject

    /// Whether the workout was deleted; a deleted workout takes no more changes.
    public var isDeleted: Bool

    /// Every block by id, deleted ones included.
    public var blocks: [BlockID: SyncBlock]

    /// Creates a workout.
    public init(
        title: String, extraFields: JSONObject = JSONObject(), isDeleted: Bool = false,
        blocks: [BlockID: SyncBlock] = [:]
    ) {
        self.title = title
        self.extraFields = extraFields
        self.isDeleted = isDeleted
        self.blocks = blocks
    }

    private enum CodingKeys: String, CodingKey {
        case title, isDeleted, blocks
        case extraFields = "extra"
    }

    /// Decodes a workout; its `extra` may be missing (shadows written before it existed) and means `{}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            title: try container.decode(String.self, forKey: .title),
            extraFields: try container.decodeIfPresent(JSONObject.self, forKey: .extraFields) ?? JSONObject(),
            isDeleted: try container.decode(Bool.self, forKey: .isDeleted),
            blocks: try container.decode([BlockID: SyncBlock].self, forKey: .blocks))
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
