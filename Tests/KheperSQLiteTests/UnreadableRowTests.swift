import Foundation
import KheperCore
import KheperEditor
import KheperSQLite
import Testing

/// A store holding one row whose data cannot be read still opens: the row loads as unreadable, keeping its text,
/// and every other block and workout works.
@Suite struct UnreadableRowTests {
    let directory = TemporaryDirectory()

    /// Stored data text no reader accepts: nested past the parser's limit, and not JSON at all.
    static let badTexts = [
        String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
        "{\"name\": \"Squat\", oops",
    ]

    /// A store with workout "w" (blocks "a", "b" and "c") and workout "other", whose block "b" holds `text`.
    func damagedStore(_ text: String) throws -> (store: SQLiteDocumentStore, path: String) {
        let path = directory.path("store.sqlite")
        let store = try SQLiteDocumentStore(path: path)
        try store.createDocument(
            DocumentRecord(
                id: "w", title: "Damaged",
                blocks: [block("a"), block("b", order: "a1"), block("c", order: "a2")],
                history: [HistoryEntry(position: 0, payload: ["label": "x"])], historyCursor: 1))
        try store.createDocument(DocumentRecord(id: "other", title: "Fine", blocks: [block("z")]))
        let raw = RawDatabase(path: path)
        let quoted = text.replacingOccurrences(of: "'", with: "''")
        #expect(raw.execute("UPDATE blocks SET data = '\(quoted)' WHERE id = 'b'") == 0)
        #expect(raw.execute("UPDATE history SET payload = '\(quoted)' WHERE workout_id = 'w'") == 0)
        return (try SQLiteDocumentStore(path: path), path)
    }

    /// The `data` column of block `id` exactly as stored.
    func storedData(_ id: String, at path: String) -> String? {
        RawDatabase(path: path).rows("SELECT data FROM blocks WHERE id = '\(id)'").first?.first
    }

    @Test(arguments: badTexts)
    func loadsTheWorkoutWithTheBadRowKeptAsItsText(text: String) throws {
        let (store, _) = try damagedStore(text)
        let workout = try #require(try store.loadDocument(id: "w"))
        #expect(workout.blocks.count == 3)
        let bad = try #require(workout.blocks.first { $0.id == "b" })
        #expect(bad.data == .string(text))
        #expect(bad.unreadableReason?.isEmpty == false)
        #expect(workout.blocks.filter { $0.id != "b" }.allSatisfy { $0.unreadableReason == nil })
        #expect(workout.history.map(\.payload) == [.null])
        #expect(try store.loadDocument(id: "other")?.blocks.map(\.id) == ["z"])
        #expect(snapshot(try store.listDocuments()) == ["w Damaged 3", "other Fine 1"])
    }

    @Test(arguments: badTexts)
    func movesAndRemovesTheBadRowWithoutChangingItsText(text: String) throws {
        let (store, path) = try damagedStore(text)
        var bad = try #require(try store.loadDocument(id: "w")?.blocks.first { $0.id == "b" })
        bad.order = try OrderKey("a9")
        try store.apply(StoreWrite(documentID: "w", upserts: [bad]))
        #expect(storedData("b", at: path) == text)
        #expect(try store.loadDocument(id: "w")?.blocks.first { $0.id == "b" }?.order.rawValue == "a9")
        try store.apply(StoreWrite(documentID: "w", deletions: ["b"]))
        #expect(try store.loadDocument(id: "w")?.blocks.map(\.id).sorted() == ["a", "c"])
    }

    @Test(arguments: badTexts)
    func theIntegrityCheckNamesTheBadRow(text: String) throws {
        let (store, _) = try damagedStore(text)
        let problems = try store.checkIntegrity()
        #expect(problems.count == 1)
        #expect(problems.first?.contains("block \"b\"") == true)
        #expect(problems.first?.contains("workout \"w\"") == true)
    }
}
