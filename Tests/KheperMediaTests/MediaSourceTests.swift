import KheperMedia
import Testing

@Suite struct MediaSourceTests {
    @Test(arguments: [
        "https://x/y.png", "http://example.com/a.mp4", "HTTPS://EXAMPLE.COM/A.PNG",
        "https://cdn.example.com/a%20b.png?w=200#top", "https://user@host:8080/p.jpg", "https://x?y",
    ])
    func webURLs(source: String) {
        #expect(MediaSource.classify(source) == .web(source))
    }

    @Test(arguments: [
        "img/a.png", "a.png", "./a.png", "media/clips/squat.mp4", "photos/12:30.png", "a/b..c/d.png",
        "img/a b.png", "img/a.png?v=2",
    ])
    func relativePaths(source: String) {
        #expect(MediaSource.classify(source) == .relative(source))
    }

    @Test(arguments: [
        "javascript:alert(1)", "JAVASCRIPT:alert(1)", "JavaScript:void(0)", "data:image/png;base64,iVBORw0KGgo=",
        "file:///etc/passwd", "ftp://example.com/a.png", "vbscript:msgbox", "/abs", "/etc/x", "C:\\x", "c:/x.png",
        "//host/a.png", "../up", "a/../b", "img/..", "img/%2e%2e/secret.png", "img/.%2E/x.png", "img\\a.png",
        " javascript:alert(1)", "java\tscript:alert(1)", "java\nscript:alert(1)", "https:x.png", "https://",
        "https:///a.png", "img/a.png ", "", "\u{200B}javascript:alert(1)", "12:30.png", "mailto:a@b.c", "img/a\".png",
        "img/<a>.png",
    ])
    func rejected(source: String) throws {
        let result = MediaSource.classify(source)
        let reason = try #require(result.rejectionReason, "\(source.debugDescription) was accepted: \(result)")
        #expect(!reason.isEmpty)
        #expect(result.usableSource == nil)
    }
}
