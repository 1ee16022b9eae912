public import KheperCore

/// The error an editor operation throws when it refuses a change; a refused operation changes nothing.
public struct EditorError: CodedError, Hashable {
    /// A stable, machine-readable name for a kind of this error.
    public typealias Code = ErrorCode<EditorError>

    /// The kind of refusal.
    public let code: Code

    /// One sentence for a person, naming the block, kind, field or value concerned.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    static func unknownBlock(_ id: BlockID) -> EditorError {
        EditorError(.unknownBlock, "no block has the id \"\(id)\"")
    }
}

extension ErrorCode where Domain == EditorError {
    /// No block has the given id.
    public static let unknownBlock = Self(rawValue: "editor.unknown-block")
    /// The nesting rules or the depth limit forbid the placement.
    public static let nestingNotAllowed = Self(rawValue: "editor.nesting-not-allowed")
    /// A field would get a value its kind does not accept.
    public static let invalidValue = Self(rawValue: "editor.invalid-value")
    /// The kind is not registered.
    public static let unknownKind = Self(rawValue: "editor.unknown-kind")
    /// A shorthand line could not be read.
    public static let shorthand = Self(rawValue: "editor.shorthand")
    /// The block cannot be converted to the requested kind.
    public static let notConvertible = Self(rawValue: "editor.not-convertible")
    /// There is no step to undo.
    public static let nothingToUndo = Self(rawValue: "editor.nothing-to-undo")
    /// There is no step to redo.
    public static let nothingToRedo = Self(rawValue: "editor.nothing-to-redo")
    /// The position does not exist or lies inside the block being moved.
    public static let invalidPosition = Self(rawValue: "editor.invalid-position")
    /// The blocks to wrap are not adjacent siblings.
    public static let notAdjacent = Self(rawValue: "editor.not-adjacent")
    /// The block cannot hold children.
    public static let notAContainer = Self(rawValue: "editor.not-a-container")
    /// The store failed; the in-memory state was rolled back.
    public static let storage = Self(rawValue: "editor.storage")
    /// A field path has more steps than ``FieldChange/maximumPathDepth``.
    public static let fieldPathTooDeep = Self(rawValue: "editor.field-path-too-deep")
    /// A field's new value nests deeper than ``FieldChange/maximumValueDepth``.
    public static let valueTooDeep = Self(rawValue: "editor.value-too-deep")
    /// The history step to undo or redo no longer matches the document, so applying it would lose a change.
    public static let stepNoLongerApplies = Self(rawValue: "editor.step-no-longer-applies")
}
