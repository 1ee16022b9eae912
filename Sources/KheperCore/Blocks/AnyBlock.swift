/// A registered block of any kind, together with the fields in its `data` that its type did not read.
///
/// The unknown fields are written back when the block is encoded, so a file written by a newer or richer tool
/// loses nothing when it passes through this one. A block read from a document also keeps the `data` it was read
/// from: written back unchanged, it is that `data` again, every number and member as written; changed, its numbers
/// that still read as the same values keep their text and its members keep their order (unknown ones in their old
/// places). What was read takes no part in equality or hashing, which compare values only.
public struct AnyBlock: Sendable, Hashable {
    /// The typed block.
    public var base: any Block

    /// Members of the original `data` that the block's type never read, kept to be written back; `nil` when none.
    public var unknownFields: JSONValue?

    /// The block as it was read and the `data` it was read from; `nil` for a block made in code.
    var asRead: AsRead?

    /// A block as decoded, beside the data it was decoded from as compact text (as trees they would take GBs) and,
    /// when read to be validated, its kind's field findings about that data, so validation need not encode it.
    package final class AsRead: Sendable {
        let base: any Block
        let unknownFields: JSONValue?
        package let data: JSONText?
        let fieldDiagnostics: [Diagnostic]?
        init(base: any Block, unknownFields: JSONValue?, data: JSONValue?, fieldDiagnostics found: [Diagnostic]?) {
            (self.base, self.unknownFields, self.data) = (base, unknownFields, data.map(JSONText.init))
            self.fieldDiagnostics = found
        }
    }

    /// Wraps a typed block, optionally with fields to carry along untouched.
    public init(_ base: some Block, unknownFields: JSONValue? = nil) {
        self.init(any: base, unknownFields: unknownFields)
    }

    /// Wraps an existential block, optionally with fields to carry along untouched.
    public init(any base: any Block, unknownFields: JSONValue? = nil) {
        self.base = base
        self.unknownFields = unknownFields
    }

    /// The block's `data`: as read when nothing changed since, otherwise encoded and laid out like what was read.
    func encodedData(using encoder: JSONValueEncoder) throws -> JSONValue {
        if let written = unchanged?.data { return written.value }
        guard let written = asRead?.data else { return try encoder.encode(base).merging(unknownFields: unknownFields) }
        return try encoder.encode(base).merging(unknownFields: unknownFields, writtenLike: written.value)
    }

    /// What was read, when nothing changed since: a store writes its `data` text as it is.
    package var unchanged: AsRead? {
        guard let asRead, asRead.unknownFields == unknownFields, base.isEqual(to: asRead.base) else { return nil }
        return asRead
    }

    /// The block's type tag.
    public var kind: BlockKind { base.instanceKind }

    /// The block as a concrete type, or `nil` when it is of another kind.
    public func `as`<B: Block>(_ type: B.Type) -> B? { base as? B }

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
