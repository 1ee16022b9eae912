/// Which way and how fast to scroll while a drag holds the pointer near an edge.
public struct AutoScrollHint: Sendable, Hashable {
    /// A scroll direction.
    public enum Direction: Sendable, Hashable {
        /// Toward the top of the content: the offset decreases.
        case up
        /// Toward the bottom of the content: the offset increases.
        case down
    }

    /// Which way to scroll.
    public var direction: Direction

    /// How fast, in the viewport's units per second; positive and at most the zone's maximum.
    public var speed: Double

    /// Creates a hint.
    public init(direction: Direction, speed: Double) {
        self.direction = direction
        self.speed = speed
    }
}
