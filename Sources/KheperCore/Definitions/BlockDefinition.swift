/// Everything the kernel needs to know about one block kind; a kind's module registers one of these.
///
/// A definition names the kind for the "+" menu, states its schema version and how to migrate older data,
/// its nesting rules, how to validate and create a block, and the renderers it supplies.
public struct BlockDefinition: Sendable {
    /// The kind's type tag.
    public let kind: BlockKind

    /// The name shown in the "+" menu, such as "Exercise".
    public let displayName: String

    /// The name of the symbol shown beside it, such as an SF Symbol name.
    public let symbolName: String

    /// The current schema version, taken from the block type.
    public let version: Int

    /// One step for each earlier version, from 1 up to `version - 1`.
    public let migrations: [BlockMigration]

    /// Where the kind may be placed and what it may contain.
    public let nesting: NestingRules

    /// The block type.
    public let blockType: any Block.Type

    /// The renderers the kind supplies, one per target.
    public let renderers: [BlockRenderer]

    private let validator: @Sendable (any Block) -> [Diagnostic]
    private let factory: @Sendable () -> any Block
    private let decodeData: @Sendable (JSONValue, JSONValueDecoder) throws -> (any Block, JSONValue?)

    /// Creates a definition for `type`.
    ///
    /// - Parameters:
    ///   - type: The block type; its `kind` and `version` are the definition's.
    ///   - displayName: The name for the "+" menu.
    ///   - symbolName: The symbol shown beside the name.
    ///   - nesting: Placement and children rules; a leaf placed at the root by default.
    ///   - migrations: One step for each version before the current one.
    ///   - validate: Returns diagnostics with paths relative to the block's `data`; never throws.
    ///   - makeDefault: Makes the block that "+" inserts.
    ///   - renderers: The renderers this kind supplies.
    public init<B: Block>(
        _ type: B.Type,
        displayName: String,
        symbolName: String,
        nesting: NestingRules = .leaf(),
        migrations: [BlockMigration] = [],
        validate: @escaping @Sendable (B) -> [Diagnostic] = { _ in [] },
        makeDefault: @escaping @Sendable () -> B,
        renderers: [BlockRenderer] = []
    ) {
        self.kind = B.kind
        self.displayName = displayName
        self.symbolName = symbolName
        self.version = B.version
        self.migrations = migrations
        self.nesting = nesting
        self.blockType = type
        self.renderers = renderers
        self.validator = { block in
            guard let typed = block as? B else { return [] }
            return validate(typed)
        }
        self.factory = makeDefault
        self.decodeData = { data, decoder in
            let (block, unknown) = try decoder.decodeKeepingUnknownFields(B.self, from: data)
            return (block, unknown)
        }
    }

    /// Validates a block of this kind; blocks of other kinds yield nothing.
    public func validate(_ block: any Block) -> [Diagnostic] {
        validator(block)
    }

    /// Makes a new block with the kind's defaults.
    public func makeDefault() -> AnyBlock {
        AnyBlock(any: factory())
    }

    /// Decodes current-version `data` into the block type, returning the fields the type did not read.
    func decode(_ data: JSONValue, using decoder: JSONValueDecoder) throws -> AnyBlock {
        let (block, unknown) = try decodeData(data, decoder)
        return AnyBlock(any: block, unknownFields: unknown)
    }
}
