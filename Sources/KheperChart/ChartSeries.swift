public import Foundation

/// The points a chart plots, one per session or day, computed from performed sets; pure, so it is tested on its own.
public struct ChartSeries: Sendable, Hashable {
    /// The bars of a sparkline, lowest first.
    public static let sparkBars: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// The points, oldest first, at most one per session or day.
    public var points: [ChartPoint]

    /// Creates a series from points, which must be sorted by date.
    public init(points: [ChartPoint]) {
        self.points = points
    }

    /// Computes a series from performed sets.
    ///
    /// Keeps the sets from `periodDays` days before `now` up to `now` (every set up to `now` when `periodDays` is
    /// `nil`), groups them by session (or by calendar day in UTC for sets without one), and computes `metric` for
    /// each group; a group whose sets give no finite value, such as only 40-rep sets under Brzycki, has no point,
    /// and a set dated beyond any calendar day is left out. A session's point is dated at its first set; a day's
    /// at its midnight.
    public init(
        entries: [ProgressEntry],
        metric: ChartMetric,
        formula: OneRepMaxFormula = .epley,
        periodDays: Int?,
        now: Date
    ) {
        let start = periodDays.map { now.addingTimeInterval(-Double($0) * Self.secondsPerDay) } ?? .distantPast
        var groups: [Group: (date: Date, sets: [ProgressEntry])] = [:]
        for entry in entries where entry.date >= start && entry.date <= now && entry.weight.isFinite {
            guard let day = Int(exactly: (entry.date.timeIntervalSince1970 / Self.secondsPerDay).rounded(.down))
            else { continue }
            let key: Group
            let date: Date
            if let session = entry.session {
                key = .session(session)
                date = entry.date
            } else {
                key = .day(day)
                date = Date(timeIntervalSince1970: Double(day) * Self.secondsPerDay)
            }
            if groups[key] == nil {
                groups[key] = (date, [entry])
            } else {
                groups[key]?.sets.append(entry)
                if let current = groups[key]?.date, date < current { groups[key]?.date = date }
            }
        }
        points = groups.values.sorted { $0.date < $1.date }.compactMap { group in
            guard let value = Self.value(of: group.sets, metric: metric, formula: formula), value.isFinite
            else { return nil }
            return ChartPoint(date: group.date, value: value)
        }
    }

    /// What sets are grouped by: their session, or their day.
    private enum Group: Hashable {
        case session(String)
        case day(Int)
    }

    /// The metric over one day's sets, or `nil` when none of them gives a value.
    public static func value(of sets: [ProgressEntry], metric: ChartMetric, formula: OneRepMaxFormula) -> Double? {
        let counted = sets.filter { $0.reps >= 0 }
        switch metric {
        case .estimated1RM:
            return counted.compactMap { formula.estimate(weight: $0.weight, reps: $0.reps) }.max()
        case .volume:
            return counted.isEmpty ? nil : counted.reduce(0) { $0 + $1.weight * Double($1.reps) }
        case .maxWeight:
            return counted.map(\.weight).max()
        case .totalReps:
            return counted.isEmpty ? nil : counted.reduce(0) { $0 + Double($1.reps) }
        case .bestSet:
            return counted.map { $0.weight * Double($0.reps) }.max()
        }
    }

    /// The most recent point.
    public var latest: ChartPoint? { points.last }

    /// The latest value less the first, or `nil` with fewer than two points.
    public var change: Double? {
        guard points.count >= 2, let first = points.first, let last = points.last else { return nil }
        return last.value - first.value
    }

    /// The first point with the highest value, or `nil` when there are no points.
    public var best: ChartPoint? {
        points.reduce(nil as ChartPoint?) { best, point in
            guard let best, best.value >= point.value else { return point }
            return best
        }
    }

    /// The smallest and largest values, or `nil` when there are no points.
    public var valueRange: ClosedRange<Double>? {
        guard let low = points.map(\.value).min(), let high = points.map(\.value).max() else { return nil }
        return low...high
    }

    /// The most characters a sparkline takes, in a terminal and in a file alike: 60, which fits an 80-column line
    /// beside a chart's heading.
    public static let sparklineWidth = 60

    /// One bar per point, scaled from the lowest value (`▁`) to the highest (`█`); a flat series is all `▄`. With
    /// more points than ``sparklineWidth``, the points are split into that many runs of consecutive points, in
    /// order, and each bar is its run's highest value.
    public var sparkline: String {
        guard let range = valueRange else { return "" }
        let span = range.upperBound - range.lowerBound
        let top = Double(Self.sparkBars.count - 1)
        return String(
            Self.bucketed(points.map(\.value), into: Self.sparklineWidth).map { value in
                let level = (Self.fraction(value, in: range) * top).rounded()
                guard span > 0, level.isFinite else { return Self.sparkBars[3] }
                return Self.sparkBars[Int(min(max(level, 0), top))]
            })
    }

    /// `values` as at most `width` values: unchanged when they fit, else the highest of each of `width` runs of
    /// consecutive values whose lengths differ by at most one.
    static func bucketed(_ values: [Double], into width: Int) -> [Double] {
        guard values.count > width, width > 0 else { return values }
        return (0..<width).compactMap { bucket in
            values[bucket * values.count / width..<(bucket + 1) * values.count / width].max()
        }
    }

    /// Where `value` lies in `range`, from 0 at its lower bound to 1 at its upper bound, without overflowing
    /// when the bounds are far apart; NaN when the range is a single value.
    static func fraction(_ value: Double, in range: ClosedRange<Double>) -> Double {
        (value / 2 - range.lowerBound / 2) / (range.upperBound / 2 - range.lowerBound / 2)
    }

    static let secondsPerDay: Double = 86_400
}
