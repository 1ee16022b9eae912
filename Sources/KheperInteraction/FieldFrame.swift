/// Where an editable field sits in the content, in content coordinates (points, or rows in a terminal).
public struct FieldFrame: Sendable, Hashable {
    /// The field's top edge, from the top of the content.
    public var minY: Double

    /// The field's height.
    public var height: Double

    /// Creates a frame.
    public init(minY: Double, height: Double) {
        self.minY = minY
        self.height = max(0, height)
    }

    /// The field's bottom edge.
    public var maxY: Double { minY + height }
}
