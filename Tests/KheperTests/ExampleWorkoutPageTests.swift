import Foundation
import Kheper
import Testing

/// The example workouts render to pages that work offline and anywhere: every image they show ships beside them,
/// every video they link is a video page shown as a link card, and the page has no script, iframe or emoji icon.
@Suite struct ExampleWorkoutPageTests {
    /// `Examples/Workouts`, found from this file.
    static let folder = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../Examples/Workouts")
        .standardizedFileURL

    static let names = ["push-day", "leg-day", "hiit-circuit"]

    static func page(_ name: String) throws -> String {
        let data = try Data(contentsOf: folder.appending(path: "\(name).json"))
        let decoded = try BlockRegistry.standard.decodeDocument(from: data)
        #expect(!decoded.hasErrors, "\(decoded.diagnostics)")
        return BlockRegistry.standard.render(decoded.document, as: HTMLTarget.self)
    }

    /// The values of `attribute` on every `tag` element in `html`, unescaped of `&amp;`.
    static func values(of attribute: String, in tag: String, _ html: String) -> [String] {
        html.components(separatedBy: "<\(tag) ").dropFirst().compactMap { element in
            guard let start = element.range(of: "\(attribute)=\"") else { return nil }
            let rest = element[start.upperBound...]
            return String(rest.prefix { $0 != "\"" }).replacingOccurrences(of: "&amp;", with: "&")
        }
    }

    @Test(arguments: names)
    func everyImageShipsBesideTheWorkout(name: String) throws {
        let html = try Self.page(name)
        for source in Self.values(of: "src", in: "img", html) {
            #expect(!source.contains("://"), "\(name) shows an image from the web: \(source)")
            let file = Self.folder.appending(path: source)
            #expect(FileManager.default.fileExists(atPath: file.path), "\(name) shows \(source), which is missing")
        }
    }

    @Test(arguments: names)
    func videosAreLinkCardsToRealVideoPages(name: String) throws {
        let html = try Self.page(name)
        #expect(!html.contains("<video"), "\(name)")
        for link in Self.values(of: "href", in: "a class=\"video-link\"", html) {
            let page = try #require(VideoPage(link), "\(link)")
            #expect(!page.host.contains("example"))
        }
    }

    @Test(arguments: names)
    func thePageHasNoScriptIframeOrEmojiIcon(name: String) throws {
        let html = try Self.page(name)
        for forbidden in ["<script", "<iframe", "⏱", "📈", "▶"] {
            #expect(!html.contains(forbidden), "\(name): \(forbidden)")
        }
    }

    @Test func theExamplesShowAnImageAndAVideoPage() throws {
        #expect(Self.values(of: "src", in: "img", try Self.page("leg-day")) == ["images/high-bar-squat.png"])
        #expect(
            Self.values(of: "href", in: "a class=\"video-link\"", try Self.page("hiit-circuit"))
                == ["https://www.youtube.com/watch?v=1cVT3ee9mgU"])
    }
}
