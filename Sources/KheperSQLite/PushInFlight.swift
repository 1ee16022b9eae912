internal import Foundation
internal import KheperSync
internal import Synchronization

/// A push sent to the server on a thread of its own, so that the device confirms the last push and reads the next
/// page while the server applies this one; ``answer()`` waits for the server's outcomes.
///
/// Only one push is ever in flight, and the next is sent only once this one has answered, so the server applies the
/// pushes in seq order, as it would one at a time.
final class PushInFlight: Sendable {
    /// The records sent, with their JSON texts.
    let run: [(record: ChangeRecord, text: String)]
    private let result = Mutex<Result<[PushOutcome], SyncError>?>(nil)
    private let answered = DispatchSemaphore(value: 0)

    /// Sends `run` to `server` and returns at once.
    init(_ run: [(record: ChangeRecord, text: String)], to server: any SyncServer) {
        self.run = run
        let records = run.map(\.record)
        let texts = run.map(\.text)
        Thread.detachNewThread { [self] in
            let answer = Result { () throws(SyncError) in try server.push(records, texts: texts) }
            result.withLock { $0 = answer }
            answered.signal()
        }
    }

    /// The server's outcomes, or its error, once it has answered.
    func answer() -> Result<[PushOutcome], SyncError> {
        answered.wait()
        answered.signal()
        return result.withLock { $0 } ?? .failure(SyncError(.unreachable, "The push was never answered."))
    }
}
