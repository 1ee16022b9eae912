import Foundation
import KheperCore
import KheperEditor
import Testing

/// The `DocumentStore` contract, run against the SQLite store and the test-local reference alike.
@Suite struct StoreContractTests {
    let directory = TemporaryDirectory()

    @Test(arguments: StoreKind.allCases)
    func createListLoadAndDelete(kind: StoreKind) throws {
        let store = try kind.make(in: directory)
        #expect(try store.listDocuments().isEmpty)
        #expect(try store.loadDocument(id: "w1") == nil)

        let blocks = [block("a"), block("b", order: "a1"), block("c", parent: "b")]
        try store.createDocument(
            DocumentRecord(
                id: "w1", title: "Push", extraFields: ["x-app": "kept"], blocks: blocks,
                history: [HistoryEntry(position: 0, payload: ["op": "insert"])], historyCursor: 1))
        try store.createDocument(DocumentRecord(id: "w0", title: "Push", blocks: []))
        try store.createDocument(DocumentRecord(id: "w2", title: "Legs", blocks: [block("z")]))

        #expect(snapshot(try store.listDocuments()) == ["w2 Legs 1", "w0 Push 0", "w1 Push 3"])
        let loaded = try #require(try store.loadDocument(id: "w1"))
        #expect(
            snapshot(loaded) == [
                "workout w1 title=Push extra={\"x-app\":\"kept\"} cursor=1",
                "block a parent=- order=a0 type=text v1 raw=false data={\"text\":\"Hello\"} extra={}",
                "block b parent=- order=a1 type=text v1 raw=false data={\"text\":\"Hello\"} extra={}",
                "block c parent=b order=a0 type=text v1 raw=false data={\"text\":\"Hello\"} extra={}",
                "history 0 {\"op\":\"insert\"}",
            ])

        try store.deleteDocument(id: "w1")
        #expect(try store.loadDocument(id: "w1") == nil)
        #expect(snapshot(try store.listDocuments()) == ["w2 Legs 1", "w0 Push 0"])
    }

    @Test(arguments: StoreKind.allCases)
    func errorsNameTheirCode(kind: StoreKind) throws {
        let store = try kind.make(in: directory)
        try store.createDocument(DocumentRecord(id: "w", title: "T", blocks: []))

        let duplicate = #expect(throws: StoreError.self) {
            try store.createDocument(DocumentRecord(id: "w", title: "Other", blocks: [block("a")]))
        }
        #expect(duplicate?.code == .alreadyExists)
        #expect(snapshot(try store.loadDocument(id: "w")) == ["workout w title=T extra={} cursor=0"])

        let missingApply = #expect(throws: StoreError.self) {
            try store.apply(StoreWrite(documentID: "nope", upserts: [block("a")]))
        }
        #expect(missingApply?.code == .notFound)
        let missingEmptyApply = #expect(throws: StoreError.self) { try store.apply(StoreWrite(documentID: "nope")) }
        #expect(missingEmptyApply?.code == .notFound)
        let missingDelete = #expect(throws: StoreError.self) { try store.deleteDocument(id: "nope") }
        #expect(missingDelete?.code == .notFound)
        #expect(missingDelete?.message.contains("\"nope\"") == true)
    }

    @Test(arguments: StoreKind.allCases)
    func applyTouchesOnlyTheNamedRows(kind: StoreKind) throws {
        let store = try kind.make(in: directory)
        try store.createDocument(
            DocumentRecord(
                id: "w", title: "Old", blocks: [block("a"), block("b", order: "a1"), block("c", order: "a2")]))

        try store.apply(
            StoreWrite(
                documentID: "w", title: "New",
                upserts: [block("b", parent: "a", order: "Zz"), block("d", order: "a2")],
                deletions: ["c", "never-existed"]))
        #expect(
            snapshot(try store.loadDocument(id: "w")) == [
                "workout w title=New extra={} cursor=0",
                "block a parent=- order=a0 type=text v1 raw=false data={\"text\":\"Hello\"} extra={}",
                "block b parent=a order=Zz type=text v1 raw=false data={\"text\":\"Hello\"} extra={}",
                "block d parent=- order=a2 type=text v1 raw=false data={\"text\":\"Hello\"} extra={}",
            ])

        // Deletions come before upserts: a block named by both is replaced, not lost.
        try store.apply(
            StoreWrite(documentID: "w", upserts: [block("d", order: "a2", kind: "timer")], deletions: ["d"]))
        #expect(try store.loadDocument(id: "w")?.blocks.first { $0.id == "d" }?.kind == "timer")
        // An empty write changes nothing.
        let before = snapshot(try store.loadDocument(id: "w"))
        try store.apply(StoreWrite(documentID: "w"))
        #expect(snapshot(try store.loadDocument(id: "w")) == before)
    }

    @Test(arguments: StoreKind.allCases)
    func historyRemovalsThenUpsertsThenCursor(kind: StoreKind) throws {
        let store = try kind.make(in: directory)
        let steps = (0..<4).map { HistoryEntry(position: $0, payload: ["step": .number(JSONNumber($0))]) }
        try store.createDocument(DocumentRecord(id: "w", title: "T", blocks: [], history: steps, historyCursor: 2))

        func history() throws -> [String] {
            snapshot(try store.loadDocument(id: "w")).filter { !$0.hasPrefix("block") }
        }
        // A new edit after two undos discards the redo steps and appends itself.
        try store.apply(
            StoreWrite(
                documentID: "w",
                history: HistoryChange(
                    removeFrom: 2, upserts: [HistoryEntry(position: 2, payload: ["new": 1])], cursor: 3)
            ))
        #expect(
            try history() == [
                "workout w title=T extra={} cursor=3", "history 0 {\"step\":0}", "history 1 {\"step\":1}",
                "history 2 {\"new\":1}",
            ])
        // A coalesced edit replaces the last entry; the bound drops the oldest.
        try store.apply(
            StoreWrite(
                documentID: "w",
                history: HistoryChange(
                    removeBefore: 1, upserts: [HistoryEntry(position: 2, payload: ["new": 2])], cursor: 3)))
        #expect(
            try history() == [
                "workout w title=T extra={} cursor=3", "history 1 {\"step\":1}", "history 2 {\"new\":2}",
            ])
        // Undo moves only the cursor; a write without history keeps it.
        try store.apply(StoreWrite(documentID: "w", history: HistoryChange(cursor: 1)))
        try store.apply(StoreWrite(documentID: "w", title: "U"))
        #expect(
            try history() == [
                "workout w title=U extra={} cursor=1", "history 1 {\"step\":1}", "history 2 {\"new\":2}",
            ])
    }

    @Test(arguments: StoreKind.allCases)
    func unknownKindsFieldsAndBigNumbersComeBackExactly(kind: StoreKind) throws {
        let store = try kind.make(in: directory)
        // What the door refuses now, a store written before may hold: it comes back exactly.
        let data = try JSONValue(
            parsing:
                #"{"max":18446744073709551615,"tiny":0.1000000000000000000001,"keep":[1.50,-0,1e400],"é":"✓\u0000"}"#,
            options: .storedData)
        let extra = try JSONValue(parsing: #"{"x-future":{"z":1,"a":[null,true]},"comment":"unknown member"}"#)
        let future = BlockRecord(
            id: "f", parentID: nil, order: .first, kind: "hologram", version: 42, data: data,
            extraFields: try #require(extra.objectValue))
        let raw = BlockRecord(
            id: "r", parentID: "f", order: .first, kind: "set", version: 1,
            data: try JSONValue(parsing: #"{"id":"r","type":"set","data":[1,2,"not an object"]}"#), isRawNode: true)
        let envelope = try JSONValue(parsing: #"{"schemaHint":99999999999999999999999,"x":{}}"#)
        try store.createDocument(
            DocumentRecord(
                id: "w", title: "Ünïcødé 🏋️", extraFields: try #require(envelope.objectValue), blocks: [future]))
        try store.apply(
            StoreWrite(
                documentID: "w", upserts: [raw],
                history: HistoryChange(upserts: [HistoryEntry(position: 0, payload: data)], cursor: 1)))

        let loaded = try #require(try store.loadDocument(id: "w"))
        #expect(loaded.title == "Ünïcødé 🏋️")
        #expect(JSONValue.object(loaded.extraFields).serializedString() == envelope.serializedString())
        let loadedFuture = try #require(loaded.blocks.first { $0.id == "f" })
        #expect(loadedFuture == future)
        #expect(loadedFuture.data.serializedString() == data.serializedString())
        #expect(loadedFuture.data.serializedString().contains("18446744073709551615"))
        #expect(loadedFuture.data.serializedString().contains("0.1000000000000000000001"))
        #expect(JSONValue.object(loadedFuture.extraFields).serializedString() == extra.serializedString())
        #expect(loaded.blocks.first { $0.id == "r" } == raw)
        #expect(loaded.history.first?.payload.serializedString() == data.serializedString())
    }
}
