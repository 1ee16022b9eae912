import KheperJSON
import Testing

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

    @Test func patternsAreEqualByTheirSource() throws {
        #expect(JSONSchemaPattern("^a$") == JSONSchemaPattern("^a$"))
        #expect(JSONSchemaPattern("^a$") != JSONSchemaPattern("^a"))
        #expect(JSONSchemaPattern("^a$")?.description == "^a$")
    }
}
