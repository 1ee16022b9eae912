internal import Synchronization

/// The contract's server in memory: `push` and `pull` over one user's ``MergeState`` and change log, the oracle the
/// PostgreSQL functions must match.
///
/// It can be told to fail the next push, before it applies anything or after (the answer is lost), so tests can
/// interrupt a sync the ways a network does.
public final class ReferenceServer: SyncServer {
    /// How the next push fails, for tests.
    public enum PushFault: Sendable, Hashable {
        /// The connection drops before the batch is applied: nothing changes.
        case beforeApplying
        /// The batch is applied and committed, then the answer is lost.
        case afterApplying
    }

    /// What the server holds: its documents, its log, each client's last applied seq and a fault to inject.
    struct Contents: Sendable {
        var state = MergeState()
        var log: [PulledChange] = []
        var lastSeq: [String: Int] = [:]
        var fault: PushFault?
    }

    private let contents = Mutex(Contents())

    /// Creates an empty server.
    public init() {}

    /// The documents and logged sets as the server holds them.
    public var state: MergeState { contents.withLock { $0.state } }

    /// The latest version: the number of applied changes.
    public var version: Int { contents.withLock { $0.log.count } }

    /// The whole change log, in version order.
    public var log: [PulledChange] { contents.withLock { $0.log } }

    /// Makes the next push fail as `fault` says.
    public func failNextPush(_ fault: PushFault) {
        contents.withLock { $0.fault = fault }
    }

    /// Applies `batch` in order: a `seq` at or below the client's last is a replay (`duplicate`), every other
    /// record is applied by the merge rules, and applied or rewritten ones go into the log as applied.
    public func push(_ batch: [ChangeRecord]) throws(SyncError) -> [PushOutcome] {
        let result: Result<[PushOutcome], SyncError> = contents.withLock { contents in
            let fault = contents.fault
            contents.fault = nil
            if fault == .beforeApplying {
                return .failure(SyncError(.unreachable, "The connection to the server dropped before the push."))
            }
            var outcomes: [PushOutcome] = []
            for record in batch {
                outcomes.append(Self.apply(record, to: &contents))
            }
            if fault == .afterApplying {
                return .failure(SyncError(.unreachable, "The connection to the server dropped during the push."))
            }
            return .success(outcomes)
        }
        return try result.get()
    }

    /// At most `max` changes with a version above `since`, in version order.
    public func pull(since: Int, max: Int) throws(SyncError) -> [PulledChange] {
        contents.withLock { contents in
            let start = Swift.max(0, Swift.min(since, contents.log.count))
            let end = Swift.min(contents.log.count, start + Swift.max(0, max))
            return Array(contents.log[start..<end])
        }
    }

    private static func apply(_ record: ChangeRecord, to contents: inout Contents) -> PushOutcome {
        if record.seq <= contents.lastSeq[record.client, default: 0] {
            return PushOutcome(seq: record.seq, status: .duplicate, version: contents.log.count)
        }
        contents.lastSeq[record.client] = record.seq
        let result = contents.state.apply(record.intent)
        switch result {
        case .applied, .rewritten:
            var applied = record
            if case .rewritten(let order) = result { applied.intent = record.intent.withOrder(order) }
            let version = contents.log.count + 1
            contents.log.append(PulledChange(version: version, client: record.client, seq: record.seq, change: applied))
            if case .rewritten(let order) = result {
                return PushOutcome(seq: record.seq, status: .rewritten, version: version, order: order)
            }
            return PushOutcome(seq: record.seq, status: .applied, version: version)
        case .rejected(let reason):
            return PushOutcome(seq: record.seq, status: .rejected, version: contents.log.count, reason: reason)
        case .duplicate:
            return PushOutcome(seq: record.seq, status: .duplicate, version: contents.log.count)
        }
    }
}
