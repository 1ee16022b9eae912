public import Foundation

/// The ticks of a chart's axes, worked out in one place: value ticks at round steps (1, 2, 2.5 or 5 × 10ⁿ) that
/// cover the values, and date ticks spread evenly over the dates.
public struct ChartTicks: Sendable, Hashable {
    /// The mantissas a value step may have, times a power of ten.
    public static let stepMantissas: [Double] = [1, 2, 2.5, 5]

    /// How many value ticks an axis aims for; the round step gives between about half and twice as many.
    public static let targetCount = 5

    /// The distance between neighbouring value ticks: a member of ``stepMantissas`` times a power of ten.
    public var step: Double

    /// The ticks, lowest first: multiples of ``step`` from the last one at or below the lowest value to the first
    /// one at or above the highest.
    public var values: [Double]

    /// The ticks covering `range`, about `count` of them, at a round step.
    ///
    /// A range of a single value is widened to one unit either side, so it still has an axis; a range that is not
    /// finite, or so wide its step would not be, gets its two bounds as ticks and their distance as step.
    public init(covering range: ClosedRange<Double>, count: Int = targetCount) {
        var low = range.lowerBound
        var high = range.upperBound
        if high <= low {
            low -= 1
            high += 1
        }
        let rough = (high - low) / Double(max(count - 1, 1))
        guard rough.isFinite, rough > 0, low.isFinite, high.isFinite else {
            step = high - low
            values = [low, high]
            return
        }
        let magnitude = pow(10, (log10(rough)).rounded(.down))
        let step = (Self.stepMantissas + [10]).lazy.map { $0 * magnitude }.first { $0 >= rough * (1 - 1e-12) } ?? rough
        let first = (low / step).rounded(.down)
        let last = (high / step).rounded(.up)
        // Beyond 2⁵³ steps from zero, adding one step no longer changes a Double: such an axis gets its bounds.
        guard abs(first) < 1e15, abs(last) < 1e15 else {
            self.step = high - low
            values = [low, high]
            return
        }
        self.step = step
        values = stride(from: first, through: last, by: 1).map { $0 * step }
    }

    /// `count` dates spread evenly from `first` to `last`, both included; one date when they are the same.
    public static func dates(from first: Date, to last: Date, count: Int = targetCount) -> [Date] {
        let span = last.timeIntervalSince(first)
        guard span > 0, span.isFinite, count > 1 else { return [first] }
        return (0..<count).map { first.addingTimeInterval(span * Double($0) / Double(count - 1)) }
    }

    /// A tick's label: `value` with as many decimals as `step` needs (none for 5, one for 2.5, two for 0.25).
    public static func label(_ value: Double, step: Double) -> String {
        let decimals = (0...9).first { digits in
            let scaled = abs(step) * pow(10, Double(digits))
            return abs(scaled - scaled.rounded()) < 1e-6 * max(scaled, 1)
        }
        guard let decimals, value.isFinite else { return ChartSummary.number(value) }
        let text = String(format: "%.\(decimals)f", value)
        return Double(text) == 0 ? String(format: "%.\(decimals)f", 0.0) : text
    }
}
