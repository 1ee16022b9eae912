/// The set of block kinds a program knows: an immutable, `Sendable` value built once and handed to whoever
/// needs it. Nothing about it is global.
///
/// Build one from the kinds' definitions; building checks them all and throws one ``RegistryError`` that lists
/// every problem. The registry decodes, encodes, validates and renders documents.
public struct BlockRegistry: Sendable {
    /// How many levels blocks may nest by default; a root block (depth 0) is on the first.
    public static let defaultMaximumDepth = 32

    /// The registered definitions by kind.
    public let definitionsByKind: [BlockKind: BlockDefinition]

    /// How deep blocks may nest; deeper blocks are kept but reported as errors.
    public let maximumDepth: Int

    /// The document format this registry reads and writes: its envelope's `format` name and what a document is
    /// called. ``DocumentFormat/generic`` unless the host names its own.
    public let format: DocumentFormat

    /// The field value types beside the kernel's own, by name, for kind files to name: those given and the kinds' own.
    public let valueTypes: [String: any FieldValueType]

    let renderers: [BlockRendererKey: BlockRenderer]

    /// Builds a registry, checking every definition.
    ///
    /// - Parameters:
    ///   - definitions: One definition per kind.
    ///   - renderers: Extra renderers a host supplies, which replace a kind's own for the same target.
    ///   - maximumDepth: How deep blocks may nest.
    ///   - format: The document format, which names the envelope's `format` and what a document is called.
    ///   - valueTypes: Value types for kind files to name beside the kernel's and those the kinds' fields use.
    /// - Throws: One ``RegistryError`` listing malformed or duplicate tags, nesting rules that name
    ///   unregistered kinds, missing or misplaced migration steps, and two value types of one name.
    public init(
        _ definitions: [BlockDefinition], renderers: [BlockRenderer] = [],
        maximumDepth: Int = BlockRegistry.defaultMaximumDepth, format: DocumentFormat = .generic,
        valueTypes: [any FieldValueType] = []
    ) throws(RegistryError) {
        var problems: [RegistryError.Problem] = []
        var byKind: [BlockKind: BlockDefinition] = [:]
        for definition in definitions {
            let tag = definition.kind.rawValue
            if let problem = BlockKind.problem(with: tag) {
                problems.append(.init(code: .malformedTag, kind: tag, message: "malformed tag: \(problem)"))
            }
            if byKind[definition.kind] != nil {
                problems.append(.init(code: .duplicateTag, kind: tag, message: "the tag is registered twice"))
            }
            byKind[definition.kind] = definition
            problems += Self.problems(withVersionsOf: definition)
        }
        for definition in definitions {
            let unknown = definition.nesting.referencedKinds.filter { byKind[$0] == nil }.sorted()
            for kind in unknown {
                problems.append(
                    .init(
                        code: .unregisteredKindInRules, kind: definition.kind.rawValue,
                        message: "the nesting rules name \"\(kind)\", which is not registered"))
            }
        }
        if maximumDepth < 1 {
            problems.append(
                .init(code: .invalidDefinition, kind: "*", message: "the maximum depth \(maximumDepth) is below 1"))
        }
        var named: [String: any FieldValueType] = [:]
        for valueType in valueTypes where named.updateValue(valueType, forKey: valueType.name) != nil {
            let message = "two field value types are named \"\(valueType.name)\""
            problems.append(.init(code: .invalidDefinition, kind: "*", message: message))
        }
        let used = definitions.flatMap { $0.fields.flatMap(\.type.valueTypes) }
        named.merge(used.map { ($0.name, $0) }) { given, _ in given }
        guard problems.isEmpty else { throw RegistryError(problems: problems) }
        self.valueTypes = named
        self.definitionsByKind = byKind
        self.maximumDepth = maximumDepth
        self.format = format
        var table: [BlockRendererKey: BlockRenderer] = [:]
        for renderer in definitions.flatMap(\.renderers) + renderers { table[renderer.key] = renderer }
        self.renderers = table
    }

    /// A registry with `definitions` and `renderers` added to this one's, checked as a whole.
    public func adding(_ definitions: [BlockDefinition], renderers: [BlockRenderer] = []) throws(RegistryError)
        -> BlockRegistry
    {
        let mine = self.definitions
        let ownRenderers = self.renderers.values.filter { renderer in
            !(definitionsByKind[renderer.kind]?.renderers.contains { $0.key == renderer.key } ?? false)
        }
        return try BlockRegistry(
            mine + definitions, renderers: ownRenderers + renderers, maximumDepth: maximumDepth, format: format,
            valueTypes: Array(valueTypes.values))
    }

    /// The registered definitions, ordered by tag.
    public var definitions: [BlockDefinition] { definitionsByKind.values.sorted { $0.kind < $1.kind } }

    /// The registered kinds, ordered by tag.
    public var kinds: [BlockKind] { definitionsByKind.keys.sorted() }

    /// The definition for `kind`, or `nil` when it is not registered.
    public func definition(for kind: BlockKind) -> BlockDefinition? { definitionsByKind[kind] }

    /// Whether a block of `child` kind may sit inside a block of `parent` kind, or at the root when `parent` is
    /// `nil`. Unregistered kinds are not constrained, since nothing is known about them.
    public func canPlace(_ child: BlockKind?, in parent: BlockKind?) -> Bool {
        guard let parent else {
            guard let child, let rules = definitionsByKind[child]?.nesting else { return true }
            return rules.allowedAtRoot
        }
        guard let parentRules = definitionsByKind[parent]?.nesting else { return true }
        guard parentRules.isContainer else { return false }
        guard let child, let childRules = definitionsByKind[child]?.nesting else { return true }
        return parentRules.allowedChildren.contains(child) || childRules.allowedParents.contains(parent)
    }

    private static func problems(withVersionsOf definition: BlockDefinition) -> [RegistryError.Problem] {
        let tag = definition.kind.rawValue
        var problems: [RegistryError.Problem] = []
        guard definition.version >= 1 else {
            return [.init(code: .invalidDefinition, kind: tag, message: "version \(definition.version) is below 1")]
        }
        var seen = Set<Int>()
        for step in definition.migrations {
            if step.fromVersion < 1 || step.fromVersion >= definition.version {
                problems.append(
                    .init(
                        code: .misplacedMigration, kind: tag,
                        message: "a migration from version \(step.fromVersion) is not below the current version "
                            + "\(definition.version)"))
            } else if !seen.insert(step.fromVersion).inserted {
                problems.append(
                    .init(
                        code: .misplacedMigration, kind: tag,
                        message: "the migration from version \(step.fromVersion) is given twice"))
            }
        }
        for version in 1..<definition.version where !seen.contains(version) {
            problems.append(
                .init(
                    code: .missingMigration, kind: tag,
                    message: "no migration from version \(version) to \(version + 1)"))
        }
        let rules = definition.nesting
        if rules.minimumChildren < 0 || (rules.maximumChildren.map { $0 < rules.minimumChildren } ?? false) {
            problems.append(
                .init(
                    code: .invalidDefinition, kind: tag,
                    message: "the child count limits \(rules.minimumChildren)...\(rules.maximumChildren ?? -1) "
                        + "are not a valid range"))
        }
        if !rules.isContainer && !rules.allowedChildren.isEmpty {
            problems.append(.init(code: .invalidDefinition, kind: tag, message: "a leaf kind lists allowed children"))
        }
        return problems
    }
}
