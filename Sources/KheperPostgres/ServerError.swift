public import KheperCore

/// An error from the sync server: it could not be reached, refused the login, has a schema this build does not
/// know, or failed a query.
///
/// The ``code`` is stable and meant for programs; ``message`` is written for a person and says what happened and
/// what to do; the description is the message with the code in brackets.
public struct ServerError: CodedError, Hashable {
    /// A stable, machine-readable identifier for a kind of server error.
    public typealias Code = ErrorCode<ServerError>

    /// The stable code that identifies the kind of error.
    public let code: Code

    /// A sentence for a person: what happened, with the server's own words where it gave any.
    public let message: String

    /// The server's SQLSTATE for a failed query, such as `42501` for a permission denied; `nil` otherwise.
    public let sqlState: String?

    /// Creates an error from its code, a message for a person and the server's SQLSTATE, if any.
    public init(code: Code, message: String, sqlState: String? = nil) {
        self.code = code
        self.message = message
        self.sqlState = sqlState
    }
}

extension ErrorCode where Domain == ServerError {
    /// The connection string cannot be read by libpq.
    public static let invalidConnectionString = Self(rawValue: "server.invalid-connection-string")
    /// No server answered at the address, or the connection broke.
    public static let unreachable = Self(rawValue: "server.unreachable")
    /// The server refused the user name or password.
    public static let authenticationRefused = Self(rawValue: "server.authentication-refused")
    /// The database has no Kheper schema yet; `kheper server init` creates it.
    public static let schemaMissing = Self(rawValue: "server.schema-missing")
    /// The database's Kheper schema is newer than this build knows.
    public static let schemaTooNew = Self(rawValue: "server.schema-too-new")
    /// The server ran the query and reported an error.
    public static let queryFailed = Self(rawValue: "server.query-failed")
    /// Another sync of the same user held the push lock for longer than the lock timeout (SQLSTATE 55P03).
    public static let busy = Self(rawValue: "server.busy")
    /// A statement ran longer than the statement timeout and the server cancelled it (SQLSTATE 57014).
    public static let timedOut = Self(rawValue: "server.timed-out")
    /// The user already holds every connection the server allows it (SQLSTATE 53300).
    public static let tooManyConnections = Self(rawValue: "server.too-many-connections")
    /// A push carried more records than the server takes at once (SQLSTATE 54000).
    public static let pushTooLarge = Self(rawValue: "server.push-too-large")
    /// The server cannot store a value in the pushed records (a data exception, SQLSTATE class 22).
    public static let unstorableRecord = Self(rawValue: "server.unstorable-record")
    /// `kheper server remove-user` was given a name that is not a Kheper user of the database.
    public static let unknownUser = Self(rawValue: "server.unknown-user")
    /// `kheper server remove-user` found the user still connected to the server.
    public static let userConnected = Self(rawValue: "server.user-connected")
    /// The server's answer is not what the contract promises.
    public static let invalidResponse = Self(rawValue: "server.invalid-response")
}
