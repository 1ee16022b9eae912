import Foundation
import Kheper
import KheperTestSupport
import Testing

/// Any document a hostile file can hold renders to every target without trapping, its Markdown and HTML carry
/// no live markup, and validation names every extreme number that a renderer would compute with.
@Suite struct HostileRenderingPropertyTests {
    static let seeds: [UInt64] = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 0xDEAD_BEEF, 0x5EED_5EED_5EED]

    let registry = BlockRegistry.standard

    let context = RenderContext().setting(ProgressHistoryKey.self, to: HostileDocuments.history).setting(
        RenderDateKey.self, to: Date(timeIntervalSince1970: 1_750_000_000))

    @Test(arguments: seeds)
    func hostileDocumentsRenderEverywhereAndValidate(_ seed: UInt64) throws {
        // A trap ends the process before any expectation can report, so name the seed before it can happen.
        FileHandle.standardError.write(Data("hostile rendering: seed \(seed)\n".utf8))
        var documents = HostileDocuments(seed: seed)
        for round in 0..<25 {
            let json = documents.document()
            let decoded = try registry.decodeDocument(from: json)
            let place = "seed \(seed), round \(round)"
            let text = registry.render(decoded.document, as: PlainTextTarget.self, context: context)
            let markdown = registry.render(decoded.document, as: MarkdownTarget.self, context: context)
            let html = registry.render(decoded.document, as: HTMLTarget.self, context: context)
            #expect(text.hasSuffix("\n") && markdown.hasSuffix("\n"), "\(place)")
            let raw = MarkdownInspection.rawHTML(in: markdown)
            #expect(raw.isEmpty, "\(place): raw HTML in Markdown \(raw)")
            #expect(!html.lowercased().contains("<script"), "\(place): a script in HTML")
            #expect(!html.contains("src=\"javascript:"), "\(place): a javascript URL in HTML")

            let findings = registry.validate(decoded.document)
            for planted in documents.planted {
                guard case .known? = decoded.document[BlockID(planted.blockID)]?.content else { continue }
                let named = findings.contains {
                    $0.severity == .error && $0.blockID == BlockID(planted.blockID)
                        && $0.path.description.hasSuffix("data.\(planted.path)")
                }
                #expect(named, "\(place): no error names \(planted)")
            }
        }
    }
}
