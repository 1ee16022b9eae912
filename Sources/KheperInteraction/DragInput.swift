/// Where the pointer is during a drag: a row position for the drop, an indentation, the trash and the viewport.
///
/// `row` indexes ``DragSession/remainingRows``, the rows without the dragged ones; indices before the first row
/// or after the last are clamped. The upper half of a row proposes the gap above it, the lower half the gap below.
public struct DragInput: Sendable, Hashable {
    /// The row under the pointer, in ``DragSession/remainingRows``.
    public var row: Int

    /// How far down that row the pointer is, from 0 (top) to just below 1 (bottom).
    public var fraction: Double

    /// The horizontal translation since the press, in indentation levels; positive indents, may be fractional.
    public var indentation: Double

    /// Whether the pointer is over the trash zone, which wins over any row position.
    public var overTrash: Bool

    /// The pointer's distance from the viewport's top, for auto-scrolling.
    public var pointerY: Double

    /// The viewport's height, in the same units as `pointerY`.
    public var viewportHeight: Double

    /// Creates an input; without a viewport the pointer is taken to be in the middle, so nothing auto-scrolls.
    public init(
        row: Int,
        fraction: Double = 0.25,
        indentation: Double = 0,
        overTrash: Bool = false,
        pointerY: Double = 0,
        viewportHeight: Double = 0
    ) {
        self.row = row
        self.fraction = fraction
        self.indentation = indentation
        self.overTrash = overTrash
        self.pointerY = pointerY
        self.viewportHeight = viewportHeight
    }
}
