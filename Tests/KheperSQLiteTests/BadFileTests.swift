import Foundation
import KheperCore
import KheperEditor
import KheperSQLite
import Testing

/// Files that are not usable stores are refused with a clear error naming the path, and never overwritten.
@Suite struct BadFileTests {
    let directory = TemporaryDirectory()

    private func openError(_ path: String) -> StoreError? {
        #expect(throws: StoreError.self) { _ = try SQLiteDocumentStore(path: path) }
    }

    /// A closed store file with enough rows to span many pages.
    private func makeStore(_ name: String) throws -> String {
        let path = directory.path(name)
        let store = try SQLiteDocumentStore(path: path)
        let keys = try OrderKey.keys(between: nil, nil, count: 400)
        try store.createDocument(
            DocumentRecord(
                id: "w", title: "Big",
                blocks: keys.enumerated().map { index, key in
                    BlockRecord(
                        id: BlockID("block-\(index)"), parentID: nil, order: key, kind: "text", version: 1,
                        data: ["text": .string(String(repeating: "lorem ipsum ", count: 8))])
                }))
        return path  // The store closes here; its last connection checkpoints the log into the file.
    }

    @Test func aFileThatIsNotSQLiteIsNotAStore() throws {
        let path = directory.path("notes.txt")
        let contents = Data(String(repeating: "These are my workout notes, not a database.\n", count: 40).utf8)
        try contents.write(to: URL(fileURLWithPath: path))
        let error = openError(path)
        #expect(error?.code == .notAStore)
        #expect(error?.message.contains(path) == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == contents)
    }

    @Test func anotherApplicationsDatabaseIsNotAStoreAndIsLeftUntouched() throws {
        let path = directory.path("other.sqlite")
        do {
            let other = RawDatabase(path: path)
            other.execute("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('mine')")
        }
        let contents = try Data(contentsOf: URL(fileURLWithPath: path))
        let error = openError(path)
        #expect(error?.code == .notAStore)
        #expect(error?.message.contains(path) == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == contents)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))

        // An empty database stamped by another application is not ours either.
        let stamped = directory.path("stamped.sqlite")
        RawDatabase(path: stamped).execute("PRAGMA application_id = 1234")
        #expect(openError(stamped)?.code == .notAStore)
    }

    @Test func aDamagedStoreIsCorrupt() throws {
        let path = try makeStore("damaged.sqlite")
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        // Every page but the first (the header and the catalogue) is overwritten.
        let garbage = (0..<(bytes.count - 4096)).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }
        bytes.replaceSubrange(4096..<bytes.count, with: garbage)
        try bytes.write(to: URL(fileURLWithPath: path))
        // Opening reads only the header and the catalogue; the damage shows when a read reaches it.
        let error = #expect(throws: StoreError.self) { _ = try SQLiteDocumentStore(path: path).loadDocument(id: "w") }
        #expect(error?.code == .corrupt)
        #expect(error?.message.contains(path) == true)
    }

    @Test func aTruncatedStoreIsCorrupt() throws {
        let path = try makeStore("truncated.sqlite")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
        let error = openError(path)
        #expect(error?.code == .corrupt)
        #expect(error?.message.contains(path) == true)
    }

    @Test func aNewerSchemaIsRefused() throws {
        let path = try makeStore("newer.sqlite")
        RawDatabase(path: path).execute("PRAGMA user_version = 99")
        let error = openError(path)
        #expect(error?.code == .newerSchema)
        #expect(error?.message.contains(path) == true)
        #expect(error?.message.contains("99") == true)
        #expect(RawDatabase(path: path).rows("PRAGMA user_version") == [["99"]])
    }

    @Test func anExistingStoreReopensWithItsRows() throws {
        let path = try makeStore("reopen.sqlite")
        let store = try SQLiteDocumentStore(path: path)
        #expect(try store.loadDocument(id: "w")?.blocks.count == 400)
        #expect(RawDatabase(path: path).rows("PRAGMA journal_mode") == [["wal"]])
    }

    @Test func missingFoldersAreCreated() throws {
        let path = directory.path("a/b/c/store.sqlite")
        _ = try SQLiteDocumentStore(path: path)
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test(arguments: ["file/store.sqlite", "file/deeper/store.sqlite"])
    func aPathUnderAFileIsUnwritable(relative: String) throws {
        // Tests run as root, which file permissions do not stop; a regular file where a folder must be does.
        try Data("x".utf8).write(to: URL(fileURLWithPath: directory.path("file")))
        let path = directory.path(relative)
        let error = openError(path)
        #expect(error?.code == .unwritable)
        #expect(error?.message.contains(path) == true)
    }

    @Test func aFolderIsNotAStoreFile() throws {
        let path = directory.path("folder")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let error = openError(path)
        #expect(error?.code == .unwritable)
    }
}
