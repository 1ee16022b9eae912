public import Foundation

/// One point on a chart: a session (dated at its first set) or a day (dated at midnight UTC), and the metric's
/// value over its sets.
public struct ChartPoint: Sendable, Hashable {
    /// When the session started, or midnight UTC of the day.
    public var date: Date

    /// The metric's value over the point's sets.
    public var value: Double

    /// Creates a point.
    public init(date: Date, value: Double) {
        self.date = date
        self.value = value
    }
}
