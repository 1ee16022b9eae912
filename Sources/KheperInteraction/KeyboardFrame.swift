/// The keyboard's end frame from a keyboard notification, in the viewport's coordinates.
public struct KeyboardFrame: Sendable, Hashable {
    /// The keyboard's top edge, measured from the viewport's top.
    public var top: Double

    /// The keyboard's height.
    public var height: Double

    /// Creates a frame.
    public init(top: Double, height: Double) {
        self.top = top
        self.height = height
    }

    /// How much of a viewport `visibleHeight` tall the keyboard covers: from its top to the viewport's bottom
    /// when it reaches that bottom (docked), else nothing (a floating keyboard).
    public func overlap(visibleHeight: Double) -> Double {
        guard top + height >= visibleHeight - ScrollViewport.tolerance else { return 0 }
        return min(max(0, visibleHeight - top), visibleHeight)
    }
}
