import KheperCore
import KheperRenderTargets
import KheperTestSupport
import Testing

@Suite struct RenderingTests {
    private func sample() throws -> BlockDocument {
        var document = BlockDocument(id: "d", title: "Day <1>")
        try document.append(BlockContent(Note(text: "hello")), id: "n")
        let group = try document.append(BlockContent(Group(label: "A")), id: "g")
        try document.append(BlockContent(Note(text: "inside")), id: "i", under: group.id)
        try document.append(
            .unknown(UnknownBlock(kind: "acme/thing", data: ["x": 1])),
            id: "u"
        )
        return document
    }

    @Test func usesRenderersThenFallbacksThenPlaceholders() throws {
        KindTesting.expectRendering(
            try sample(),
            in: SampleKinds.registry(),
            as: PlainTextTarget.self,
            equals: """
                Day <1>
                =======
                hello
                [group]
                  inside
                [unknown block "acme/thing", kept as written]

                """
        )
    }

    @Test func placeholdersSayWhetherABlockIsUnknownUnreadableOrMalformed() throws {
        var document = BlockDocument(title: "Kept")
        let reasons: [UnknownBlock] = [
            UnknownBlock(kind: "x.kind", data: [:]),
            UnknownBlock(kind: "lift", data: "[[[", reason: .unreadableData(message: "not JSON")),
            UnknownBlock(kind: "", data: [:], reason: .malformedNode(message: "no type")),
        ]
        for block in reasons { _ = try document.append(.unknown(block)) }
        let registry = SampleKinds.registry()
        let text = registry.render(document, as: PlainTextTarget.self)
        #expect(text.contains("[unknown block \"x.kind\", kept as written]"))
        #expect(text.contains("[unreadable \"lift\" block, kept as written]"))
        #expect(text.contains("[malformed block, kept as written]"))
        #expect(
            registry.render(document, as: MarkdownTarget.self).contains("> unreadable `lift` block, kept as written"))
        #expect(registry.render(document, as: HTMLTarget.self).contains("unreadable “lift” block, kept as written"))
    }

    @Test func reportsKindsWithoutARenderer() {
        let registry = SampleKinds.registry()
        #expect(registry.kindsMissingRenderer(for: PlainTextTarget.self) == ["group", "lift"])
        #expect(registry.kindsMissingRenderer(for: HTMLTarget.self) == ["group", "lift", "note"])
        #expect(registry.hasRenderer(for: "note", target: PlainTextTarget.self))
    }

    @Test func aHostRendererReplacesTheKindsOwn() throws {
        let shout = BlockRenderer(Note.self, for: PlainTextTarget.self) { note, _ in note.text.uppercased() }
        let registry = try BlockRegistry(SampleKinds.definitions, renderers: [shout])
        #expect(KindTesting.render(Note(text: "hi"), in: registry, as: PlainTextTarget.self) == "HI")
        let added = try SampleKinds.registry().adding([], renderers: [shout])
        #expect(KindTesting.render(Note(text: "hi"), in: added, as: PlainTextTarget.self) == "HI")
    }

    @Test func aHostCanAddItsOwnTarget() throws {
        enum Lengths: RenderTarget {
            static let name = "lengths"
            static func fallback(_ input: RenderInput<Lengths>) -> [Int] { [0] + input.children.flatMap { $0 } }
            static func placeholder(for block: UnknownBlock, _ input: RenderInput<Lengths>) -> [Int] { [-1] }
            static func document(_ document: BlockDocument, blocks: [[Int]], context: RenderContext) -> [Int] {
                blocks.flatMap { $0 }
            }
        }
        let lengths = BlockRenderer(Note.self, for: Lengths.self) { note, _ in [note.text.count] }
        let registry = try SampleKinds.registry().adding([], renderers: [lengths])
        #expect(registry.render(try sample(), as: Lengths.self) == [5, 0, 6, -1])
    }

    @Test func htmlEscapesEverythingAndHasNoScript() throws {
        var document = try sample()
        try document.append(.unknown(UnknownBlock(kind: "<script>alert(1)</script>", data: [:])))
        let html = SampleKinds.registry().render(document, as: HTMLTarget.self)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<title>Day &lt;1&gt;</title>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!html.lowercased().contains("<script"))
        #expect(HTMLTarget.escape(#"<a href="x">'&'</a>"#) == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    }

    @Test func markdownEscapesSyntaxAndNestsChildren() throws {
        let markdown = SampleKinds.registry().render(try sample(), as: MarkdownTarget.self)
        #expect(markdown.hasPrefix("# Day \\<1\\>\n\n"))
        #expect(markdown.contains("*[group]*\n\n- *[note]*"))
        #expect(markdown.contains("> unknown block `acme/thing`, kept as written"))
        #expect(MarkdownTarget.escape("*a* [b]\nc") == "\\*a\\* \\[b\\] c")
    }

    @Test func renderContextValuesFallBackToDefaults() {
        enum Greeting: RenderContextKey {
            static let defaultValue = "hello"
        }
        let context = RenderContext()
        #expect(context[Greeting.self] == "hello")
        #expect(context.setting(Greeting.self, to: "hi")[Greeting.self] == "hi")
    }
}
