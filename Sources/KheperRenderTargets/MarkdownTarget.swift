public import KheperCore

/// CommonMark: a heading for the title, paragraphs and lists for blocks, nested blocks indented as list items.
public enum MarkdownTarget: RenderTarget {
    /// `markdown`.
    public static let name = "markdown"

    /// An italic type tag, so a kind without a Markdown renderer still shows where it is.
    public static func fallback(_ input: RenderInput<MarkdownTarget>) -> String {
        nest("*[\(escape(input.node.content.kind.rawValue))]*", children: input.children)
    }

    /// A quoted line naming the unknown type, followed by its children.
    public static func placeholder(for block: UnknownBlock, _ input: RenderInput<MarkdownTarget>) -> String {
        let name = block.placeholderName(quoting: codeSpan)
        return nest("> \(name), kept as written", children: input.children)
    }

    /// A level-one heading with the title, then the blocks separated by blank lines.
    public static func document(_ document: BlockDocument, blocks: [String], context: RenderContext) -> String {
        var parts: [String] = []
        if !document.title.isEmpty { parts.append("# " + escape(document.title)) }
        parts += blocks
        return parts.joined(separator: "\n\n") + "\n"
    }

    /// `head` followed by the children as an indented list.
    public static func nest(_ head: String, children: [String]) -> String {
        guard !children.isEmpty else { return head }
        var result = Array(head.utf8)
        result.reserveCapacity(result.count + children.reduce(0) { $0 + $1.utf8.count + 8 })
        result += "\n\n- ".utf8
        for (index, child) in children.enumerated() {
            if index > 0 { result += "\n- ".utf8 }
            var rest = child.utf8[...]
            while let lineEnd = rest.firstIndex(of: lineFeed) {
                result += rest[...lineEnd]
                result += "  ".utf8
                rest = rest[rest.index(after: lineEnd)...]
            }
            result += rest
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Escapes inline text so it reads as itself wherever it lands, even at the start of a line.
    ///
    /// Backslash-escapes the punctuation that starts inline syntax (emphasis, code, links, raw HTML, character
    /// references such as `&lt;`, tables, strikethrough) and, at the start, what would begin a block: a heading,
    /// a quote, a list item such as `-`, `+` or `1.`, or a setext underline `=`. Line breaks become spaces.
    public static func escape(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let marker = blockMarkerIndex(bytes)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 8)
        var previous: UInt8 = 0
        for (index, byte) in bytes.enumerated() {
            defer { previous = byte }
            switch byte {
            case lineFeed where previous == carriageReturn:
                continue
            case lineFeed, carriageReturn:
                result.append(space)
                continue
            default:
                if index == marker || inlineSpecials.contains(byte) { result.append(backslash) }
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static let backslash = UInt8(ascii: "\\")
    private static let tab = UInt8(ascii: "\t")
    private static let inlineSpecials: Set<UInt8> = Set("\\`*_{}[]<>#|!&~".utf8)
    private static let lineStartSpecials: Set<UInt8> = Set("-+=".utf8)

    /// The index of the byte that would start a list item or a setext underline when the text begins a line:
    /// a leading `-`, `+` or `=`, or the `.` or `)` after up to nine leading digits and before a space or the
    /// end; spaces and tabs before it are skipped.
    private static func blockMarkerIndex(_ bytes: [UInt8]) -> Int? {
        let start = bytes.prefix { $0 == space || $0 == tab }.count
        guard start < bytes.count else { return nil }
        if lineStartSpecials.contains(bytes[start]) { return start }
        let digits = bytes[start...].prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
        let after = start + digits
        guard (1...9).contains(digits), after < bytes.count,
            bytes[after] == UInt8(ascii: ".") || bytes[after] == UInt8(ascii: ")")
        else { return nil }
        guard after + 1 < bytes.count else { return after }
        return [space, tab, lineFeed, carriageReturn].contains(bytes[after + 1]) ? after : nil
    }
}
