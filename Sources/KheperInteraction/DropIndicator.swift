/// The line drawn where the dragged block would land: a gap between rows and an indentation.
public struct DropIndicator: Sendable, Hashable {
    /// The gap in ``DragSession/remainingRows``: 0 above the first row, `count` below the last.
    public var gap: Int

    /// The indentation level the dropped block would have: 0 for the root.
    public var depth: Int

    /// Creates an indicator.
    public init(gap: Int, depth: Int) {
        self.gap = gap
        self.depth = depth
    }
}
