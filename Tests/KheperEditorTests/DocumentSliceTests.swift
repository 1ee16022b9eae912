import Foundation
import Kheper
import KheperCore
import KheperEditor
import Synchronization
import Testing

/// Edits through a slice read only what they touch, are refused whole when their blocks moved on, and share one
/// undo log with every other writer.
@Suite struct DocumentSliceTests {
    let registry = Fixtures.registry

    /// A store with one workout of `count` text blocks at the top level and a set holding two exercises.
    func makeStore(count: Int) throws -> (store: CountingStore, set: BlockID, exercise: BlockID) {
        var document = BlockDocument(id: "w", title: "Big")
        let keys = try OrderKey.keys(between: nil, nil, count: count + 1)
        for index in 0..<count {
            try document.insert(
                BlockNode(id: BlockID("t\(index)"), parentID: nil, order: keys[index], content: content("text")))
        }
        try document.insert(BlockNode(id: "set", parentID: nil, order: keys[count], content: content("set")))
        try document.insert(BlockNode(id: "ex", parentID: "set", order: .first, content: content("exercise")))
        let store = CountingStore()
        _ = try DocumentSession.importing(document, store: store, registry: registry)
        return (store, "set", "ex")
    }

    func content(_ kind: BlockKind) -> BlockContent {
        Fixtures.content(of: kind)
    }

    @Test(arguments: [10, 2_000])
    func anEditReadsTheSameRowsAtAnySize(count: Int) throws {
        let (store, set, exercise) = try makeStore(count: count)
        store.rowsRead.withLock { $0 = 0 }
        try DocumentSession.edit(document: "w", in: store, registry: registry) { slice throws(EditorError) in
            try slice.load(exercise)
            _ = try slice.perform { editor throws(EditorError) in
                try editor.update(exercise, [FieldChange(path: JSONPath([.key("name")]), value: "Front Squat")])
            }
        }
        // The block and its one ancestor.
        #expect(store.rowsRead.withLock { $0 } == 2)
        store.rowsRead.withLock { $0 = 0 }
        try DocumentSession.edit(document: "w", in: store, registry: registry) { slice throws(EditorError) in
            try slice.loadSubtree(of: exercise)
            try slice.loadPlacement(.after(set))
            _ = try slice.perform { editor throws(EditorError) in try editor.move(exercise, to: .after(set)) }
        }
        // The block (twice: itself and its subtree), its parent, and at most the neighbour window on each side.
        #expect(store.rowsRead.withLock { $0 } <= 4 + 2 * DocumentSlice.neighbourCount)
        let record = try #require(try store.loadDocument(id: "w"))
        #expect(record.blocks.first { $0.id == exercise }?.parentID == nil)
        #expect(record.blocks.count == count + 2)
    }

    @Test func aWholeWorkoutReplacedThroughASliceReadsEveryBlockAndUndoTakesItBack() throws {
        let (store, set, exercise) = try makeStore(count: 3)
        var session = try DocumentSession(loading: "w", store: store, registry: registry)
        try session.perform { editor throws(EditorError) in
            try editor.update(exercise, [FieldChange(path: JSONPath([.key("name")]), value: "Front Squat")])
        }
        // Read without its history, the document is the one a session holds.
        let original = try DocumentSession.document(loading: "w", store: store, registry: registry)
        #expect(original == session.document)
        #expect(try store.loadDocumentBlocks(id: "w")?.history == [])

        var replacement = original
        replacement.title = "Bigger"
        try replacement.removeSubtree("t1")
        try replacement.setContent(content("text"), of: exercise)
        try replacement.insert(
            BlockNode(
                id: "new", parentID: set, order: try OrderKey.keys(between: nil, .first, count: 1)[0],
                content: content("exercise")))
        let summary = EditTransaction.Summary(done: "replaced it", undone: "put it back")
        try DocumentSession.edit(document: "w", in: store, registry: registry) { slice throws(EditorError) in
            try slice.loadAll()
            _ = try slice.perform { editor throws(EditorError) in
                try editor.replaceContent(with: replacement, summary: summary, kept: ["made by": "the test"])
            }
        }
        #expect(try DocumentSession.document(loading: "w", store: store, registry: registry) == replacement)
        // What the caller kept is stored with the step, and read back from the history; other steps keep nothing.
        let steps = try #require(try store.loadDocument(id: "w")?.history).map {
            try JSONValueDecoder().decode(EditTransaction.self, from: $0.payload)
        }
        #expect(steps.map(\.kept) == [nil, ["made by": "the test"]])

        // The step joined the stored history: a session undoes it, then the edit before it.
        var reopened = try DocumentSession(loading: "w", store: store, registry: registry)
        try reopened.perform { editor throws(EditorError) in try editor.undo() }
        #expect(reopened.document == original)
        #expect(try DocumentSession.document(loading: "w", store: store, registry: registry) == original)
    }

    @Test func anUndoOnlyIfItsStepIsAcceptedLeavesAnyOtherStepDone() throws {
        let (store, _, exercise) = try makeStore(count: 3)
        let rename = FieldChange(path: JSONPath([.key("name")]), value: "Front Squat")
        try DocumentSession.edit(document: "w", in: store, registry: registry) { slice throws(EditorError) in
            try slice.load(exercise)
            _ = try slice.perform { editor throws(EditorError) in try editor.update(exercise, [rename]) }
        }
        let renamed = try DocumentSession.document(loading: "w", store: store, registry: registry)
        var refused: EditTransaction?
        try DocumentSession.edit(document: "w", in: store, registry: registry) { slice throws(EditorError) in
            refused = try slice.undo(onlyIf: { $0.label == "replace" })
        }
        #expect(refused == nil)
        #expect(try DocumentSession.document(loading: "w", store: store, registry: registry) == renamed)
        var accepted: EditTransaction?
        try DocumentSession.edit(document: "w", in: store, registry: registry) { slice throws(EditorError) in
            accepted = try slice.undo(onlyIf: { $0.label == "update" })
        }
        #expect(accepted?.label == "update")
        #expect(try DocumentSession.document(loading: "w", store: store, registry: registry) != renamed)
    }

    @Test func undoOfAStepWhoseBlockChangedElsewhereIsRefusedAndChangesNothing() throws {
        let (store, _, exercise) = try makeStore(count: 3)
        let rename = FieldChange(path: JSONPath([.key("name")]), value: "Front Squat")
        try DocumentSession.edit(document: "w", in: store, registry: registry) { slice throws(EditorError) in
            try slice.load(exercise)
            _ = try slice.perform { editor throws(EditorError) in try editor.update(exercise, [rename]) }
        }
        // A write that bypasses the history changes the block the last step changed.
        var changed = try #require(try store.loadDocument(id: "w")?.blocks.first { $0.id == exercise })
        changed.data = ["name": "Changed elsewhere"]
        try store.apply(StoreWrite(documentID: "w", upserts: [changed]))
        let before = try store.loadDocument(id: "w")
        let refusal = #expect(throws: EditorError.self) {
            try DocumentSession.edit(document: "w", in: store, registry: registry) { slice throws(EditorError) in
                try slice.undo()
            }
        }
        #expect(refusal?.code == .stepNoLongerApplies)
        #expect(refusal?.message.contains("has changed since") == true)
        #expect(try store.loadDocument(id: "w") == before)
    }

    @Test func anIntoAContainerRemovedMeanwhileIsRefused() throws {
        let (store, set, _) = try makeStore(count: 3)
        try DocumentSession.edit(document: "w", in: store, registry: registry) { slice throws(EditorError) in
            try slice.loadSubtree(of: set)
            _ = try slice.perform { editor throws(EditorError) in try editor.delete(set) }
        }
        let refusal = #expect(throws: EditorError.self) {
            try DocumentSession.edit(document: "w", in: store, registry: registry) { slice throws(EditorError) in
                try slice.loadPlacement(.lastChild(of: set))
                _ = try slice.perform { editor throws(EditorError) in
                    try editor.insertNew(kind: "exercise", shorthand: "Late 3x5", at: .lastChild(of: set))
                }
            }
        }
        #expect(refusal?.code == .unknownBlock)
        #expect(try store.loadDocument(id: "w")?.blocks.count == 3)
    }

    @Test func aSessionReappliesItsIntentOnTopOfAnotherWritersChange() throws {
        let (store, _, exercise) = try makeStore(count: 3)
        var session = try DocumentSession(loading: "w", store: store, registry: registry)
        // Another writer sets the notes after this session loaded the workout.
        try DocumentSession.edit(document: "w", in: store, registry: registry) { slice throws(EditorError) in
            try slice.load(exercise)
            _ = try slice.perform { editor throws(EditorError) in
                try editor.update(exercise, [FieldChange(path: JSONPath([.key("notes")]), value: "from elsewhere")])
            }
        }
        try session.perform { editor throws(EditorError) in
            try editor.update(exercise, [FieldChange(path: JSONPath([.key("name")]), value: "Front Squat")])
        }
        let data = try #require(try store.loadDocument(id: "w")?.blocks.first { $0.id == exercise }?.data)
        #expect(data["notes"] == "from elsewhere")
        #expect(data["name"] == "Front Squat")
        // Both steps are in the shared log: undo takes back the session's, then the other writer's.
        try session.perform { editor throws(EditorError) in try editor.undo() }
        try session.perform { editor throws(EditorError) in try editor.undo() }
        let restored = try #require(try store.loadDocument(id: "w")?.blocks.first { $0.id == exercise }?.data)
        #expect(restored["notes"] == nil && restored["name"] != "Front Squat")
    }
}

/// An in-memory store that counts the block rows its transactions return.
final class CountingStore: DocumentStore {
    let inner = InMemoryDocumentStore()
    let rowsRead = Mutex(0)

    func listDocuments() throws(StoreError) -> [DocumentSummary] { try inner.listDocuments() }
    func loadDocument(id: DocumentID) throws(StoreError) -> DocumentRecord? { try inner.loadDocument(id: id) }
    func createDocument(_ workout: DocumentRecord) throws(StoreError) { try inner.createDocument(workout) }
    func apply(_ write: StoreWrite) throws(StoreError) { try inner.apply(write) }
    func deleteDocument(id: DocumentID) throws(StoreError) { try inner.deleteDocument(id: id) }

    func exclusively<Result>(
        _ id: DocumentID,
        _ body: (any DocumentStoreTransaction) throws(StoreError) -> Result
    ) throws(StoreError) -> Result {
        try inner.exclusively(id) { (transaction) throws(StoreError) in
            try body(CountingTransaction(inner: transaction, store: self))
        }
    }
}

/// Forwards every call and adds the block rows returned to a counter.
struct CountingTransaction: DocumentStoreTransaction {
    let inner: any DocumentStoreTransaction
    let store: CountingStore

    var documentID: DocumentID { inner.documentID }

    private func count(_ rows: [BlockRecord]) -> [BlockRecord] {
        store.rowsRead.withLock { $0 += rows.count }
        return rows
    }

    func header() throws(StoreError) -> DocumentHeader? { try inner.header() }
    func wholeDocument() throws(StoreError) -> DocumentRecord? {
        let record = try inner.wholeDocument()
        _ = count(record?.blocks ?? [])
        return record
    }
    func blocks(_ ids: [BlockID]) throws(StoreError) -> [BlockRecord] { count(try inner.blocks(ids)) }
    func blockIDs(withPrefix prefix: String, limit: Int) throws(StoreError) -> [(id: BlockID, kind: BlockKind)] {
        try inner.blockIDs(withPrefix: prefix, limit: limit)
    }
    func ancestors(of id: BlockID) throws(StoreError) -> [BlockRecord] { count(try inner.ancestors(of: id)) }
    func subtree(of id: BlockID) throws(StoreError) -> [BlockRecord] { count(try inner.subtree(of: id)) }
    func children(
        of parent: BlockID?,
        _ side: SiblingSide,
        _ key: OrderKey?,
        limit: Int
    ) throws(StoreError) -> [BlockRecord] {
        count(try inner.children(of: parent, side, key, limit: limit))
    }
    func childCount(of parent: BlockID?) throws(StoreError) -> Int { try inner.childCount(of: parent) }
    func history(in positions: Range<Int>) throws(StoreError) -> [HistoryEntry] { try inner.history(in: positions) }
    func apply(_ write: StoreWrite) throws(StoreError) { try inner.apply(write) }
}
