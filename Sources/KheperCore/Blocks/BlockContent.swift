/// What a document node holds: a typed block of a registered kind, or an unknown block kept raw.
public enum BlockContent: Sendable, Hashable {
    /// A block decoded into its registered type.
    case known(AnyBlock)
    /// A block kept as raw JSON.
    case unknown(UnknownBlock)

    /// Wraps a typed block.
    public init(_ block: some Block) { self = .known(AnyBlock(block)) }

    /// The kind as written in the document (its `type` member); for an unknown block it may be unregistered or
    /// malformed, which ``registeredKind`` tells apart.
    public var kind: BlockKind {
        switch self {
        case .known(let block): block.kind
        case .unknown(let block): block.kind
        }
    }

    /// The kind when the tag is well formed and registered; `nil` for unknown blocks.
    public var registeredKind: BlockKind? {
        if case .known(let block) = self { return block.kind }
        return nil
    }

    /// The typed block as a concrete type, or `nil` when it is unknown or of another kind.
    public func `as`<B: Block>(_ type: B.Type) -> B? {
        if case .known(let block) = self { return block.as(type) }
        return nil
    }
}
