import Foundation

/// One finished run of a tool: its exit status and everything it wrote to standard output and standard error.
struct ToolRun {
    /// The exit status.
    let status: Int32

    /// Standard output and standard error, interleaved as written.
    let output: String

    /// Runs `executable` with `arguments` in `directory` and waits for it; colour is turned off with `NO_COLOR`.
    init(executable: URL, arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        output = String(decoding: data, as: UTF8.self)
    }
}
