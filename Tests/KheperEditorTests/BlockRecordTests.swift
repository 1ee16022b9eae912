import Kheper
import KheperEditor
import KheperTestSupport
import Testing

@Suite struct BlockRecordTests {
    let registry = Fixtures.registry

    /// A document of `count` random blocks: text at the root or in sets, exercises anywhere a set allows them.
    static func randomDocument(seed: UInt64, count: Int) throws -> BlockDocument {
        var random = SeededGenerator(seed: seed)
        var document = BlockDocument(id: DocumentID("w\(seed)"), title: "Random \(seed)")
        var sets: [BlockID] = []
        for index in 0..<count {
            let parent = sets.isEmpty || Bool.random(using: &random) ? nil : sets.randomElement(using: &random)
            let id = BlockID("b\(index)")
            switch Int.random(in: 0..<3, using: &random) {
            case 0 where parent == nil:
                try document.append(BlockContent(SetBlock()), id: id)
                sets.append(id)
            case 1:
                let sets = [ExerciseSet(reps: Int.random(in: 1...20, using: &random))]
                try document.append(
                    BlockContent(ExerciseBlock(name: "Lift \(index)", sets: sets)), id: id, under: parent)
            default:
                try document.append(BlockContent(TextBlock(text: "Note \(index)")), id: id, under: parent)
            }
        }
        return document
    }

    @Test(arguments: 1...10 as ClosedRange<UInt64>)
    func documentsSurviveRecordsInAnyOrder(seed: UInt64) throws {
        let document = try Self.randomDocument(seed: seed, count: 40)
        let records = try registry.records(of: document)
        #expect(records.count == document.count, "seed \(seed)")
        var generator = SeededGenerator(seed: seed)
        let rebuilt = registry.document(
            id: document.id,
            title: document.title,
            extraFields: document.extraFields,
            records: records.shuffled(using: &generator)
        )
        #expect(rebuilt == document, "seed \(seed): rebuilding from shuffled records changed the document")
    }

    @Test func keepsMalformedNodesAndUnknownKindsAsWritten() throws {
        let input: JSONValue = [
            "format": "kheper.workout", "formatVersion": 1, "id": "d", "title": "t",
            "blocks": [
                "not a block",
                [
                    "id": "u", "type": "acme/x", "version": 3, "order": "a1",
                    "data": ["n": .number(JSONNumber(UInt64.max))],
                ],
            ],
        ]
        let document = try registry.decodeDocument(from: input).document
        let records = try registry.records(of: document)
        #expect(records.map(\.isRawNode) == [true, false])
        #expect(records.map(\.kind) == ["", "acme/x"] || records[1].kind == "acme/x")
        #expect(records[1].data["n"]?.numberValue?.literal == "18446744073709551615")
        let rebuilt = registry.document(id: document.id, title: document.title, records: records)
        #expect(try registry.encode(rebuilt)["blocks"] == registry.encode(document)["blocks"])
    }

    @Test func placesOrphansAtTheEndInsteadOfDroppingThem() throws {
        let orphan = BlockRecord(
            id: "o", parentID: "missing", order: .first, kind: "text", version: 1, data: ["text": "lost parent"])
        let root = BlockRecord(id: "r", parentID: nil, order: .first, kind: "text", version: 1, data: ["text": "root"])
        let document = registry.document(id: "d", title: "t", records: [orphan, root])
        #expect(document.childIDs(of: nil) == ["r", "o"])
        #expect(document["o"]?.content.as(TextBlock.self)?.text == "lost parent")
    }

    @Test func anOrphanKeepsItsOwnChildren() {
        let group = BlockRecord(id: "g", parentID: "gone", order: .first, kind: "set", version: 1, data: [:])
        let child = BlockRecord(id: "c", parentID: "g", order: .first, kind: "text", version: 1, data: ["text": "kept"])
        let document = registry.document(id: "d", title: "t", records: [child, group])
        #expect(document.childIDs(of: nil) == ["g"])
        #expect(document.childIDs(of: "g") == ["c"])
    }
}

/// Records of blocks read from a document and unchanged hold the text they were read from, so a store writes it
/// without building a tree; they behave exactly like records holding the tree.
@Suite struct BlockRecordTextTests {
    let registry = Fixtures.registry
    static let json = #"""
        {"format":"kheper.workout","id":"w","title":"T","blocks":[
        {"id":"a","type":"text","version":1,"order":"a0","data":{"text":"Hi","future":[1.50,{"z":1,"a":2}]}},
        {"id":"b","type":"mystery","version":1,"order":"a1","data":{"x":1}},
        {"id":"c","type":"text","version":1,"order":"a2","data":{"text":"Changed later"}}]}
        """#

    @Test func unchangedBlocksKeepTheirTextAndChangedOnesATree() throws {
        var document = try registry.decodeDocument(from: Array(Self.json.utf8)).document
        try document.setContent(BlockContent(TextBlock(text: "Now changed")), of: "c")
        let records = try registry.records(of: document)
        let byID = Dictionary(uniqueKeysWithValues: records.map { ($0.id, $0) })
        let kept = try #require(byID["a"]?.dataText)
        #expect(String(decoding: kept.bytes, as: UTF8.self) == #"{"text":"Hi","future":[1.50,{"z":1,"a":2}]}"#)
        #expect(byID["b"]?.dataText == nil)
        #expect(byID["c"]?.dataText == nil)
        #expect(byID["c"]?.data == ["text": "Now changed"])
    }

    @Test func aTextRecordEqualsHashesAndCodesLikeATreeRecord() throws {
        let value: JSONValue = ["text": "Hi", "n": .number(JSONNumber(literal: "1.50")!)]
        let tree = BlockRecord(id: "a", parentID: nil, order: try OrderKey("a0"), kind: "text", version: 1, data: value)
        let text = BlockRecord(
            id: "a", parentID: nil, order: try OrderKey("a0"), kind: "text", version: 1, dataText: JSONText(value))
        #expect(text == tree && text.hashValue == tree.hashValue)
        #expect(text.data == value)
        let encoder = JSONValueEncoder()
        #expect(try encoder.encode(text) == encoder.encode(tree))
        let decoded = try JSONValueDecoder().decode(BlockRecord.self, from: encoder.encode(text))
        #expect(decoded == tree)
        var changed = text
        changed.data = ["text": "Other"]
        #expect(changed.dataText == nil && changed != tree)
    }

    @Test func theReadBackCheckMeasuresTextWithoutATree() throws {
        var deep: JSONValue = 1
        for _ in 0..<(ReadBackCheck.maximumBlockColumnDepth + 1) { deep = .array([deep]) }
        let record = BlockRecord(
            id: "a", parentID: nil, order: try OrderKey("a0"), kind: "text", version: 1, dataText: JSONText(["x": deep])
        )
        let error = try #require(throws: StoreError.self) {
            try ReadBackCheck.check(DocumentRecord(id: "w", title: "T", blocks: [record]))
        }
        #expect(error.code == .unreadableWrite)
        #expect(error.message.contains("\(ReadBackCheck.maximumBlockColumnDepth + 2) levels"))
    }

    @Test func storingWithoutOpeningKeepsWhatImportingWould() throws {
        let document = try registry.decodeDocument(from: Array(Self.json.utf8)).document
        let stored = InMemoryDocumentStore()
        let workout = try DocumentSession.store(document, in: stored, registry: registry)
        let opened = InMemoryDocumentStore()
        let session = try DocumentSession.importing(document, store: opened, registry: registry)
        #expect(workout.blocks.count == 3)
        #expect(
            try stored.loadDocument(id: "w")?.blocks.sorted { $0.id < $1.id } == workout.blocks.sorted { $0.id < $1.id }
        )
        let reloaded = try DocumentSession(loading: "w", store: stored, registry: registry)
        #expect(try registry.encode(reloaded.document) == registry.encode(session.document))
    }
}

/// A document rebuilt only to be written out keeps blocks that need no migration as stored; written, it must be
/// byte for byte what the decoded document writes, whatever the rows hold.
@Suite struct DocumentForWritingTests {
    /// A note at version 2 whose version 1 called `text` `body`.
    struct Note: Block {
        static let kind: BlockKind = "note"
        static let version = 2
        var text: String
        static let definition = BlockDefinition(
            Note.self, displayName: "Note", symbolName: "note", nesting: .leaf(atRoot: true),
            migrations: [
                BlockMigration(from: 1) { data in data["text"] = data.removeValue(forKey: "body") ?? "" }
            ],
            makeDefault: { Note(text: "") })
    }

    let registry = try! StandardKinds.registry(adding: [Note.definition])

    func record(
        _ id: String, parent: String? = nil, order: String, kind: BlockKind, version: Int = 1, data: JSONValue,
        raw: Bool = false
    ) throws -> BlockRecord {
        BlockRecord(
            id: BlockID(id), parentID: parent.map { BlockID($0) }, order: try OrderKey(order), kind: kind,
            version: version, data: data, extraFields: ["extra": [1, 2]], isRawNode: raw)
    }

    @Test func writesWhatTheDecodedDocumentWrites() throws {
        var records = try registry.records(of: try BlockRecordTests.randomDocument(seed: 7, count: 30))
        records += [
            try record("old", order: "c000", kind: "note", data: ["body": "migrated", "keep": 1.50]),
            try record("new", order: "c001", kind: "note", version: 2, data: ["text": "as is", "z": [3, 1]]),
            try record("newer", order: "c002", kind: "note", version: 3, data: ["future": true]),
            try record("alien", order: "c003", kind: "mystery", data: ["a": ["b": 2.000]]),
            try record("bad", order: "c004", kind: "exercise", data: ["name": 5]),
            try record("raw", order: "c005", kind: "text", data: ["id": "raw", "type": 3], raw: true),
            try record("orphan", parent: "nowhere", order: "a0", kind: "text", data: ["text": "lost"]),
            try record("twin", order: "c001", kind: "text", data: ["text": "same key"]),
            BlockRecord.unreadable(
                id: "deep", parentID: nil, order: try OrderKey("c006"), kind: "text", version: 1,
                storedData: "[[[not json", extraFields: [:], reason: "not JSON"),
        ]
        for seed in 1...5 as ClosedRange<UInt64> {
            var generator = SeededGenerator(seed: seed)
            let shuffled = records.shuffled(using: &generator)
            let decoded = registry.document(id: "w", title: "T", extraFields: ["x": 1], records: shuffled)
            let forWriting = registry.documentForWriting(id: "w", title: "T", extraFields: ["x": 1], records: shuffled)
            #expect(try registry.encodedJSON(forWriting) == registry.encodedJSON(decoded), "seed \(seed)")
        }
    }

    @Test func storedWorkoutsExportAsTheyOpen() throws {
        let store = InMemoryDocumentStore()
        let document = try registry.decodeDocument(from: Array(BlockRecordTextTests.json.utf8)).document
        try DocumentSession.store(document, in: store, registry: registry)
        let opened = try DocumentSession(loading: "w", store: store, registry: registry).document
        let forWriting = try DocumentSession.documentForWriting("w", store: store, registry: registry)
        #expect(try registry.encodedJSON(forWriting) == registry.encodedJSON(opened))
        #expect(throws: EditorError.self) {
            try DocumentSession.documentForWriting("missing", store: store, registry: registry)
        }
    }
}
