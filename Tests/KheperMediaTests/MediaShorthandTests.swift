import KheperCore
import KheperMedia
import Testing

@Suite struct MediaShorthandTests {
    @Test(arguments: [
        ("img/squat.jpg", MediaBlock(kind: .image, source: "img/squat.jpg")),
        (
            "img/squat.JPEG \"Bar on the back\"",
            MediaBlock(kind: .image, source: "img/squat.JPEG", alt: "Bar on the back")
        ),
        ("https://x/y.png?w=200", MediaBlock(kind: .image, source: "https://x/y.png?w=200")),
        ("  clip.webp  ", MediaBlock(kind: .image, source: "clip.webp")),
        ("a.heic “Curly quotes”", MediaBlock(kind: .image, source: "a.heic", alt: "Curly quotes")),
        ("https://x/clip.mp4 \"Side view\"", MediaBlock(kind: .video, source: "https://x/clip.mp4", alt: "Side view")),
        ("v/a.mov", MediaBlock(kind: .video, source: "v/a.mov")),
        ("v/a.m4v", MediaBlock(kind: .video, source: "v/a.m4v")),
        ("v/a.webm", MediaBlock(kind: .video, source: "v/a.webm")),
        ("a.gif \"\"", MediaBlock(kind: .image, source: "a.gif")),
        // Alt text without nested quotes: what the shell passes for `media URL alt "Bench setup"` or `alt=…`.
        ("img/a.png alt \"Bench setup\"", MediaBlock(kind: .image, source: "img/a.png", alt: "Bench setup")),
        ("img/a.png alt Bench setup", MediaBlock(kind: .image, source: "img/a.png", alt: "Bench setup")),
        ("img/a.png alt=Bench setup ", MediaBlock(kind: .image, source: "img/a.png", alt: "Bench setup")),
        ("img/a.png alt=\"Bench setup\"", MediaBlock(kind: .image, source: "img/a.png", alt: "Bench setup")),
        ("img/a.png ALT= “Bench setup”", MediaBlock(kind: .image, source: "img/a.png", alt: "Bench setup")),
        ("img/a.png alt \t x=1", MediaBlock(kind: .image, source: "img/a.png", alt: "x=1")),
        // Video pages on the allow-list are videos.
        (
            "https://www.youtube.com/watch?v=1cVT3ee9mgU alt Swing",
            MediaBlock(kind: .video, source: "https://www.youtube.com/watch?v=1cVT3ee9mgU", alt: "Swing")
        ),
        ("https://youtu.be/1cVT3ee9mgU", MediaBlock(kind: .video, source: "https://youtu.be/1cVT3ee9mgU")),
        (
            "https://vimeo.com/76979871 \"Swing\"",
            MediaBlock(kind: .video, source: "https://vimeo.com/76979871", alt: "Swing")
        ),
    ])
    func reads(line: String, expected: MediaBlock) throws {
        #expect(try MediaBlock.definition.parseShorthand(line).as(MediaBlock.self) == expected)
    }

    @Test(arguments: [
        ("", ShorthandError.Code.empty, nil as String?),
        ("   ", .empty, nil),
        ("notes.txt", .unreadableToken, "notes.txt"),
        ("https://x/folder", .unreadableToken, "https://x/folder"),
        ("img/a.png bench setup", .unreadableToken, "bench"),
        ("img/a.png alt", .unreadableToken, "alt"),
        ("img/a.png alt=", .unreadableToken, "alt="),
        ("img/a.png alt   ", .unreadableToken, "alt"),
        ("img/a.png altogether", .unreadableToken, "altogether"),
        ("img/a.png alt \"x\" y", .unreadableToken, "y"),
        ("https://videos.example.com/watch?v=abc", .unreadableToken, "https://videos.example.com/watch?v=abc"),
        ("http://www.youtube.com/watch?v=abc", .unreadableToken, "http://www.youtube.com/watch?v=abc"),
        ("img/a.png \"unterminated", .unreadableToken, "\"unterminated"),
        ("img/a.png \"alt\" extra", .unreadableToken, "extra"),
        ("javascript:alert(1).png", .invalidValue, "javascript:alert(1).png"),
        ("../up.png", .invalidValue, "../up.png"),
        ("/abs.png", .invalidValue, "/abs.png"),
    ])
    func errors(line: String, code: ShorthandError.Code, token: String?) {
        do {
            let block = try MediaBlock.definition.parseShorthand(line)
            Issue.record("read \(block) from \(line)")
        } catch {
            #expect(error.code == code)
            #expect(error.token == token)
            if let token { #expect(error.message.contains(token)) }
        }
    }

    @Test func anotherHostSaysWhatIsExpected() {
        let error = #expect(throws: ShorthandError.self) {
            try MediaBlock.definition.parseShorthand("https://videos.example.com/watch?v=abc")
        }
        let message = error?.message ?? ""
        #expect(message.contains("could not read \"https://videos.example.com/watch?v=abc\""))
        #expect(message.contains("video (mp4, mov, m4v, webm) extension"))
        #expect(message.contains("or an https video page on youtube.com, www.youtube.com"))
        #expect(message.contains("or player.vimeo.com"))
    }
}
