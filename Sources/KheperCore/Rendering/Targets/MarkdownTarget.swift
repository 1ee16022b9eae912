/// CommonMark: a heading for the title, paragraphs and lists for blocks, nested blocks indented as list items.
public enum MarkdownTarget: RenderTarget {
    /// `markdown`.
    public static let name = "markdown"

    /// An italic type tag, so a kind without a Markdown renderer still shows where it is.
    public static func fallback(_ input: RenderInput<MarkdownTarget>) -> String {
        nest("*[\(escape(input.node.content.typeTag))]*", children: input.children)
    }

    /// A quoted line naming the unknown type, followed by its children.
    public static func placeholder(for block: UnknownBlock, _ input: RenderInput<MarkdownTarget>) -> String {
        let name = block.type.isEmpty ? "malformed block" : "unknown block `\(block.type)`"
        return nest("> \(name), kept as written", children: input.children)
    }

    /// A level-one heading with the title, then the blocks separated by blank lines.
    public static func document(_ document: WorkoutDocument, blocks: [String], context: RenderContext) -> String {
        var parts: [String] = []
        if !document.title.isEmpty { parts.append("# " + escape(document.title)) }
        parts += blocks
        return parts.joined(separator: "\n\n") + "\n"
    }

    /// `head` followed by the children as an indented list.
    public static func nest(_ head: String, children: [String]) -> String {
        guard !children.isEmpty else { return head }
        let items = children.map { child in
            "- " + child.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")
        }
        return head + "\n\n" + items.joined(separator: "\n")
    }

    /// Escapes the characters that would otherwise start Markdown syntax.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "\\", "`", "*", "_", "{", "}", "[", "]", "<", ">", "#", "|", "!":
                result.append("\\")
                result.append(character)
            case "\n":
                result.append(" ")
            default:
                result.append(character)
            }
        }
        return result
    }
}
