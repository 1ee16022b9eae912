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
        // With no line feed byte there is one line, found without walking the text a character at a time.
        let feeds = text.utf8.withContiguousStorageIfAvailable { $0.contains(10) } ?? text.utf8.contains(10)
        return feeds ? text.split(separator: "\n", omittingEmptySubsequences: false) : [text[...]]
    }

    /// Titles underlined with `=`, headings with `-`, notes after `Note: `; every line indented by `depth`.
    func plainText(depth: Int) -> String {
        let (indent, style) = (PlainTextTarget.indent(depth), resolvedStyle)
        let underline: String? = style == .title ? "=" : style == .heading ? "-" : nil
        var (text, width) = ("", 0)
        for (index, line) in textLines.enumerated() {  // Written into one string, as every text block is rendered.
            if index > 0 { text += "\n" }
            let prefix = index == 0 && style == .note ? "Note: " : ""
            if !line.isEmpty || !prefix.isEmpty { text += indent + prefix + line }
            if underline != nil { width = max(width, line.count) }
        }
        if let underline { text += width > 0 ? "\n" + indent + String(repeating: underline, count: width) : "\n" }
        return text
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
