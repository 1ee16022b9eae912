import Dispatch
import KheperTrainingLog
import Synchronization

/// A bounded queue from the thread that reads and parses a file to the thread that stores its sessions, so the two
/// run at once on two cores.
///
/// The reader waits while ``capacity`` batches are queued, so memory stays bounded however large the file; the
/// storer waits while none is. The reader always ends with one `.finished` or `.failed`; a storer that stops early
/// calls ``stop()`` and keeps receiving until that last message, so the reader never waits forever and never
/// outlives the import.
final class SessionPipe: Sendable {
    /// What the reader sends.
    enum Message: Sendable {
        /// Sessions completed by one chunk of the file, and the bytes read so far.
        case sessions([LoggedSession], bytesRead: Int)
        /// The file is read: its summary.
        case finished(ImportSummary)
        /// Reading stopped with this error, after the sessions sent before it.
        case failed(any Error)
    }

    /// The most batches queued at once.
    static let capacity = 8

    private let queued = Mutex<[Message]>([])
    private let stopped = Atomic<Bool>(false)
    private let room = DispatchSemaphore(value: capacity)
    private let waiting = DispatchSemaphore(value: 0)

    /// Whether the storer has stopped, so the reader can end early.
    var isStopped: Bool { stopped.load(ordering: .acquiring) }

    /// Queues `message`, waiting for room.
    func send(_ message: Message) {
        room.wait()
        queued.withLock { $0.append(message) }
        waiting.signal()
    }

    /// The next message, waiting for one.
    func receive() -> Message {
        waiting.wait()
        let message = queued.withLock { $0.removeFirst() }
        room.signal()
        return message
    }

    /// Tells the reader to end early.
    func stop() {
        stopped.store(true, ordering: .releasing)
    }
}
