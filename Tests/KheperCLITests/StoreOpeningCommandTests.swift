import Foundation
import Kheper
import KheperEditor
import KheperProcessTesting
@_spi(Testing) import KheperSQLite
import Testing

@testable import KheperCLI

/// Read commands open the store read-only and never create one; writes on a read-only or full disk fail clearly;
/// `kheper check` reads the whole store on request.
@Suite struct StoreOpeningCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    /// Runs `kheper` in-process on `store.sqlite` in the harness's folder, under `conditions` a test imposes.
    func run(
        _ arguments: String...,
        conditions: SQLiteDocumentStore.TestConditions = SQLiteDocumentStore.TestConditions()
    ) -> (code: ExitCode, out: String, err: String) {
        let environment = ToolEnvironment(variables: ["KHEPER_STORE": "store.sqlite"], currentDirectory: tool.directory)
        let (code, output) = ToolHarness.tool(environment, conditions: conditions).run(arguments)
        return (code, output.standardOutput, output.standardError)
    }

    /// A store holding "Leg Day" with one exercise; returns the workout's id.
    @discardableResult
    func makeWorkout() -> String {
        let id = run("new", "Leg Day").out.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(run("add", "Leg Day", "exercise", "Squat", "5x5").code == .success)
        return id
    }

    var storePath: String { tool.directory + "/store.sqlite" }

    @Test(arguments: [["list"], ["show", "Leg Day"], ["export", "Leg Day"], ["check"]])
    func aMissingStoreIsNamedAndNotCreated(command: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "kheper-nope-\(UUID().uuidString)").path
        let path = folder + "/x.sqlite"
        let (code, output) = ToolHarness.tool(ToolEnvironment(currentDirectory: tool.directory))
            .run(command + ["--store", path])
        #expect(code == .failure)
        #expect(
            output.standardError.contains(
                "no store at \(path); `kheper new TITLE` creates one there, or pass --store PATH to use another"),
            "\(output.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    /// Test hook: the store opened as on a read-only file or mount.
    @Test func readCommandsWorkOnAReadOnlyMediumAndWritesFailClearly() throws {
        makeWorkout()
        let readOnly = SQLiteDocumentStore.TestConditions(readOnlyMedium: true)
        let list = run("list", conditions: readOnly)
        #expect(list.code == .success, "\(list.err)")
        #expect(list.out.contains("Leg Day"))
        let show = run("show", "Leg Day", conditions: readOnly)
        #expect(show.code == .success, "\(show.err)")
        #expect(show.out.contains("Squat — 5 × 5"))
        let export = run("export", "Leg Day", conditions: readOnly)
        #expect(export.code == .success, "\(export.err)")
        #expect(export.out.contains("\"Squat\""))
        let check = run("check", conditions: readOnly)
        #expect(check.code == .success, "\(check.err)")
        for write in [["add", "Leg Day", "timer", "90s"], ["new", "Push"], ["delete", "Leg Day"]] {
            let (code, output) = ToolHarness.tool(
                ToolEnvironment(variables: ["KHEPER_STORE": "store.sqlite"], currentDirectory: tool.directory),
                conditions: readOnly
            ).run(write)
            #expect(code != .success, "\(write)")
            #expect(
                output.standardError.contains("\(storePath) cannot be written"), "\(write): \(output.standardError)")
            #expect(output.standardError.contains("read-only"), "\(write)")
        }
        #expect(run("list").out.split(separator: "\n").count == 1)
    }

    /// Real condition: the store's folder bound read-only in a private mount namespace, and `kheper` run there.
    @Test(.enabled(if: MountNamespace.isAvailable)) func readCommandsWorkOnAReadOnlyMount() throws {
        makeWorkout()
        let mountPoint = tool.directory + "/mounted"
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: tool.directory + "/source", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: storePath, toPath: tool.directory + "/source/store.sqlite")
        let kheper = try Self.executable().path
        let bind = MountNamespace.readOnlyBind(tool.directory + "/source", at: mountPoint)
        let store = "--store '\(mountPoint)/store.sqlite'"
        let result = MountNamespace.run(
            """
            \(bind) || exit 9
            '\(kheper)' list \(store) && '\(kheper)' show 'Leg Day' \(store) && '\(kheper)' export 'Leg Day' \(store) \
            && '\(kheper)' check \(store) || exit 8
            exec '\(kheper)' add 'Leg Day' timer 90s \(store)
            """)
        #expect(result.out.contains("Leg Day  (1 block)"), "\(result.err)")
        #expect(result.out.contains("Squat — 5 × 5"))
        #expect(result.out.contains("\"formatVersion\""))
        #expect(result.out.contains("is sound (1 workout, 1 block)"))
        #expect(result.status == 2, "\(result.err)")
        #expect(result.err.contains("cannot be written: the file or the disk it is on is read-only"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: tool.directory + "/source/store.sqlite-shm"))
    }

    /// Test hook: `PRAGMA max_page_count` makes SQLite return a real SQLITE_FULL.
    @Test func aFullDiskFailsTheWriteChangesNothingAndReadsGoOn() throws {
        makeWorkout()
        let before = run("export", "Leg Day").out
        let pages = try #require(Int(try FileManager.default.attributesOfItem(atPath: storePath)[.size] as? Int ?? 0))
        let full = SQLiteDocumentStore.TestConditions(maxPageCount: max(1, pages / 4096))
        try tool.write("long.json", Self.longWorkout)
        let imported = run("import", "long.json", conditions: full)
        #expect(imported.code == .failure)
        #expect(imported.err.contains("the disk is full"), "\(imported.err)")
        #expect(imported.err.contains("nothing was changed"))
        #expect(run("list", conditions: full).out.split(separator: "\n").count == 1)
        #expect(run("export", "Leg Day", conditions: full).out == before)
    }

    /// Real condition: a 512 KiB tmpfs filled to the last byte, and `kheper` run there.
    @Test(.enabled(if: MountNamespace.isAvailable)) func aFullDiskIsSaidSoAndReadsGoOn() throws {
        let mountPoint = tool.directory + "/tiny"
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        let kheper = try Self.executable().path
        let store = "--store '\(mountPoint)/store.sqlite'"
        let result = MountNamespace.run(
            """
            mount -t tmpfs -o size=512k tmpfs '\(mountPoint)' || exit 9
            '\(kheper)' new 'Leg Day' \(store) > /dev/null || exit 8
            dd if=/dev/zero of='\(mountPoint)/fill' bs=4k 2> /dev/null
            '\(kheper)' list \(store) || exit 7
            exec '\(kheper)' add 'Leg Day' exercise Squat 5x5 \(store)
            """)
        #expect(result.out.contains("Leg Day  (0 blocks)"), "\(result.err)")
        #expect(result.status == 1)
        #expect(result.err.contains("because the disk is full"), "\(result.err)")
        #expect(!result.err.contains("disk I/O error"))
    }

    /// Real processes: `kheper list` run again and again while the first `kheper new` makes the store sees no store
    /// (exit 1, naming `kheper new`) or the whole one, never an empty file (exit 2).
    @Test func listRacingTheFirstNewSeesNoStoreOrAWholeOne() throws {
        let kheper = try Self.executable()
        func start(_ arguments: [String]) throws -> (Process, Pipe) {
            let process = Process()
            let errors = Pipe()
            process.executableURL = kheper
            process.arguments = arguments
            process.environment = ["HOME": tool.directory]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            try process.run()
            return (process, errors)
        }
        for round in 0..<12 {
            let store = "\(tool.directory)/race-\(round)/store.sqlite"
            let (new, _) = try start(["new", "Leg Day", "--store", store])
            for _ in 0..<40 {
                let (list, errors) = try start(["list", "--store", store])
                let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                list.waitUntilExit()
                #expect(list.terminationStatus != 2, "round \(round): \(message)")
                if list.terminationStatus == 0 { break }
                #expect(message.contains("no store at"), "round \(round): \(message)")
            }
            new.waitUntilExit()
            #expect(new.terminationStatus == 0, "round \(round)")
        }
    }

    @Test func checkSaysASoundStoreIsSound() throws {
        makeWorkout()
        let result = run("check")
        #expect(result.code == .success, "\(result.err)")
        #expect(result.out == "ok: \(storePath) is sound (1 workout, 1 block)\n")
    }

    @Test func checkFindsDamageAndExitsOne() throws {
        _ = run("new", "Big")
        for index in 0..<120 {
            #expect(run("add", "Big", "text", String(repeating: "lorem ipsum \(index) ", count: 10)).code == .success)
        }
        #expect(run("check").code == .success)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: storePath))
        #expect(bytes.count > 20_000)
        let garbage = (0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }
        bytes.replaceSubrange(12288..<(12288 + garbage.count), with: garbage)
        try bytes.write(to: URL(fileURLWithPath: storePath))
        let result = run("check")
        #expect(result.code == .failure, "\(result.out)\(result.err)")
        #expect(result.err.contains("damaged"), "\(result.err)")
        #expect(!result.out.contains("ok:"))
    }

    @Test func checkSaysANonStoreIsNotAStoreAndExitsTwo() throws {
        try tool.write("store.sqlite", String(repeating: "not a database\n", count: 100))
        let result = run("check")
        #expect(result.code == .usage)
        #expect(result.err.contains("is not a Kheper store"), "\(result.err)")
    }

    /// A workout document with many long text blocks, too big for a store that cannot grow.
    static let longWorkout: String = {
        let blocks = (0..<40).map { index in
            #"{"type":"text","data":{"text":"\#(String(repeating: "lorem ipsum \(index) ", count: 40))"}}"#
        }
        return
            #"{"format":"kheper.workout","formatVersion":1,"title":"Long","blocks":[\#(blocks.joined(separator: ","))]}"#
    }()

    /// The `kheper` executable, built next to the test bundle (the test target depends on it).
    static func executable() throws -> URL {
        try BuiltExecutable.url(named: "kheper")
    }
}
