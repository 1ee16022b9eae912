import KheperCore
import KheperRenderTargets
import KheperTestSupport
import Testing

/// Markdown output keeps every user string in its context: inline text, code spans, link destinations and cells.
@Suite struct MarkdownEscapingTests {
    static let pwned = "a` <script>document.title='PWNED'</script> `b"

    static let hostile = [
        pwned,
        "<img src=x onerror=alert(1)>",
        "&lt;script&gt;alert(1)&lt;/script&gt;",
        "&#60;script&#62;",
        "<https://evil.example>",
        "[x](javascript:alert(1))",
        "``` \n<script>\n```",
        "a\r\n<script>b\rc",
        "1. one\n- two\n+ three\n=====\n---\n~~~\n    code",
        "\\<script>",
        "| a | b |",
        "![x](y)",
    ]

    @Test func anUnknownTypeStaysInsideOneCodeSpan() {
        let markdown = placeholder(Self.pwned)
        #expect(MarkdownInspection.rawHTML(in: markdown).isEmpty, "\(markdown)")
        #expect(markdown == "> unknown block ``a` <script>document.title='PWNED'</script> `b``, kept as written")
    }

    @Test(arguments: hostile)
    func hostileStringsNeverBecomeHTML(_ text: String) {
        let pieces = [
            MarkdownTarget.escape(text), MarkdownTarget.codeSpan(text), MarkdownTarget.tableCell(text),
            "[link](\(MarkdownTarget.linkDestination(text)))",
            placeholder(text),
        ]
        for piece in pieces {
            #expect(MarkdownInspection.rawHTML(in: piece).isEmpty, "\(piece)")
            #expect(!piece.contains("\n") && !piece.contains("\r"), "\(piece)")
        }
    }

    @Test(
        arguments: [
            ("a", "`a`"), ("a`b", "``a`b``"), ("`a", "`` `a ``"), ("a``", "``` a`` ```"), (" a ", "`  a  `"),
            ("  ", "`  `"), ("", "` `"), ("a\nb\r\nc", "`a b c`"),
        ])
    func codeSpansFenceWithMoreBackticksThanTheyHold(_ text: String, _ expected: String) {
        #expect(MarkdownTarget.codeSpan(text) == expected)
    }

    @Test func linkDestinationsPercentEncodeWhatWouldEndThem() {
        #expect(MarkdownTarget.linkDestination("a b(c)<d>\n\"e'\\`") == "a%20b%28c%29%3Cd%3E%0A%22e%27%5C%60")
        #expect(MarkdownTarget.linkDestination("https://x.example/é?q=1#f") == "https://x.example/é?q=1#f")
    }

    @Test func tableCellsEscapePipesAndStayOnOneLine() {
        #expect(MarkdownTarget.tableCell("a|b\nc") == "a\\|b c")
    }

    @Test(
        arguments: [
            ("1. one", "1\\. one"), ("10) ten", "10\\) ten"), ("- item", "\\- item"), ("+ item", "\\+ item"),
            ("===", "\\==="), ("  - x", "  \\- x"), ("~~~", "\\~\\~\\~"), ("a & b", "a \\& b"),
            ("&amp;", "\\&amp;"), ("a\r\nb", "a b"), ("a\rb", "a b"), ("80.5 kg - 2", "80.5 kg - 2"),
            ("Ünïcödé 1. x", "Ünïcödé 1. x"),
        ])
    func inlineTextEscapesLineStartsAndEntities(_ text: String, _ expected: String) {
        #expect(MarkdownTarget.escape(text) == expected)
    }

    /// The Markdown of a document holding one unknown block of `type`, without the final line break.
    private func placeholder(_ type: String) -> String {
        var document = BlockDocument(id: "d", title: "")
        _ = try? document.append(.unknown(UnknownBlock(kind: BlockKind(stringLiteral: type), data: [:])), id: "u")
        let registry = try! BlockRegistry([])
        return String(registry.render(document, as: MarkdownTarget.self).dropLast())
    }
}
