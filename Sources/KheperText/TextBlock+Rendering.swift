import KheperCore
import KheperRenderTargets

extension TextBlock {
    /// One renderer per built-in target.
    static let renderers = [
        BlockRenderer(TextBlock.self, for: PlainTextTarget.self) { block, input in
            PlainTextTarget.lines(block.plainText(depth: input.depth), children: input.children)
        },
        BlockRenderer(TextBlock.self, for: MarkdownTarget.self) { block, input in
            MarkdownTarget.nest(block.markdown, children: input.children)
        },
        BlockRenderer(TextBlock.self, for: HTMLTarget.self) { block, input in
            HTMLTarget.section(class: "block text", block.html, children: input.children)
        },
    ]

    private var textLines: [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Titles underlined with `=`, headings with `-`, notes after `Note: `; every line indented by `depth`.
    func plainText(depth: Int) -> String {
        var lines = textLines.map(String.init)
        let width = lines.map(\.count).max() ?? 0
        switch resolvedStyle {
        case .title: lines.append(String(repeating: "=", count: width))
        case .heading: lines.append(String(repeating: "-", count: width))
        case .body: break
        case .note: lines[0] = "Note: " + lines[0]
        }
        let indent = PlainTextTarget.indent(depth)
        return lines.map { $0.isEmpty ? $0 : indent + $0 }.joined(separator: "\n")
    }

    /// A level-two or level-three heading (level one is the workout's title), a paragraph or a block quote, with
    /// Markdown syntax escaped.
    var markdown: String {
        switch resolvedStyle {
        case .title: "## " + MarkdownTarget.escape(text)
        case .heading: "### " + MarkdownTarget.escape(text)
        case .body: textLines.map { MarkdownTarget.escape(String($0)) }.joined(separator: "\n")
        case .note: textLines.map { ("> " + MarkdownTarget.escape(String($0))).trimmingSpaces }.joined(separator: "\n")
        }
    }

    /// An `<h2>`, `<h3>`, `<p>` or a styled `<p class="note">`, with the text escaped and line breaks as `<br>`.
    var html: String {
        let content = textLines.map { HTMLTarget.escape(String($0)) }.joined(separator: "<br>")
        return switch resolvedStyle {
        case .title: "<h2>\(content)</h2>"
        case .heading: "<h3>\(content)</h3>"
        case .body: "<p>\(content)</p>"
        case .note: HTMLTarget.note(text)
        }
    }
}

extension String {
    /// The text without trailing spaces, so an empty quoted line is `>` alone.
    fileprivate var trimmingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
