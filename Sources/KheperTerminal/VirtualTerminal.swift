/// An in-memory terminal for tests and scripts: keys and resizes are queued up front, and what the program
/// writes is interpreted like a real terminal would, into a ``screen`` whose ``ScreenBuffer/text`` is what a
/// user would see. Given a ``TerminalInput``, it reads from it once the queue is empty, so keys can arrive while
/// the program runs (a pipe a tool writes into).
///
/// It understands what ``ScreenRenderer`` and ``Terminal`` send (cursor moves, erasing, SGR, the alternate screen,
/// cursor visibility and bracketed paste modes) and ignores other sequences. When the queue runs out, a read
/// reports the end of input, so a program driven by it always stops.
public final class VirtualTerminal: TerminalDevice {
    /// The screen as the program's output left it.
    public private(set) var screen: ScreenBuffer
    /// Every byte the program wrote, in order.
    public private(set) var output: [UInt8] = []
    /// Whether the program switched to the alternate screen and has not switched back.
    public private(set) var alternateScreen = false
    /// Whether the cursor is shown.
    public private(set) var cursorVisible = true
    /// Whether the program asked for bracketed paste.
    public private(set) var bracketedPaste = false
    /// The current size; it changes when a queued resize is read.
    public private(set) var size: TerminalSize

    private var inputs: [DeviceInput] = []
    private let input: (any TerminalInput)?
    private var pendingOutput: [UInt8] = []
    private var cursor = Position(row: 0, column: 0)
    private var style = TextStyle.plain

    /// A terminal of `rows` × `columns` with no input queued; once the queue is empty, reads wait on `input`
    /// when one is given.
    public init(rows: Int = 24, columns: Int = 80, input: (any TerminalInput)? = nil) {
        self.input = input
        size = TerminalSize(rows: rows, columns: columns)
        screen = ScreenBuffer(rows: rows, columns: columns)
    }

    /// What the screen shows, as text.
    public var text: String { screen.text }

    /// Queues `keys`, each as one read of the bytes a terminal sends for it.
    public func type(_ keys: Key...) { type(keys) }

    /// Queues `keys`, each as one read of the bytes a terminal sends for it.
    public func type(_ keys: [Key]) {
        for key in keys { inputs.append(.bytes(key.bytes)) }
    }

    /// Queues `text` as one read, as if typed very fast or sent by a script.
    public func type(text: String) { inputs.append(.bytes(Array(text.utf8))) }

    /// Queues raw bytes as one read.
    public func send(_ bytes: [UInt8]) { inputs.append(.bytes(bytes)) }

    /// Queues a change of size; the screen takes it when the program reads it.
    public func resize(rows: Int, columns: Int) { inputs.append(.resized(TerminalSize(rows: rows, columns: columns))) }

    /// Queues a pause: a read that times out, so a pending Escape resolves.
    public func pause() { inputs.append(.timedOut) }

    /// Returns the next queued input at once, whatever the timeout; when none is left, what the ``TerminalInput``
    /// gives within `timeout`, or ``DeviceInput/closed`` without one.
    public func read(timeout: Duration?) -> DeviceInput {
        guard !inputs.isEmpty else { return input?.read(timeout: timeout) ?? .closed }
        let input = inputs.removeFirst()
        if case .resized(let newSize) = input {
            size = newSize
            // Like most terminals on a resize, keep the text that still fits.
            var resized = ScreenBuffer(size: newSize)
            for (row, line) in screen.lines.enumerated() where row < newSize.rows {
                resized.write(line, row: row, column: 0)
            }
            screen = resized
            cursor = Position(row: min(cursor.row, newSize.rows - 1), column: min(cursor.column, newSize.columns - 1))
        }
        return input
    }

    /// Interprets `bytes` as a terminal would, updating ``screen``.
    public func write(_ bytes: [UInt8]) {
        output += bytes
        pendingOutput += bytes
        var index = 0
        while index < pendingOutput.count {
            let byte = pendingOutput[index]
            if byte == 0x1B {
                guard let length = sequence(at: index) else { break }
                index += length
            } else if byte < 0x20 || byte == 0x7F {
                control(byte)
                index += 1
            } else {
                var end = index
                while end < pendingOutput.count, pendingOutput[end] >= 0x20, pendingOutput[end] != 0x7F { end += 1 }
                // Keep a character cut short by the end of this write for the next one.
                var complete = end
                if end == pendingOutput.count {
                    let lead = lastLead(before: end)
                    if lead >= index, case .incomplete = UTF8Scanner.scalar(in: pendingOutput, at: lead, final: false) {
                        complete = lead
                    }
                }
                guard complete > index else { break }
                show(String(decoding: pendingOutput[index..<complete], as: UTF8.self))
                index = complete
            }
        }
        pendingOutput.removeFirst(index)
    }

    private func lastLead(before end: Int) -> Int {
        var lead = end - 1
        while lead > 0, pendingOutput[lead] & 0xC0 == 0x80 { lead -= 1 }
        return lead
    }

    private func show(_ text: String) {
        for character in text {
            let width = DisplayWidth.of(character)
            guard width > 0 else { continue }
            if cursor.column + width > size.columns {
                // Autowrap, without scrolling: a renderer that wraps past the last row loses that text.
                cursor = Position(row: cursor.row + 1, column: 0)
            }
            cursor.column = screen.write(String(character), row: cursor.row, column: cursor.column, style: style)
        }
    }

    private func control(_ byte: UInt8) {
        switch byte {
        case 0x0D: cursor.column = 0
        case 0x0A: cursor.row = min(cursor.row + 1, size.rows - 1)
        case 0x08: cursor.column = max(0, cursor.column - 1)
        default: break
        }
    }

    /// Interprets the escape sequence at `index` and returns its length, or `nil` when it is not complete yet.
    private func sequence(at index: Int) -> Int? {
        guard index + 1 < pendingOutput.count else { return nil }
        guard pendingOutput[index + 1] == 0x5B else { return 2 }
        var end = index + 2
        while end < pendingOutput.count, (0x20...0x3F).contains(pendingOutput[end]) { end += 1 }
        guard end < pendingOutput.count else { return nil }
        let parameters = String(decoding: pendingOutput[(index + 2)..<end], as: UTF8.self)
        controlSequence(parameters, final: pendingOutput[end])
        return end + 1 - index
    }

    private func controlSequence(_ parameters: String, final: UInt8) {
        if parameters.hasPrefix("?") {
            let on = final == 0x68
            for mode in parameters.dropFirst().split(separator: ";") {
                switch mode {
                case "1049": alternateScreen = on
                case "25": cursorVisible = on
                case "2004": bracketedPaste = on
                default: break
                }
            }
            return
        }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ index: Int, default value: Int) -> Int {
            index < numbers.count ? numbers[index] ?? value : value
        }
        switch final {
        case 0x48, 0x66:
            cursor = Position(
                row: min(max(number(0, default: 1), 1), size.rows) - 1,
                column: min(max(number(1, default: 1), 1), size.columns) - 1)
        case 0x41: cursor.row = max(0, cursor.row - number(0, default: 1))
        case 0x42: cursor.row = min(size.rows - 1, cursor.row + number(0, default: 1))
        case 0x43: cursor.column = min(size.columns - 1, cursor.column + number(0, default: 1))
        case 0x44: cursor.column = max(0, cursor.column - number(0, default: 1))
        case 0x4A:
            if number(0, default: 0) == 2 {
                screen.clear()
            } else {
                screen.fill(row: cursor.row, column: cursor.column)
                for row in (cursor.row + 1)..<max(cursor.row + 1, size.rows) { screen.fill(row: row) }
            }
        case 0x4B: screen.fill(row: cursor.row, column: cursor.column)
        case 0x6D: selectGraphicRendition(numbers.map { $0 ?? 0 })
        default: break
        }
    }

    private func selectGraphicRendition(_ numbers: [Int]) {
        var index = 0
        while index < numbers.count {
            let number = numbers[index]
            switch number {
            case 0: style = .plain
            case 1: style.bold = true
            case 2: style.dim = true
            case 4: style.underline = true
            case 7: style.reverse = true
            case 22:
                style.bold = false
                style.dim = false
            case 24: style.underline = false
            case 27: style.reverse = false
            case 30...37: style.foreground = Self.standard[number - 30]
            case 39: style.foreground = nil
            case 40...47: style.background = Self.standard[number - 40]
            case 49: style.background = nil
            case 90...97: style.foreground = .palette(UInt8(number - 82))
            case 100...107: style.background = .palette(UInt8(number - 92))
            case 38, 48:
                guard index + 2 < numbers.count, numbers[index + 1] == 5 else { break }
                let color = TerminalColor.palette(UInt8(clamping: numbers[index + 2]))
                if number == 38 { style.foreground = color } else { style.background = color }
                index += 2
            default: break
            }
            index += 1
        }
    }

    private static let standard: [TerminalColor] = [.black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]
}
