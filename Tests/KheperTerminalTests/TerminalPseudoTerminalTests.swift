import Glibc
import KheperTerminal
import Testing

/// The real ``Terminal`` on a pseudo-terminal: raw mode on and off, the bytes that switch screens, keys read, and a
/// resize reported through SIGWINCH. Serialized, since a process enters one terminal at a time.
@Suite(.serialized) struct TerminalPseudoTerminalTests {
    /// A pseudo-terminal pair, closed at the end of `body`.
    static func withPseudoTerminal(_ body: (_ primary: Int32, _ secondary: Int32) throws -> Void) throws {
        // posix_openpt and friends are hidden behind _XOPEN_SOURCE in the Glibc module, so this is what they do
        // on Linux: open the multiplexer, unlock the new secondary and ask its number (TIOCSPTLCK, TIOCGPTN).
        let primary = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        try #require(primary >= 0)
        defer { close(primary) }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        try #require(ioctl(primary, 0x4004_5431, &unlock) == 0 && ioctl(primary, 0x8004_5430, &number) == 0)
        let name = "/dev/pts/\(number)"
        let secondary = open(name, O_RDWR | O_NOCTTY)
        try #require(secondary >= 0)
        defer { close(secondary) }
        var window = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(primary, UInt(TIOCSWINSZ), &window)
        try body(primary, secondary)
    }

    /// What the program wrote to the terminal so far.
    static func drain(_ primary: Int32) -> String {
        var output: [UInt8] = []
        var descriptor = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, 200) > 0 {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            output += buffer[..<count]
        }
        return String(decoding: output, as: UTF8.self)
    }

    static func localFlags(_ descriptor: Int32) -> tcflag_t {
        var attributes = termios()
        _ = tcgetattr(descriptor, &attributes)
        return attributes.c_lflag
    }

    @Test func rawModeAndTheAlternateScreenAreEnteredAndRestored() throws {
        try Self.withPseudoTerminal { primary, secondary in
            let before = Self.localFlags(secondary)
            #expect(before & tcflag_t(ICANON) != 0 && before & tcflag_t(ECHO) != 0)
            let terminal = Terminal(input: secondary, output: secondary)
            #expect(terminal.inputIsTerminal && terminal.outputIsTerminal)
            #expect(terminal.size == TerminalSize(rows: 30, columns: 100))
            try terminal.enter()
            let raw = Self.localFlags(secondary)
            #expect(raw & tcflag_t(ICANON | ECHO | ISIG) == 0)
            #expect(Self.drain(primary).contains("\u{1B}[?1049h"))
            terminal.restore()
            #expect(Self.localFlags(secondary) == before)
            let restored = Self.drain(primary)
            #expect(restored.contains("\u{1B}[?1049l") && restored.contains("\u{1B}[?25h"))
            terminal.restore()
            #expect(Self.drain(primary).isEmpty)
        }
    }

    @Test func onlyOneTerminalIsEnteredAtATime() throws {
        try Self.withPseudoTerminal { _, secondary in
            let first = Terminal(input: secondary, output: secondary)
            try first.enter()
            defer { first.restore() }
            let second = Terminal(input: secondary, output: secondary)
            #expect(throws: TerminalError(.alreadyEntered, "another terminal is already in raw mode in this process")) {
                try second.enter()
            }
        }
    }

    @Test func keysAndResizesArrive() throws {
        try Self.withPseudoTerminal { primary, secondary in
            let terminal = Terminal(input: secondary, output: secondary)
            try terminal.enter()
            defer { terminal.restore() }
            var session = TerminalSession(device: terminal)
            _ = write(primary, "q\u{1B}[1;5C", 7)
            #expect(session.nextEvent(timeout: .seconds(5)) == .key(.character("q")))
            #expect(session.nextEvent(timeout: .seconds(5)) == .key(.modified(.right, .ctrl)))
            #expect(session.nextEvent(timeout: .milliseconds(20)) == nil)
            var window = winsize(ws_row: 20, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(primary, UInt(TIOCSWINSZ), &window)
            // The test process is not the terminal's foreground process, so it sends itself the signal, to the process
            // rather than this thread, which as a worker thread may block it.
            kill(getpid(), SIGWINCH)
            #expect(session.nextEvent(timeout: .seconds(5)) == .resize(TerminalSize(rows: 20, columns: 80)))
        }
    }

    @Test func keysFromAPipeWhenInputIsNotATerminal() throws {
        var descriptors: [Int32] = [-1, -1]
        try #require(pipe(&descriptors) == 0)
        defer { close(descriptors[0]) }
        _ = write(descriptors[1], "ab\u{1B}[A\n", 6)
        close(descriptors[1])
        let terminal = Terminal(input: descriptors[0], output: descriptors[0])
        #expect(!terminal.inputIsTerminal && !terminal.wantsColors)
        try terminal.enter()
        defer { terminal.restore() }
        var session = TerminalSession(device: terminal)
        var events: [TerminalEvent] = []
        while let event = session.nextEvent(timeout: .seconds(5)), event != .end { events.append(event) }
        #expect(events == [.key(.character("a")), .key(.character("b")), .key(.up), .key(.enter)])
    }
}
