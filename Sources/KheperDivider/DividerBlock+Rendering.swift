import KheperCore
import KheperRenderTargets

extension DividerBlock {
    /// One renderer per built-in target.
    static let renderers = [
        BlockRenderer(DividerBlock.self, for: PlainTextTarget.self) { block, input in
            let body: String
            switch (block.resolvedStyle, block.shownLabel) {
            case (.space, _): body = ""
            case (_, let label?): body = PlainTextTarget.indent(input.depth) + "── \(label) ──"
            case (_, nil): body = PlainTextTarget.indent(input.depth) + "────────"
            }
            return PlainTextTarget.lines(body, children: input.children)
        },
        BlockRenderer(DividerBlock.self, for: MarkdownTarget.self) { block, input in
            let body: String
            switch (block.resolvedStyle, block.shownLabel) {
            case (.space, _): body = ""
            case (_, let label?): body = "### " + MarkdownTarget.escape(label)
            case (_, nil): body = "---"
            }
            return MarkdownTarget.nest(body, children: input.children)
        },
        BlockRenderer(DividerBlock.self, for: HTMLTarget.self) { block, input in
            // Drawn as what it is, not as a card: a rule, a rule with the label in it, or empty space.
            let body: String
            switch (block.resolvedStyle, block.shownLabel) {
            case (.space, _): body = "<div class=\"divider-space\" role=\"separator\"></div>"
            case (_, let label?): body = "<h2 class=\"divider-section\">\(HTMLTarget.escape(label))</h2>"
            case (_, nil): body = "<hr class=\"divider\">"
            }
            guard !input.children.isEmpty else { return body }
            return body + "\n<div class=\"children\">\n\(input.children.joined(separator: "\n"))\n</div>"
        },
    ]

    /// The label a section shows, or `nil` for lines, spaces and sections without one.
    private var shownLabel: String? {
        guard resolvedStyle == .section, let label, !label.isEmpty else { return nil }
        return label
    }
}
