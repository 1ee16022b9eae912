/// The error thrown when a structural change to a document would break one of its invariants.
public struct DocumentError: CodedError, Hashable {
    /// A stable, machine-readable name for a kind of this error.
    public typealias Code = ErrorCode<DocumentError>

    /// The kind of error.
    public let code: Code

    /// A sentence for a person.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    static func unknownBlock(_ id: BlockID) -> DocumentError {
        DocumentError(.unknownBlock, "no block has the id \"\(id)\"")
    }
}

extension ErrorCode where Domain == DocumentError {
    /// No block has the given id.
    public static let unknownBlock = Self(rawValue: "document.unknown-block")
    /// A block with the given id already exists.
    public static let duplicateID = Self(rawValue: "document.duplicate-id")
    /// A sibling already uses the order key.
    public static let orderKeyTaken = Self(rawValue: "document.order-key-taken")
    /// The move would put a block inside itself.
    public static let cycle = Self(rawValue: "document.cycle")
    /// An order key could not be made for the position.
    public static let orderKeyUnavailable = Self(rawValue: "document.order-key-unavailable")
    /// A position index lies outside the list of siblings.
    public static let positionOutOfRange = Self(rawValue: "document.position-out-of-range")
}
