import Dispatch
import KheperSQLite
import KheperSync
import Synchronization

/// A server that tells whether a device sends its second push while it is still confirming the first.
///
/// Before it answers the first push, it has another connection take the device store's write lock, so the device
/// cannot confirm that push yet. A device that sends its next push first sends it while the lock is held, and that
/// push releases the lock. A device that confirms first waits on the lock until the holder gives up, after
/// ``patience``, and its next push finds the lock gone.
final class OverlapProbeServer: SyncServer {
    /// How long the lock is held when no push comes to release it.
    static let patience = DispatchTimeInterval.seconds(3)

    let server = ReferenceServer()
    private let path: String
    private let state = Mutex((pushes: 0, release: DispatchSemaphore?.none, heldOnArrival: Bool?.none))

    /// A probe for the device store at `path`.
    init(storeAt path: String) {
        self.path = path
    }

    /// Whether the lock taken before the first answer was still held when the second push came; `nil` before then.
    var heldOnArrival: Bool? { state.withLock { $0.heldOnArrival } }

    func push(_ batch: [ChangeRecord]) throws(SyncError) -> [PushOutcome] {
        let (number, release) = state.withLock { state in
            state.pushes += 1
            let release = state.release
            state.release = nil
            if state.pushes == 2 { state.heldOnArrival = release != nil }
            return (state.pushes, release)
        }
        release?.signal()
        let outcomes = try server.push(batch)
        if number == 1 { holdTheStoreLock() }
        return outcomes
    }

    func pull(since: Int, max: Int) throws(SyncError) -> [PulledChange] {
        try server.pull(since: since, max: max)
    }

    /// Takes the store's write lock on a connection of its own, on a thread of its own, and returns once it holds
    /// it; the lock is let go when the next push comes or after ``patience``.
    private func holdTheStoreLock() {
        let release = DispatchSemaphore(value: 0)
        let held = DispatchSemaphore(value: 0)
        state.withLock { $0.release = release }
        let path = path
        DispatchQueue.global().async {
            do {
                let holder = try SQLiteDocumentStore(path: path)
                try SQLiteTrainingLogStore(sharing: holder).importing { _ in
                    held.signal()
                    if release.wait(timeout: .now() + Self.patience) == .timedOut {
                        self.state.withLock { if $0.release === release { $0.release = nil } }
                    }
                }
            } catch {
                held.signal()
            }
        }
        held.wait()
    }
}
