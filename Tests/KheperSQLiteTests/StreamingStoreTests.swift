import Foundation
import KheperCore
import KheperEditor
import KheperSQLite
import KheperSync
import Testing

/// A workout streamed in is stored as one created whole is, all or nothing; one streamed out comes in root order,
/// each root with its descendants.
@Suite struct StreamingStoreTests {
    /// A workout of `roots` root blocks, every third holding two children.
    private static func workout(roots: Int, id: DocumentID = "w") throws -> DocumentRecord {
        let keys = try OrderKey.keys(between: nil, nil, count: roots)
        var blocks: [BlockRecord] = []
        for (index, key) in keys.enumerated() {
            blocks.append(
                BlockRecord(
                    id: BlockID("r\(index)"), parentID: nil, order: key, kind: "text", version: 1,
                    data: ["text": .string("root \(index)")], extraFields: ["x-kept": 1.5]))
            if index % 3 == 0 {
                blocks.append(block("r\(index)-a", parent: "r\(index)", order: "a0"))
                blocks.append(block("r\(index)-b", parent: "r\(index)", order: "a1"))
            }
        }
        return DocumentRecord(id: id, title: "Streamed", extraFields: ["x-envelope": true], blocks: blocks)
    }

    @Test func aStreamedWorkoutIsStoredAsACreatedOne() throws {
        let directory = TemporaryDirectory()
        let whole = try SQLiteDocumentStore(path: directory.path("whole.sqlite"))
        let streamed = try SQLiteDocumentStore(path: directory.path("streamed.sqlite"))
        let workout = try Self.workout(roots: 40)
        try whole.createDocument(workout)
        try streamed.createDocument { (add) throws(StoreError) -> DocumentRecord in
            // Children before their parents, in small batches: the parent check waits for the commit.
            let reversed = Array(workout.blocks.reversed())
            for start in stride(from: 0, to: reversed.count, by: 7) {
                try add("w", Array(reversed[start..<min(start + 7, reversed.count)]))
            }
            var header = workout
            header.blocks = []
            return header
        }
        #expect(snapshot(try streamed.loadDocument(id: "w")) == snapshot(try whole.loadDocument(id: "w")))
        #expect(try streamed.syncOutbox().map(\.intent) == whole.syncOutbox().map(\.intent))
    }

    @Test func aFailedStreamKeepsNothing() throws {
        let directory = TemporaryDirectory()
        let store = try SQLiteDocumentStore(path: directory.path("store.sqlite"))
        let workout = try Self.workout(roots: 10)
        #expect(throws: StoreError.self) {
            try store.createDocument { (add) throws(StoreError) -> DocumentRecord in
                try add("w", workout.blocks)
                try add("w", [block("r1")])  // An id already taken.
                return DocumentRecord(id: "w", title: "Never", blocks: [])
            }
        }
        #expect(try store.listDocuments().isEmpty)
        try store.createDocument(workout)
        let error = #expect(throws: StoreError.self) {
            try store.createDocument { (add) throws(StoreError) -> DocumentRecord in
                try add("w", [block("other")])
                return DocumentRecord(id: "w", title: "Again", blocks: [])
            }
        }
        #expect(error?.code == .alreadyExists)
        #expect(snapshot(try store.loadDocument(id: "w")) == snapshot(workout))
    }

    @Test func aWorkoutStreamsOutInRootOrderEachRootWithItsDescendants() throws {
        let directory = TemporaryDirectory()
        let store = try SQLiteDocumentStore(path: directory.path("store.sqlite"))
        let workout = try Self.workout(roots: 1_200)
        try store.createDocument(workout)
        let (count, batches) = try #require(
            try store.exporting("w") { (header, rootCount, next) throws(StoreError) in
                #expect(header.title == "Streamed" && header.extraFields == ["x-envelope": true])
                var batches: [[BlockRecord]] = []
                while case let batch = try next(), !batch.isEmpty { batches.append(batch) }
                return (rootCount, batches)
            })
        #expect(count == 1_200)
        #expect(batches.count == 3, "a few hundred root blocks at a time")
        let roots = batches.joined().filter { $0.parentID == nil }
        #expect(roots.map(\.id) == workout.blocks.filter { $0.parentID == nil }.map(\.id))
        for batch in batches {
            let ids = Set(batch.map(\.id))
            #expect(batch.allSatisfy { $0.parentID.map(ids.contains) ?? true }, "every parent in its own batch")
        }
        #expect(batches.joined().count == workout.blocks.count)
        #expect(try store.exporting("missing") { _, _, _ in 0 } == nil)
    }
}
