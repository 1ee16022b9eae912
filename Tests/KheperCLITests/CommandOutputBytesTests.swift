import Foundation
import Testing

@testable import KheperCLI

/// Standard output is kept as bytes, so a large document written verbatim is in memory once.
@Suite struct CommandOutputBytesTests {
    @Test func verbatimBytesFollowWhatWasPrintedAndReadBackAsText() {
        var output = CommandOutput(colorOutput: false, colorError: false)
        output.writeVerbatim(bytes: Array(#"{"a":"é"}"#.utf8), format: .json)
        #expect(output.standardOutput == #"{"a":"é"}"#)
        output.print("done")
        output.writeVerbatim(bytes: Array("[1]\n".utf8), format: .json)
        #expect(output.standardOutput == "{\"a\":\"é\"}done\n[1]\n")
        #expect(output.standardOutputBytes == Array(output.standardOutput.utf8))
    }

    @Test func verbatimBytesToATerminalAreEscapedLikeText() {
        var bytes = CommandOutput(colorOutput: false, colorError: false, outputIsTerminal: true)
        var text = CommandOutput(colorOutput: false, colorError: false, outputIsTerminal: true)
        let json = "{\"a\":\"\u{1B}[2J\"}"
        bytes.writeVerbatim(bytes: Array(json.utf8), format: .json)
        text.writeVerbatim(json, format: .json)
        #expect(bytes.standardOutput == text.standardOutput)
        #expect(!bytes.standardOutput.contains("\u{1B}"))
    }

    @Test func settingTheTextReplacesTheBytes() {
        var output = CommandOutput(colorOutput: false, colorError: false)
        output.print("one")
        output.standardOutput = "two"
        #expect(output.standardOutputBytes == Array("two".utf8))
    }

    @Test func aFileIsReadWhole() throws {
        let url = FileManager.default.temporaryDirectory.appending(path: "kheper-read-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let content = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
        try Data(content).write(to: url)
        let read = DocumentInput.read(url.path, environment: ToolEnvironment(currentDirectory: "/"))
        #expect((try? read.get()) == content)
    }
}
