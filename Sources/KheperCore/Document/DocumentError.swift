/// The error thrown when a structural change to a document would break one of its invariants.
public struct DocumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable, machine-readable name for a kind of structural error.
    public struct Code: RawRepresentable, Sendable, Hashable {
        /// The code as written in output.
        public let rawValue: String

        /// Wraps a code.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// No block has the given id.
        public static let unknownBlock = Code(rawValue: "document.unknown-block")
        /// A block with the given id already exists.
        public static let duplicateID = Code(rawValue: "document.duplicate-id")
        /// A sibling already uses the order key.
        public static let orderKeyTaken = Code(rawValue: "document.order-key-taken")
        /// The move would put a block inside itself.
        public static let cycle = Code(rawValue: "document.cycle")
        /// An order key could not be made for the position.
        public static let orderKeyUnavailable = Code(rawValue: "document.order-key-unavailable")
        /// A position index lies outside the list of siblings.
        public static let positionOutOfRange = Code(rawValue: "document.position-out-of-range")
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

    static func unknownBlock(_ id: BlockID) -> DocumentError {
        DocumentError(.unknownBlock, "no block has the id \"\(id)\"")
    }
}
