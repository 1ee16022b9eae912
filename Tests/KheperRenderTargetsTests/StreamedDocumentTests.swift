import KheperCore
import KheperRenderTargets
import KheperTestSupport
import Testing

/// A document rendered a root block at a time, for hosts that write a large document out as it renders, is the
/// same text as the document rendered whole.
@Suite struct StreamedDocumentTests {
    /// Unknown kinds, so the placeholders render, with children two levels deep under the first root.
    static let json = #"""
        {"format":"kheper.blocks","id":"doc","title":"Leg Day","blocks":[
          {"id":"a","type":"alpha","order":"a0","data":{},"children":[
            {"id":"a1","type":"beta","order":"a0","data":{},"children":[{"id":"a2","type":"gamma","data":{}}]}]},
          {"id":"b","type":"delta","order":"a1","data":{}}]}
        """#

    /// The pieces `writeDocument` hands over for `document`, rendered through `registry`.
    static func pieces(_ document: BlockDocument, _ registry: BlockRegistry) -> [String] {
        var pieces: [String] = []
        let blocks = registry.renderRoots(of: document, as: PlainTextTarget.self)
        PlainTextTarget.writeDocument(document, blocks: blocks) { pieces.append($0) }
        return pieces
    }

    @Test(arguments: ["Leg Day", ""])
    func writtenInPiecesTheTextIsTheWholeRendering(title: String) throws {
        let registry = try #require(KindTesting.registry([]))
        var document = try registry.decodeDocument(from: Self.json).document
        document.title = title
        let pieces = Self.pieces(document, registry)
        #expect(pieces.joined() == registry.render(document, as: PlainTextTarget.self))
        #expect(pieces.filter { $0 == "\n" }.count == 2, "each root block ends its own lines")
        #expect(
            pieces.joined().contains("\n    [unknown block \"gamma\", kept as written]"), "children keep their indent")
    }

    @Test func eachRootIsRenderedAsTheWholeDocumentRendersIt() throws {
        let registry = try #require(KindTesting.registry([]))
        let document = try registry.decodeDocument(from: Self.json).document
        let roots = Array(registry.renderRoots(of: document, as: MarkdownTarget.self))
        #expect(roots.count == 2)
        #expect(
            MarkdownTarget.document(document, blocks: roots, context: RenderContext())
                == registry.render(document, as: MarkdownTarget.self))
    }

    @Test func anEmptyUntitledDocumentIsOneEmptyLine() throws {
        let registry = try #require(KindTesting.registry([]))
        let document = BlockDocument(id: "empty")
        #expect(Self.pieces(document, registry) == ["\n"])
        #expect(registry.render(document, as: PlainTextTarget.self) == "\n")
    }
}
