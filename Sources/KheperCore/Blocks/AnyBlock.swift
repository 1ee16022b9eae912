/// A registered block of any kind, together with the fields in its `data` that its type did not read.
///
/// The unknown fields are written back when the block is encoded, so a file written by a newer or richer tool
/// loses nothing when it passes through this one.
public struct AnyBlock: Sendable, Hashable {
    /// The typed block.
    public var base: any Block

    /// Members of the original `data` that the block's type never read, kept to be written back; `nil` when none.
    public var unknownFields: JSONValue?

    /// Wraps a typed block, optionally with fields to carry along untouched.
    public init(_ base: some Block, unknownFields: JSONValue? = nil) {
        self.base = base
        self.unknownFields = unknownFields
    }

    /// Wraps an existential block, optionally with fields to carry along untouched.
    public init(any base: any Block, unknownFields: JSONValue? = nil) {
        self.base = base
        self.unknownFields = unknownFields
    }

    /// The block's type tag.
    public var kind: BlockKind { type(of: base).kind }

    /// The block as a concrete type, or `nil` when it is of another kind.
    public func `as`<B: Block>(_ type: B.Type) -> B? {
        base as? B
    }

    /// True when both wrap equal blocks of the same type and carry the same unknown fields.
    public static func == (lhs: AnyBlock, rhs: AnyBlock) -> Bool {
        lhs.base.isEqual(to: rhs.base) && lhs.unknownFields == rhs.unknownFields
    }

    /// Hashes the kind, the block and its unknown fields.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        base.hash(into: &hasher)
        hasher.combine(unknownFields)
    }
}
