/// Everything the kernel needs to know about one block kind; a kind's module registers one of these.
///
/// A definition names the kind for the "+" menu, states its schema version and how to migrate older data,
/// its nesting rules, how to validate and create a block, and the renderers it supplies.
public struct BlockDefinition: Sendable {
    /// The kind's type tag: the `instanceKind` of the blocks it makes, which is the type's `kind` unless one type
    /// backs several kinds, as kinds declared in files do.
    public let kind: BlockKind

    /// The name shown in the "+" menu, such as "Exercise".
    public let displayName: String

    /// The name of the symbol shown beside it, such as an SF Symbol name.
    public let symbolName: String

    /// The current schema version: the `instanceVersion` of the blocks it makes.
    public let version: Int

    /// One step for each earlier version, from 1 up to `version - 1`.
    public let migrations: [BlockMigration]

    /// Where the kind may be placed and what it may contain.
    public let nesting: NestingRules

    /// The renderers the kind supplies, one per target.
    public let renderers: [BlockRenderer]

    /// The JSON Schema members the kind writes itself for its `data` object, such as a `title` or cross-field
    /// rules; `KheperSchema` adds them to the schema it builds from ``fields``.
    public let schemaAnnotations: JSONValue

    /// The fields of the kind's `data`, declared once; empty for a kind that declares none. From them come the
    /// data schema, the range, type and length checks, and the values `kheper set` reads.
    public let fields: [FieldSpec]

    /// Lines the kind's shorthand reads, shown in the "+" menu and by `kheper kinds --examples`; empty for a kind
    /// with no shorthand. Tests parse each one, so they stay true.
    public let shorthandExamples: [String]

    /// Whether the kind reads a one-line shorthand.
    public var hasShorthand: Bool { shorthand != nil }
    /// The `data` member holding the whole block as plain text, for the kind others convert through (`text`).
    public let plainTextField: String?

    /// The kind's own rules; `nil` for a block of another kind.
    private let validator: @Sendable (any Block) -> [Diagnostic]?
    private let childrenValidator: (@Sendable (any Block, [BlockContent]) -> [Diagnostic])?
    private let factory: @Sendable () -> any Block
    private let shorthand: (@Sendable (String) throws(ShorthandError) -> any Block)?
    private let decodeData:
        @Sendable (JSONValue, JSONValueDecoder, JSONUnknownFieldTracker) throws -> (any Block, JSONValue?)

    /// Creates a definition for `type`.
    ///
    /// - Parameters:
    ///   - type: The block type; the tag and version are those of the block `makeDefault` makes.
    ///   - displayName: The name for the "+" menu.
    ///   - symbolName: The symbol shown beside the name.
    ///   - nesting: Placement and children rules; a leaf placed at the root by default.
    ///   - migrations: One step for each version before the current one.
    ///   - validate: Returns diagnostics with paths relative to the block's `data`; never throws.
    ///   - validateChildren: Checks a container against its children, such as a superset with one exercise;
    ///     paths are relative to the block itself, not its `data`.
    ///   - makeDefault: Makes the block that "+" inserts.
    ///   - shorthand: Reads the one line a person types after choosing the kind, such as `# Week 3` for a heading.
    ///   - shorthandExamples: Lines `shorthand` reads, shown to people as hints; none by default.
    ///   - fields: The fields of the kind's `data`; when given, the data schema and the range, type and length
    ///     checks come from them, and `validate` adds only the rules that span fields.
    ///   - dataSchema: A JSON Schema of the kind's `data` object; with `fields`, the members added to the schema
    ///     built from them, such as a `title` or cross-field rules.
    ///   - renderers: The renderers this kind supplies.
    ///   - plainTextField: The member holding the whole block as plain text, for the kind blocks convert through.
    ///   - decode: Makes a block from its current-version `data`, for a type that backs several kinds; the type's
    ///     `Decodable` conformance by default, which keeps the members it does not read as unknown fields.
    public init<B: Block>(
        _ type: B.Type, displayName: String, symbolName: String,
        nesting: NestingRules = .leaf(), migrations: [BlockMigration] = [],
        validate: @escaping @Sendable (B) -> [Diagnostic] = { _ in [] },
        validateChildren: (@Sendable (B, [BlockContent]) -> [Diagnostic])? = nil,
        makeDefault: @escaping @Sendable () -> B, shorthand: (@Sendable (String) throws(ShorthandError) -> B)? = nil,
        shorthandExamples: [String] = [], fields: [FieldSpec] = [], dataSchema: JSONValue = ["type": "object"],
        renderers: [BlockRenderer] = [], plainTextField: String? = nil,
        decode: (@Sendable (JSONValue) throws -> B)? = nil
    ) {
        let sample = makeDefault()
        (self.kind, self.version) = (sample.instanceKind, sample.instanceVersion)
        self.displayName = displayName
        self.symbolName = symbolName
        self.migrations = migrations
        self.nesting = nesting
        self.renderers = renderers
        self.validator = { block in (block as? B).map(validate) }
        self.factory = makeDefault
        self.childrenValidator = validateChildren.map { check in
            { @Sendable (block: any Block, children: [BlockContent]) in (block as? B).map { check($0, children) } ?? []
            }
        }
        self.fields = fields
        self.schemaAnnotations = dataSchema
        self.shorthandExamples = shorthandExamples
        (self.shorthand, self.plainTextField) = (shorthand, plainTextField)
        if let decode {
            self.decodeData = { data, _, _ in (try decode(data), nil) }
        } else {
            self.decodeData = {
                try $1.decodeKeepingUnknownFields(B.self, from: $0, reusing: $2) as (any Block, JSONValue?)
            }
        }
    }

    /// Validates a block of this kind; blocks of other kinds yield nothing.
    public func validate(_ block: any Block) -> [Diagnostic] { validate(block, fieldDiagnostics: nil) }

    /// Validates a block of this kind, its field findings those found when it was read if it is unchanged since.
    func validate(_ block: AnyBlock) -> [Diagnostic] {
        validate(block.base, fieldDiagnostics: block.unchanged?.fieldDiagnostics ?? nil)
    }

    private func validate(_ block: any Block, fieldDiagnostics: [Diagnostic]?) -> [Diagnostic] {
        guard let own = validator(block) else { return [] }
        guard !fields.isEmpty else { return own }
        return (fieldDiagnostics ?? fields.diagnostics(for: (try? JSONValueEncoder().encode(block)) ?? .null)) + own
    }

    /// Checks a block of this kind against its children; paths are relative to the block.
    public func validateChildren(of block: any Block, _ children: [BlockContent]) -> [Diagnostic] {
        childrenValidator?(block, children) ?? []
    }

    /// Makes a new block with the kind's defaults.
    public func makeDefault() -> AnyBlock { AnyBlock(any: factory()) }

    /// Reads a one-line shorthand into a new block of this kind.
    ///
    /// - Throws: ``ShorthandError`` naming the token that could not be read, `invalidValue` for text holding
    ///   U+0000, or `unsupported` when the kind has no shorthand.
    public func parseShorthand(_ text: String) throws(ShorthandError) -> AnyBlock {
        guard let shorthand else {
            throw ShorthandError(.unsupported, token: nil, "\"\(kind)\" blocks have no shorthand")
        }
        guard !text.utf8.contains(0) else {
            throw ShorthandError(.invalidValue, token: nil, "the shorthand holds U+0000 (NUL), which cannot be stored")
        }
        return AnyBlock(any: try shorthand(text))
    }

    /// Decodes current-version `data` into the block type, returning the fields the type did not read; `checks`
    /// also keeps its field findings, for validation, and `keeps` keeps `data`, to be written back as written.
    func decode(
        _ data: JSONValue, _ decoder: JSONValueDecoder, _ tracker: JSONUnknownFieldTracker, _ checks: Bool,
        _ keeps: Bool
    ) throws -> AnyBlock {
        let (block, unknown) = try decodeData(data, decoder, tracker)
        var read = AnyBlock(any: block, unknownFields: unknown)
        let found = checks && !fields.isEmpty ? fields.diagnostics(for: data) : nil
        read.asRead = .init(base: block, unknownFields: unknown, data: keeps ? data : .none, fieldDiagnostics: found)
        return read
    }
}
