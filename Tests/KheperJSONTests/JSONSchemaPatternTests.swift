import KheperTestSupport
import Testing

@testable import KheperJSON

/// JSON Schema's `pattern`, as Kheper checks it: unanchored, compiled once, with ECMA-262's `$`, `\d` and `\w`.
@Suite struct JSONSchemaPatternTests {
    @Test(arguments: [
        ("^[A-Z]{3}$", "ABC", true), ("^[A-Z]{3}$", "nope", false), ("^[A-Z]{3}$", "ABCD", false),
        ("^[A-Z]{3}$", "ABC\n", false), ("[0-9]", "a1b", true), ("^\\d+$", "١٢", false), ("^\\d+$", "12", true),
        ("^\\w$", "é", false), ("^[\\d.]+$", "1.5", true), ("^a\\$$", "a$", true), ("^[$]$", "$", true),
        ("^\\D\\W$", "a!", true),
    ])
    func matchesAsECMA262Does(pattern: String, text: String, matches: Bool) throws {
        let compiled = try #require(JSONSchemaPattern(pattern))
        #expect(compiled.matches(text) == matches)
    }

    @Test(arguments: ["[", "(", "a{2,1}", "\\"])
    func aSourceThatIsNotAnExpressionDoesNotCompile(pattern: String) {
        #expect(JSONSchemaPattern(pattern) == nil)
    }

    @Test(arguments: [
        ("^[A-Z]{3}$", "ABC", true), ("^[A-Z]{3}$", "ABCD", false), ("^\\d+$", "12", true), ("^\\d+$", "1a", false),
        ("^[A-Za-z0-9_-]+$", "Barbell_Squat", true), ("^[A-Za-z0-9_-]+$", "a b", false),
    ])
    func aPatternCompiledWhenNeededMatchesAsOneCompiledAtOnce(pattern: String, text: String, matches: Bool) throws {
        let waiting = JSONSchemaPattern(compilingLazily: pattern)
        #expect(waiting.matches(text) == matches)
        #expect(waiting.matches(text) == (try #require(JSONSchemaPattern(pattern))).matches(text))
        #expect(waiting == JSONSchemaPattern(pattern))
    }

    @Test func aPatternCompiledWhenNeededThatDoesNotCompileMatchesEverything() {
        #expect(JSONSchemaPattern(compilingLazily: "(").matches("anything"))
    }

    @Test func patternsAreEqualByTheirSource() throws {
        #expect(JSONSchemaPattern("^a$") == JSONSchemaPattern("^a$"))
        #expect(JSONSchemaPattern("^a$") != JSONSchemaPattern("^a"))
        #expect(JSONSchemaPattern("^a$")?.description == "^a$")
    }

    @Test(arguments: [
        ("^[0-9Xx]-[0-9Xx]-[0-9Xx]-[0-9Xx]$", 7), ("^[A-Z]{3}$", 3), ("^ab[0-9a-c]{2}-z$", 6), ("^$", 0),
        ("^[A-Za-z0-9]{0}x$", 1),
    ])
    func aFixedLengthPatternIsMatchedWithoutTheEngine(pattern: String, length: Int) throws {
        let compiled = try #require(JSONSchemaPattern(pattern))
        #expect(compiled.positions?.count == length)
    }

    @Test(arguments: ["^[A-Z]+$", "[A-Z]{3}", "^[^A-Z]$", "^a.b$", "^(a|b)$", "^[A-Z]{3}x?$", "^\\d$", "^[-a]$"])
    func otherPatternsGoToTheEngine(pattern: String) throws {
        #expect(try #require(JSONSchemaPattern(pattern)).positions == nil)
    }

    /// The fast path answers as the engine does, for random texts over the characters the patterns use and some
    /// they do not (a line break, an astral character, lower and upper case).
    @Test(arguments: [1, 2, 3, 42] as [UInt64])
    func theFastPathAgreesWithTheEngine(seed: UInt64) throws {
        print("JSONSchemaPatternTests seed \(seed)")
        var random = SeededGenerator(seed: seed)
        let patterns = try ["^[0-9Xx]-[0-9Xx]-[0-9Xx]-[0-9Xx]$", "^[A-Z]{3}$", "^ab[0-9a-c]{2}-z$", "^$"].map {
            try #require(JSONSchemaPattern($0))
        }
        let alphabet: [String] = ["0", "3", "9", "X", "x", "-", "A", "Z", "a", "b", "c", "z", "\n", "😀", "é"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...9, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
                .joined()
            for pattern in patterns {
                #expect(pattern.matches(text) == pattern.matchesWithEngine(text), "seed \(seed): \(pattern) \(text)")
            }
        }
    }
}
