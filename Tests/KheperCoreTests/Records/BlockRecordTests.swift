import KheperCore
import Testing

@Suite struct BlockRecordTests {
    let registry = SampleKinds.registry()

    @Test(arguments: RoundTripPropertyTests.seeds.prefix(10))
    func documentsSurviveRecordsInAnyOrder(seed: UInt64) throws {
        var random = RandomDocuments(seed: seed)
        let document = try registry.decodeDocument(from: random.document()).document
        let records = try registry.records(of: document)
        #expect(records.count == document.count, "seed \(seed)")
        var generator = random.generator
        let rebuilt = registry.document(
            id: document.id,
            title: document.title,
            extraFields: document.extraFields,
            records: records.shuffled(using: &generator)
        )
        #expect(rebuilt == document, "seed \(seed): rebuilding from shuffled records changed the document")
    }

    @Test func keepsMalformedNodesAndUnknownKindsAsWritten() throws {
        let input = SampleKinds.document([
            "not a block",
            ["id": "u", "type": "acme/x", "version": 3, "order": "a1", "data": ["n": .number(JSONNumber(UInt64.max))]],
        ])
        let document = try registry.decodeDocument(from: input).document
        let records = try registry.records(of: document)
        #expect(records.map(\.isRawNode) == [true, false])
        #expect(records[1].data["n"]?.numberValue?.literal == "18446744073709551615")
        let rebuilt = registry.document(id: document.id, title: document.title, records: records)
        #expect(try registry.encode(rebuilt)["blocks"] == registry.encode(document)["blocks"])
    }

    @Test func placesOrphansAtTheEndInsteadOfDroppingThem() throws {
        let orphan = BlockRecord(
            id: "o",
            parentID: "missing",
            order: .first,
            type: "note",
            version: 1,
            data: ["text": "lost parent"]
        )
        let root = BlockRecord(id: "r", parentID: nil, order: .first, type: "note", version: 1, data: ["text": "root"])
        let document = registry.document(id: "d", title: "t", records: [orphan, root])
        #expect(document.childIDs(of: nil) == ["r", "o"])
        #expect(document["o"]?.content.as(Note.self) == Note(text: "lost parent"))
    }
}

@Suite struct OrphanRecordTests {
    @Test func anOrphanKeepsItsOwnChildren() {
        let registry = SampleKinds.registry()
        let group = BlockRecord(id: "g", parentID: "gone", order: .first, type: "group", version: 1, data: [:])
        let child = BlockRecord(id: "c", parentID: "g", order: .first, type: "note", version: 1, data: ["text": "kept"])
        let document = registry.document(id: "d", title: "t", records: [child, group])
        #expect(document.childIDs(of: nil) == ["g"])
        #expect(document.childIDs(of: "g") == ["c"])
    }
}
