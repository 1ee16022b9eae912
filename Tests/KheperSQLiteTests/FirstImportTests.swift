import Foundation
import KheperCore
import KheperEditor
import KheperSQLite
import KheperTrainingLog
import Testing

/// The first import into a store whose log is empty: written through a rollback journal and with the log's
/// indexes built at the end, and afterwards the same store as any other import leaves.
@Suite struct FirstImportTests {
    let directory = TemporaryDirectory()
    var path: String { directory.path("store.sqlite") }

    struct Stop: Error {}

    /// Byte 18 of the file's header: 1 while the file uses a rollback journal, 2 in write-ahead-log mode.
    func headerJournalByte() throws -> UInt8 {
        let handle = try #require(FileHandle(forReadingAtPath: path))
        defer { try? handle.close() }
        let header = try #require(try handle.read(upToCount: 19))
        return header[18]
    }

    /// The log tables' indexes, each as its name and creating statement.
    func logIndexes() -> [[String]] {
        RawDatabase(path: path).rows(
            """
            SELECT name, sql FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL
                AND tbl_name IN ('log_sessions', 'log_session_exercises', 'log_sets') ORDER BY name
            """)
    }

    static let sessions = (1...20).map { TrainingLogContractTests.session($0) }

    @Test func aFirstImportUsesTheRollbackJournalAndLeavesTheStoreAsBefore() throws {
        let store = try SQLiteTrainingLogStore(path: path)
        let indexesBefore = logIndexes()
        #expect(indexesBefore.count == 2)
        #expect(try headerJournalByte() == 2)
        var byteDuringImport: UInt8 = 0
        try store.importing { writer in
            for session in Self.sessions { try writer.record(session) }
            byteDuringImport = try headerJournalByte()
        }
        #expect(byteDuringImport == 1)
        #expect(try headerJournalByte() == 2)
        #expect(!FileManager.default.fileExists(atPath: path + "-journal"))
        #expect(logIndexes() == indexesBefore)
        let raw = RawDatabase(path: path)
        #expect(raw.rows("PRAGMA integrity_check") == [["ok"]])
        #expect(raw.rows("PRAGMA journal_mode") == [["wal"]])
        #expect(
            raw.rows("SELECT count(*) FROM log_sessions INDEXED BY log_sessions_by_start WHERE start >= 0") == [["20"]])
        #expect(try store.counts() == TrainingLogCounts(sessions: 20, sets: 40, exercises: 1))
    }

    @Test func aFailedFirstImportLeavesTheIndexesAndWriteAheadLogging() throws {
        let store = try SQLiteTrainingLogStore(path: path)
        let indexesBefore = logIndexes()
        #expect(throws: Stop.self) {
            try store.importing { writer in
                for session in Self.sessions { try writer.record(session) }
                throw Stop()
            }
        }
        #expect(logIndexes() == indexesBefore)
        #expect(try headerJournalByte() == 2)
        #expect(try store.counts() == TrainingLogCounts(sessions: 0, sets: 0, exercises: 0))
        #expect(RawDatabase(path: path).rows("PRAGMA integrity_check") == [["ok"]])
    }

    @Test func aStoreOpenElsewhereKeepsWriteAheadLogging() throws {
        let store = try SQLiteTrainingLogStore(path: path)
        let other = RawDatabase(path: path)
        #expect(other.rows("SELECT count(*) FROM log_sessions") == [["0"]])
        var byteDuringImport: UInt8 = 0
        var otherSawDuringImport: [[String]] = []
        try store.importing { writer in
            for session in Self.sessions { try writer.record(session) }
            byteDuringImport = try headerJournalByte()
            otherSawDuringImport = other.rows("SELECT count(*) FROM log_sessions")
        }
        #expect(byteDuringImport == 2)
        #expect(otherSawDuringImport == [["0"]])
        #expect(other.rows("SELECT count(*) FROM log_sessions") == [["20"]])
    }

    @Test func aStoreWithALogKeepsWriteAheadLogging() throws {
        let store = try SQLiteTrainingLogStore(path: path)
        try store.importing { writer in try writer.record(Self.sessions[0]) }
        let indexesBefore = logIndexes()
        var byteDuringImport: UInt8 = 0
        try store.importing { writer in
            for session in Self.sessions.dropFirst() { try writer.record(session) }
            byteDuringImport = try headerJournalByte()
        }
        #expect(byteDuringImport == 2)
        #expect(logIndexes() == indexesBefore)
        #expect(try store.counts() == TrainingLogCounts(sessions: 20, sets: 40, exercises: 1))
    }

    /// A first import killed midway leaves its rollback journal beside the file, as this copy of an open write does;
    /// opening the store only to read rolls it back and shows the last commit, instead of failing.
    @Test func aStoreLeftMidwayThroughARollbackJournalStillOpensForReading() throws {
        do {
            let store = try SQLiteDocumentStore(path: path)
            try store.createDocument(DocumentRecord(id: "w", title: "Kept", blocks: []))
        }
        let raw = RawDatabase(path: path)
        #expect(raw.execute("PRAGMA journal_mode = TRUNCATE") == 0)
        #expect(raw.execute("PRAGMA cache_size = 10") == 0)
        #expect(raw.execute("BEGIN") == 0)
        #expect(raw.execute("UPDATE workouts SET title = 'Half written'") == 0)
        #expect(raw.execute("CREATE TABLE filler (bytes BLOB)") == 0)
        #expect(
            raw.execute(
                """
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
                INSERT INTO filler SELECT randomblob(500) FROM n
                """) == 0)
        let crashed = directory.path("crashed.sqlite")
        try FileManager.default.copyItem(atPath: path, toPath: crashed)
        try FileManager.default.copyItem(atPath: path + "-journal", toPath: crashed + "-journal")
        #expect(raw.execute("ROLLBACK") == 0)
        let journal = try FileManager.default.attributesOfItem(atPath: crashed + "-journal")[.size] as? Int
        #expect((journal ?? 0) > 0)

        let reader = try SQLiteDocumentStore(path: crashed, access: .readOnly)
        #expect(try reader.listDocuments().map(\.title) == ["Kept"])
        #expect(RawDatabase(path: crashed).rows("SELECT count(*) FROM sqlite_schema WHERE name = 'filler'") == [["0"]])
    }
}
