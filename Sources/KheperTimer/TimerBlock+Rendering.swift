import KheperCore
import KheperRenderTargets

extension TimerBlock {
    /// Plain text, Markdown and HTML renderers, all built on one shared summary.
    static let renderers: [BlockRenderer] = [
        BlockRenderer(TimerBlock.self, for: PlainTextTarget.self) { block, input in
            let summary = TimerSummary(block)
            let label = summary.label.map { "\($0): " } ?? ""
            return PlainTextTarget.lines(
                PlainTextTarget.indent(input.depth) + "⏱ \(label)\(summary.headline)\(summary.tail)",
                children: input.children
            )
        },
        BlockRenderer(TimerBlock.self, for: MarkdownTarget.self) { block, input in
            let summary = TimerSummary(block)
            let escape = MarkdownTarget.escape
            let label = summary.label.map { "\(escape($0)): " } ?? ""
            return MarkdownTarget.nest(
                "⏱ \(label)**\(escape(summary.headline))**\(escape(summary.tail))",
                children: input.children
            )
        },
        BlockRenderer(TimerBlock.self, for: HTMLTarget.self) { block, input in
            let summary = TimerSummary(block)
            let escape = HTMLTarget.escape
            let keepingUnits = HTMLTarget.escapeKeepingUnits
            let label = summary.label.map { "<span class=\"label\">\(escape($0))</span>: " } ?? ""
            var attributes = "class=\"timer\" data-mode=\"\(escape(block.mode.rawValue))\""
            if let total = block.totalDuration { attributes += " data-total-seconds=\"\(total)\"" }
            return HTMLTarget.section(
                class: "block timer",
                "<p \(attributes)>\(HTMLIcon.timer.markup)\(label)<strong>\(keepingUnits(summary.headline))</strong>\(keepingUnits(summary.tail))</p>",
                children: input.children
            )
        },
    ]
}
