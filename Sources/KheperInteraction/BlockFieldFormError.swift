public import KheperCore

/// Why a ``BlockFieldForm`` could not be committed: some entries that would be stored hold text that cannot be;
/// nothing was changed.
public struct BlockFieldFormError: CodedError, Hashable {
    /// The kind of error.
    public let code: ErrorCode<BlockFieldFormError>

    /// The block the form edits.
    public let blockID: BlockID

    /// The problem of each invalid entry, in form order.
    public let problems: [FormEntryProblem]

    /// A sentence naming the block and every invalid field with what was expected.
    public var message: String {
        let fields = problems.count == 1 ? "1 field is invalid" : "\(problems.count) fields are invalid"
        return "the block \"\(blockID)\" was not changed: \(fields): "
            + problems.map(\.message).joined(separator: "; ")
    }

    /// Creates an error for the form of `blockID`.
    public init(blockID: BlockID, problems: [FormEntryProblem]) {
        self.code = .invalidEntries
        self.blockID = blockID
        self.problems = problems
    }
}

extension ErrorCode where Domain == BlockFieldFormError {
    /// At least one entry to be stored holds text that cannot be.
    public static let invalidEntries = Self(rawValue: "form.invalid-entries")
}
