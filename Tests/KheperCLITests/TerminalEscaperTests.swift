import Foundation
import KheperTestSupport
import Testing

@testable import KheperCLI

/// ``TerminalEscaper`` escapes exactly the characters a terminal acts on, and nothing else.
@Suite struct TerminalEscaperTests {
    @Test(arguments: [
        ("\u{1B}[2J", "\\u{1B}[2J"), ("a\u{07}b", "a\\u{7}b"), ("\r", "\\u{D}"), ("\u{0}", "\\u{0}"),
        ("\u{7F}", "\\u{7F}"), ("\u{80}\u{9B}\u{9F}", "\\u{80}\\u{9B}\\u{9F}"),
        ("\u{202A}\u{202E}", "\\u{202A}\\u{202E}"),
        ("\u{2066}\u{2069}", "\\u{2066}\\u{2069}"), ("line\nnext\ttab", "line\nnext\ttab"),
        (
            "Squat — 5 × 5 @ 100 kg 💪 \u{A0}\u{2029}\u{2065}\u{202F}",
            "Squat — 5 × 5 @ 100 kg 💪 \u{A0}\u{2029}\u{2065}\u{202F}"
        ),
    ])
    func escapesTerminalControlsOnly(text: String, expected: String) {
        #expect(TerminalEscaper.escaped(text) == expected)
    }

    @Test func jsonNotationKeepsJSONValid() {
        #expect(TerminalEscaper.escaped("\"a\u{9B}b\u{202E}\"", as: .json) == "\"a\\u009Bb\\u202E\"")
        #expect(TerminalEscaper.escaped("\u{1B}", as: .json) == "\\u001B")
    }

    @Test func returnsTheInputItselfWhenNothingNeedsEscaping() {
        let text = String(repeating: "Bench Press 5x5 — ✓ ", count: 100)
        let escaped = TerminalEscaper.escaped(text)
        #expect(escaped == text)
        #expect(
            escaped.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
                == text.utf8.withContiguousStorageIfAvailable { $0.baseAddress })
    }

    @Test(arguments: [1, 2, 3, 42, 0xC0FFEE] as [UInt64])
    func escapedTextHasNoControlsAndReadsBack(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let pool: [UInt32] = [
            0x00, 0x07, 0x09, 0x0A, 0x0D, 0x1B, 0x41, 0x5C, 0x7B, 0x7F, 0x80, 0x9B, 0x9F, 0xA0, 0xE9,
            0x2028, 0x2029, 0x202A, 0x202E, 0x202F, 0x2065, 0x2066, 0x2069, 0x206A, 0x1F4AA,
        ]
        for _ in 0..<200 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...24, using: &generator) {
                scalars.append(Unicode.Scalar(pool.randomElement(using: &generator)!)!)
            }
            let text = String(scalars)
            let escaped = TerminalEscaper.escaped(text)
            let raw = escaped.unicodeScalars.filter { scalar in
                let value = scalar.value
                return (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F...0x9F).contains(value)
                    || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            }
            #expect(raw.isEmpty, "seed \(seed): \(text.debugDescription) gave \(escaped.debugDescription)")
            #expect(TerminalEscaper.escaped(escaped) == escaped, "seed \(seed): escaping twice changed it")
            #expect(unescaped(escaped) == text || text.contains("\\"), "seed \(seed): \(text.debugDescription)")
        }
    }

    /// Reads `\u{…}` escapes back, for texts without a backslash of their own.
    func unescaped(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "\\u{") {
            result += rest[..<start.lowerBound]
            let close = rest[start.upperBound...].firstIndex(of: "}")!
            result.unicodeScalars.append(Unicode.Scalar(UInt32(rest[start.upperBound..<close], radix: 16)!)!)
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    @Test func terminalTextKeepsItsOwnStylesAndEscapesWhatIsInterpolated() {
        let title = "Leg\u{1B}[31m Day"
        let line: TerminalText = "\(TextStyle.dim.apply("3f2a", when: true))  \(title)"
        #expect(line.styled == "\u{1B}[2m3f2a\u{1B}[0m  Leg\\u{1B}[31m Day")
        #expect(line.plain == "3f2a  Leg\\u{1B}[31m Day")
        #expect(TextStyle.bold.apply(title, when: true).styled == "\u{1B}[1mLeg\\u{1B}[31m Day\u{1B}[0m")
    }
}
