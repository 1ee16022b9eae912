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

    /// The value range the y axis spans: the series' range, widened to a unit either side when it is flat.
    private var valueRange: ClosedRange<Double> {
        guard let range = summary.series.valueRange else { return 0...1 }
        if summary.style == .bar { return min(0, range.lowerBound)...max(range.upperBound, 1) }
        guard range.upperBound > range.lowerBound else { return range.lowerBound - 1...range.upperBound + 1 }
        return range
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

    /// The axis lines, three value ticks with grid lines and labels, and the first, middle and last dates.
    private var axes: String {
        let escape = HTMLTarget.escape
        var out = "<g class=\"chart-axes\" stroke=\"#8888\" stroke-width=\"1\">"
        out += "<line class=\"axis-y\" x1=\"\(Self.n(Self.left))\" y1=\"\(Self.n(Self.top))\" "
        out += "x2=\"\(Self.n(Self.left))\" y2=\"\(Self.n(Self.bottom))\"/>"
        out += "<line class=\"axis-x\" x1=\"\(Self.n(Self.left))\" y1=\"\(Self.n(Self.bottom))\" "
        out += "x2=\"\(Self.n(Self.right))\" y2=\"\(Self.n(Self.bottom))\"/></g>"
        let range = valueRange
        let ticks = [range.lowerBound, range.lowerBound / 2 + range.upperBound / 2, range.upperBound]
        out += "<g class=\"chart-ticks\" fill=\"currentColor\" fill-opacity=\"0.75\">"
        for value in ticks {
            let tickY = Self.n(y(value))
            out += "<line x1=\"\(Self.n(Self.left))\" y1=\"\(tickY)\" x2=\"\(Self.n(Self.right))\" y2=\"\(tickY)\" "
            out += "stroke=\"#8884\" stroke-dasharray=\"3 3\"/>"
            out +=
                "<text x=\"\(Self.n(Self.left - 6))\" y=\"\(tickY)\" text-anchor=\"end\" dominant-baseline=\"middle\">"
            out += "\(escape(ChartSummary.number(value)))</text>"
        }
        let points = summary.series.points
        // Bars sit in equal slots, so their dates go under the slots' centres; a line's under its points.
        let slot = (Self.right - Self.left) / Double(max(points.count, 1))
        let positions = summary.style == .bar ? points.indices.map { Self.left + (Double($0) + 0.5) * slot } : xs
        var dateTicks: [(Int, String)] = []
        if points.count == 1 {
            dateTicks = [(0, "middle")]
        } else if points.count > 1 {
            dateTicks = [(0, "start"), (points.count - 1, "end")]
            if points.count > 2 { dateTicks.insert((points.count / 2, "middle"), at: 1) }
        }
        for (index, anchor) in dateTicks {
            out += "<text x=\"\(Self.n(positions[index]))\" y=\"\(Self.n(Self.bottom + 24))\" "
            out += "text-anchor=\"\(anchor)\">\(ChartSummary.day(points[index].date))</text>"
        }
        if !summary.unitSuffix.isEmpty {
            out += "<text x=\"\(Self.n(Self.left - 6))\" y=\"\(Self.n(Self.top - 12))\" text-anchor=\"end\">"
            out += "\(escape(summary.unitSuffix.trimmingCharacters(in: .whitespaces)))</text>"
        }
        return out + "</g>"
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
