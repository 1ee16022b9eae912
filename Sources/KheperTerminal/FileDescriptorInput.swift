import Glibc

/// Bytes read from a file descriptor as they arrive, with `poll(2)`: standard input when it is a pipe or a file,
/// so a tool can drive a program one key at a time instead of handing over all of its input up front.
///
/// Each read returns what is there (up to 4 KiB) as soon as anything is, so keys are decoded while the writer is
/// still writing; the end of the file or an error is ``DeviceInput/closed``. The descriptor is not closed here.
public final class FileDescriptorInput: TerminalInput {
    /// The descriptor read from.
    public let descriptor: Int32

    /// Input read from `descriptor` (standard input by default).
    public init(descriptor: Int32 = 0) {
        self.descriptor = descriptor
    }

    /// Waits for bytes with `poll(2)` and returns the bytes read, a timeout, or the end of the input.
    public func read(timeout: Duration?) -> DeviceInput {
        let milliseconds: Int32 =
            timeout.map { duration in
                let (seconds, attoseconds) = duration.components
                return Int32(
                    clamping: max(0, seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000))
            } ?? -1
        var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&descriptors, 1, milliseconds)
        if ready < 0 { return errno == EINTR ? .timedOut : .closed }
        guard ready > 0, descriptors[0].revents != 0 else { return .timedOut }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 { return .bytes(Array(buffer[..<count])) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return .timedOut }
        return .closed
    }
}
