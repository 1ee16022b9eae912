public import Foundation

/// One day on a chart: the start of the day (UTC) and the metric's value that day.
public struct ChartPoint: Sendable, Hashable {
    /// Midnight UTC of the day.
    public var date: Date

    /// The metric's value that day.
    public var value: Double

    /// Creates a point.
    public init(date: Date, value: Double) {
        self.date = date
        self.value = value
    }
}
