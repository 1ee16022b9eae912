import KheperCore
import Testing

@Suite struct BlockRegistryTests {
    struct Plain: Block {
        static let kind: BlockKind = "plain"
    }

    struct Bad: Block {
        static let kind: BlockKind = "Bad Kind"
    }

    struct Versioned: Block {
        static let kind: BlockKind = "versioned"
        static let version = 3
    }

    @Test func buildsFromDefinitionsAndListsKindsInOrder() {
        let registry = SampleKinds.registry()
        #expect(registry.kinds == ["group", "lift", "note"])
        #expect(registry.definition(for: "lift")?.version == 2)
        #expect(registry.definition(for: "nope") == nil)
        #expect(registry.definitions.map(\.displayName) == ["Group", "Lift", "Note"])
    }

    @Test func reportsEveryProblemInOneError() throws {
        let definitions = [
            BlockDefinition(Plain.self, displayName: "Plain", symbolName: "p", makeDefault: { Plain() }),
            BlockDefinition(Plain.self, displayName: "Plain again", symbolName: "p", makeDefault: { Plain() }),
            BlockDefinition(Bad.self, displayName: "Bad", symbolName: "b", makeDefault: { Bad() }),
            BlockDefinition(
                Versioned.self,
                displayName: "Versioned",
                symbolName: "v",
                nesting: .container(of: ["missing-child"], inside: ["missing-parent"]),
                migrations: [BlockMigration(from: 1) { _ in }, BlockMigration(from: 3) { _ in }],
                makeDefault: { Versioned() }
            ),
        ]
        let error = try #require(throws: RegistryError.self) { try BlockRegistry(definitions) }
        let codes = error.problems.map(\.code)
        #expect(codes.filter { $0 == .duplicateTag }.count == 1)
        #expect(codes.filter { $0 == .malformedTag }.count == 1)
        #expect(codes.filter { $0 == .unregisteredKindInRules }.count == 2)
        #expect(codes.filter { $0 == .missingMigration }.count == 1)
        #expect(codes.filter { $0 == .misplacedMigration }.count == 1)
        #expect(error.description.contains("could not be built (6 problems)"))
        #expect(error.description.contains("no migration from version 2 to 3"))
        #expect(error.description.contains("\"missing-child\", which is not registered"))
    }

    @Test func rejectsDuplicateMigrationStepsAndBadLimits() throws {
        let definition = BlockDefinition(
            Versioned.self,
            displayName: "Versioned",
            symbolName: "v",
            nesting: .container(of: [], minimumChildren: 3, maximumChildren: 1),
            migrations: [BlockMigration(from: 1) { _ in }, BlockMigration(from: 1) { _ in }],
            makeDefault: { Versioned() }
        )
        let error = try #require(throws: RegistryError.self) { try BlockRegistry([definition]) }
        #expect(error.problems.map(\.code) == [.misplacedMigration, .missingMigration, .invalidDefinition])
    }

    @Test func rejectsADepthLimitBelowOne() {
        #expect(throws: RegistryError.self) { try BlockRegistry([], maximumDepth: 0) }
    }

    @Test(
        arguments: [
            (child: "note", parent: nil, allowed: true),
            (child: "group", parent: nil, allowed: true),
            (child: "note", parent: "group", allowed: true),
            (child: "lift", parent: "group", allowed: true),
            (child: "group", parent: "group", allowed: false),
            (child: "note", parent: "note", allowed: false),
            (child: "stranger", parent: "group", allowed: true),
            (child: "stranger", parent: "note", allowed: false),
            (child: "note", parent: "stranger", allowed: true),
        ] as [(child: BlockKind, parent: BlockKind?, allowed: Bool)])
    func placesKindsByTheirRules(child: BlockKind, parent: BlockKind?, allowed: Bool) {
        #expect(SampleKinds.registry().canPlace(child, in: parent) == allowed)
    }

    @Test func aChildMayNameItsParentWithoutTheParentListingIt() throws {
        struct Joiner: Block {
            static let kind: BlockKind = "acme/joiner"
        }
        let joiner = BlockDefinition(
            Joiner.self,
            displayName: "Joiner",
            symbolName: "j",
            nesting: .leaf(atRoot: false, inside: ["group"]),
            makeDefault: { Joiner() }
        )
        let registry = try SampleKinds.registry().adding([joiner])
        #expect(registry.canPlace("acme/joiner", in: "group"))
        #expect(!registry.canPlace("acme/joiner", in: nil))
        #expect(registry.kinds.count == 4)
    }

    @Test func addingAKindThatIsAlreadyRegisteredFails() {
        #expect(throws: RegistryError.self) { try SampleKinds.registry().adding([Note.definition]) }
    }

    @Test func makesDefaultBlocks() throws {
        let definition = try #require(SampleKinds.registry().definition(for: "lift"))
        #expect(definition.makeDefault().as(Lift.self) == Lift(name: "Lift", sets: []))
    }
}

@Suite struct ShorthandAndChildrenTests {
    let registry = SampleKinds.registry()

    @Test func parsesAKindsShorthand() throws {
        let note = try #require(registry.definition(for: "note"))
        #expect(note.hasShorthand)
        #expect(try note.parseShorthand("  remember to breathe ").as(Note.self) == Note(text: "remember to breathe"))
        let empty = #expect(throws: ShorthandError.self) { try note.parseShorthand("   ") }
        #expect(empty?.code == .empty)
    }

    @Test func kindsWithoutShorthandSaySo() throws {
        let group = try #require(registry.definition(for: "group"))
        #expect(!group.hasShorthand)
        let error = #expect(throws: ShorthandError.self) { try group.parseShorthand("x") }
        #expect(error?.code == .unsupported)
        #expect(error?.description == "\"group\" blocks have no shorthand [shorthand.unsupported]")
        #expect(
            ShorthandError.unreadable("3xx", expected: "sets×reps").message
                == "could not read \"3xx\": expected sets×reps"
        )
    }

    @Test func containersSeeTheirChildren() throws {
        var document = BlockDocument()
        let group = try document.append(BlockContent(Group(label: nil)))
        try document.append(BlockContent(Note(text: "a")), under: group.id)
        try document.append(BlockContent(Note(text: "b")), under: group.id)
        let found = registry.validate(document)
        #expect(found.map(\.code) == ["group.no-lift"])
        #expect(found.first?.path.description == "blocks[0]")
        try document.append(BlockContent(Lift(name: "Row", sets: [])), under: group.id)
        #expect(registry.validate(document).isEmpty)
    }
}
