import KheperCore
import KheperRenderTargets

extension ChartBlock {
    /// Plain text and Markdown sparklines with the first, last and best values, and an inline SVG line or bar chart
    /// for HTML, all built on one shared summary; a chart with nothing to draw says so in words on every target.
    static let renderers: [BlockRenderer] = [
        BlockRenderer(ChartBlock.self, for: PlainTextTarget.self) { block, input in
            let summary = ChartSummary(block, context: input.context)
            let spark = summary.hasData ? summary.series.sparkline + " " : ""
            return PlainTextTarget.lines(
                PlainTextTarget.indent(input.depth) + "📈 \(summary.heading): \(spark)\(summary.reading)",
                children: input.children
            )
        },
        BlockRenderer(ChartBlock.self, for: MarkdownTarget.self) { block, input in
            let summary = ChartSummary(block, context: input.context)
            let escape = MarkdownTarget.escape
            let body =
                summary.hasData
                ? "\(MarkdownTarget.codeSpan(summary.series.sparkline)) \(escape(summary.reading))"
                : "*\(escape(summary.reading))*"
            return MarkdownTarget.nest(
                "📈 **\(escape(summary.exercise))** — \(escape(summary.metricName)), \(escape(summary.periodName)): "
                    + body,
                children: input.children
            )
        },
        BlockRenderer(ChartBlock.self, for: HTMLTarget.self) { block, input in
            let summary = ChartSummary(block, context: input.context)
            let escape = HTMLTarget.escape
            let caption =
                "\(HTMLIcon.chart.markup)<strong>\(escape(summary.exercise))</strong> — \(escape(summary.metricName)), "
                + "\(escape(summary.periodName)): "
            let body =
                summary.hasData
                ? "<figure><figcaption>\(caption)\(HTMLTarget.escapeKeepingUnits(summary.reading))</figcaption>"
                    + "\(ChartSVG(summary: summary).markup)</figure>"
                : "<p>\(caption)<em>\(escape(summary.reading))</em></p>"
            return HTMLTarget.section(class: "block chart", body, children: input.children)
        },
    ]
}
