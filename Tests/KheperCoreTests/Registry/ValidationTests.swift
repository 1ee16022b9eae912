import KheperCore
import Testing

@Suite struct ValidationTests {
    let registry = SampleKinds.registry()

    private func diagnostics(_ blocks: JSONValue, registry: BlockRegistry? = nil) throws -> [Diagnostic] {
        try (registry ?? self.registry).decodeDocument(from: SampleKinds.document(blocks)).diagnostics
    }

    /// Blocks read out of key order are placed by key, but their findings still point where they were written.
    @Test(arguments: [false, true]) func placesFindingsWhereTheyWereWrittenWhenReadOutOfKeyOrder(asText: Bool) throws {
        let document = SampleKinds.document([
            [
                "id": "g", "type": "group", "order": "a1",
                "children": [
                    [
                        "id": "l", "type": "lift", "version": 2, "order": "a1",
                        "data": ["name": "Row", "sets": [["reps": 500]]],
                    ],
                    ["id": "a", "type": "note", "order": "a0", "data": ["text": "ok"]],
                ],
            ],
            ["id": "n", "type": "note", "order": "a0", "data": ["text": "fine"]],
        ])
        let decoded =
            try asText
            ? registry.decodeDocument(from: Array(document.serializedString([]).utf8))
            : registry.decodeDocument(from: document)
        #expect(decoded.document.childIDs(of: nil) == ["n", "g"])
        let lift = try #require(decoded.diagnostics.first { $0.blockID == "l" })
        #expect(lift.path.description == "blocks[0].children[0].data.sets[0].reps")
    }

    @Test func placesAKindsOwnFindingsAtTheirFullPath() throws {
        let found = try diagnostics([
            ["id": "n", "type": "note", "data": ["text": "fine"]],
            [
                "id": "g", "type": "group",
                "children": [
                    ["id": "a", "type": "note", "data": ["text": "ok"]],
                    [
                        "id": "l", "type": "lift", "version": 2,
                        "data": ["name": "Row", "sets": [["reps": 5], ["reps": 500]]],
                    ],
                ],
            ],
        ])
        let diagnostic = try #require(found.first)
        #expect(found.count == 1)
        #expect(diagnostic.code == "lift.reps-out-of-range")
        #expect(diagnostic.path.description == "blocks[1].children[1].data.sets[1].reps")
        #expect(diagnostic.blockID == "l")
        #expect(
            diagnostic.description
                == "blocks[1].children[1].data.sets[1].reps: error: \"reps\" is 500; expected 0 to 100 [lift.reps-out-of-range]"
        )
    }

    @Test func reportsBlocksPlacedWhereTheirRulesForbid() throws {
        let found = try diagnostics([
            [
                "id": "outer", "type": "group",
                "children": [
                    ["id": "inner", "type": "group", "children": [["type": "note"], ["type": "note"]]],
                    ["type": "note", "data": ["text": "x"]],
                ],
            ],
            [
                "id": "leaf", "type": "note", "data": ["text": "x"],
                "children": [["type": "note", "data": ["text": "y"]]],
            ],
        ])
        let nesting = found.filter { $0.code == .nestingNotAllowed }
        #expect(nesting.map(\.path.description) == ["blocks[0].children[0]", "blocks[1].children[0]"])
        #expect(
            nesting[0].message
                == "a group block cannot be placed inside a group block; it may be placed at the top level")
        #expect(nesting[1].message.contains("which has no children"))
    }

    @Test func reportsBlocksThatMayNotSitAtTheRoot() throws {
        struct Inner: Block {
            static let kind: BlockKind = "inner"
        }
        let inner = BlockDefinition(
            Inner.self,
            displayName: "Inner",
            symbolName: "i",
            nesting: .leaf(atRoot: false, inside: ["group"]),
            makeDefault: { Inner() }
        )
        let registry = try self.registry.adding([inner])
        let found = try diagnostics([["id": "i", "type": "inner"]], registry: registry)
        #expect(found.map(\.code) == [.nestingNotAllowed])
        #expect(
            found.first?.message
                == "an inner block cannot be placed at the top level; it may be placed inside: group")
    }

    @Test func reportsTooFewAndTooManyChildren() throws {
        let note: JSONValue = ["type": "lift", "version": 2, "data": ["name": "Row", "sets": []]]
        let found = try diagnostics([
            ["id": "few", "type": "group", "children": [note]],
            ["id": "many", "type": "group", "children": [note, note, note, note, note]],
        ])
        #expect(found.map(\.code) == [.tooFewChildren, .tooManyChildren])
        #expect(found.map(\.severity) == [.warning, .error])
        #expect(found[0].message == "a group block should have at least 2 children; it has 1")
        #expect(found[1].message == "a group block may have at most 4 children; it has 5")
    }

    @Test func reportsBlocksDeeperThanTheLimit() throws {
        var block: JSONValue = ["id": "deepest", "type": "acme/box"]
        for level in (0..<3).reversed() {
            block = ["id": .string("level\(level)"), "type": "acme/box", "children": [block]]
        }
        let found = try diagnostics([block], registry: SampleKinds.registry(maximumDepth: 3))
        let deep = found.filter { $0.code == .tooDeep }
        #expect(deep.map(\.blockID) == ["deepest"])
        #expect(deep.first?.message == "this block is nested 4 levels deep; the limit is 3")
        #expect(deep.first?.path.description == "blocks[0].children[0].children[0].children[0]")
    }

    @Test func validatesDocumentsBuiltInCode() throws {
        var document = BlockDocument()
        let group = try document.append(BlockContent(Group(label: nil)))
        try document.append(BlockContent(Note(text: String(repeating: "x", count: 30))), under: group.id)
        let found = registry.validate(document).filter { $0.code != "group.no-lift" }
        #expect(found.map(\.code) == [.tooFewChildren, "note.too-long"])
        #expect(found[1].path.description == "blocks[0].children[0].data.text")
    }

    @Test func diagnosticsEncodeForMachines() throws {
        let diagnostic = Diagnostic(
            severity: .warning,
            code: "x.y",
            message: "m",
            blockID: "b",
            path: ["blocks", 0, "data", "weird key"]
        )
        let json = try JSONValueEncoder().encode(diagnostic)
        #expect(json["path"] == "blocks[0].data[\"weird key\"]")
        #expect(try JSONValueDecoder().decode(Diagnostic.self, from: json) == diagnostic)
    }
}
