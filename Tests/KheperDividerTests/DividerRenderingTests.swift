import KheperCore
import KheperDivider
import KheperRenderTargets
import KheperTestSupport
import Testing

@Suite struct DividerRenderingTests {
    let registry = KindTesting.registry([DividerBlock.definition])

    static let cases: [(DividerBlock, text: String, markdown: String, html: String)] = [
        (DividerBlock(), "────────", "---", "<hr class=\"divider\">"),
        (DividerBlock(style: .line, label: "Ignored"), "────────", "---", "<hr class=\"divider\">"),
        (DividerBlock(style: .space), "", "", "<div class=\"divider-space\" role=\"separator\"></div>"),
        (
            DividerBlock(style: .section, label: "Warm-up <1>"), "── Warm-up <1> ──", "### Warm-up \\<1\\>",
            "<h2 class=\"divider-section\">Warm-up &lt;1&gt;</h2>"
        ),
        (DividerBlock(style: .section), "────────", "---", "<hr class=\"divider\">"),
    ]

    @Test(arguments: cases)
    func renders(block: DividerBlock, text: String, markdown: String, html: String) throws {
        let registry = try #require(registry)
        #expect(KindTesting.render(block, in: registry, as: PlainTextTarget.self) == text)
        #expect(KindTesting.render(block, in: registry, as: MarkdownTarget.self) == markdown)
        #expect(
            KindTesting.render(block, in: registry, as: HTMLTarget.self) == html)
    }

    @Test func wholeDocument() throws {
        let registry = try #require(registry)
        var document = BlockDocument(id: "doc", title: "Day")
        try document.append(BlockContent(DividerBlock(style: .section, label: "Warm-up")))
        try document.append(BlockContent(DividerBlock()))
        KindTesting.expectRendering(
            document, in: registry, as: PlainTextTarget.self, equals: "Day\n===\n── Warm-up ──\n────────\n")
        KindTesting.expectRendering(
            document, in: registry, as: MarkdownTarget.self, equals: "# Day\n\n### Warm-up\n\n---\n")
    }
}
