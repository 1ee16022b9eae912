import Foundation
import KheperCore
import KheperEditor
import KheperSQLite
import Testing

/// Before a row is written, every store checks it would read back; a write that would not is refused whole and
/// changes nothing.
@Suite struct ReadBackCheckTests {
    /// The stores every writer goes through.
    enum Store: String, CaseIterable, CustomTestStringConvertible {
        case inMemory
        case sqlite

        var testDescription: String { rawValue }

        func make(in directory: TemporaryDirectory) throws -> any DocumentStore {
            switch self {
            case .inMemory: InMemoryDocumentStore()
            case .sqlite: try SQLiteDocumentStore(path: directory.path("store.sqlite"))
            }
        }
    }

    let directory = TemporaryDirectory()

    /// `[[…[1]…]]`, nested `depth` arrays deep, built without recursion.
    static func deepArray(_ depth: Int) -> JSONValue {
        var value: JSONValue = 1
        for _ in 0..<depth { value = .array([value]) }
        return value
    }

    /// A store holding workout "w" with blocks "a" and "b".
    func prepared(_ kind: Store) throws -> any DocumentStore {
        let store = try kind.make(in: directory)
        try store.createDocument(
            DocumentRecord(id: "w", title: "T", blocks: [block("a"), block("b", order: "a1")], historyCursor: 0))
        return store
    }

    @Test(arguments: Store.allCases)
    func refusesBlockDataTheReaderWouldNotAcceptAndChangesNothing(kind: Store) throws {
        let store = try prepared(kind)
        let before = snapshot(try store.loadDocument(id: "w"))
        let deep = block("a", data: ["x": Self.deepArray(600)])
        let error = try #require(throws: StoreError.self) {
            try store.apply(StoreWrite(documentID: "w", title: "Changed", upserts: [block("c", order: "a2"), deep]))
        }
        #expect(error.code == .unreadableWrite)
        #expect(error.message.contains("block \"a\"") && error.message.contains("601 levels"))
        #expect(error.message.contains("at most \(ReadBackCheck.maximumBlockColumnDepth)"))
        #expect(error.message.contains("nothing was changed"))
        #expect(snapshot(try store.loadDocument(id: "w")) == before)
    }

    @Test(arguments: Store.allCases)
    func acceptsDataAtTheLimitAndReadsItBack(kind: Store) throws {
        let store = try prepared(kind)
        let data = Self.deepArray(ReadBackCheck.maximumBlockColumnDepth)
        try store.apply(StoreWrite(documentID: "w", upserts: [block("a", data: data)]))
        let loaded = try #require(try store.loadDocument(id: "w")?.blocks.first { $0.id == "a" })
        #expect(loaded.data == data)
        #expect(loaded.unreadableReason == nil)
    }

    @Test(arguments: Store.allCases)
    func refusesBlockDataOneLevelPastTheLimit(kind: Store) throws {
        let store = try prepared(kind)
        let data = Self.deepArray(ReadBackCheck.maximumBlockColumnDepth + 1)
        #expect(throws: StoreError.self) {
            try store.apply(StoreWrite(documentID: "w", upserts: [block("a", data: data)]))
        }
    }

    /// The deepest data a store keeps, in a block as deep as a registry allows, still makes a document that parses.
    @Test func anExportOfTheDeepestKeptDataInTheDeepestBlockReadsBack() throws {
        var node: JSONValue = [
            "type": "x.leaf", "data": Self.deepArray(ReadBackCheck.maximumBlockColumnDepth),
            "x-extra": Self.deepArray(ReadBackCheck.maximumBlockColumnDepth),
        ]
        for _ in 0..<BlockRegistry.defaultMaximumDepth {
            node = ["type": "x.box", "data": [:], "children": [node]]
        }
        let document: JSONValue = ["format": "kheper.workout", "formatVersion": 1, "blocks": [node]]
        let text = document.serialized([])
        #expect(throws: Never.self) { try JSONValue(parsing: text) }
    }

    @Test(arguments: Store.allCases)
    func refusesAHistoryStepOrExtraFieldsTooDeep(kind: Store) throws {
        let store = try prepared(kind)
        let before = snapshot(try store.loadDocument(id: "w"))
        let history = HistoryChange(upserts: [HistoryEntry(position: 0, payload: Self.deepArray(513))], cursor: 1)
        let step = try #require(throws: StoreError.self) {
            try store.apply(StoreWrite(documentID: "w", history: history))
        }
        #expect(step.code == .unreadableWrite && step.message.contains("history step 0"))
        var extra = block("b", order: "a1")
        extra.extraFields = ["x": Self.deepArray(520)]
        let fields = try #require(throws: StoreError.self) {
            try store.apply(StoreWrite(documentID: "w", upserts: [extra]))
        }
        #expect(fields.code == .unreadableWrite && fields.message.contains("extra fields of block \"b\""))
        #expect(snapshot(try store.loadDocument(id: "w")) == before)
    }

    @Test(arguments: Store.allCases)
    func refusesANewWorkoutWithARowTooDeep(kind: Store) throws {
        let store = try kind.make(in: directory)
        let error = try #require(throws: StoreError.self) {
            try store.createDocument(
                DocumentRecord(id: "w", title: "T", blocks: [block("a", data: Self.deepArray(513))]))
        }
        #expect(error.code == .unreadableWrite)
        #expect(try store.loadDocument(id: "w") == nil)
    }

    @Test(arguments: Store.allCases)
    func writesAnUnreadableRowBackAsTheTextItWasReadFrom(kind: Store) throws {
        let store = try prepared(kind)
        let text = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let unreadable = BlockRecord.unreadable(
            id: "a", parentID: nil, order: try OrderKey("a5"), kind: "text", version: 1, storedData: text,
            extraFields: JSONObject(), reason: "nesting depth exceeds the limit of 512")
        try store.apply(StoreWrite(documentID: "w", upserts: [unreadable]))
        let loaded = try #require(try store.loadDocument(id: "w")?.blocks.first { $0.id == "a" })
        #expect(loaded.data == .string(text))
        #expect(loaded.unreadableReason?.contains("nesting depth exceeds the limit of 512") == true)
        #expect(loaded.order.rawValue == "a5")
    }
}
