import KheperTerminal
import Testing

/// A small interactive program for the session tests: an echo of the line that shows what was typed and the last key.
struct EchoLine {
    var text = ""
    var lastKey = "none"

    mutating func handle(_ event: TerminalEvent) -> Bool {
        switch event {
        case .key(.enter), .end: return false
        case .key(.backspace): if !text.isEmpty { text.removeLast() }
        case .key(.character(let character)): text.append(character)
        case .key(.paste(let pasted)): text += pasted
        default: break
        }
        if case .key(let key) = event { lastKey = key.description }
        if case .resize(let size) = event { lastKey = "resize \(size)" }
        return true
    }

    func frame(_ size: TerminalSize) -> ScreenBuffer {
        var screen = ScreenBuffer(size: size)
        screen.write("> " + DisplayWidth.truncated(text, toWidth: size.columns - 2), row: 0, column: 0)
        screen.write("last: \(lastKey)", row: 1, column: 0, style: TextStyle(reverse: true))
        screen.write("\(size)", row: size.rows - 1, column: 0)
        return screen
    }

    /// Runs the editor on `terminal` until Enter or the end of input.
    static func run(on terminal: VirtualTerminal) -> EchoLine {
        var session = TerminalSession(device: terminal)
        var editor = EchoLine()
        session.draw(editor.frame(session.size))
        while let event = session.nextEvent(), editor.handle(event) {
            session.draw(editor.frame(session.size))
        }
        return editor
    }
}

@Suite struct TerminalSessionTests {
    @Test func keysInScreenTextOut() {
        let terminal = VirtualTerminal(rows: 4, columns: 20)
        terminal.type(text: "82.5 kg")
        terminal.type(.backspace, .backspace, .backspace, .character("深"), .character("蹲"), .left)
        let editor = EchoLine.run(on: terminal)
        #expect(editor.text == "82.5深蹲")
        #expect(terminal.text == "> 82.5深蹲\nlast: left\n\n20x4")
    }

    @Test func aResizeRedrawsAtTheNewSize() {
        let terminal = VirtualTerminal(rows: 4, columns: 20)
        terminal.type(text: "abcdefghijklmnop")
        terminal.resize(rows: 3, columns: 10)
        _ = EchoLine.run(on: terminal)
        #expect(terminal.text == "> abcdefg…\nlast: resi\n10x3")
    }

    @Test func aLoneEscapeIsAKeyAfterAPause() {
        let terminal = VirtualTerminal()
        terminal.type(.escape)
        terminal.pause()
        terminal.type(text: "[A")
        var session = TerminalSession(device: terminal)
        var events: [TerminalEvent] = []
        while let event = session.nextEvent(), event != .end { events.append(event) }
        #expect(events == [.key(.escape), .key(.character("[")), .key(.character("A"))])
    }

    @Test func anEscapeSequenceSplitAcrossReadsIsOneKey() {
        let terminal = VirtualTerminal()
        terminal.send([0x1B])
        terminal.send([0x5B, 0x31, 0x3B])
        terminal.send([0x35, 0x43])
        var session = TerminalSession(device: terminal)
        #expect(session.nextEvent() == .key(.modified(.right, .ctrl)))
        #expect(session.nextEvent() == .end)
        #expect(session.nextEvent() == .end)
    }

    @Test func theVirtualTerminalFollowsModes() {
        let terminal = VirtualTerminal()
        terminal.write(Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h".utf8))
        #expect(terminal.alternateScreen && !terminal.cursorVisible && terminal.bracketedPaste)
        terminal.write(Array("\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l".utf8))
        #expect(!terminal.alternateScreen && terminal.cursorVisible && !terminal.bracketedPaste)
    }
}
