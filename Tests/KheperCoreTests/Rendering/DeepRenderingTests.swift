import KheperCore
import KheperRenderTargets
import KheperTestSupport
import Testing

/// Documents deeper than any file should hold still render, without deep recursion or runaway output.
@Suite struct DeepRenderingTests {
    /// A chain of `depth` unknown blocks typed `n0`, `n1`…, each the only child of the one before.
    private func chain(_ depth: Int) throws -> BlockDocument {
        var document = BlockDocument(id: "d", title: "Deep")
        var parent: BlockID?
        for level in 0..<depth {
            let content = BlockContent.unknown(UnknownBlock(kind: BlockKind(stringLiteral: "n\(level)"), data: [:]))
            parent = try document.append(content, id: BlockID("n\(level)"), under: parent).id
        }
        return document
    }

    @Test func aChainOfFiveThousandBlocksRendersToEveryTarget() throws {
        let registry = SampleKinds.registry()
        let document = try chain(5_000)
        let text = registry.render(document, as: PlainTextTarget.self)
        let markdown = registry.render(document, as: MarkdownTarget.self)
        let html = registry.render(document, as: HTMLTarget.self)
        for output in [text, markdown, html] {
            #expect(output.contains("n0") && output.contains("n4999"))
            #expect(output.utf8.count < 5_000 * 200, "\(output.utf8.count) bytes")
        }
    }

    @Test func documentsWithinTheNestingLimitKeepTheirShape() throws {
        let registry = SampleKinds.registry()
        let text = registry.render(try chain(registry.renderNestingLimit), as: PlainTextTarget.self)
        let last = registry.renderNestingLimit - 1
        #expect(text.contains("\n" + String(repeating: "  ", count: last) + "[unknown block \"n\(last)\""))
    }
}
