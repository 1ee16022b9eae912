import CSQLite
import Foundation
import KheperCore
import KheperEditor
import KheperProcessTesting
@_spi(Testing) import KheperSQLite
import Synchronization
import Testing

/// Opening stores: many first opens at once, read-only access on read-only media, a full disk, and an open that
/// costs the same at any size.
@Suite struct StoreOpeningTests {
    let directory = TemporaryDirectory()

    /// A closed store with one workout of `blocks` blocks, in write-ahead-log mode with no `-wal` or `-shm` left.
    private func makeStore(_ name: String, blocks: Int = 3) throws -> String {
        let path = directory.path(name)
        let store = try SQLiteDocumentStore(path: path)
        let keys = try OrderKey.keys(between: nil, nil, count: blocks)
        try store.createDocument(
            DocumentRecord(
                id: "w", title: "Leg Day",
                blocks: keys.enumerated().map { index, key in block("b\(index)", order: key.rawValue) }))
        return path
    }

    private func isStore(_ path: String) -> Bool {
        let raw = RawDatabase(path: path)
        return raw.rows("PRAGMA application_id") == [["\(0x4B48_5052)"]]
            && raw.rows("SELECT name FROM sqlite_schema WHERE name = 'workouts'") == [["workouts"]]
            && raw.rows("PRAGMA journal_mode") == [["wal"]]
    }

    @Test func concurrentFirstOpensInThreadsAllSucceed() throws {
        for round in 0..<40 {
            let path = directory.path("threads-\(round).sqlite")
            let failures = Mutex<[String]>([])
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                do throws(StoreError) {
                    let store = try SQLiteDocumentStore(path: path)
                    _ = try store.listDocuments()
                } catch {
                    failures.withLock { $0.append(error.message) }
                }
            }
            #expect(failures.withLock { $0 } == [], "round \(round)")
            #expect(isStore(path))
        }
    }

    @Test func concurrentFirstOpensInProcessesAllSucceed() throws {
        let executable = try StressProcess.executable()
        for round in 0..<10 {
            let path = directory.path("processes-\(round)/store.sqlite")
            // Each child waits for a line on its standard input, so all eight open the new file at once.
            let children = try (0..<8).map { _ in
                let process = Process()
                let input = Pipe()
                let output = Pipe()
                process.executableURL = executable
                process.arguments = [path, "--open-only", "--wait-for-input"]
                process.standardInput = input
                process.standardOutput = output
                process.standardError = output
                try process.run()
                return (process, input, output)
            }
            for (_, input, _) in children {
                input.fileHandleForWriting.write(Data("go\n".utf8))
            }
            for (process, _, output) in children {
                let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                #expect(process.terminationStatus == 0, "round \(round): \(text)")
                #expect(text == "opened\n", "round \(round)")
            }
            #expect(isStore(path))
        }
    }

    @Test func aReaderRacingTheFirstOpenSeesNoStoreOrAWholeOne() throws {
        for round in 0..<40 {
            let path = directory.path("race-\(round).sqlite")
            let seen = Mutex<[String]>([])
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                guard index == 1 else {
                    _ = try? SQLiteDocumentStore(path: path)
                    return
                }
                for _ in 0..<5_000 {
                    do throws(StoreError) {
                        _ = try SQLiteDocumentStore(path: path, access: .readOnly).listDocuments()
                        return
                    } catch  where error.code == .missing {
                        continue
                    } catch {
                        return seen.withLock { $0.append(error.message) }
                    }
                }
            }
            #expect(seen.withLock { $0 } == [], "round \(round)")
            #expect(isStore(path))
            let folder = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
            #expect(!folder.contains { $0.contains(".new-") }, "no temporary file is left: \(folder)")
        }
    }

    @Test func anExistingWALStoreOpensWithoutWriting() throws {
        let path = try makeStore("existing.sqlite")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let store = try SQLiteDocumentStore(path: path)
        #expect(try store.listDocuments().count == 1)
        #expect(store.rowsWritten == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func readingAMissingStoreCreatesNothing() throws {
        let path = directory.path("nope/deeper/store.sqlite")
        let error = #expect(throws: StoreError.self) { _ = try SQLiteDocumentStore(path: path, access: .readOnly) }
        #expect(error?.code == .missing)
        #expect(error?.message.contains(path) == true)
        #expect(!FileManager.default.fileExists(atPath: directory.path("nope")))
    }

    @Test func readingNeverWrites() throws {
        let path = try makeStore("read.sqlite")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let store = try SQLiteDocumentStore(path: path, access: .readOnly)
        #expect(store.access == .readOnly)
        #expect(try store.loadDocument(id: "w")?.blocks.count == 3)
        let error = #expect(throws: StoreError.self) {
            try store.createDocument(DocumentRecord(id: "x", title: "New", blocks: []))
        }
        #expect(error?.code == .unwritable)
        #expect(error?.message.contains(path) == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func readingAnEmptyFileOrAnOlderSchemaIsRefusedWithoutWriting() throws {
        let empty = directory.path("empty.sqlite")
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        let emptyError = #expect(throws: StoreError.self) {
            _ = try SQLiteDocumentStore(path: empty, access: .readOnly)
        }
        #expect(emptyError?.code == .notAStore)
        #expect(try Data(contentsOf: URL(fileURLWithPath: empty)).isEmpty)

        let older = try makeStore("older.sqlite")
        RawDatabase(path: older).execute("PRAGMA user_version = 0")
        let olderError = #expect(throws: StoreError.self) {
            _ = try SQLiteDocumentStore(path: older, access: .readOnly)
        }
        #expect(olderError?.code == .needsUpgrade)
        #expect(olderError?.message.contains(older) == true)
        #expect(RawDatabase(path: older).rows("PRAGMA user_version") == [["0"]])
    }

    /// Test hook: the file opened `SQLITE_OPEN_READONLY` and its folder treated as unwritable.
    @Test func aReadOnlyMediumIsReadButNotWritten() throws {
        let path = try makeStore("medium.sqlite")
        let readOnly = SQLiteDocumentStore.TestConditions(readOnlyMedium: true)
        let writeError = #expect(throws: StoreError.self) {
            _ = try SQLiteDocumentStore(path: path, access: .readWrite, conditions: readOnly)
        }
        #expect(writeError?.code == .unwritable)
        #expect(writeError?.message.contains("read-only") == true)
        // No -wal and no -shm: the store is read as immutable, and no file appears beside it.
        let store = try SQLiteDocumentStore(path: path, access: .readOnly, conditions: readOnly)
        #expect(try store.loadDocument(id: "w")?.blocks.count == 3)
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
    }

    /// Real condition: a read-only bind mount in a private mount namespace (the hook test above stands in where
    /// the machine allows no mounts).
    @Test(.enabled(if: MountNamespace.isAvailable)) func aStoreOnAReadOnlyMountIsRead() throws {
        let path = try makeStore("source/store.sqlite")
        let mountPoint = directory.path("mounted")
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        let helper = try StressProcess.executable().path
        let mounted = mountPoint + "/store.sqlite"
        let bind = MountNamespace.readOnlyBind(directory.path("source"), at: mountPoint)
        let read = MountNamespace.run("\(bind) && exec '\(helper)' '\(mounted)' --read-only")
        #expect(read.status == 0, "\(read.err)")
        #expect(read.out == "workout w 3\n")
        let write = MountNamespace.run("\(bind) && exec '\(helper)' '\(mounted)' --open-only")
        #expect(write.status == 1)
        #expect(write.err.contains("read-only"), "\(write.err)")

        // A log with changes but no -shm cannot be read there, and the error says why.
        let crashed = try StressProcess(store: path, workout: "crash")
        crashed.waitForAcks(3)
        crashed.kill()
        try FileManager.default.removeItem(atPath: path + "-shm")
        let stuck = MountNamespace.run("\(bind) && exec '\(helper)' '\(mounted)' --read-only")
        #expect(stuck.status == 1)
        #expect(stuck.err.contains("\(mounted)-wal holds changes"), "\(stuck.err)")
    }

    /// Test hook: `PRAGMA max_page_count` makes SQLite return a real SQLITE_FULL.
    @Test func aFullDiskFailsTheWriteAndChangesNothing() throws {
        let path = try makeStore("full.sqlite")
        let pages = Int(
            try #require(RawDatabase(path: path).rows("PRAGMA page_count").first?.first.flatMap { Int($0) }))
        let store = try SQLiteDocumentStore(
            path: path, conditions: SQLiteDocumentStore.TestConditions(maxPageCount: pages))
        let before = snapshot(try store.loadDocument(id: "w"))
        let big = JSONValue.string(String(repeating: "lorem ipsum ", count: 4000))
        let error = #expect(throws: StoreError.self) {
            try store.apply(StoreWrite(documentID: "w", upserts: [block("b0", data: ["text": big])]))
        }
        #expect(error?.code == .diskFull)
        #expect(error?.message.contains("the disk is full") == true)
        #expect(error?.message.contains(path) == true)
        #expect(error?.message.contains("nothing was changed") == true)
        #expect(snapshot(try store.loadDocument(id: "w")) == before)
        #expect(snapshot(try SQLiteDocumentStore(path: path, access: .readOnly).loadDocument(id: "w")) == before)
    }

    /// Real condition: a 512 KiB tmpfs filled to the last byte.
    @Test(.enabled(if: MountNamespace.isAvailable)) func aStoreOnAFullDiskIsReadAndNotWritten() throws {
        let mountPoint = directory.path("tiny")
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        let helper = try StressProcess.executable().path
        let store = mountPoint + "/store.sqlite"
        let result = MountNamespace.run(
            """
            mount -t tmpfs -o size=512k tmpfs '\(mountPoint)' &&
            '\(helper)' '\(store)' w --count 3 > /dev/null &&
            (dd if=/dev/zero of='\(mountPoint)/fill' bs=4k 2> /dev/null; true) &&
            '\(helper)' '\(store)' --read-only &&
            exec '\(helper)' '\(store)' w --count 4
            """)
        #expect(result.out == "workout w 3\n", "\(result.err)")
        #expect(result.status == 1)
        #expect(result.err.contains("the disk is full"), "\(result.err)")
    }

    @Test func openingDoesNotReadTheWholeFileButTheCheckDoes() throws {
        let path = try makeStore("damaged.sqlite", blocks: 400)
        #expect(try SQLiteDocumentStore(path: path).checkIntegrity() == [])
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let garbage = (0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }
        bytes.replaceSubrange(12288..<(12288 + garbage.count), with: garbage)
        try bytes.write(to: URL(fileURLWithPath: path))
        // Damage in pages the open does not read goes unnoticed until the check, or a read, reaches it.
        let store = try SQLiteDocumentStore(path: path, access: .readOnly)
        var problems: [String] = []
        do {
            problems = try store.checkIntegrity()
        } catch {
            problems = [error.message]
            #expect(error.code == .corrupt)
        }
        #expect(!problems.isEmpty)
    }
}
