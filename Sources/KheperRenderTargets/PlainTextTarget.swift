public import KheperCore

/// Plain text for terminals: one block per line, children indented by two spaces per level.
public enum PlainTextTarget: RenderTarget {
    /// `text`.
    public static let name = "text"

    /// A bracketed type tag, so a kind without a text renderer still shows where it is.
    public static func fallback(_ input: RenderInput<PlainTextTarget>) -> String {
        lines(indent(input.depth) + "[\(input.node.content.kind)]", children: input.children)
    }

    /// A line naming the unknown type, followed by its children.
    public static func placeholder(for block: UnknownBlock, _ input: RenderInput<PlainTextTarget>) -> String {
        let name = block.placeholderName { "\"\($0)\"" }
        return lines(indent(input.depth) + "[\(name), kept as written]", children: input.children)
    }

    /// The title, underlined, then the blocks.
    public static func document(_ document: BlockDocument, blocks: [String], context: RenderContext) -> String {
        // Written into one string made once: joining and then adding the last newline would copy a large
        // document's text twice.
        var text = ""
        text.reserveCapacity(blocks.reduce(document.title.utf8.count * 2 + 3) { $0 + $1.utf8.count + 1 })
        writeDocument(document, blocks: blocks) { text += $0 }
        return text
    }

    /// Hands `write` the text ``document(_:blocks:context:)`` makes, in pieces as `blocks` yields them: the
    /// underlined title, then each block followed by a newline, so a large document is written out as it renders.
    @inlinable public static func writeDocument(
        _ document: BlockDocument, blocks: some Sequence<String>, to write: (String) -> Void
    ) {
        var wroteNothing = true
        if !document.title.isEmpty {
            write(document.title + "\n" + String(repeating: "=", count: document.title.count) + "\n")
            wroteNothing = false
        }
        for block in blocks {
            write(block)
            write("\n")
            wroteNothing = false
        }
        if wroteNothing { write("\n") }
    }

    /// Two spaces per level of depth, for depths from 0 up to ``maximumIndentDepth``; any `Int` is accepted.
    public static func indent(_ depth: Int) -> String {
        String(repeating: "  ", count: min(max(depth, 0), maximumIndentDepth))
    }

    /// The deepest level that still indents further, so no depth can make a line's indent huge.
    public static let maximumIndentDepth = 1_000

    /// `head` followed by each child on lines of its own.
    public static func lines(_ head: String, children: [String]) -> String {
        guard !children.isEmpty else { return head }  // Most blocks have none: no list to make and join.
        var text = head  // Grown once to its full size, rather than listing and joining the pieces.
        text.reserveCapacity(children.reduce(head.utf8.count) { $0 + $1.utf8.count + 1 })
        for child in children {
            text += "\n"
            text += child
        }
        return text
    }
}
