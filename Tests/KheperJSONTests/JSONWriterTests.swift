import Testing

@testable import KheperJSON

@Suite struct JSONWriterTests {
    static let sample = #"{"b":[1,2.50,{"z":null,"a":true}],"a":"x/y","c":{},"d":[]}"#

    @Test func roundTripsCompactTextExactly() throws {
        let value = try JSONValue(parsing: Self.sample)
        #expect(value.serializedString() == Self.sample)
        #expect(try JSONValue(parsing: value.serialized()) == value)
    }

    @Test func prettyPrints() throws {
        let value = try JSONValue(parsing: Self.sample)
        let expected = """
            {
              "b": [
                1,
                2.50,
                {
                  "z": null,
                  "a": true
                }
              ],
              "a": "x/y",
              "c": {},
              "d": []
            }
            """
        #expect(value.serializedString(.prettyPrinted) == expected)
        #expect(try JSONValue(parsing: expected) == value)
    }

    @Test func sortsKeysBytewise() throws {
        let value = try JSONValue(parsing: #"{"b":1,"a":{"y":1,"x":2},"B":0,"é":3,"aa":4}"#)
        #expect(value.serializedString(.sortedKeys) == #"{"B":0,"a":{"x":2,"y":1},"aa":4,"b":1,"é":3}"#)
        let pretty = value.serializedString([.sortedKeys, .prettyPrinted])
        #expect(pretty.hasPrefix("{\n  \"B\": 0,\n  \"a\": {\n    \"x\": 2,"))
    }

    @Test func escapesOnlyWhatMust() {
        let value: JSONValue = .string("q\" b\\ / é 😀 \n\r\t\u{8}\u{C}\u{1}\u{1F}\u{7F}")
        #expect(value.serializedString() == #""q\" b\\ / é 😀 \n\r\t\b\f\u0001\u001f"# + "\u{7F}\"")
        let keyed: JSONValue = ["a\"b": 1]
        #expect(keyed.serializedString() == #"{"a\"b":1}"#)
    }

    @Test func numberTextIsPreserved() throws {
        let text = "[1.0,1e0,10E-1,-0,0.1000000000000000000001,123456789012345678901234567890]"
        #expect(try JSONValue(parsing: text).serializedString() == text)
    }

    @Test func descriptionIsCompactJSON() {
        let value: JSONValue = ["k": [1, "two", nil, 2.5, false]]
        #expect(value.description == #"{"k":[1,"two",null,2.5,false]}"#)
        #expect("\(value)" == value.description)
    }

    @Test func writesDeepValuesWithoutRecursion() throws {
        var value: JSONValue = 1
        for level in 0..<5_000 { value = level.isMultiple(of: 2) ? [value] : ["k": value] }
        let text = value.serializedString()
        #expect(text.utf8.count == 5_000 * 2 + 2_500 * 4 + 1)
        let reparsed = try JSONValue(parsing: text, options: JSONParseOptions(maximumDepth: 10_000))
        #expect(reparsed.serializedString() == text)
    }
}
