public import KheperCore

/// The error a ``DocumentStore`` throws, with a stable code and a sentence for a person.
public struct StoreError: CodedError, Hashable {
    /// A stable, machine-readable name for a kind of this error.
    public typealias Code = ErrorCode<StoreError>

    /// The kind of error.
    public let code: Code

    /// A sentence for a person.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }
}

extension ErrorCode where Domain == StoreError {
    /// No document has the id.
    public static let notFound = Self(rawValue: "store.not-found")
    /// A document already has the id.
    public static let alreadyExists = Self(rawValue: "store.already-exists")
    /// The file is not a Kheper store (another SQLite database, or not SQLite at all).
    public static let notAStore = Self(rawValue: "store.not-a-store")
    /// The store file is damaged.
    public static let corrupt = Self(rawValue: "store.corrupt")
    /// The store was written by a newer version of Kheper.
    public static let newerSchema = Self(rawValue: "store.newer-schema")
    /// The store cannot be created or written at its path.
    public static let unwritable = Self(rawValue: "store.unwritable")
    /// Another process held the store for longer than the busy timeout.
    public static let busy = Self(rawValue: "store.busy")
    /// Any other failure of the underlying storage.
    public static let io = Self(rawValue: "store.io")
    /// The write would break the store's invariants: a parent that no longer exists, or an order key taken.
    public static let conflict = Self(rawValue: "store.conflict")
    /// The disk holding the store is full; the write that hit it changed nothing.
    public static let diskFull = Self(rawValue: "store.disk-full")
    /// There is no store at the path, and opening it for reading does not create one.
    public static let missing = Self(rawValue: "store.missing")
    /// The write holds a row the store could not read back (JSON nested deeper than the reader's limit); it was
    /// refused and nothing changed.
    public static let unreadableWrite = Self(rawValue: "store.unreadable-write")
    /// The store has an older schema that only opening it for writing upgrades.
    public static let needsUpgrade = Self(rawValue: "store.needs-upgrade")
}
