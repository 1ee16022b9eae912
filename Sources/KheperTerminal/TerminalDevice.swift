/// Where an interactive program's input comes from and its output goes: the real ``Terminal``, or a
/// ``VirtualTerminal`` that tests type into and read the screen of.
public protocol TerminalDevice: AnyObject {
    /// The size of the screen now.
    var size: TerminalSize { get }

    /// Waits up to `timeout` (forever when `nil`) for input or a change of size, and returns what came first.
    func read(timeout: Duration?) -> DeviceInput

    /// Sends `bytes` to the screen.
    func write(_ bytes: [UInt8])
}

/// What a ``TerminalDevice`` reports when asked for input.
public enum DeviceInput: Hashable, Sendable {
    /// Bytes the user typed, or a script sent.
    case bytes([UInt8])
    /// The screen changed size.
    case resized(TerminalSize)
    /// Nothing arrived in time.
    case timedOut
    /// The input ended: end of file, or a script that ran out.
    case closed
}

/// What an interactive program reacts to.
public enum TerminalEvent: Hashable, Sendable {
    /// A key was pressed.
    case key(Key)
    /// The screen changed size; the next frame is drawn whole at the new size.
    case resize(TerminalSize)
    /// The input ended; no more events will come.
    case end
}
