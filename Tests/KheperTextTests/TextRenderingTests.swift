import KheperCore
import KheperRenderTargets
import KheperTestSupport
import KheperText
import Testing

@Suite struct TextRenderingTests {
    let registry = KindTesting.registry([TextBlock.definition])

    @Test(arguments: [
        (TextBlock(text: "Leg day", style: .title), "Leg day\n======="),
        (TextBlock(text: "Main set", style: .heading), "Main set\n--------"),
        (TextBlock(text: "Go hard.\nThen rest."), "Go hard.\nThen rest."),
        (TextBlock(text: "Brace", style: .note), "Note: Brace"),
    ])
    func plainText(block: TextBlock, expected: String) throws {
        let registry = try #require(registry)
        #expect(KindTesting.render(block, in: registry, as: PlainTextTarget.self) == expected)
    }

    @Test(arguments: [
        (TextBlock(text: "Leg *day*", style: .title), "## Leg \\*day\\*"),
        (TextBlock(text: "Main set", style: .heading), "### Main set"),
        (TextBlock(text: "# not a heading\n[x]"), "\\# not a heading\n\\[x\\]"),
        (TextBlock(text: "Brace\n\n<b>", style: .note), "> Brace\n>\n> \\<b\\>"),
    ])
    func markdown(block: TextBlock, expected: String) throws {
        let registry = try #require(registry)
        #expect(KindTesting.render(block, in: registry, as: MarkdownTarget.self) == expected)
    }

    @Test(arguments: [
        (TextBlock(text: "Leg day", style: .title), "<section class=\"block text\"><h2>Leg day</h2></section>"),
        (TextBlock(text: "A & B", style: .heading), "<section class=\"block text\"><h3>A &amp; B</h3></section>"),
        (
            TextBlock(text: "<script>alert(1)</script>\nok"),
            "<section class=\"block text\"><p>&lt;script&gt;alert(1)&lt;/script&gt;<br>ok</p></section>"
        ),
        (TextBlock(text: "Brace", style: .note), "<section class=\"block text\"><p class=\"note\">Brace</p></section>"),
    ])
    func html(block: TextBlock, expected: String) throws {
        let registry = try #require(registry)
        let rendered = try #require(KindTesting.render(block, in: registry, as: HTMLTarget.self))
        #expect(rendered == expected)
        #expect(!rendered.contains("<script"))
    }

    @Test func indentsEveryLineByDepth() throws {
        let registry = try #require(registry)
        var document = KindTesting.document(with: TextBlock(text: "Outer"))
        try document.append(BlockContent(TextBlock(text: "Two\nlines", style: .title)), id: "inner", under: "block")
        let node = try #require(document["block"])
        let rendered = registry.render(node, in: document, depth: 0, as: PlainTextTarget.self)
        #expect(rendered == "Outer\n  Two\n  lines\n  =====")
    }

    @Test func wholeDocument() throws {
        let registry = try #require(registry)
        var document = BlockDocument(id: "doc", title: "Day 1")
        try document.append(BlockContent(TextBlock(text: "Warm-up", style: .heading)))
        try document.append(BlockContent(TextBlock(text: "Easy pace.")))
        KindTesting.expectRendering(
            document, in: registry, as: PlainTextTarget.self, equals: "Day 1\n=====\nWarm-up\n-------\nEasy pace.\n")
        KindTesting.expectRendering(
            document, in: registry, as: MarkdownTarget.self, equals: "# Day 1\n\n### Warm-up\n\nEasy pace.\n")
    }
}
