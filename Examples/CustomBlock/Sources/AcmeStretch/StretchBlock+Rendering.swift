import KheperCore
import KheperRenderTargets

extension StretchBlock {
    /// One renderer per built-in target.
    static let renderers = [
        BlockRenderer(StretchBlock.self, for: PlainTextTarget.self) { block, input in
            let line = PlainTextTarget.indent(input.depth) + "Stretch: \(block.name) · \(block.summary)"
            return PlainTextTarget.lines(line, children: input.children)
        },
        BlockRenderer(StretchBlock.self, for: MarkdownTarget.self) { block, input in
            MarkdownTarget.nest(
                "**Stretch:** \(MarkdownTarget.escape(block.name)) · \(block.summary)", children: input.children)
        },
        BlockRenderer(StretchBlock.self, for: HTMLTarget.self) { block, input in
            let body =
                "<p class=\"name\">\(HTMLTarget.escape(block.name))</p><p>\(HTMLTarget.escape(block.summary))</p>"
            return HTMLTarget.section(class: "block acme-stretch", body, children: input.children)
        },
    ]

    /// The hold and band in words: `30 s each side, light band`, or `1:30` for one side without a band; the hold
    /// is written as every kind writes durations.
    public var summary: String {
        let hold = DurationFormatter.span(hold)
        var text = resolvedSides == 1 ? hold : "\(hold) each side"
        if resolvedBand != .none { text += ", \(resolvedBand.rawValue) band" }
        return text
    }
}
