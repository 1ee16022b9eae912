import Foundation
import KheperCore
import KheperEditor
import KheperSQLite
import KheperTestSupport
import Testing

/// Seeded random sequences of writes keep the SQLite store equal to the reference, step by step.
@Suite struct StoreEquivalenceTests {
    @Test(arguments: [1, 7, 42, 2024, 0xBEEF] as [UInt64])
    func randomWritesKeepBothStoresEqual(seed: UInt64) throws {
        let directory = TemporaryDirectory()
        let sqlite = try SQLiteDocumentStore(path: directory.path("store.sqlite"))
        let reference = ReferenceDocumentStore()
        var random = SeededGenerator(seed: seed)
        var script = RandomScript(keys: try OrderKey.keys(between: nil, nil, count: 40))

        for store in [sqlite, reference] as [any DocumentStore] {
            try store.createDocument(DocumentRecord(id: "w1", title: "Same", blocks: []))
            try store.createDocument(DocumentRecord(id: "w0", title: "Same", blocks: [block("x")]))
        }
        var succeeded = 0
        for step in 0..<60 {
            let operation = script.nextOperation(using: &random)
            let sqliteOutcome = Result { () throws(StoreError) in try operation(sqlite) }
            let referenceOutcome = Result { () throws(StoreError) in try operation(reference) }
            let context = Comment(rawValue: "seed \(seed), step \(step)")
            #expect(sqliteOutcome.errorCode == referenceOutcome.errorCode, context)
            if sqliteOutcome.errorCode == nil { succeeded += 1 }
            for id: DocumentID in ["w0", "w1"] {
                #expect(
                    snapshot(try sqlite.loadDocument(id: id)) == snapshot(try reference.loadDocument(id: id)), context)
                // Its blocks alone are read as the whole workout is, without the history.
                var blocks = try sqlite.loadDocument(id: id)
                blocks?.history = []
                #expect(snapshot(try sqlite.loadDocumentBlocks(id: id)) == snapshot(blocks), context)
            }
            #expect(snapshot(try sqlite.listDocuments()) == snapshot(try reference.listDocuments()), context)
        }
        // The script mostly writes; a run of failures would compare nothing. Some writes are refused on purpose:
        // their rows would orphan a block or give two siblings one key, and both stores must refuse the same ones.
        #expect(succeeded > 25, "seed \(seed)")
    }
}

extension Result where Failure == StoreError {
    /// The error's code, or nil on success.
    fileprivate var errorCode: StoreError.Code? {
        if case .failure(let error) = self { return error.code }
        return nil
    }
}

/// Makes random store operations over a small pool of ids, keys and payloads, so they collide often.
private struct RandomScript {
    let keys: [OrderKey]
    let ids = (0..<10).map { BlockID("b\($0)") }
    let payloads: [JSONValue] = [
        ["text": "Hi"],
        ["max": .number(JSONNumber(literal: "18446744073709551615")!), "x-unknown": [true, nil]],
        ["tiny": .number(JSONNumber(literal: "0.1000000000000000000001")!), "nested": ["a": ["b": []]]],
        ["sets": [["reps": 5, "load": 102.5], ["reps": 3, "load": .number(JSONNumber(literal: "1E+2")!)]]],
        "a bare string",
    ]
    var nextPosition = 0

    mutating func nextOperation(using random: inout SeededGenerator) -> (any DocumentStore) throws(StoreError) -> Void {
        let workout: DocumentID = Bool.random(using: &random) ? "w1" : "w0"
        switch Int.random(in: 0..<10, using: &random) {
        case 0:
            let missing = DocumentID("missing\(Int.random(in: 0..<2, using: &random))")
            return { store throws(StoreError) in try store.apply(StoreWrite(documentID: missing, title: "x")) }
        case 1:
            let record = DocumentRecord(
                id: workout, title: "Again", blocks: [randomBlock(using: &random)], historyCursor: 3)
            return { store throws(StoreError) in try store.createDocument(record) }
        case 2:
            return { store throws(StoreError) in
                try store.deleteDocument(id: workout)
                try store.createDocument(DocumentRecord(id: workout, title: "Reborn", blocks: []))
            }
        default:
            let write = randomWrite(workout, using: &random)
            return { store throws(StoreError) in try store.apply(write) }
        }
    }

    private mutating func randomWrite(_ workout: DocumentID, using random: inout SeededGenerator) -> StoreWrite {
        var write = StoreWrite(documentID: workout)
        if Int.random(in: 0..<4, using: &random) == 0 {
            write.title = ["A", "B", "Same", "Zed"].randomElement(using: &random)
        }
        // A write names each block once, as the editor's writes do.
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let block = randomBlock(using: &random)
            write.upserts.removeAll { $0.id == block.id }
            write.upserts.append(block)
        }
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            write.deletions.append(ids.randomElement(using: &random)!)
        }
        if Bool.random(using: &random) {
            var change = HistoryChange(cursor: Int.random(in: 0...nextPosition + 1, using: &random))
            if Int.random(in: 0..<3, using: &random) == 0 {
                change.removeFrom = Int.random(in: 0...nextPosition, using: &random)
            }
            if Int.random(in: 0..<4, using: &random) == 0 {
                change.removeBefore = Int.random(in: 0...nextPosition, using: &random)
            }
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                change.upserts.append(
                    HistoryEntry(
                        position: Int.random(in: 0...nextPosition, using: &random),
                        payload: payloads.randomElement(using: &random)!))
            }
            nextPosition += 1
            write.history = change
        }
        return write
    }

    private func randomBlock(using random: inout SeededGenerator) -> BlockRecord {
        let parent = Int.random(in: 0..<3, using: &random) > 0 ? nil : ids.randomElement(using: &random)
        let raw = Int.random(in: 0..<8, using: &random) == 0
        return BlockRecord(
            id: ids.randomElement(using: &random)!, parentID: parent, order: keys.randomElement(using: &random)!,
            kind: ["text", "exercise", "hologram"].randomElement(using: &random)!,
            version: Int.random(in: 1...3, using: &random), data: payloads.randomElement(using: &random)!,
            extraFields: Bool.random(using: &random) ? [:] : ["x-note": "kept"], isRawNode: raw)
    }
}
