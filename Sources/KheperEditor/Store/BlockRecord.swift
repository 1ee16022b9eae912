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
    public var data: JSONValue {
        get {
            switch payload {
            case .value(let value): value
            case .text(let text): text.value
            }
        }
        set { payload = .value(newValue) }
    }

    /// `data` as compact text, when the record holds it so: a block written back as it was read, which a store
    /// writes without building its tree. `nil` when the record holds a tree.
    public var dataText: JSONText? {
        if case .text(let text) = payload { return text }
        return nil
    }

    /// How `data` is held: a tree, or the compact text of one (a fraction of the memory, and no parse to write).
    private var payload: Payload

    private enum Payload: Sendable {
        case value(JSONValue)
        case text(JSONText)
    }

    /// Members of the node other than the standard ones.
    public var extraFields: JSONObject

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
        extraFields: JSONObject = JSONObject(),
        isRawNode: Bool = false,
        unreadableReason: String? = nil
    ) {
        self.id = id
        self.parentID = parentID
        self.order = order
        self.kind = kind
        self.version = version
        self.payload = .value(data)
        self.extraFields = extraFields
        self.isRawNode = isRawNode
        self.unreadableReason = unreadableReason
    }

    /// Creates a record whose `data` is held as the compact text `dataText`.
    public init(
        id: BlockID,
        parentID: BlockID?,
        order: OrderKey,
        kind: BlockKind,
        version: Int,
        dataText: JSONText,
        extraFields: JSONObject = JSONObject(),
        isRawNode: Bool = false
    ) {
        self.init(
            id: id, parentID: parentID, order: order, kind: kind, version: version, data: .null,
            extraFields: extraFields, isRawNode: isRawNode)
        self.payload = .text(dataText)
    }

    /// The record of a row whose stored `data` text could not be read, keeping that text exactly.
    public static func unreadable(
        id: BlockID,
        parentID: BlockID?,
        order: OrderKey,
        kind: BlockKind,
        version: Int,
        storedData: String,
        extraFields: JSONObject,
        reason: String
    ) -> BlockRecord {
        BlockRecord(
            id: id, parentID: parentID, order: order, kind: kind, version: version, data: .string(storedData),
            extraFields: extraFields, unreadableReason: reason)
    }
}

extension BlockRecord {
    /// Records are equal when their rows are: `data` compares as a value, however it is held.
    public static func == (lhs: BlockRecord, rhs: BlockRecord) -> Bool {
        guard
            lhs.id == rhs.id, lhs.parentID == rhs.parentID, lhs.order == rhs.order, lhs.kind == rhs.kind,
            lhs.version == rhs.version, lhs.extraFields == rhs.extraFields, lhs.isRawNode == rhs.isRawNode,
            lhs.unreadableReason == rhs.unreadableReason
        else { return false }
        if let left = lhs.dataText, let right = rhs.dataText, left == right { return true }
        return lhs.data == rhs.data
    }

    /// Hashes the row, `data` as a value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(parentID)
        hasher.combine(order)
        hasher.combine(kind)
        hasher.combine(version)
        hasher.combine(data)
        hasher.combine(extraFields)
        hasher.combine(isRawNode)
        hasher.combine(unreadableReason)
    }

    private enum CodingKeys: String, CodingKey {
        case id, parentID, order, kind, version, data, extraFields, isRawNode, unreadableReason
    }

    /// Decodes a record written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(BlockID.self, forKey: .id),
            parentID: try container.decodeIfPresent(BlockID.self, forKey: .parentID),
            order: try container.decode(OrderKey.self, forKey: .order),
            kind: try container.decode(BlockKind.self, forKey: .kind),
            version: try container.decode(Int.self, forKey: .version),
            data: try container.decode(JSONValue.self, forKey: .data),
            extraFields: try Self.object(container.decode(JSONValue.self, forKey: .extraFields), in: container),
            isRawNode: try container.decode(Bool.self, forKey: .isRawNode),
            unreadableReason: try container.decodeIfPresent(String.self, forKey: .unreadableReason))
    }

    /// `value` as the object `extraFields` must be.
    private static func object(
        _ value: JSONValue, in container: KeyedDecodingContainer<CodingKeys>
    ) throws -> JSONObject {
        guard let object = value.objectValue else {
            throw DecodingError.dataCorruptedError(
                forKey: .extraFields, in: container, debugDescription: "extraFields is \(value); expected an object")
        }
        return object
    }

    /// Encodes the record's members, `data` as a value however it is held.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(parentID, forKey: .parentID)
        try container.encode(order, forKey: .order)
        try container.encode(kind, forKey: .kind)
        try container.encode(version, forKey: .version)
        try container.encode(data, forKey: .data)
        try container.encode(JSONValue.object(extraFields), forKey: .extraFields)
        try container.encode(isRawNode, forKey: .isRawNode)
        try container.encodeIfPresent(unreadableReason, forKey: .unreadableReason)
    }
}
