/// The error a ``WorkoutStore`` throws, with a stable code and a sentence for a person.
public struct StoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable, machine-readable name for a kind of store error.
    public struct Code: RawRepresentable, Sendable, Hashable {
        /// The code as written in output.
        public let rawValue: String

        /// Wraps a code.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// No workout has the id.
        public static let notFound = Code(rawValue: "store.not-found")
        /// A workout already has the id.
        public static let alreadyExists = Code(rawValue: "store.already-exists")
        /// The file is not a Kheper store (another SQLite database, or not SQLite at all).
        public static let notAStore = Code(rawValue: "store.not-a-store")
        /// The store file is damaged.
        public static let corrupt = Code(rawValue: "store.corrupt")
        /// The store was written by a newer version of Kheper.
        public static let newerSchema = Code(rawValue: "store.newer-schema")
        /// The store cannot be created or written at its path.
        public static let unwritable = Code(rawValue: "store.unwritable")
        /// Another process held the store for longer than the busy timeout.
        public static let busy = Code(rawValue: "store.busy")
        /// Any other failure of the underlying storage.
        public static let io = Code(rawValue: "store.io")
    }

    /// The kind of error.
    public let code: Code

    /// A sentence for a person.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message followed by the code.
    public var description: String { "\(message) [\(code.rawValue)]" }
}
