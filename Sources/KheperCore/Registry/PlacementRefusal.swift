/// Why a block may not go where it was asked to: a stable code and a sentence for a person that says where the
/// kind may go instead.
public struct PlacementRefusal: Sendable, Hashable, CustomStringConvertible {
    /// A stable, machine-readable name for a reason a placement is refused.
    public typealias Code = ErrorCode<PlacementRefusal>

    /// What kind of refusal this is.
    public let code: Code

    /// A sentence for a person, such as `a "set" block cannot be placed inside a "set" block; it may be placed at
    /// the top level`.
    public let message: String

    /// Creates a refusal.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// `message [code]`.
    public var description: String { "\(message) [\(code.rawValue)]" }
}

extension ErrorCode where Domain == PlacementRefusal {
    /// The parent is a leaf, which holds no blocks.
    public static let notAContainer = Self(rawValue: "placement.not-a-container")
    /// The nesting rules do not let this kind sit in this parent, or at the top level.
    public static let kindNotAllowed = Self(rawValue: "placement.kind-not-allowed")
    /// The parent already holds as many children as its kind allows.
    public static let containerFull = Self(rawValue: "placement.container-full")
    /// The block, with its subtree, would be nested deeper than the registry's limit.
    public static let tooDeep = Self(rawValue: "placement.too-deep")
}
