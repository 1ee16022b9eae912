import Foundation
import KheperRenderTargets

/// The inline SVG of a chart: a title, two axes with tick labels, and the series as a line or bars.
///
/// It has a `viewBox` and `width="100%"`, so it scales to the page from a phone to a desktop, and no script; every
/// text in it is escaped.
struct ChartSVG {
    let summary: ChartSummary

    static let width = 480.0
    static let height = 264.0
    static let left = 60.0
    static let right = 464.0
    static let top = 44.0
    static let bottom = 214.0
    /// Points drawn as dots up to this many; beyond, only the latest and the best are marked.
    static let dotLimit = 60
    /// The most dates under the x axis: four `2026-01-04` labels fit its width at the chart's font size.
    static let dateTickCount = 4

    private static func n(_ value: Double) -> String { ChartSummary.number(value) }

    /// The whole `<svg>` element.
    var markup: String {
        let escape = HTMLTarget.escape
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Self.n(Self.width)) \(Self.n(Self.height))\""
        svg += " width=\"100%\" style=\"max-width:\(Self.n(Self.width * 1.2))px;height:auto\" role=\"img\""
        svg += " class=\"chart-\(summary.style.rawValue)\" font-family=\"system-ui, sans-serif\" font-size=\"15\">"
        // The heading is the figure's caption, not text in the drawing: a long one would run out of the picture.
        svg += "<title>\(escape(summary.accessibleTitle))</title>"
        svg += axes
        svg += summary.style == .bar ? bars : line
        return svg + "</svg>"
    }

    /// The value ticks: round steps covering the series' values (and zero, for bars).
    private var ticks: ChartTicks {
        guard let range = summary.series.valueRange else { return ChartTicks(covering: 0...1) }
        if summary.style == .bar { return ChartTicks(covering: min(0, range.lowerBound)...max(range.upperBound, 0)) }
        return ChartTicks(covering: range)
    }

    /// The value range the y axis spans: from the lowest tick to the highest.
    private var valueRange: ClosedRange<Double> {
        let values = ticks.values
        guard let low = values.first, let high = values.last, high > low else { return 0...1 }
        return low...high
    }

    private func y(_ value: Double) -> Double {
        let fraction = ChartSeries.fraction(value, in: valueRange)
        guard fraction.isFinite else { return (Self.top + Self.bottom) / 2 }
        return Self.bottom - fraction * (Self.bottom - Self.top)
    }

    /// The x of each point, by date, so gaps in training show as gaps; a single point sits in the middle.
    private var xs: [Double] {
        let points = summary.series.points
        guard let first = points.first?.date, let last = points.last?.date, last > first else {
            return points.map { _ in (Self.left + Self.right) / 2 }
        }
        let span = last.timeIntervalSince(first)
        return points.map { Self.left + $0.date.timeIntervalSince(first) / span * (Self.right - Self.left) }
    }

    /// The axis lines, value ticks at round steps with grid lines and labels, and dates spread evenly along the x
    /// axis (by time for a line, by slot for bars), each from ``ChartTicks``.
    private var axes: String {
        let escape = HTMLTarget.escape
        var out = "<g class=\"chart-axes\" stroke=\"#8888\" stroke-width=\"1\">"
        out += "<line class=\"axis-y\" x1=\"\(Self.n(Self.left))\" y1=\"\(Self.n(Self.top))\" "
        out += "x2=\"\(Self.n(Self.left))\" y2=\"\(Self.n(Self.bottom))\"/>"
        out += "<line class=\"axis-x\" x1=\"\(Self.n(Self.left))\" y1=\"\(Self.n(Self.bottom))\" "
        out += "x2=\"\(Self.n(Self.right))\" y2=\"\(Self.n(Self.bottom))\"/></g>"
        let ticks = self.ticks
        out += "<g class=\"chart-ticks\" fill=\"currentColor\" fill-opacity=\"0.75\">"
        for value in ticks.values {
            let tickY = Self.n(y(value))
            out += "<line x1=\"\(Self.n(Self.left))\" y1=\"\(tickY)\" x2=\"\(Self.n(Self.right))\" y2=\"\(tickY)\" "
            out += "stroke=\"#8884\" stroke-dasharray=\"3 3\"/>"
            out +=
                "<text x=\"\(Self.n(Self.left - 6))\" y=\"\(tickY)\" text-anchor=\"end\" dominant-baseline=\"middle\">"
            out += "\(escape(ChartTicks.label(value, step: ticks.step)))</text>"
        }
        for (x, date, anchor) in dateTicks {
            out += "<text x=\"\(Self.n(x))\" y=\"\(Self.n(Self.bottom + 24))\" "
            out += "text-anchor=\"\(anchor)\">\(ChartSummary.day(date))</text>"
        }
        if !summary.unitSuffix.isEmpty {
            out += "<text x=\"\(Self.n(Self.left - 6))\" y=\"\(Self.n(Self.top - 12))\" text-anchor=\"end\">"
            out += "\(escape(summary.unitSuffix.trimmingCharacters(in: .whitespaces)))</text>"
        }
        return out + "</g>"
    }

    /// The dates under the x axis with their x and anchor: for a line, dates spread evenly in time from the
    /// first point to the last; for bars, which sit in equal slots, the dates of evenly spread slots.
    private var dateTicks: [(Double, Date, String)] {
        let points = summary.series.points
        guard let first = points.first, let last = points.last else { return [] }
        if points.count == 1 { return [((Self.left + Self.right) / 2, first.date, "middle")] }
        // Bars label slots, so no more dates than bars; a line's dates are times, as many as fit.
        let count = summary.style == .bar ? min(Self.dateTickCount, points.count) : Self.dateTickCount
        func anchor(_ index: Int) -> String { index == 0 ? "start" : index == count - 1 ? "end" : "middle" }
        if summary.style == .bar {
            let slot = (Self.right - Self.left) / Double(points.count)
            return (0..<count).map { tick in
                let index = tick * (points.count - 1) / (count - 1)
                return (Self.left + (Double(index) + 0.5) * slot, points[index].date, anchor(tick))
            }
        }
        let dates = ChartTicks.dates(from: first.date, to: last.date, count: count)
        let span = last.date.timeIntervalSince(first.date)
        return dates.enumerated().map { tick, date in
            let fraction = span > 0 ? date.timeIntervalSince(first.date) / span : 0.5
            return (Self.left + fraction * (Self.right - Self.left), date, anchor(tick))
        }
    }

    /// A polyline through the points, dots on them when there are few, and the latest and best marked.
    private var line: String {
        let points = summary.series.points
        guard !points.isEmpty else { return "" }
        let positions = xs
        let coordinates = points.indices.map { (Self.n(positions[$0]), Self.n(y(points[$0].value))) }
        var out = "<polyline class=\"chart-line\" points=\""
        out += coordinates.map { "\($0.0),\($0.1)" }.joined(separator: " ")
        out += "\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" stroke-linejoin=\"round\" "
        out += "stroke-linecap=\"round\"/>"
        if points.count <= Self.dotLimit {
            for (x, y) in coordinates { out += "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"2.5\" fill=\"currentColor\"/>" }
        }
        out += marks(positions)
        return out
    }

    /// One bar per point in equal slots, oldest on the left.
    private var bars: String {
        let points = summary.series.points
        guard !points.isEmpty else { return "" }
        let slot = (Self.right - Self.left) / Double(points.count)
        let base = y(max(valueRange.lowerBound, 0))
        var out = "<g class=\"chart-bars\" fill=\"currentColor\">"
        for (index, point) in points.enumerated() {
            let top = min(y(point.value), base - 1)
            out += "<rect x=\"\(Self.n(Self.left + Double(index) * slot + slot * 0.1))\" y=\"\(Self.n(top))\" "
            out += "width=\"\(Self.n(slot * 0.8))\" height=\"\(Self.n(base - top))\"/>"
        }
        return out + "</g>"
    }

    /// A ring on the best point and a dot with its value on the latest.
    private func marks(_ positions: [Double]) -> String {
        let points = summary.series.points
        guard let best = summary.series.best, let bestIndex = points.firstIndex(of: best) else { return "" }
        let last = points.count - 1
        var out = "<circle class=\"chart-best\" cx=\"\(Self.n(positions[bestIndex]))\" "
        out += "cy=\"\(Self.n(y(best.value)))\" r=\"6\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\"/>"
        out +=
            "<circle class=\"chart-latest\" cx=\"\(Self.n(positions[last]))\" cy=\"\(Self.n(y(points[last].value)))\" "
        out += "r=\"4\" fill=\"currentColor\"/>"
        let anchor = positions[last] > (Self.left + Self.right) / 2 ? "end" : "start"
        out += "<text x=\"\(Self.n(positions[last]))\" y=\"\(Self.n(max(y(points[last].value) - 10, Self.top - 4)))\" "
        out += "text-anchor=\"\(anchor)\" font-weight=\"600\" fill=\"currentColor\">"
        out += "\(HTMLTarget.escape(ChartSummary.number(points[last].value) + summary.unitSuffix))</text>"
        return out
    }
}
