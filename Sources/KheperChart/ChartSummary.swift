import Foundation
import KheperCore
import KheperRenderTargets

/// What a chart shows, worked out once from the block and the render context and shared by every renderer.
struct ChartSummary {
    /// The exercise as written.
    var exercise: String
    /// The metric's name, such as `estimated 1RM (Brzycki)`.
    var metricName: String
    /// The days covered.
    var periodDays: Int
    /// The drawing style.
    var style: ChartStyle
    /// The points; empty when there is no source or no sets in the period.
    var series: ChartSeries

    init(_ block: ChartBlock, context: RenderContext) {
        exercise = block.exercise
        let metric = block.resolvedMetric
        metricName = metric.displayName
        if metric == .estimated1RM && block.resolvedFormula != .epley {
            metricName += " (\(block.resolvedFormula.displayName))"
        }
        periodDays = block.resolvedPeriodDays
        style = block.resolvedStyle
        let entries = context.progressHistory?.entries(for: block.exercise) ?? []
        series = ChartSeries(
            entries: entries, metric: metric, formula: block.resolvedFormula, periodDays: periodDays,
            now: context.renderDate)
    }

    /// Whether there is anything to draw.
    var hasData: Bool { !series.points.isEmpty }

    /// The latest value and the change since the first point, such as `116.7 (+16.7)`.
    var reading: String {
        guard let latest = series.latest else { return "no data yet" }
        let change = series.change.map { " (\(Self.signed($0)))" } ?? ""
        return Self.number(latest.value) + change
    }

    /// The sentence used as the SVG's accessible title.
    var accessibleTitle: String {
        var text = "\(exercise), \(metricName) over the last \(periodDays) days"
        if let range = series.valueRange, let latest = series.latest {
            let days = series.points.count == 1 ? "1 day" : "\(series.points.count) days"
            text += ": \(days), from \(Self.number(range.lowerBound)) to \(Self.number(range.upperBound)), "
            text += "latest \(Self.number(latest.value))"
        }
        return text
    }

    /// A number rounded to one decimal, without a needless `.0`.
    static func number(_ value: Double) -> String {
        let tenths = (abs(value) * 10).rounded()
        guard tenths.isFinite, tenths < 1e15 else { return value.description }
        let whole = Int64(tenths) / 10
        let fraction = Int64(tenths) % 10
        let sign = value < 0 && tenths > 0 ? "-" : ""
        return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }

    /// A change with its sign: `+16.7`, `-5` or `±0`.
    static func signed(_ value: Double) -> String {
        let text = number(value)
        if text == "0" { return "±0" }
        return value > 0 ? "+" + text : text
    }

    // MARK: SVG

    static let width = 240.0
    static let height = 60.0
    static let padding = 4.0

    /// An inline SVG of the series: a polyline and a dot on the latest point, or one bar per day.
    var svg: String {
        let shapes = style == .bar ? barShapes : lineShapes
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Self.number(Self.width)) "
            + "\(Self.number(Self.height))\" width=\"\(Self.number(Self.width))\" "
            + "height=\"\(Self.number(Self.height))\" role=\"img\" class=\"chart-\(style.rawValue)\">"
            + "<title>\(HTMLTarget.escape(accessibleTitle))</title>\(shapes)</svg>"
    }

    private var lineShapes: String {
        let values = series.points.map(\.value)
        guard let low = values.min(), let high = values.max() else { return "" }
        let inner = Self.width - 2 * Self.padding
        let coordinates = values.enumerated().map { index, value in
            let x =
                values.count == 1
                ? Self.width / 2 : Self.padding + Double(index) * inner / Double(values.count - 1)
            let y =
                high > low
                ? Self.height - Self.padding - ChartSeries.fraction(value, in: low...high)
                    * (Self.height - 2 * Self.padding)
                : Self.height / 2
            return (Self.number(x), Self.number(y))
        }
        let points = coordinates.map { "\($0.0),\($0.1)" }.joined(separator: " ")
        let last = coordinates[coordinates.count - 1]
        return "<polyline points=\"\(points)\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" "
            + "stroke-linejoin=\"round\" stroke-linecap=\"round\"/>"
            + "<circle cx=\"\(last.0)\" cy=\"\(last.1)\" r=\"3\" fill=\"currentColor\"/>"
    }

    private var barShapes: String {
        let values = series.points.map { max($0.value, 0) }
        guard let high = values.max() else { return "" }
        let slot = (Self.width - 2 * Self.padding) / Double(values.count)
        let room = Self.height - 2 * Self.padding
        return values.enumerated().map { index, value in
            let barHeight = high > 0 ? max(value / high * room, 1) : 1
            let x = Self.padding + Double(index) * slot + slot * 0.1
            let y = Self.height - Self.padding - barHeight
            return "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(slot * 0.8))\" "
                + "height=\"\(Self.number(barHeight))\" fill=\"currentColor\"/>"
        }
        .joined()
    }
}
