import KheperCore
import KheperMedia
import KheperRenderTargets
import KheperTestSupport
import Testing

@Suite struct MediaRenderingTests {
    let registry = KindTesting.registry([MediaBlock.definition])

    static let photo = MediaBlock(
        kind: .image, source: "img/squat.jpg", alt: "Bar \"high\"", caption: "Set-up & stance", width: 640,
        height: 480)
    static let clip = MediaBlock(kind: .video, source: "https://x/clip.mp4?a=1&b=2", alt: "Squat", caption: "Side")

    @Test func plainText() throws {
        let registry = try #require(registry)
        #expect(
            KindTesting.render(Self.photo, in: registry, as: PlainTextTarget.self)
                == "[image: Bar \"high\"] img/squat.jpg")
        #expect(
            KindTesting.render(Self.clip, in: registry, as: PlainTextTarget.self)
                == "[video: Side] https://x/clip.mp4?a=1&b=2")
        #expect(
            KindTesting.render(MediaBlock(kind: .image, source: "a.png"), in: registry, as: PlainTextTarget.self)
                == "[image] a.png")
    }

    @Test func markdown() throws {
        let registry = try #require(registry)
        #expect(
            KindTesting.render(Self.photo, in: registry, as: MarkdownTarget.self)
                == "![Bar \"high\"](img/squat.jpg)\n\n*Set-up \\& stance*")
        #expect(
            KindTesting.render(Self.clip, in: registry, as: MarkdownTarget.self)
                == "[▶ Side](https://x/clip.mp4?a=1\\&b=2)")
        let awkward = MediaBlock(kind: .image, source: "img/a (1).png", alt: "[x]")
        #expect(KindTesting.render(awkward, in: registry, as: MarkdownTarget.self) == "![\\[x\\]](img/a%20%281%29.png)")
    }

    @Test func html() throws {
        let registry = try #require(registry)
        #expect(
            KindTesting.render(Self.photo, in: registry, as: HTMLTarget.self)
                == "<section class=\"block media\"><figure><img src=\"img/squat.jpg\" alt=\"Bar &quot;high&quot;\" "
                + "width=\"640\" height=\"480\" loading=\"lazy\"><figcaption>Set-up &amp; stance</figcaption>"
                + "</figure></section>")
        #expect(
            KindTesting.render(Self.clip, in: registry, as: HTMLTarget.self)
                == "<section class=\"block media\"><figure><video controls preload=\"metadata\" "
                + "src=\"https://x/clip.mp4?a=1&amp;b=2\" aria-label=\"Squat\"></video><figcaption>Side</figcaption>"
                + "</figure></section>")
    }

    @Test func rejectedSourceRendersAPlaceholder() throws {
        let registry = try #require(registry)
        let block = MediaBlock(kind: .image, source: "javascript:alert(1)", alt: "<b>x</b>")
        #expect(
            KindTesting.render(block, in: registry, as: HTMLTarget.self)
                == "<section class=\"block media\"><figure><p class=\"placeholder\">[image: &lt;b&gt;x&lt;/b&gt;] "
                + "source not shown: it is not an http or https URL or a relative path</p></figure></section>")
        #expect(
            KindTesting.render(block, in: registry, as: PlainTextTarget.self)
                == "[image: <b>x</b>] (source not shown: it is not an http or https URL or a relative path)")
    }

    @Test(arguments: [
        "javascript:alert(1)", "JAVASCRIPT:alert(1)", " javascript:alert(1)", "java\tscript:alert(1)",
        "data:text/html,<script>alert(1)</script>", "\"><script>alert(1)</script>", "x\" onerror=\"alert(1)",
        "https://x/\"><script>alert(1)</script>", "//evil/x.js", "vbscript:x", "../../etc/passwd", "img/a.png",
    ])
    func outputNeverCarriesAScriptSource(source: String) throws {
        let registry = try #require(registry)
        for kind in MediaKind.allCases {
            let block = MediaBlock(kind: kind, source: source, alt: "A")
            for rendered in [
                KindTesting.render(block, in: registry, as: HTMLTarget.self),
                KindTesting.render(block, in: registry, as: MarkdownTarget.self),
            ] {
                let output = try #require(rendered).lowercased()
                for forbidden in ["<script", "javascript:", "vbscript:", "data:", "\" onerror", "//evil", "../"] {
                    #expect(!output.contains(forbidden), "\(output)")
                }
            }
        }
    }

    @Test func hostileTextIsEscaped() throws {
        let registry = try #require(registry)
        let text = "\"><script>alert(1)</script><img src=x onerror=alert(1)>"
        for kind in MediaKind.allCases {
            let block = MediaBlock(kind: kind, source: "a.png", alt: text, caption: text)
            let html = try #require(KindTesting.render(block, in: registry, as: HTMLTarget.self))
            #expect(!html.contains("<script"))
            #expect(!html.contains("<img src=x"))
            #expect(
                html.contains("=\"&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;\""))
        }
    }
}
