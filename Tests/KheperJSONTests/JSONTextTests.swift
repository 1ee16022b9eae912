import Testing

@testable import KheperJSON

@Suite struct JSONTextTests {
    @Test(arguments: [
        ("1", 0), ("\"[{\"", 0), ("[]", 1), ("{}", 1), (#"{"a":[1,{"b":[]}]}"#, 4),
        (#"{"a":"]]]","b":["\"[[","\\"]}"#, 2), (#"[[1],[[2]],3]"#, 3),
    ])
    func nestingDepthCountsContainersNotBracketsInStrings(text: String, depth: Int) throws {
        let value = try JSONValue(parsing: text)
        #expect(JSONText(value).nestingDepth == depth)
    }

    @Test func nestingDepthOfDeepTextNeedsNoTree() throws {
        var value: JSONValue = "x"
        for level in 0..<3000 { value = level.isMultiple(of: 2) ? .array([value]) : .object(["k": value]) }
        #expect(JSONText(value).nestingDepth == 3000)
    }
}
