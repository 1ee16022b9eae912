public import KheperCore

/// Why sync could not go on: a malformed change record, a server that cannot be reached, or a server that refused.
public struct SyncError: CodedError, Hashable {
    /// A stable, machine-readable name for a kind of this error.
    public typealias Code = ErrorCode<SyncError>

    /// The stable code.
    public let code: Code
    /// A sentence for a person naming the field, the value and what was expected.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }
}

extension ErrorCode where Domain == SyncError {
    /// A change record or outcome did not have the contract's shape.
    public static let malformedRecord = Self(rawValue: "sync.malformed-record")
    /// The server could not be reached or dropped the connection; nothing is lost, the outbox keeps the edits.
    public static let unreachable = Self(rawValue: "sync.unreachable")
    /// The server answered with something the device cannot use.
    public static let protocolViolation = Self(rawValue: "sync.protocol")
    /// The device's own store failed while syncing; the message is the store's.
    public static let store = Self(rawValue: "sync.store")
    /// The server could not store a value in the pushed records (a data error such as an untranslatable character):
    /// it applied none of them, and the device looks for the record that holds the value and sets it aside.
    public static let unstorableRecord = Self(rawValue: "sync.unstorable-record")
}
