/// The scrolling view a ``FocusScrollController`` drives, in one unit: points, or rows in a terminal.
///
/// Offsets run from 0 (the top inset fully shown) to ``maximumOffset(keyboardOverlap:)``; with UIKit,
/// `contentOffset.y = offset - adjustedContentInset.top`. Insets are the bands at the top and bottom that
/// other views cover (bars, safe areas); fields under them do not count as visible.
public struct ScrollViewport: Sendable, Hashable {
    /// The height of the visible area, insets included.
    public var visibleHeight: Double

    /// The height of the content.
    public var contentHeight: Double

    /// How far the content is scrolled, 0 at the top.
    public var contentOffset: Double

    /// The covered band at the top.
    public var topInset: Double

    /// The covered band at the bottom, without the keyboard.
    public var bottomInset: Double

    /// Creates a viewport.
    public init(
        visibleHeight: Double,
        contentHeight: Double,
        contentOffset: Double = 0,
        topInset: Double = 0,
        bottomInset: Double = 0
    ) {
        self.visibleHeight = visibleHeight
        self.contentHeight = contentHeight
        self.contentOffset = contentOffset
        self.topInset = topInset
        self.bottomInset = bottomInset
    }

    /// The bottom band covered when a keyboard overlaps the view by `keyboardOverlap`: the larger of the two.
    public func coveredBottom(keyboardOverlap: Double) -> Double {
        max(bottomInset, keyboardOverlap)
    }

    /// The largest offset: content plus insets minus the visible height, and never below 0.
    public func maximumOffset(keyboardOverlap: Double = 0) -> Double {
        max(0, contentHeight + topInset + coveredBottom(keyboardOverlap: keyboardOverlap) - visibleHeight)
    }

    /// `offset` kept within 0 … ``maximumOffset(keyboardOverlap:)``.
    public func clamped(_ offset: Double, keyboardOverlap: Double = 0) -> Double {
        min(max(0, offset), maximumOffset(keyboardOverlap: keyboardOverlap))
    }

    /// Whether `field` lies wholly between the covered bands at the current offset.
    public func shows(_ field: FieldFrame, keyboardOverlap: Double = 0) -> Bool {
        let top = topInset + field.minY - contentOffset
        return top >= topInset - Self.tolerance
            && top + field.height <= visibleHeight - coveredBottom(keyboardOverlap: keyboardOverlap) + Self.tolerance
    }

    /// How far apart two offsets may be and still count as the same.
    static let tolerance = 1e-6
}
