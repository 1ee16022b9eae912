import Foundation
import KheperProcessTesting
import Testing

/// A running `kheper-store-stress` child, whose `ack N` lines are read as they arrive.
final class StressProcess {
    let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    private var pending: [UInt8] = []
    /// Every acknowledged block number read so far.
    private(set) var acks: [Int] = []
    /// What the child wrote to standard error, once it has exited.
    private(set) var errorOutput = ""

    /// Starts the helper on `store`, writing to `workout` until killed, pausing `pauseMilliseconds` between writes.
    init(store: String, workout: String, pauseMilliseconds: Int = 0) throws {
        process.executableURL = try Self.executable()
        process.arguments = [store, workout, "--pause-ms", String(pauseMilliseconds)]
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    /// Reads output until at least `count` acks have arrived, or the output ends.
    func waitForAcks(_ count: Int) {
        while acks.count < count && readMore() {}
    }

    /// Kills the child with SIGKILL, then reads every ack it printed before dying.
    func kill() {
        _ = Foundation.kill(process.processIdentifier, SIGKILL)
        finish()
    }

    /// Reads to the end of the output and waits for the child to exit; returns what it wrote to standard error.
    @discardableResult
    func finish() -> String {
        while readMore() {}
        process.waitUntilExit()
        errorOutput = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return errorOutput
    }

    /// Reads one chunk of output and parses complete lines; false at the end of the output.
    private func readMore() -> Bool {
        let chunk = output.fileHandleForReading.availableData
        guard !chunk.isEmpty else { return false }
        pending += chunk
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: pending[..<newline], as: UTF8.self)
            pending.removeSubrange(...newline)
            if line.hasPrefix("ack "), let number = Int(line.dropFirst(4)) { acks.append(number) }
        }
        return true
    }

    /// `kheper-store-stress`, built next to the test bundle (the test target depends on it).
    static func executable() throws -> URL {
        try BuiltExecutable.url(named: "kheper-store-stress")
    }
}
