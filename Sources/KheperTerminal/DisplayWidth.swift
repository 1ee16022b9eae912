/// How many terminal columns text takes: 0 for controls and for marks that join the character before them, 2 for
/// East Asian wide and fullwidth characters and for emoji shown as emoji, 1 for the rest.
///
/// Widths are measured per grapheme, as a user sees characters: an emoji ZWJ sequence (👨‍👩‍👧), a flag (🇫🇷), a
/// keycap and a character with a skin tone are one emoji of width 2; VS16 asks for emoji presentation (width 2)
/// and VS15 for text presentation (width 1). What is approximated: the wide ranges are a compact table of the
/// main East Asian blocks of Unicode 15 (CJK, kana, Hangul, Yi, Tangut, fullwidth forms) rather than the full
/// East Asian Width data; emoji come from the standard library's Emoji_Presentation property; spacing marks
/// (Devanagari vowel signs) count as part of their base; ambiguous-width characters (Greek, box drawing) are 1.
/// Terminals that measure each scalar alone (wcwidth) draw a ZWJ sequence wider than this says.
public enum DisplayWidth {
    /// The columns `string` takes, the sum of its characters' widths.
    public static func of(_ string: some StringProtocol) -> Int {
        var total = 0
        for character in string { total += of(character) }
        return total
    }

    /// The columns one grapheme takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        let first = scalars.first!
        guard scalars.count > 1 else { return of(first) }
        if first.properties.isEmoji {
            if scalars.contains("\u{FE0E}") { return 1 }
            if scalars.contains(where: {
                $0 == "\u{FE0F}" || $0 == "\u{200D}" || (0x1F3FB...0x1F3FF).contains($0.value)
            }) {
                return 2
            }
        }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return 2 }
        let base = of(first)
        // A lone mark, or a prepended concatenation mark, takes the width of what it ends up over.
        return base > 0 ? base : scalars.dropFirst().map(of).max() ?? 0
    }

    /// The columns one scalar takes on its own: 0, 1 or 2.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator: return 0
        default: break
        }
        if zeroWidth.contains(value) { return 0 }
        if scalar.properties.isEmojiPresentation || wide.contains(value) { return 2 }
        return 1
    }

    /// The longest prefix of `text` that fits in `width` columns, ending in `ellipsis` when something was cut;
    /// a wide character is never split, so the result may be one column narrower than `width`.
    public static func truncated(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
        guard of(text) > width else { return text }
        let room = width - of(ellipsis)
        guard room >= 0 else { return prefix(of: ellipsis, toWidth: width) }
        return prefix(of: text, toWidth: room) + ellipsis
    }

    /// `text` cut to `width` columns (with `ellipsis` when cut) and padded with spaces to exactly `width`
    /// columns, on the right or, with `alignRight`, on the left.
    public static func padded(_ text: String, toWidth width: Int, ellipsis: String = "…", alignRight: Bool = false)
        -> String
    {
        let fitted = truncated(text, toWidth: width, ellipsis: ellipsis)
        let padding = String(repeating: " ", count: max(0, width - of(fitted)))
        return alignRight ? padding + fitted : fitted + padding
    }

    /// The longest prefix of `text` that fits in `width` columns.
    private static func prefix(of text: String, toWidth width: Int) -> String {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let next = used + of(text[index])
            if next > width { break }
            used = next
            end = text.index(after: index)
        }
        return String(text[..<end])
    }

    /// Scalars of width 0 that are not marks or format characters: Hangul medial vowels and final consonants,
    /// which join the initial consonant before them.
    private static let zeroWidth = RangeTable([0x1160...0x11FF, 0xD7B0...0xD7FF])

    /// East Asian Wide and Fullwidth blocks.
    private static let wide = RangeTable([
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2329...0x232A,  // angle brackets
        0x2E80...0x303E,  // CJK radicals, Kangxi radicals, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,  // hiragana, katakana, bopomofo, Hangul compatibility jamo, kanbun, CJK strokes,
        // enclosed CJK letters and months, CJK compatibility
        0x3400...0x4DBF,  // CJK Extension A
        0x4E00...0x9FFF,  // CJK Unified Ideographs
        0xA000...0xA4CF,  // Yi syllables and radicals
        0xA960...0xA97F,  // Hangul Jamo Extended-A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK Compatibility Ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FE4,  // ideographic symbols
        0x17000...0x18CFF,  // Tangut, Khitan
        0x1B000...0x1B2FF,  // kana supplement and extensions, Nushu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK Extensions B–F, compatibility supplement
        0x30000...0x3FFFD,  // CJK Extensions G–H
    ])
}
