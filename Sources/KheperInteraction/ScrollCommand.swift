/// Scroll the content to `offset` (in ``ScrollViewport`` terms), animated as `animation` says.
public struct ScrollCommand: Sendable, Hashable {
    /// The target offset, always within the content's bounds.
    public var offset: Double

    /// How to get there.
    public var animation: ScrollAnimation

    /// Creates a command.
    public init(offset: Double, animation: ScrollAnimation) {
        self.offset = offset
        self.animation = animation
    }
}
