/// What a command wrote, kept in memory so that tests can read it and `main` can print it.
///
/// Output is safe for where it goes. Human text — `show`, `show --ids`, `list`, `render --format text`, and
/// every message, warning, change description and diagnostic — is always escaped by `TerminalEscaper`, to a
/// terminal, a pipe or a file alike; a `TerminalText` keeps the tool's own styles. Machine formats (JSON,
/// Markdown, HTML) go through `writeVerbatim(_:format:)`: byte-exact to a pipe or file, and escaped only when
/// standard output is a terminal, JSON with its own `\u001B` escapes so it stays valid and means the same.
public struct CommandOutput: Sendable {
    /// Text for standard output.
    public var standardOutput: String {
        get { String(decoding: standardOutputBytes, as: UTF8.self) }
        set { standardOutputBytes = Array(newValue.utf8) }
    }

    /// The UTF-8 bytes of standard output, where they are kept: a large document written verbatim is then in
    /// memory once, not also as a `String` and as `Data`.
    public private(set) var standardOutputBytes: [UInt8] = []

    /// Text for standard error.
    public var standardError = ""

    /// Whether standard output may carry ANSI colours.
    let colorOutput: Bool

    /// Whether standard error may carry ANSI colours.
    let colorError: Bool

    /// Whether standard output is a terminal, so machine formats are escaped too.
    let outputIsTerminal: Bool

    /// Where large machine output goes as it is made, when the executable streams it; `nil` keeps it all here.
    let stream: (@Sendable ([UInt8]) -> Void)?

    /// What a command read and no longer needs, such as a large document, handed back with its output so that the
    /// executable, which exits right after, never frees it: freeing a million blocks one at a time takes longer.
    var keptUntilExit: [any Sendable] = []

    /// A machine format written by `writeVerbatim(_:format:)`.
    enum MachineFormat {
        /// JSON: escaped on a terminal as JSON string escapes.
        case json
        /// Markdown or HTML, whose renderers escape for their own readers: escaped on a terminal as human text.
        case markup
    }

    init(
        colorOutput: Bool, colorError: Bool, outputIsTerminal: Bool = false,
        stream: (@Sendable ([UInt8]) -> Void)? = nil
    ) {
        self.colorOutput = colorOutput
        self.colorError = colorError
        self.outputIsTerminal = outputIsTerminal
        self.stream = stream
    }

    /// Writes a line of human text to standard output, escaped.
    mutating func print(_ line: String) {
        standardOutputBytes += TerminalEscaper.escaped(line).utf8
        standardOutputBytes.append(UInt8(ascii: "\n"))
    }

    /// Writes a line whose user text is already escaped, keeping its styles.
    mutating func print(_ line: TerminalText) {
        standardOutputBytes += line.styled.utf8
        standardOutputBytes.append(UInt8(ascii: "\n"))
    }

    /// Writes human text to standard output, escaped, without adding a newline.
    mutating func write(_ text: String) {
        standardOutputBytes += TerminalEscaper.escaped(text).utf8
    }

    /// Writes a machine format to standard output exactly as it is, unless standard output is a terminal.
    mutating func writeVerbatim(_ text: String, format: MachineFormat) {
        guard outputIsTerminal else {
            standardOutputBytes += text.utf8
            return
        }
        standardOutputBytes += TerminalEscaper.escaped(text, as: format == .json ? .json : .visible).utf8
    }

    /// Writes UTF-8 text in a machine format like `writeVerbatim(_:format:)`; to a pipe or file the bytes are
    /// taken as they are, without a copy when nothing was written before them.
    mutating func writeVerbatim(bytes: consuming [UInt8], format: MachineFormat) {
        guard outputIsTerminal else {
            if standardOutputBytes.isEmpty {
                standardOutputBytes = bytes
            } else {
                standardOutputBytes += bytes
            }
            return
        }
        writeVerbatim(String(decoding: bytes, as: UTF8.self), format: format)
    }

    /// Writes a machine format that `make` hands over in pieces: straight to the stream, after what was written
    /// before, when there is one and standard output is not a terminal, so a large document's text is never whole
    /// in memory; otherwise kept like `writeVerbatim(bytes:format:)`.
    mutating func writeVerbatim<Failure: Error>(
        format: MachineFormat, making make: (([UInt8]) -> Void) throws(Failure) -> Void
    ) throws(Failure) {
        guard let stream, !outputIsTerminal else {
            var bytes: [UInt8] = []
            try make { bytes += $0 }
            return writeVerbatim(bytes: bytes, format: format)
        }
        if !standardOutputBytes.isEmpty { stream(standardOutputBytes) }
        standardOutputBytes = []
        try make { stream($0) }
    }

    /// Writes human text like `write(_:)`, handed over by `make` in pieces as it is made; with a stream and no
    /// terminal, it is escaped and handed over about a megabyte at a time, after a piece that ends a line, so a
    /// long rendering is never whole in memory.
    mutating func writeInPieces(making make: ((String) -> Void) -> Void) {
        guard let stream, !outputIsTerminal else {
            var text = ""
            make { text += $0 }
            return write(text)
        }
        if !standardOutputBytes.isEmpty { stream(standardOutputBytes) }
        standardOutputBytes = []
        var pending: [UInt8] = []
        pending.reserveCapacity(1 << 20 + 1 << 16)
        make { piece in
            pending += piece.utf8
            guard pending.count >= 1 << 20, pending.last == UInt8(ascii: "\n") else { return }
            stream(TerminalEscaper.escaped(bytes: pending))
            pending.removeAll(keepingCapacity: true)
        }
        if !pending.isEmpty { stream(TerminalEscaper.escaped(bytes: pending)) }
    }

    /// Writes a line of human text to standard error, escaped.
    mutating func printError(_ line: String) {
        standardError += TerminalEscaper.escaped(line) + "\n"
    }

    /// Writes a line to standard error whose user text is already escaped, keeping its styles.
    mutating func printError(_ line: TerminalText) {
        standardError += line.styled + "\n"
    }
}

/// ANSI text styles, applied only where colour is allowed.
enum TextStyle: String {
    case bold = "1"
    case dim = "2"
    case red = "31"
    case green = "32"
    case yellow = "33"
    case cyan = "36"

    /// `text` escaped, and styled when `enabled`.
    func apply(_ text: String, when enabled: Bool) -> TerminalText {
        enabled ? TerminalText(text, style: self) : TerminalText(escaping: text)
    }
}
