public import KheperCore

/// One block as sync sees it: a flat row with its place, its payload and whether it was deleted.
///
/// Change records carry these rows, and ``MergeState`` keeps one per block it has ever seen, deleted ones included,
/// because a deleted block stays deleted.
public struct SyncBlock: Sendable, Hashable, Codable {
    /// The block's id.
    public var id: BlockID

    /// The parent block, or `nil` for a root block.
    public var parent: BlockID?

    /// The key that orders the block among its siblings.
    public var order: OrderKey

    /// The kind tag.
    public var type: BlockKind

    /// The schema version `data` is written at.
    public var version: Int

    /// The block's `data`, normally an object.
    public var data: JSONValue

    /// Node members beyond the standard ones, as `BlockNode.extraFields` holds them.
    public var extraFields: JSONObject

    /// Whether the block is a malformed node kept raw: `data` is then the whole node as written.
    public var isRawNode: Bool

    /// Whether the block, or one of its ancestors, was deleted.
    public var isDeleted: Bool

    /// Creates a row.
    public init(
        id: BlockID, parent: BlockID?, order: OrderKey, type: BlockKind, version: Int, data: JSONValue,
        extraFields: JSONObject = JSONObject(), isRawNode: Bool = false, isDeleted: Bool = false
    ) {
        self.id = id
        self.parent = parent
        self.order = order
        self.type = type
        self.version = version
        self.data = data
        self.extraFields = extraFields
        self.isRawNode = isRawNode
        self.isDeleted = isDeleted
    }

    private enum CodingKeys: String, CodingKey {
        case id, parent, order, type, version, data, isRawNode, isDeleted
        case extraFields = "extra"
    }

    /// Decodes a row; `isRawNode` may be missing (shadows written before it existed) and means `false`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(BlockID.self, forKey: .id),
            parent: try container.decodeIfPresent(BlockID.self, forKey: .parent),
            order: try container.decode(OrderKey.self, forKey: .order),
            type: try container.decode(BlockKind.self, forKey: .type),
            version: try container.decode(Int.self, forKey: .version),
            data: try container.decode(JSONValue.self, forKey: .data),
            extraFields: try container.decode(JSONObject.self, forKey: .extraFields),
            isRawNode: try container.decodeIfPresent(Bool.self, forKey: .isRawNode) ?? false,
            isDeleted: try container.decode(Bool.self, forKey: .isDeleted))
    }

    /// Whether the two rows hold the same place and payload, whatever their deletion marks.
    public func hasSameContent(as other: SyncBlock) -> Bool {
        id == other.id && parent == other.parent && order == other.order && type == other.type
            && version == other.version && data == other.data && extraFields == other.extraFields
            && isRawNode == other.isRawNode
    }
}
