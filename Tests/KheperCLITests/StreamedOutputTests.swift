import Foundation
import KheperCore
import Synchronization
import Testing

@testable import KheperCLI

/// `normalize` and `export` hand a document's text to the executable's stream as it is made, in pieces, and write
/// exactly what they write without one.
@Suite struct StreamedOutputTests {
    /// A document of `count` notes, pretty-printed to well over a megabyte when `count` is in the thousands.
    private static func notes(_ count: Int) -> String {
        let blocks = (0..<count).map {
            #"{"id":"n\#($0)","type":"text","data":{"text":"note \#($0) \#(String(repeating: "x", count: 200))"}}"#
        }
        return #"{"format":"kheper.workout","id":"big","title":"Big","blocks":["# + blocks.joined(separator: ",") + "]}"
    }

    /// Runs `arguments` with a stream, returning what reached the stream, in pieces, and the output kept.
    private static func runStreamed(_ tool: ToolHarness, _ arguments: [String], store: Bool = false)
        -> (code: ExitCode, pieces: [[UInt8]], kept: CommandOutput)
    {
        let pieces = Mutex<[[UInt8]]>([])
        var commandLine = ToolHarness.tool(
            ToolEnvironment(
                variables: store ? ["KHEPER_STORE": "store.sqlite"] : [:], currentDirectory: tool.directory))
        commandLine.standardOutputStream = { piece in pieces.withLock { $0.append(piece) } }
        let (code, output) = commandLine.run(arguments)
        return (code, pieces.withLock { $0 }, output)
    }

    @Test func normalizeStreamsInPiecesExactlyWhatItPrintsOtherwise() throws {
        let tool = try ToolHarness()
        try tool.write("big.json", Self.notes(6_000))
        let kept = tool.run("normalize", "big.json")
        #expect(kept.code == .success)
        let streamed = Self.runStreamed(tool, ["normalize", "big.json"])
        #expect(streamed.code == .success)
        #expect(streamed.pieces.count > 2, "the text arrives as it is made, not at once")
        #expect(streamed.pieces.allSatisfy { $0.count < 2 << 20 })
        #expect(streamed.kept.standardOutputBytes.isEmpty)
        #expect(streamed.pieces.joined().elementsEqual(kept.out.utf8))
    }

    @Test func renderStreamsEscapedTextInPiecesExactlyWhatItPrintsOtherwise() throws {
        let tool = try ToolHarness()
        try tool.write("big.json", Self.notes(6_000).replacingOccurrences(of: "note 5999", with: #"note \u001b[2J"#))
        let kept = tool.run("render", "big.json")
        #expect(kept.code == .success)
        #expect(!kept.out.contains("\u{1B}") && kept.out.contains("[2J"), "escaped, never raw")
        let streamed = Self.runStreamed(tool, ["render", "big.json"])
        #expect(streamed.code == .success)
        #expect(streamed.pieces.count > 1)
        #expect(streamed.kept.standardOutputBytes.isEmpty)
        #expect(streamed.pieces.joined().elementsEqual(kept.out.utf8))
    }

    @Test func exportStreamsWhatItPrintsOtherwise() throws {
        let tool = try ToolHarness()
        try tool.write("big.json", Self.notes(3_000))
        #expect(tool.runInStore(["import", "big.json"]).code == .success)
        let kept = tool.runInStore(["export", "big"])
        #expect(kept.code == .success)
        let streamed = Self.runStreamed(tool, ["export", "big"], store: true)
        #expect(streamed.code == .success)
        #expect(streamed.pieces.count > 1)
        #expect(streamed.pieces.joined().elementsEqual(kept.out.utf8))
    }

    @Test(arguments: [["render", "a.json"], ["normalize", "a.json"], ["validate", "a.json", "b.json", "a.json"]])
    func theLastDocumentReadIsHandedBackSoTheExecutableNeverFreesIt(arguments: [String]) throws {
        let tool = try ToolHarness()
        try tool.write("a.json", Self.notes(3))
        try tool.write("b.json", Self.notes(4))
        let (code, output) = ToolHarness.tool(ToolEnvironment(currentDirectory: tool.directory)).run(arguments)
        #expect(code == .success)
        let kept = try #require(output.keptUntilExit.first as? DecodedDocument)
        #expect(output.keptUntilExit.count == 1, "earlier files' documents are freed as the next is read")
        #expect(kept.document.count == 3)
    }

    @Test func onATerminalOrToAFileNothingIsStreamed() throws {
        let tool = try ToolHarness()
        try tool.write("small.json", Self.notes(2))
        let pieces = Mutex(0)
        var commandLine = ToolHarness.tool(
            ToolEnvironment(currentDirectory: tool.directory, outputIsTerminal: true, errorIsTerminal: true))
        commandLine.standardOutputStream = { _ in pieces.withLock { $0 += 1 } }
        let (code, output) = commandLine.run(["normalize", "small.json"])
        #expect(code == .success)
        #expect(pieces.withLock { $0 } == 0)
        #expect(output.standardOutput.contains("note 1"))
        let written = Self.runStreamed(tool, ["normalize", "-w", "small.json"])
        #expect(written.code == .success && written.pieces.isEmpty)
        #expect(try tool.read("small.json").contains("\"order\": \"a1\""))
    }
}
