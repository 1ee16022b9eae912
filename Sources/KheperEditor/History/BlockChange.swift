public import KheperCore

/// How one block's row changed in a transaction: its record before and after, `nil` where it did not exist.
public struct BlockChange: Sendable, Hashable, Codable {
    /// The block's id.
    public var id: BlockID

    /// The row before the change, or `nil` when the block was inserted.
    public var before: BlockRecord?

    /// The row after the change, or `nil` when the block was removed.
    public var after: BlockRecord?

    /// Creates a change.
    public init(id: BlockID, before: BlockRecord?, after: BlockRecord?) {
        self.id = id
        self.before = before
        self.after = after
    }
}

extension BlockRecord {
    /// Whether the two rows place the block differently (parent or order key).
    func isPlacedDifferently(from other: BlockRecord) -> Bool {
        parentID != other.parentID || order != other.order
    }

    /// Whether the two rows hold different payloads (type, version, data, extra members or rawness).
    func hasDifferentPayload(from other: BlockRecord) -> Bool {
        kind != other.kind || version != other.version || isRawNode != other.isRawNode || data != other.data
            || extraFields != other.extraFields
    }
}
