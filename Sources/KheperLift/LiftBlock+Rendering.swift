import KheperCore
import KheperRenderTargets

extension LiftBlock {
    /// One renderer per built-in target. Text and Markdown write the line as it is, Markdown as a list item, so a
    /// program rendered as Markdown reads back with `ProgramText`.
    static let renderers = [
        BlockRenderer(LiftBlock.self, for: PlainTextTarget.self) { block, input in
            PlainTextTarget.lines(PlainTextTarget.indent(input.depth) + block.line, children: input.children)
        },
        BlockRenderer(LiftBlock.self, for: MarkdownTarget.self) { block, input in
            MarkdownTarget.nest("- " + block.line, children: input.children)
        },
        BlockRenderer(LiftBlock.self, for: HTMLTarget.self) { block, input in
            let body = "<p class=\"lift\">\(HTMLTarget.escape(block.line))</p>"
            guard !input.children.isEmpty else { return body }
            return body + "\n<div class=\"children\">\n\(input.children.joined(separator: "\n"))\n</div>"
        },
    ]
}
