import KheperCore
import Testing

@Suite struct BlockDocumentTests {
    private func sampleDocument() throws -> BlockDocument {
        var document = BlockDocument(id: "doc", title: "Push day")
        try document.append(BlockContent(Note(text: "warm up")), id: "n1")
        try document.append(BlockContent(Group(label: "A")), id: "g1")
        try document.append(BlockContent(Lift(name: "Bench", sets: [])), id: "l1", under: "g1")
        try document.append(BlockContent(Lift(name: "Row", sets: [])), id: "l2", under: "g1")
        try document.append(BlockContent(Note(text: "cool down")), id: "n2")
        return document
    }

    @Test func appendsInOrderAndLooksUpByID() throws {
        let document = try sampleDocument()
        #expect(document.count == 5)
        #expect(document.childIDs(of: nil) == ["n1", "g1", "n2"])
        #expect(document.childIDs(of: "g1") == ["l1", "l2"])
        #expect(document["l2"]?.parentID == "g1")
        #expect(document.allIDs == ["n1", "g1", "l1", "l2", "n2"])
        #expect(document.depth(of: "n1") == 0)
        #expect(document.depth(of: "l1") == 1)
        #expect(document.index(of: "n2") == 2)
        #expect(document.path(of: "l2")?.description == "blocks[1].children[1]")
        #expect(document.isAncestor("g1", of: "l2"))
        #expect(!document.isAncestor("l2", of: "g1"))
    }

    @Test func measuresSubtreeHeights() throws {
        let document = try sampleDocument()
        #expect(document.subtreeHeight(of: "g1") == 2)
        #expect(document.subtreeHeight(of: "l1") == 1)
        #expect(document.subtreeHeight(of: "missing") == 0)
    }

    @Test func insertsBetweenSiblingsWithOneNewKey() throws {
        var document = try sampleDocument()
        let before = document.children(of: nil).map(\.order)
        let key = try document.orderKey(forIndex: 1, under: nil)
        try document.insert(BlockNode(id: "n3", parentID: nil, order: key, content: BlockContent(Note(text: "x"))))
        #expect(document.childIDs(of: nil) == ["n1", "n3", "g1", "n2"])
        #expect(document.children(of: nil).map(\.order).filter { $0 != key } == before)
    }

    @Test func refusesDuplicateIDsTakenKeysAndMissingParents() throws {
        var document = try sampleDocument()
        let taken = try #require(document["n1"]?.order)
        let duplicate = #expect(throws: DocumentError.self) {
            try document.insert(BlockNode(id: "n1", parentID: nil, order: taken, content: BlockContent(Note(text: ""))))
        }
        #expect(duplicate?.code == .duplicateID)
        let keyTaken = #expect(throws: DocumentError.self) {
            try document.insert(BlockNode(id: "n9", parentID: nil, order: taken, content: BlockContent(Note(text: ""))))
        }
        #expect(keyTaken?.code == .orderKeyTaken)
        let orphan = #expect(throws: DocumentError.self) {
            try document.append(BlockContent(Note(text: "")), under: "nope")
        }
        #expect(orphan?.code == .unknownBlock)
        #expect(document.count == 5)
    }

    @Test func movesASubtreeAndRefusesCycles() throws {
        var document = try sampleDocument()
        let key = try document.orderKey(forIndex: 0, under: nil)
        try document.move("g1", under: nil, order: key)
        #expect(document.allIDs == ["g1", "l1", "l2", "n1", "n2"])
        let intoGroup = try document.orderKey(forIndex: 2, under: "g1")
        try document.move("n2", under: "g1", order: intoGroup)
        #expect(document.childIDs(of: "g1") == ["l1", "l2", "n2"])
        let cycle = #expect(throws: DocumentError.self) {
            try document.move("g1", under: "l1", order: .first)
        }
        #expect(cycle?.code == .cycle)
        let taken = try #require(document["l1"]?.order)
        let collision = #expect(throws: DocumentError.self) { try document.move("n1", under: "g1", order: taken) }
        #expect(collision?.code == .orderKeyTaken)
        #expect(document["n1"]?.parentID == nil)
        #expect(document.childIDs(of: nil) == ["g1", "n1"])
    }

    @Test func removesASubtree() throws {
        var document = try sampleDocument()
        let removed = try document.removeSubtree("g1")
        #expect(removed.map(\.id) == ["g1", "l1", "l2"])
        #expect(document.allIDs == ["n1", "n2"])
        #expect(document["l1"] == nil)
        #expect(throws: DocumentError.self) { try document.removeSubtree("g1") }
    }

    @Test func removingKeepsEveryOtherBlockFoundByItsID() throws {
        var document = try sampleDocument()
        try document.removeSubtree("n1")  // The first block stored: the last one takes its place.
        try document.setContent(BlockContent(Note(text: "done")), of: "n2")
        #expect(document.allIDs == ["g1", "l1", "l2", "n2"])
        #expect(document["n2"]?.content == BlockContent(Note(text: "done")))
        #expect(document["l2"]?.parentID == "g1")
        try document.removeSubtree("n2")  // Now the last one stored.
        #expect(document.allIDs == ["g1", "l1", "l2"])
        #expect(document.count == 3 && document["n1"] == nil && document["n2"] == nil)
    }

    @Test func documentsWithTheSameTreeAreEqualHoweverTheyWereBuilt() throws {
        let built = try sampleDocument()
        var rebuilt = BlockDocument(id: "doc", title: "Push day")
        for id in ["g1", "l2", "n2", "l1", "n1"] as [BlockID] {
            let node = try #require(built[id])
            if let parent = node.parentID, !rebuilt.contains(parent) { try rebuilt.insert(built[parent]!) }
            if !rebuilt.contains(id) { try rebuilt.insert(node) }
        }
        #expect(rebuilt == built)
        #expect(rebuilt.hashValue == built.hashValue)
        var edited = rebuilt
        try edited.setContent(BlockContent(Note(text: "changed")), of: "n2")
        #expect(edited != built)
        var moved = rebuilt
        try moved.move("n2", under: "g1", order: try moved.orderKey(forIndex: 2, under: "g1"))
        #expect(moved != built)
        var removed = rebuilt
        try removed.removeSubtree("n1")
        #expect(removed != built)
    }

    @Test func refusesPositionsOutsideTheSiblings() throws {
        let document = try sampleDocument()
        let error = #expect(throws: DocumentError.self) { try document.orderKey(forIndex: 4, under: nil) }
        #expect(error?.code == .positionOutOfRange)
    }
}
