public import KheperCore

/// A block of a kind declared in a kind file: its tag, its version and its `data` as JSON, checked by the field
/// specs the file declares. One type backs every declared kind, so each block carries its own tag.
public struct DeclaredBlock: Block {
    /// The tag of the type itself, never written: each block reports the tag of its kind as ``instanceKind``.
    public static let kind: BlockKind = "kheper/declared"

    /// The tag of the kind file that declares this block's kind, such as `acme/mobility`.
    public var instanceKind: BlockKind

    /// The version of the kind file that declares this block's kind.
    public var instanceVersion: Int

    /// The block's `data` as written: every member, declared or not, in its order.
    public var data: JSONObject

    /// Creates a block of the kind `kind` at `version` holding `data`.
    public init(kind: BlockKind, version: Int, data: JSONObject = JSONObject()) {
        self.instanceKind = kind
        self.instanceVersion = version
        self.data = data
    }

    /// The value of the field `name`, or `nil` when `data` lacks it.
    public subscript(field name: String) -> JSONValue? {
        data[name]
    }

    /// Decodes `data` alone, under the type's own tag; a kind's definition makes its blocks with their tag instead.
    public init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        guard case .object(let object) = value else {
            throw DecodingError.typeMismatch(
                JSONObject.self,
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "\"data\" must be an object"))
        }
        self.init(kind: Self.kind, version: Self.version, data: object)
    }

    /// Encodes `data` alone; the tag and version are the node's.
    public func encode(to encoder: any Encoder) throws {
        try JSONValue.object(data).encode(to: encoder)
    }
}
