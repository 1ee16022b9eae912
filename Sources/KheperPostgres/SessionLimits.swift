/// How long a sync may wait on the server, declared once: libpq's connect timeout and TCP keepalives (so a dead
/// network is noticed), and the session's `statement_timeout`, `lock_timeout` and
/// `idle_in_transaction_session_timeout` (so a sync that cannot get its lock or finish says so and stops, instead of
/// hanging). docs/SCALING.md lists the values.
public struct SessionLimits: Sendable, Hashable {
    /// Seconds libpq waits for the connection to open (`connect_timeout`).
    public var connectTimeoutSeconds = 10
    /// Seconds without traffic before the first TCP keepalive probe (`keepalives_idle`).
    public var keepalivesIdleSeconds = 30
    /// Seconds between unanswered keepalive probes (`keepalives_interval`).
    public var keepalivesIntervalSeconds = 10
    /// Unanswered probes before the connection counts as lost (`keepalives_count`).
    public var keepalivesCount = 3
    /// Milliseconds one statement, such as one page's push, may run (`statement_timeout`).
    public var statementTimeoutMilliseconds = 30_000
    /// Milliseconds a statement waits for a lock, such as the user's push lock (`lock_timeout`).
    public var lockTimeoutMilliseconds = 5_000
    /// Milliseconds a session may sit idle inside a transaction (`idle_in_transaction_session_timeout`).
    public var idleInTransactionMilliseconds = 60_000

    /// The environment variable that overrides ``lockTimeoutMilliseconds``, for tests and slow servers.
    public static let lockTimeoutVariable = "KHEPER_SYNC_LOCK_TIMEOUT_MS"
    /// The environment variable that overrides ``statementTimeoutMilliseconds``.
    public static let statementTimeoutVariable = "KHEPER_SYNC_STATEMENT_TIMEOUT_MS"

    /// The standard limits.
    public init() {}

    /// The standard limits, with the lock and statement timeouts taken from `environment` where it sets them to a
    /// positive whole number of milliseconds.
    public init(environment: [String: String]) {
        if let value = environment[Self.lockTimeoutVariable].flatMap({ Int($0) }), value > 0 {
            lockTimeoutMilliseconds = value
        }
        if let value = environment[Self.statementTimeoutVariable].flatMap({ Int($0) }), value > 0 {
            statementTimeoutMilliseconds = value
        }
    }

    /// The libpq connection parameters these limits add; a connection string that sets one keeps its own value.
    public var connectionParameters: [(keyword: String, value: String)] {
        [
            ("connect_timeout", String(connectTimeoutSeconds)), ("keepalives", "1"),
            ("keepalives_idle", String(keepalivesIdleSeconds)),
            ("keepalives_interval", String(keepalivesIntervalSeconds)),
            ("keepalives_count", String(keepalivesCount)),
        ]
    }

    /// The statements that set the session's timeouts, run once after connecting.
    public var sessionSQL: String {
        "SET statement_timeout = \(statementTimeoutMilliseconds); SET lock_timeout = \(lockTimeoutMilliseconds); "
            + "SET idle_in_transaction_session_timeout = \(idleInTransactionMilliseconds)"
    }

    /// A duration in milliseconds for a sentence: whole seconds when it is, else milliseconds.
    static func phrase(milliseconds: Int) -> String {
        milliseconds % 1_000 == 0 ? "\(milliseconds / 1_000) s" : "\(milliseconds) ms"
    }
}
