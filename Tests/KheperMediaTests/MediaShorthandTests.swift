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
    ])
    func reads(line: String, expected: MediaBlock) throws {
        #expect(try MediaBlock.definition.parseShorthand(line).as(MediaBlock.self) == expected)
    }

    @Test(arguments: [
        ("", ShorthandError.Code.empty, nil as String?),
        ("   ", .empty, nil),
        ("notes.txt", .unreadableToken, "notes.txt"),
        ("https://x/folder", .unreadableToken, "https://x/folder"),
        ("img/a.png alt text", .unreadableToken, "alt"),
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
}
