import Glibc

/// The process's real terminal: raw mode, the alternate screen, a hidden cursor and bracketed paste while
/// entered, resizes from SIGWINCH, and everything put back on ``restore()``, at exit, on SIGINT, SIGTERM, SIGHUP
/// and SIGQUIT, and on crashes (SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGFPE, SIGTRAP).
///
/// Raw mode turns ISIG off, so Ctrl-C and Ctrl-Z arrive as keys (`.ctrl("c")`) and the program decides what they
/// do; a SIGINT sent by `kill` still restores the terminal and ends the process. When standard input is not a
/// terminal its bytes are read as keys all the same (a scripted mode for tests and tools), and when the output
/// is not a terminal nothing is switched. One terminal may be entered at a time.
public final class Terminal: TerminalDevice {
    /// The file descriptor keys are read from.
    public let input: Int32
    /// The file descriptor the screen is drawn on.
    public let output: Int32
    /// Whether the input is a terminal (and raw mode applies), rather than a pipe or a file of keys.
    public let inputIsTerminal: Bool
    /// Whether the output is a terminal (and escape sequences make sense on it).
    public let outputIsTerminal: Bool
    /// The size used when the output is not a terminal: `LINES` and `COLUMNS` from the environment, or 24 × 80.
    public var fallbackSize: TerminalSize
    private var entered = false
    private var wakeRead: Int32 = -1
    private var lastSize: TerminalSize

    /// A terminal on `input` and `output` (standard input and output by default); nothing changes until ``enter(alternateScreen:)``.
    public init(input: Int32 = 0, output: Int32 = 1) {
        self.input = input
        self.output = output
        inputIsTerminal = isatty(input) == 1
        outputIsTerminal = isatty(output) == 1
        let environment = { (name: String) in
            getenv(name).flatMap { Int(String(cString: $0)) }.flatMap { $0 > 0 ? $0 : nil }
        }
        fallbackSize = TerminalSize(rows: environment("LINES") ?? 24, columns: environment("COLUMNS") ?? 80)
        lastSize = fallbackSize
        lastSize = size
    }

    deinit { restore() }

    /// Whether colours should be sent: the output is a terminal and `NO_COLOR` is unset or empty
    /// (https://no-color.org).
    public var wantsColors: Bool {
        guard outputIsTerminal else { return false }
        guard let value = getenv("NO_COLOR") else { return true }
        return value.pointee == 0
    }

    /// The size of the output terminal, from `TIOCGWINSZ`, or ``fallbackSize`` when it has none.
    public var size: TerminalSize {
        var window = winsize()
        for descriptor in [output, input] where ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0 {
            if window.ws_row > 0 && window.ws_col > 0 {
                return TerminalSize(rows: Int(window.ws_row), columns: Int(window.ws_col))
            }
        }
        return fallbackSize
    }

    /// Switches to raw mode (when the input is a terminal) and, when the output is one, to the alternate screen
    /// (unless `alternateScreen` is false), hides the cursor and turns bracketed paste on; installs the handlers
    /// that put it all back.
    /// - Throws: ``TerminalError`` when another terminal is entered, or the terminal's settings cannot be read or
    ///   written.
    public func enter(alternateScreen: Bool = true) throws(TerminalError) {
        guard !entered else { return }
        let state = restorationState
        guard state.pointee.active == 0 else {
            throw TerminalError(.alreadyEntered, "another terminal is already in raw mode in this process")
        }
        var pipeDescriptors: [Int32] = [-1, -1]
        guard pipe(&pipeDescriptors) == 0 else {
            throw TerminalError(.systemCall, "could not create the resize pipe: \(String(cString: strerror(errno)))")
        }
        for descriptor in pipeDescriptors {
            _ = fcntl(descriptor, F_SETFL, O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        wakeRead = pipeDescriptors[0]
        state.pointee.wakeDescriptor = pipeDescriptors[1]
        state.pointee.inputDescriptor = -1
        if inputIsTerminal {
            var attributes = termios()
            guard tcgetattr(input, &attributes) == 0 else {
                closeWakePipe()
                throw TerminalError(
                    .systemCall, "could not read the terminal settings: \(String(cString: strerror(errno)))")
            }
            state.pointee.savedAttributes = attributes
            cfmakeraw(&attributes)
            // Reads wait in poll(2), so read(2) itself returns whatever is there.
            withUnsafeMutableBytes(of: &attributes.c_cc) { controlCharacters in
                controlCharacters[Int(VMIN)] = 1
                controlCharacters[Int(VTIME)] = 0
            }
            guard tcsetattr(input, TCSANOW, &attributes) == 0 else {
                closeWakePipe()
                throw TerminalError(.systemCall, "could not enter raw mode: \(String(cString: strerror(errno)))")
            }
            state.pointee.inputDescriptor = input
        }
        var enterSequence = ""
        var restoreSequence = ""
        if outputIsTerminal {
            enterSequence = (alternateScreen ? "\u{1B}[?1049h" : "") + "\u{1B}[?25l\u{1B}[?2004h"
            restoreSequence = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h" + (alternateScreen ? "\u{1B}[?1049l" : "")
        }
        state.pointee.outputDescriptor = outputIsTerminal ? output : -1
        let restoreBytes = Array(restoreSequence.utf8)
        withUnsafeMutableBytes(of: &state.pointee.restoreBytes) { storage in
            storage.copyBytes(from: restoreBytes.prefix(storage.count))
        }
        state.pointee.restoreCount = min(restoreBytes.count, MemoryLayout.size(ofValue: state.pointee.restoreBytes))
        state.pointee.active = 1
        entered = true
        Self.registerExitHandler
        for signal in terminatingSignals + crashSignals { installHandler(handleTerminatingSignal, for: signal) }
        installHandler(handleWindowChange, for: SIGWINCH)
        lastSize = size
        write(Array(enterSequence.utf8))
    }

    /// Puts the terminal back as ``enter(alternateScreen:)`` found it and removes the signal handlers; safe to
    /// call more than once, and called at exit and on deinitialisation.
    public func restore() {
        guard entered else { return }
        entered = false
        restoreTerminalState()
        uninstallHandler(for: SIGWINCH)
        for signal in terminatingSignals + crashSignals { uninstallHandler(for: signal) }
        closeWakePipe()
    }

    /// Waits for keys or a resize with `poll(2)`: bytes from the input, a new size after SIGWINCH, ``DeviceInput/closed``
    /// at the end of the input.
    public func read(timeout: Duration?) -> DeviceInput {
        let milliseconds: Int32 =
            timeout.map { duration in
                let (seconds, attoseconds) = duration.components
                return Int32(
                    clamping: max(0, seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000))
            } ?? -1
        var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
        if wakeRead >= 0 { descriptors.append(pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)) }
        let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        if ready < 0 { return errno == EINTR ? resizeOrTimeout() : .closed }
        if descriptors.count > 1, descriptors[1].revents != 0, case .resized(let size) = resizeOrTimeout() {
            return .resized(size)
        }
        guard descriptors[0].revents != 0 else { return .timedOut }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
        if count > 0 { return .bytes(Array(buffer[..<count])) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return .timedOut }
        return .closed
    }

    /// Drains the resize pipe and reports the size when it changed.
    private func resizeOrTimeout() -> DeviceInput {
        var buffer = [UInt8](repeating: 0, count: 64)
        while wakeRead >= 0, buffer.withUnsafeMutableBytes({ Glibc.read(wakeRead, $0.baseAddress, $0.count) }) > 0 {}
        let current = size
        guard current != lastSize else { return .timedOut }
        lastSize = current
        return .resized(current)
    }

    /// Writes all of `bytes` to the output, retrying short writes.
    public func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let result = Glibc.write(output, buffer.baseAddress! + written, buffer.count - written)
                if result > 0 {
                    written += result
                } else if result < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }

    private func closeWakePipe() {
        let state = restorationState
        if state.pointee.wakeDescriptor >= 0 { close(state.pointee.wakeDescriptor) }
        state.pointee.wakeDescriptor = -1
        if wakeRead >= 0 { close(wakeRead) }
        wakeRead = -1
    }

    /// Registers, once per process, the `atexit` hook that restores a terminal left entered when `exit` is called.
    private static let registerExitHandler: Void = {
        atexit { restoreTerminalState() }
    }()
}

/// Why the terminal could not be entered; the shape of every Kheper error: a stable code and a message.
public struct TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The stable identifier of a kind of failure.
    public enum Code: String, Hashable, Sendable {
        /// Another ``Terminal`` is entered in this process.
        case alreadyEntered = "terminal.already-entered"
        /// A system call on the terminal failed.
        case systemCall = "terminal.system-call"
    }

    /// What went wrong, by kind.
    public let code: Code
    /// What went wrong, for a person.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// `message [code]`.
    public var description: String { "\(message) [\(code.rawValue)]" }
}
