public import KheperCore

/// A break between parts of a workout: a rule, a labelled section start, or blank space.
public struct DividerBlock: Block {
    /// `divider`.
    public static let kind: BlockKind = "divider"

    /// How the break is drawn, as written; `nil` means ``Style/line``.
    public var style: Style?

    /// The name of the section that starts here, such as "Warm-up"; shown by sections.
    public var label: String?

    /// The style in effect: the stored one, or ``Style/line``.
    public var resolvedStyle: Style { style ?? .line }

    /// Creates a divider; leave `style` `nil` to use the default, a line.
    public init(style: Style? = nil, label: String? = nil) {
        self.style = style
        self.label = label
    }
}
