import Foundation
import KheperCLI
import KheperProcessTesting
import Synchronization
import Testing

/// Files that are not regular files, a FIFO and `/dev/stdin` fed by a pipe, are read to their end as `-` is, by
/// `validate`, `render`, `import` and `log import`; none is read by its size or by seeking.
@Suite struct NonRegularInputTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    /// A FIFO at `name` in the harness's folder, written `text` by a thread once a reader opens it.
    func fifo(_ name: String, writing text: String) throws -> Thread {
        let path = "\(tool.directory)/\(name)"
        #expect(mkfifo(path, 0o600) == 0)
        let writer = Thread {
            // Opening for writing waits for the reader, as a shell's `<(cat w.json)` does.
            guard let handle = FileHandle(forWritingAtPath: path) else { return }
            handle.write(Data(text.utf8))
            try? handle.close()
        }
        writer.start()
        return writer
    }

    @Test(arguments: [["validate"], ["render"], ["render", "--format", "html"], ["import"]])
    func aFIFOIsReadToItsEnd(command: [String]) throws {
        let document = try tool.read("push-day.json")
        _ = try fifo("w.fifo", writing: document)
        let result = tool.run(command + ["w.fifo"], variables: ["KHEPER_STORE": "store.sqlite"])
        #expect(result.code == .success, "\(result.err)")
        #expect(!result.err.contains("NSCocoaErrorDomain"), "\(result.err)")
        #expect(!result.out.isEmpty || !result.err.isEmpty)
    }

    @Test func logImportReadsAFIFO() throws {
        _ = try fifo("strong.fifo", writing: LogCommandTests.strongRows)
        let result = tool.runInStore(["log", "import", "strong.fifo"])
        #expect(result.code == .success, "\(result.err)")
        #expect(result.out.contains("sessions: 2 added, 0 already imported"), "\(result.out)")
    }

    /// The unit question is answered by reading the file again, which a FIFO cannot give twice: on a terminal, a
    /// FIFO without `--unit` exits 2 with the sentence naming `--unit`, as off a terminal, and imports nothing.
    @Test func logImportOfAFIFOWithoutAUnitAsksNothingAndNamesTheOption() throws {
        _ = try fifo("comma.fifo", writing: LogCommandTests.commaRows)
        // Should the importer open the FIFO a second time, that open waits for a writer forever: a watchdog gives
        // it an empty one (end of file at once), so the test fails instead of hanging.
        let finished = Mutex(false)
        let path = "\(tool.directory)/comma.fifo"
        Thread {
            while !finished.withLock({ $0 }) {
                usleep(200_000)
                let descriptor = open(path, O_WRONLY | O_NONBLOCK)
                if descriptor >= 0 { close(descriptor) }
            }
        }.start()
        defer { finished.withLock { $0 = true } }
        let environment = ToolEnvironment(
            variables: ["KHEPER_STORE": "store.sqlite"], currentDirectory: tool.directory, inputIsTerminal: true,
            ask: { _ in "kg" })
        let (code, output) = ToolHarness.tool(environment).run(["log", "import", "comma.fifo"])
        #expect(code == .usage, "\(output.standardError)")
        #expect(
            output.standardError.contains("does not say whether weights are kg or lb; pass --unit kg or --unit lb"),
            "\(output.standardError)")
    }

    @Test(arguments: [["validate"], ["render"], ["import"], ["log", "import"]])
    func devStdinFedByAPipeIsReadInAChildProcess(command: [String]) throws {
        let process = Process()
        process.executableURL = try BuiltExecutable.url(named: "kheper")
        process.arguments = command + ["/dev/stdin"]
        process.environment = ["KHEPER_STORE": "\(tool.directory)/store.sqlite", "HOME": tool.directory]
        process.currentDirectoryURL = URL(fileURLWithPath: tool.directory)
        let (input, output, error) = (Pipe(), Pipe(), Pipe())
        (process.standardInput, process.standardOutput, process.standardError) = (input, output, error)
        let text = command.first == "log" ? LogCommandTests.strongRows : try tool.read("push-day.json")
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(err)")
        #expect(!err.contains("NSCocoaErrorDomain"), "\(err)")
        // validate reports a clean file on standard error only; the others print what they read or stored.
        #expect(command == ["validate"] ? err.contains("1 file checked") : !out.isEmpty, "\(err)")
    }
}
