import KheperCore
import KheperMedia
import KheperRenderTargets
import KheperTestSupport
import Testing

@Suite struct VideoPageTests {
    let registry = KindTesting.registry([MediaBlock.definition])

    @Test(arguments: [
        ("https://www.youtube.com/watch?v=1cVT3ee9mgU", "www.youtube.com", "youtube.com"),
        ("https://youtube.com/shorts/abc123", "youtube.com", "youtube.com"),
        ("https://m.youtube.com/watch?v=abc", "m.youtube.com", "youtube.com"),
        ("https://youtu.be/1cVT3ee9mgU", "youtu.be", "youtu.be"),
        ("HTTPS://WWW.YouTube.com/watch?v=abc", "www.youtube.com", "youtube.com"),
        ("https://vimeo.com/76979871", "vimeo.com", "vimeo.com"),
        ("https://player.vimeo.com/video/76979871", "player.vimeo.com", "vimeo.com"),
    ])
    func acceptsHttpsPagesOnTheAllowList(url: String, host: String, siteName: String) throws {
        let page = try #require(VideoPage(url))
        #expect(page.url == url)
        #expect(page.host == host)
        #expect(page.siteName == siteName)
    }

    @Test(arguments: [
        "http://www.youtube.com/watch?v=abc",  // not https
        "https://videos.example.com/watch?v=abc",  // not on the list
        "https://youtube.com.evil.example/watch?v=abc",  // a look-alike host
        "https://evil.example/youtube.com/watch",  // the name only in the path
        "https://user@youtube.com/watch?v=abc",  // a user before the host
        "https://youtube.com:8443/watch?v=abc",  // a port
        "https://www.youtube.com",  // no page
        "https://www.youtube.com/",  // no page
        "https://www.youtube.com/watch?v=\"><script>",  // a source that is refused outright
        "javascript://www.youtube.com/%0Aalert(1)",  // another scheme
        "www.youtube.com/watch?v=abc",  // a relative path
    ])
    func refusesEverythingElse(source: String) {
        #expect(VideoPage(source) == nil)
    }

    @Test func rendersALinkCardWithTheHostAndNothingThatFetches() throws {
        let registry = try #require(registry)
        let block = MediaBlock(
            kind: .video, source: "https://www.youtube.com/watch?v=1cVT3ee9mgU&t=5", alt: "Swing",
            caption: "Hinge, don't squat", duration: 27)
        let rendered = try #require(KindTesting.render(block, in: registry, as: HTMLTarget.self))
        #expect(
            rendered
                == "<section class=\"block media\"><a class=\"video-link\" "
                + "href=\"https://www.youtube.com/watch?v=1cVT3ee9mgU&amp;t=5\" rel=\"noopener noreferrer\">"
                + HTMLIcon.play.markup
                + "<span><strong>Hinge, don&#39;t squat</strong><span class=\"host\">27\u{00A0}s · Video on youtube.com</span>"
                + "</span></a></section>")
        for fetching in ["<iframe", "<video", "<img", "<script", "<embed", "<object", " src="] {
            #expect(!rendered.contains(fetching), "\(fetching)")
        }
        let bare = MediaBlock(kind: .video, source: "https://vimeo.com/76979871")
        #expect(
            KindTesting.render(bare, in: registry, as: HTMLTarget.self)
                == "<section class=\"block media\"><a class=\"video-link\" href=\"https://vimeo.com/76979871\" "
                + "rel=\"noopener noreferrer\">\(HTMLIcon.play.markup)<span><strong>Watch the video</strong>"
                + "<span class=\"host\">Video on vimeo.com</span></span></a></section>")
    }

    @Test func aVideoFileOnAnotherHostIsStillAPlayer() throws {
        let registry = try #require(registry)
        let rendered = KindTesting.render(
            MediaBlock(kind: .video, source: "https://videos.example.com/a.mp4"), in: registry, as: HTMLTarget.self)
        #expect(
            rendered?.contains("<video controls preload=\"metadata\" src=\"https://videos.example.com/a.mp4\"") == true)
    }

    @Test func textAndMarkdownLinkThePage() throws {
        let registry = try #require(registry)
        let block = MediaBlock(kind: .video, source: "https://youtu.be/1cVT3ee9mgU", caption: "Swing")
        #expect(
            KindTesting.render(block, in: registry, as: PlainTextTarget.self)
                == "[video: Swing] https://youtu.be/1cVT3ee9mgU")
        #expect(
            KindTesting.render(block, in: registry, as: MarkdownTarget.self)
                == "[▶ Swing](https://youtu.be/1cVT3ee9mgU)")
    }

    @Test func aVideoPageMarkedAsAnImageIsAnErrorNamingTheFieldAndHost() throws {
        let registry = try #require(registry)
        KindTesting.expectFindings(
            MediaBlock(kind: .image, source: "https://youtu.be/1cVT3ee9mgU", alt: "Swing"), in: registry,
            codes: ["media.video-page-as-image"], paths: ["kind"],
            mentioning: ["\"kind\" is \"image\"", "a video page on youtu.be", "expected \"video\""])
        KindTesting.expectFindings(
            MediaBlock(kind: .video, source: "https://youtu.be/1cVT3ee9mgU"), in: registry, codes: [], paths: [])
    }
}
