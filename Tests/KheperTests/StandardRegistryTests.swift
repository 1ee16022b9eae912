import Kheper
import KheperTestSupport
import Testing

@Suite struct StandardRegistryTests {
    let registry = BlockRegistry.standard

    /// The kinds this package started with; kinds added with `new-block-kind --built-in` come on top of them.
    static let originalKinds: Set<BlockKind> = ["chart", "divider", "exercise", "media", "set", "text", "timer"]

    @Test func registersEveryStandardDefinition() {
        let declared = StandardKinds.definitions.map(\.kind)
        #expect(Set(declared).count == declared.count, "a kind is listed twice in StandardKinds.definitions")
        #expect(registry.kinds == declared.sorted())
        #expect(Self.originalKinds.isSubset(of: Set(registry.kinds)))
        for definition in StandardKinds.definitions {
            #expect(registry.definition(for: definition.kind)?.displayName == definition.displayName)
        }
        #expect(registry.kindsMissingRenderer(for: PlainTextTarget.self).isEmpty)
        #expect(registry.kindsMissingRenderer(for: MarkdownTarget.self).isEmpty)
        #expect(registry.kindsMissingRenderer(for: HTMLTarget.self).isEmpty)
    }

    @Test(
        arguments: [
            (child: "exercise", parent: "set", allowed: true),
            (child: "timer", parent: "set", allowed: true),
            (child: "text", parent: "set", allowed: true),
            (child: "media", parent: "set", allowed: true),
            (child: "set", parent: "set", allowed: false),
            (child: "chart", parent: "set", allowed: false),
            (child: "divider", parent: "set", allowed: false),
            (child: "exercise", parent: "exercise", allowed: false),
            (child: "set", parent: nil, allowed: true),
            (child: "chart", parent: nil, allowed: true),
            (child: "divider", parent: nil, allowed: true),
        ] as [(child: BlockKind, parent: BlockKind?, allowed: Bool)])
    func followsTheNestingRules(child: BlockKind, parent: BlockKind?, allowed: Bool) {
        #expect(registry.canPlace(child, in: parent) == allowed)
    }

    @Test func everyDefaultBlockValidatesClean() throws {
        for definition in registry.definitions {
            let document = KindTesting.document(with: definition.makeDefault().base)
            let errors = registry.validate(document).filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(definition.kind): \(errors)")
        }
    }

    @Test func hostsAddTheirOwnKinds() throws {
        struct Stretch: Block {
            static let kind: BlockKind = "acme/stretch"
            var seconds: Int
        }
        let stretch = BlockDefinition(
            Stretch.self,
            displayName: "Stretch",
            symbolName: "figure.flexibility",
            nesting: .leaf(atRoot: true, inside: ["set"]),
            makeDefault: { Stretch(seconds: 30) }
        )
        let extended = try StandardKinds.registry(adding: [stretch])
        #expect(extended.kinds == (registry.kinds + ["acme/stretch"]).sorted())
        #expect(extended.canPlace("acme/stretch", in: "set"))
        #expect(extended.kindsMissingRenderer(for: PlainTextTarget.self) == ["acme/stretch"])
        #expect(throws: RegistryError.self) { try StandardKinds.registry(adding: [TextBlock.definition]) }
    }
}
