import KheperTerminal
import Testing

/// Esc then a key typed at once arrives as the bytes of Alt with it; a program that binds no such Alt key splits it.
@Suite struct SplitAltTests {
    @Test func escapeAndACharacterInOneReadAreAltAndSplitBackIntoBoth() {
        var decoder = KeyDecoder()
        let keys = decoder.feed(Array("\u{1B}u".utf8))
        #expect(keys == [.alt("u")])
        #expect(keys.first?.splitAlt == [.escape, .character("u")])
        #expect(Key.up.splitAlt == nil)
        #expect(Key.modified(.up, .alt).splitAlt == nil)
    }
}
