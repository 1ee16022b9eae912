/// Where a ``VirtualTerminal`` takes input from once its queue is empty: bytes as they arrive, such as a pipe a
/// tool writes keys into while the program runs.
public protocol TerminalInput: AnyObject {
    /// Waits up to `timeout` (forever when `nil`) for bytes, and returns them, ``DeviceInput/timedOut``, or
    /// ``DeviceInput/closed`` at the end of the input.
    func read(timeout: Duration?) -> DeviceInput
}
