import Glibc
import KheperTerminal
import Testing

/// Input that arrives while the program runs: a ``VirtualTerminal`` reading from a ``TerminalInput`` once its queue
/// is empty, and ``FileDescriptorInput`` reading a pipe as its bytes come.
@Suite struct TerminalInputTests {
    /// Hands out its pieces one read at a time, with a timeout between pieces, and notes what the screen showed
    /// each time it was asked for the next piece.
    final class PiecesInput: TerminalInput {
        var pieces: [[UInt8]]
        weak var terminal: VirtualTerminal?
        var screensWhenAsked: [String] = []
        private var pauseNext = false

        init(_ pieces: [String]) {
            self.pieces = pieces.map { Array($0.utf8) }
        }

        func read(timeout: Duration?) -> DeviceInput {
            if pauseNext {
                pauseNext = false
                return .timedOut
            }
            screensWhenAsked.append(terminal?.text.split(separator: "\n").first.map(String.init) ?? "")
            guard !pieces.isEmpty else { return .closed }
            pauseNext = true
            return .bytes(pieces.removeFirst())
        }
    }

    @Test func keysArrivingInPiecesAreHandledAsTheyComeNotAfterTheInputEnds() {
        let input = PiecesInput(["a", "b", "\u{1B}[D", "c"])
        let terminal = VirtualTerminal(rows: 4, columns: 20, input: input)
        input.terminal = terminal
        let editor = EchoLine.run(on: terminal)
        #expect(editor.text == "abc")
        #expect(editor.lastKey == "c")
        // Each piece was asked for only after the screen showed the keys before it.
        #expect(input.screensWhenAsked == [">", "> a", "> ab", "> ab", "> abc"])
        #expect(terminal.text == "> abc\nlast: c\n\n20x4")
    }

    @Test func queuedInputComesFirstThenTheInput() {
        let input = PiecesInput(["z"])
        let terminal = VirtualTerminal(rows: 4, columns: 20, input: input)
        terminal.type(text: "xy")
        let editor = EchoLine.run(on: terminal)
        #expect(editor.text == "xyz")
    }

    @Test func aPipeIsReadAsItsBytesArriveAndItsEndClosesTheInput() throws {
        var descriptors: [Int32] = [-1, -1]
        try #require(pipe(&descriptors) == 0)
        defer { close(descriptors[0]) }
        let input = FileDescriptorInput(descriptor: descriptors[0])
        #expect(input.read(timeout: .milliseconds(10)) == .timedOut)
        let bytes: [UInt8] = Array("ab".utf8)
        #expect(bytes.withUnsafeBytes { write(descriptors[1], $0.baseAddress, $0.count) } == 2)
        #expect(input.read(timeout: .seconds(5)) == .bytes(bytes))
        #expect(input.read(timeout: .milliseconds(10)) == .timedOut)
        close(descriptors[1])
        #expect(input.read(timeout: .seconds(5)) == .closed)
    }
}
