import KheperJSON
import Testing

/// `JSONLocator` points a path at its line and column in JSON text, for compiler-style findings.
@Suite struct JSONLocatorTests {
    @Test(
        arguments: [
            (#"{"a": [1, {"b": "x\"y"}, 3]}"#, ["a", 1, "b"], 1, 17),
            (#"{"a": [1, {"b": "x\"y"}, 3]}"#, ["a", 2], 1, 26),
            (#"{"a": {"missing": 1}}"#, ["a", "nope", "deeper"], 1, 7),
            ("{\n  \"é\": \"ü\",\n  \"k\": true\n}", ["k"], 3, 8),
        ] as [(String, JSONPath, Int, Int)])
    func locatesValuesByPath(text: String, path: JSONPath, line: Int, column: Int) throws {
        let location = try #require(JSONLocator(bytes: Array(text.utf8)).location(of: path))
        #expect(location.line == line)
        #expect(location.column == column)
    }
}
