/// The bands along a viewport's top and bottom edges where a dragged pointer scrolls the content, and how fast.
///
/// Within a band the speed grows linearly from 0 at its inner boundary to ``maximumSpeed`` at the edge, and
/// stays there beyond the edge. When the viewport is shorter than two bands, each band is half the viewport.
public struct AutoScrollZone: Sendable, Hashable {
    /// The height of each band, in the viewport's units (points, or rows in a terminal).
    public var edge: Double

    /// The speed at the edge, in the viewport's units per second.
    public var maximumSpeed: Double

    /// Creates a zone.
    public init(edge: Double = 64, maximumSpeed: Double = 1_200) {
        self.edge = edge
        self.maximumSpeed = maximumSpeed
    }

    /// The scroll a pointer at `pointerY` (from the viewport's top) asks for, or `nil` outside both bands.
    public func hint(pointerY: Double, viewportHeight: Double) -> AutoScrollHint? {
        let band = min(edge, viewportHeight / 2)
        guard band > 0, pointerY.isFinite, maximumSpeed > 0 else { return nil }
        let fromTop = pointerY
        let fromBottom = viewportHeight - pointerY
        let direction: AutoScrollHint.Direction = fromTop <= fromBottom ? .up : .down
        let distance = min(fromTop, fromBottom)
        guard distance < band else { return nil }
        let depth = min(1, (band - distance) / band)
        return AutoScrollHint(direction: direction, speed: maximumSpeed * depth)
    }
}
