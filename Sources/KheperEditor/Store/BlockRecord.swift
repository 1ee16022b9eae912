public import KheperCore

/// One block as a flat row, the way a store keeps it: identity, place, and the payload as written.
///
/// Records carry no children; `parentID` and `order` place them. They are what stores persist and what the
/// editor's history remembers, so they need no registry to be kept, compared or copied.
public struct BlockRecord: Sendable, Hashable, Codable {
    /// The block's id.
    public var id: BlockID

    /// The parent block's id, or `nil` for a root block.
    public var parentID: BlockID?

    /// The key that orders the block among its siblings.
    public var order: OrderKey

    /// The block's kind, its type tag as written (possibly malformed, for a row kept raw).
    public var kind: BlockKind

    /// The schema version the data is written at.
    public var version: Int

    /// The block's `data`; for a malformed node, the whole node exactly as written.
    public var data: JSONValue

    /// Members of the node other than the standard ones.
    public var extraFields: JSONValue

    /// Whether `data` is a malformed node kept verbatim rather than a block's `data`.
    public var isRawNode: Bool

    /// Why the stored `data` could not be read, when it could not (too deep, not JSON): `data` is then a string
    /// holding the stored text exactly, which stores write back unchanged. `nil` for a readable row.
    public var unreadableReason: String?

    /// Creates a record.
    public init(
        id: BlockID,
        parentID: BlockID?,
        order: OrderKey,
        kind: BlockKind,
        version: Int,
        data: JSONValue,
        extraFields: JSONValue = .object(JSONObject()),
        isRawNode: Bool = false,
        unreadableReason: String? = nil
    ) {
        self.id = id
        self.parentID = parentID
        self.order = order
        self.kind = kind
        self.version = version
        self.data = data
        self.extraFields = extraFields
        self.isRawNode = isRawNode
        self.unreadableReason = unreadableReason
    }

    /// The record of a row whose stored `data` text could not be read, keeping that text exactly.
    public static func unreadable(
        id: BlockID,
        parentID: BlockID?,
        order: OrderKey,
        kind: BlockKind,
        version: Int,
        storedData: String,
        extraFields: JSONValue,
        reason: String
    ) -> BlockRecord {
        BlockRecord(
            id: id, parentID: parentID, order: order, kind: kind, version: version, data: .string(storedData),
            extraFields: extraFields, unreadableReason: reason)
    }
}
