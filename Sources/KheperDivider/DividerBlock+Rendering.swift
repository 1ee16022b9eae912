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
            let body: String
            switch (block.resolvedStyle, block.shownLabel) {
            case (.space, _): body = "<div class=\"space\"></div>"
            case (_, let label?): body = "<h2 class=\"section\">\(HTMLTarget.escape(label))</h2>"
            case (_, nil): body = "<hr>"
            }
            return HTMLTarget.section(class: "block divider", body, children: input.children)
        },
    ]

    /// The label a section shows, or `nil` for lines, spaces and sections without one.
    private var shownLabel: String? {
        guard resolvedStyle == .section, let label, !label.isEmpty else { return nil }
        return label
    }
}
