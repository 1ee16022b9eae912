import KheperCore
import KheperSync
import KheperTestSupport
import Testing

/// The push's check for U+0000 scans a record's written JSON text and walks the JSON only when the text holds the
/// escape, so it must agree with the walk on every text, backslashes before a `u0000` included.
@Suite struct UnstorableValueCheckTests {
    /// The reason for `json`, from the walk and from the written text.
    static func reasons(_ json: JSONValue) -> (walked: String?, scanned: String?) {
        (
            UnstorableValueCheck.reason(json: json),
            UnstorableValueCheck.reason(json: json, text: json.serializedString())
        )
    }

    @Test(arguments: [
        ("a\u{0}b", true), ("a\\u0000b", false), ("\\\u{0}", true), ("\\\\u0000", false), ("\u{0}", true),
        ("u0000", false), ("\\u000", false), ("\\", false), ("", false),
    ])
    func aTextIsRefusedExactlyWhenItHoldsNUL(text: String, refused: Bool) {
        let json: JSONValue = .object(["set": .object(["notes": .string(text)])])
        let (walked, scanned) = Self.reasons(json)
        #expect((scanned != nil) == refused)
        #expect(scanned == walked)
        #expect(scanned.map { $0.contains("set.notes") } ?? true)
    }

    @Test func aMemberNameHoldingNULIsRefusedToo() {
        let json: JSONValue = .object(["set": .object(["no\u{0}tes": .string("fine")])])
        let (walked, scanned) = Self.reasons(json)
        #expect(scanned != nil && scanned == walked)
    }

    /// Random texts over the characters that make or mimic the escape: the scan and the walk always agree.
    @Test(arguments: [UInt64(0x4E55_4C01), 0x4E55_4C02, 0x4E55_4C03])
    func theScanAgreesWithTheWalkOnRandomTexts(seed: UInt64) {
        print("UnstorableValueCheckTests seed \(seed)")
        var random = SeededGenerator(seed: seed)
        let pieces = ["\\", "u", "0", "\u{0}", "\"", "a", "\n", "é"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                pieces.randomElement(using: &random)!
            }.joined()
            let (walked, scanned) = Self.reasons(.array([.string("x"), .string(text)]))
            #expect(scanned == walked, "\(text.debugDescription)")
        }
    }
}
