import KheperTerminal
import KheperTestSupport
import Testing

@Suite struct KeyDecoderTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let bytes: [UInt8]
        let keys: [Key]
        var testDescription: String { bytes.map { String($0, radix: 16) }.joined(separator: " ") }
        init(_ bytes: [UInt8], _ keys: [Key]) {
            self.bytes = bytes
            self.keys = keys
        }
        init(_ text: String, _ keys: [Key]) { self.init(Array(text.utf8), keys) }
    }

    static let cases: [Case] = [
        Case("a", [.character("a")]),
        Case("ab", [.character("a"), .character("b")]),
        Case("é", [.character("é")]),
        Case("e\u{301}", [.character("e\u{301}")]),
        Case("日本", [.character("日"), .character("本")]),
        Case("👨‍👩‍👧🇫🇷", [.character("👨‍👩‍👧"), .character("🇫🇷")]),
        Case([0x0D], [.enter]),
        Case([0x0A], [.enter]),
        Case([0x09], [.tab]),
        Case([0x7F], [.backspace]),
        Case([0x08], [.backspace]),
        Case([0x03], [.ctrl("c")]),
        Case([0x00], [.ctrl(" ")]),
        Case([0x1F], [.ctrl("_")]),
        Case("\u{1B}[A", [.up]),
        Case("\u{1B}[B", [.down]),
        Case("\u{1B}[C", [.right]),
        Case("\u{1B}[D", [.left]),
        Case("\u{1B}OA", [.up]),
        Case("\u{1B}OH", [.home]),
        Case("\u{1B}[H", [.home]),
        Case("\u{1B}[F", [.end]),
        Case("\u{1B}[1~", [.home]),
        Case("\u{1B}[4~", [.end]),
        Case("\u{1B}[2~", [.insert]),
        Case("\u{1B}[3~", [.delete]),
        Case("\u{1B}[5~", [.pageUp]),
        Case("\u{1B}[6~", [.pageDown]),
        Case("\u{1B}OP", [.function(1)]),
        Case("\u{1B}OS", [.function(4)]),
        Case("\u{1B}[15~", [.function(5)]),
        Case("\u{1B}[24~", [.function(12)]),
        Case("\u{1B}[Z", [.backTab]),
        Case("\u{1B}[1;5C", [.modified(.right, .ctrl)]),
        Case("\u{1B}[1;2A", [.modified(.up, .shift)]),
        Case("\u{1B}[1;2B", [.modified(.down, .shift)]),
        Case("\u{1B}[1;7D", [.modified(.left, [.ctrl, .alt])]),
        Case("\u{1B}[3;5~", [.modified(.delete, .ctrl)]),
        Case("\u{1B}[1;2P", [.modified(.function(1), .shift)]),
        Case("\u{1B}x", [.alt("x")]),
        Case("\u{1B}[\u{1B}[A", [.alt("["), .up]),
        Case("\u{1B}\u{7F}", [.modified(.backspace, .alt)]),
        Case("\u{1B}[200~hi\r\nthere\u{1B}[201~", [.paste("hi\nthere")]),
        Case("\u{1B}[200~\u{1B}[A\u{1B}[201~x", [.paste("\u{1B}[A"), .character("x")]),
        // Reports and unknown sequences are dropped whole, and what follows still reads.
        Case("\u{1B}[<0;10;5Mq", [.character("q")]),
        Case("\u{1B}[?1;2cq", [.character("q")]),
        Case("\u{1B}[99~q", [.character("q")]),
        Case("a\u{1B}[Ab", [.character("a"), .up, .character("b")]),
        // Invalid UTF-8: one U+FFFD per maximal invalid subpart, then the rest as usual.
        Case([0xFF, 0x61], [.character("\u{FFFD}"), .character("a")]),
        Case([0x80], [.character("\u{FFFD}")]),
        Case([0xC0, 0xAF], [.character("\u{FFFD}"), .character("\u{FFFD}")]),
        Case([0xE6, 0x97, 0x61], [.character("\u{FFFD}"), .character("a")]),
        Case([0xED, 0xA0, 0x80], [.character("\u{FFFD}"), .character("\u{FFFD}"), .character("\u{FFFD}")]),
        Case([0xF4, 0x90, 0x80, 0x80], Array(repeating: .character("\u{FFFD}"), count: 4)),
        Case([0xE6, 0x97, 0x0D], [.character("\u{FFFD}"), .enter]),
        // A C1 control is not a key.
        Case([0xC2, 0x9B, 0x61], [.character("a")]),
    ]

    @Test(arguments: cases)
    func decodesInOneRead(_ entry: Case) {
        var decoder = KeyDecoder()
        let keys = decoder.feed(entry.bytes) + decoder.flush()
        #expect(keys == entry.keys)
        #expect(!decoder.hasPending)
    }

    /// Split at every point, a sequence reads the same; graphemes of several scalars are left out, as their
    /// scalars become separate keys when split.
    @Test(arguments: cases.filter { $0.keys.allSatisfy { key in key.scalarCount <= 1 } })
    func decodesSplitAtEveryByte(_ entry: Case) {
        for split in 0...entry.bytes.count {
            var decoder = KeyDecoder()
            let keys = decoder.feed(entry.bytes[..<split]) + decoder.feed(entry.bytes[split...]) + decoder.flush()
            #expect(keys == entry.keys, "split at \(split)")
        }
        var decoder = KeyDecoder()
        let byteByByte = entry.bytes.flatMap { decoder.feed([$0]) } + decoder.flush()
        #expect(byteByByte == entry.keys, "byte by byte")
    }

    /// `kheper edit` selects with Shift-↑/↓: xterm's `ESC [ 1 ; 2 A` and `ESC [ 1 ; 2 B` decode back to back and
    /// split across reads, read as `shift-up` and `shift-down` in a key script, and encode to the same bytes.
    @Test func shiftArrowsDecodeForSelecting() throws {
        var decoder = KeyDecoder()
        #expect(
            decoder.feed(Array("\u{1B}[1;2A\u{1B}[1;2B".utf8)) == [.modified(.up, .shift), .modified(.down, .shift)])
        #expect(decoder.feed(Array("\u{1B}[1;".utf8)).isEmpty)
        #expect(decoder.feed(Array("2B".utf8)) == [.modified(.down, .shift)])
        #expect(!decoder.hasPending)
        #expect(
            try KeyScript.keys(from: "shift-up shift-down*2") == [
                .modified(.up, .shift), .modified(.down, .shift), .modified(.down, .shift),
            ])
        #expect(Key.modified(.up, .shift).bytes == Array("\u{1B}[1;2A".utf8))
        #expect(Key.modified(.down, .shift).bytes == Array("\u{1B}[1;2B".utf8))
    }

    @Test func aLoneEscapeWaitsForFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [.escape])
        #expect(decoder.feed([0x1B, 0x5B]).isEmpty)
        #expect(decoder.flush() == [.alt("[")])
        #expect(decoder.feed(Array("\u{1B}[1;".utf8)).isEmpty)
        #expect(decoder.flush() == [.escape, .character("["), .character("1"), .character(";")])
        #expect(decoder.feed([0x1B, 0x1B]) == [.escape])
        #expect(decoder.flush() == [.escape])
    }

    @Test func aPartialCharacterWaitsAndFlushesAsReplacement() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xE6, 0x97]).isEmpty)
        #expect(decoder.feed([0xA5]) == [.character("日")])
        #expect(decoder.feed([0xF0, 0x9F]).isEmpty)
        #expect(decoder.flush() == [.character("\u{FFFD}")])
    }

    @Test func aPasteStaysOpenAcrossFlushesUntilTheEndOfInput() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~slow".utf8)).isEmpty)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.feed(Array(" paste\u{1B}[20".utf8)).isEmpty)
        #expect(decoder.feed(Array("1~".utf8)) == [.paste("slow paste")])
        #expect(decoder.feed(Array("\u{1B}[200~cut".utf8)).isEmpty)
        #expect(decoder.flush(endOfInput: true) == [.paste("cut")])
        #expect(!decoder.hasPending)
    }

    /// Keys a terminal can send, for the round trip: encoded, fed in random chunks, decoded to the same keys.
    static func randomKey(using random: inout SeededGenerator) -> Key {
        let named: [Key] = [
            .enter, .tab, .backTab, .backspace, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .insert,
            .delete, .modified(.backspace, .alt),
        ]
        let characters: [Character] = ["a", "Z", "7", " ", "~", "é", "日", "한", "👍", "\u{FFFD}", "[", "O"]
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return named.randomElement(using: &random)!
        case 1: return .function(Int.random(in: 1...12, using: &random))
        case 2, 3:
            // Ctrl-H, I, J and M are Backspace, Tab and Enter.
            let ctrl = Character(Unicode.Scalar(UInt8.random(in: 0x61...0x7A, using: &random)))
            return ["h", "i", "j", "m"].contains(ctrl) ? .ctrl("c") : .ctrl(ctrl)
        case 4:
            // Alt-[ and Alt-O start sequences, so only a pause tells them apart: the table tests cover them.
            let alt = Character(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &random)))
            return .alt(alt == "[" || alt == "O" ? "x" : alt)
        case 5:
            let base: [Key] = [.up, .down, .left, .right, .home, .end, .delete, .pageUp, .function(2), .function(9)]
            let modifiers = KeyModifiers(rawValue: UInt8.random(in: 1...7, using: &random))
            return .modified(base.randomElement(using: &random)!, modifiers)
        case 6:
            return .paste(
                String(
                    (0..<Int.random(in: 0...6, using: &random)).map { _ in
                        characters.randomElement(using: &random)!
                    }))
        default: return .character(characters.randomElement(using: &random)!)
        }
    }

    @Test(arguments: [1, 2, 3, 42, 2024, 0xDEAD_BEEF, 0x5EED_0000_0000_0001] as [UInt64])
    func randomKeysInRandomChunksDecodeToThemselves(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<50 {
            var keys = (0..<Int.random(in: 1...30, using: &random)).map { _ in Self.randomKey(using: &random) }
            // An Escape can only be told from a sequence by a pause, so one is the last key before a flush.
            if Bool.random(using: &random) { keys.append(.escape) }
            let bytes = keys.flatMap(\.bytes)
            var decoder = KeyDecoder()
            var decoded: [Key] = []
            var index = 0
            while index < bytes.count {
                let end = min(bytes.count, index + Int.random(in: 1...8, using: &random))
                decoded += decoder.feed(bytes[index..<end])
                index = end
            }
            decoded += decoder.flush()
            #expect(decoded == keys, "seed \(seed): \(keys.map(\.description))")
            if decoded != keys { return }
        }
    }
}

extension Key {
    /// How many scalars a character key holds; 0 for other keys.
    var scalarCount: Int {
        guard case .character(let character) = self else { return 0 }
        return character.unicodeScalars.count
    }
}
