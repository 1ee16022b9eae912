import KheperTerminal
import Testing

@Suite struct DisplayWidthTests {
    @Test(
        arguments: [
            ("abc", 3), ("", 0), ("é", 1), ("e\u{301}", 1), ("日本語", 6), ("한글", 4), ("\u{1100}\u{1161}\u{11A8}", 2),
            ("ｈｉ", 4), ("ｶﾅ", 2), ("カナ", 4), ("👍", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇫🇷", 2), ("1️⃣", 2),
            ("✔", 1), ("✔\u{FE0E}", 1), ("✔\u{FE0F}", 2), ("⌚", 2), ("⌚\u{FE0E}", 1), ("\u{200B}", 0), ("\u{200D}", 0),
            ("\u{1B}", 0), ("\u{7F}", 0), ("\u{9B}", 0), ("\t", 0), ("a\u{0308}b", 2), ("Ω", 1), ("─", 1),
            ("Squat 深蹲 🏋️", 13),
        ] as [(String, Int)])
    func widths(_ text: String, _ width: Int) {
        #expect(DisplayWidth.of(text) == width, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func truncationNeverSplitsAWideCharacter() {
        #expect(DisplayWidth.truncated("日本語", toWidth: 6) == "日本語")
        #expect(DisplayWidth.truncated("日本語", toWidth: 5) == "日本…")
        #expect(DisplayWidth.truncated("日本語", toWidth: 4) == "日…")
        #expect(DisplayWidth.truncated("日本語", toWidth: 4, ellipsis: "") == "日本")
        #expect(DisplayWidth.truncated("日本語", toWidth: 3, ellipsis: "") == "日")
        #expect(DisplayWidth.truncated("abcdef", toWidth: 4) == "abc…")
        #expect(DisplayWidth.truncated("👨‍👩‍👧x", toWidth: 2, ellipsis: "") == "👨‍👩‍👧")
        #expect(DisplayWidth.truncated("abc", toWidth: 0) == "")
    }

    @Test func paddingFillsToTheExactWidth() {
        #expect(DisplayWidth.padded("日本", toWidth: 6) == "日本  ")
        #expect(DisplayWidth.padded("日本", toWidth: 6, alignRight: true) == "  日本")
        #expect(DisplayWidth.padded("日本語", toWidth: 5, ellipsis: "") == "日本 ")
        #expect(DisplayWidth.of(DisplayWidth.padded("한글 text", toWidth: 7)) == 7)
    }
}
