import Foundation
import Testing

@testable import KheperJSON

@Suite struct JSONParserTests {
    @Test func parsesScalarsAndContainers() throws {
        let value = try JSONValue(
            parsing: #" { "a" : [1, -2.5, 3e10, true, false, null, "x"], "b": {}, "c": [] , "d": {"e": [[]]}} "#)
        let expected: JSONValue = [
            "a": [1, -2.5, .number(JSONNumber(literal: "3e10")!), true, false, nil, "x"],
            "b": [:],
            "c": [],
            "d": ["e": [[]]],
        ]
        #expect(value == expected)
        #expect(value.objectValue?.keys == ["a", "b", "c", "d"])
        #expect(value["a"]?[1]?.numberValue?.literal == "-2.5")
        #expect(value["a"]?[6]?.stringValue == "x")
        #expect(value["a"]?[7] == nil)
        #expect(value["zzz"] == nil)
        #expect(value["a"]?[5]?.isNull == true)
        #expect(value["a"]?[3]?.boolValue == true)
    }

    @Test func parsesTopLevelScalars() throws {
        #expect(try JSONValue(parsing: "null") == .null)
        #expect(try JSONValue(parsing: " true ") == true)
        #expect(try JSONValue(parsing: "\"s\"") == "s")
        #expect(try JSONValue(parsing: "0") == 0)
        #expect(try JSONValue(parsing: Array("[1]".utf8)) == [1])
        #expect(try JSONValue(parsing: Data("{\"k\":1}".utf8)) == ["k": 1])
    }

    @Test func decodesAllEscapes() throws {
        let value = try JSONValue(parsing: #""q\" b\\ s\/ \b\f\n\r\t \u0041\u00e9\u4e2d \ud83d\ude00 \u0001""#)
        #expect(value == .string("q\" b\\ s/ \u{8}\u{C}\n\r\t Aé中 😀 \u{1}"))
    }

    @Test func acceptsRawUTF8() throws {
        let value = try JSONValue(parsing: "[\"héllo wörld 中文 😀\", \"plain\"]")
        #expect(value == ["héllo wörld 中文 😀", "plain"])
    }

    @Test func keepsNumberTextExactly() throws {
        let literals = [
            "-9223372036854775808", "18446744073709551615", "123456789012345678901234567890",
            "0.1000000000000000000001", "1E+2", "-0", "0.0", "1e-7", "2.50", "-1.5e-300",
        ]
        let value = try JSONValue(parsing: "[" + literals.joined(separator: ",") + "]")
        let parsed = try #require(value.arrayValue).map { $0.numberValue?.literal }
        #expect(parsed == literals)
        #expect(value[0]?.numberValue?.int64Value == Int64.min)
        #expect(value[1]?.numberValue?.uint64Value == UInt64.max)
        #expect(value[1]?.numberValue?.int64Value == nil)
        #expect(value[2]?.numberValue?.uint64Value == nil)
    }

    @Test func duplicateKeysKeepFirstPositionAndLastValue() throws {
        let value = try JSONValue(parsing: #"{"a":1,"b":2,"a":3}"#)
        let object = try #require(value.objectValue)
        #expect(object.keys == ["a", "b"])
        #expect(object["a"] == 3)
        #expect(value.serializedString() == #"{"a":3,"b":2}"#)
    }

    @Test func duplicateKeysInLargeObjects() throws {
        let members = (0..<40).map { "\"k\($0)\":\($0)" } + ["\"k3\":\"last\""]
        let object = try #require(try JSONValue(parsing: "{" + members.joined(separator: ",") + "}").objectValue)
        #expect(object.count == 40)
        #expect(object.keys[3] == "k3")
        #expect(object["k3"] == "last")
        #expect(object["k39"] == 39)
    }

    struct InvalidCase: Sendable, CustomTestStringConvertible {
        let input: String
        let code: JSONParseError.Code
        let line: Int
        let column: Int
        var testDescription: String { "\(input.debugDescription) → \(code)" }
    }

    static let invalidCases: [InvalidCase] = [
        InvalidCase(input: "", code: .unexpectedEnd, line: 1, column: 1),
        InvalidCase(input: "   ", code: .unexpectedEnd, line: 1, column: 4),
        InvalidCase(input: "[1, 2", code: .unexpectedEnd, line: 1, column: 6),
        InvalidCase(input: "{\"a\":", code: .unexpectedEnd, line: 1, column: 6),
        InvalidCase(input: "\"abc", code: .unexpectedEnd, line: 1, column: 5),
        InvalidCase(input: "tru", code: .unexpectedEnd, line: 1, column: 4),
        InvalidCase(input: "[1 2]", code: .unexpectedCharacter, line: 1, column: 4),
        InvalidCase(input: "{\n  \"a\": 1\n  \"b\": 2}", code: .unexpectedCharacter, line: 3, column: 3),
        InvalidCase(input: "{a: 1}", code: .unexpectedCharacter, line: 1, column: 2),
        InvalidCase(input: "{\"a\" 1}", code: .unexpectedCharacter, line: 1, column: 6),
        InvalidCase(input: "[1,]", code: .unexpectedCharacter, line: 1, column: 4),
        InvalidCase(input: "{\"a\":1,}", code: .unexpectedCharacter, line: 1, column: 8),
        InvalidCase(input: "[tRue]", code: .unexpectedCharacter, line: 1, column: 3),
        InvalidCase(input: "'x'", code: .unexpectedCharacter, line: 1, column: 1),
        InvalidCase(input: "[1] // c", code: .trailingContent, line: 1, column: 5),
        InvalidCase(input: "// c\n1", code: .unexpectedCharacter, line: 1, column: 1),
        InvalidCase(input: "/* c */ 1", code: .unexpectedCharacter, line: 1, column: 1),
        InvalidCase(input: "1 2", code: .trailingContent, line: 1, column: 3),
        InvalidCase(input: "{}x", code: .trailingContent, line: 1, column: 3),
        InvalidCase(input: "01", code: .invalidNumber, line: 1, column: 1),
        InvalidCase(input: "[-01]", code: .invalidNumber, line: 1, column: 3),
        InvalidCase(input: "-", code: .invalidNumber, line: 1, column: 2),
        InvalidCase(input: "1.", code: .invalidNumber, line: 1, column: 3),
        InvalidCase(input: "1.e5", code: .invalidNumber, line: 1, column: 3),
        InvalidCase(input: "1e", code: .invalidNumber, line: 1, column: 3),
        InvalidCase(input: "1e+", code: .invalidNumber, line: 1, column: 4),
        InvalidCase(input: ".5", code: .unexpectedCharacter, line: 1, column: 1),
        InvalidCase(input: "+1", code: .unexpectedCharacter, line: 1, column: 1),
        InvalidCase(input: "NaN", code: .invalidNumber, line: 1, column: 1),
        InvalidCase(input: "[Infinity]", code: .invalidNumber, line: 1, column: 2),
        InvalidCase(input: "-Infinity", code: .invalidNumber, line: 1, column: 2),
        InvalidCase(input: "\"a\\x\"", code: .invalidEscape, line: 1, column: 3),
        InvalidCase(input: "\"\\u12G4\"", code: .invalidEscape, line: 1, column: 2),
        InvalidCase(input: "\"\\ud800\"", code: .invalidEscape, line: 1, column: 2),
        InvalidCase(input: "\"\\ud800\\u0041\"", code: .invalidEscape, line: 1, column: 2),
        InvalidCase(input: "\"ab\\udc00\"", code: .invalidEscape, line: 1, column: 4),
        InvalidCase(input: "\"a\tb\"", code: .controlCharacter, line: 1, column: 3),
        InvalidCase(input: "[\"é\n\"]", code: .controlCharacter, line: 1, column: 4),
        InvalidCase(input: "\n\n   [1,,2]", code: .unexpectedCharacter, line: 3, column: 7),
    ]

    @Test(arguments: invalidCases)
    func rejectsInvalidInput(_ testCase: InvalidCase) {
        let error = #expect(throws: JSONParseError.self) { try JSONValue(parsing: testCase.input) }
        #expect(error?.code == testCase.code)
        #expect(error?.line == testCase.line)
        #expect(error?.column == testCase.column)
    }

    @Test(
        arguments: [
            [0xFF], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE4, 0xB8],
        ] as [[UInt8]])
    func rejectsInvalidUTF8InStrings(_ bad: [UInt8]) {
        let input = Array("[\"ok".utf8) + bad + Array("\"]".utf8)
        let error = #expect(throws: JSONParseError.self) { try JSONValue(parsing: input) }
        #expect(error?.code == .invalidUTF8)
        #expect(error?.offset == 4)
        let escaped = Array("[\"\\n".utf8) + bad + Array("\"]".utf8)
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: escaped) }
    }

    @Test func messagesReadWell() {
        let error = #expect(throws: JSONParseError.self) {
            try JSONValue(parsing: "{\n  \"a\": 1,\n  \"b\": 2 x\n}")
        }
        #expect(
            error?.description
                == "line 3, column 10: expected ',' or '}' after an object member, found 'x' [json.unexpected-character]"
        )
        #expect(error?.errorDescription == error?.description)
        #expect(error?.code.rawValue == "json.unexpected-character")
        #expect(error?.offset == 21)
        let end = #expect(throws: JSONParseError.self) { try JSONValue(parsing: "[1,") }
        #expect(end?.message == "expected a JSON value, found the end of input")
    }

    @Test func depthLimitStopsHostileNesting() {
        let deep = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        let error = #expect(throws: JSONParseError.self) { try JSONValue(parsing: deep) }
        #expect(error?.code == .tooDeep)
        #expect(error?.offset == 512)

        let objects = String(repeating: "{\"a\":", count: 600) + "1" + String(repeating: "}", count: 600)
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: objects) }
    }

    @Test func depthLimitIsConfigurable() throws {
        let nested = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let value = try JSONValue(parsing: nested, options: JSONParseOptions(maximumDepth: 600))
        #expect(value.serializedString() == nested)
        let error = #expect(throws: JSONParseError.self) {
            try JSONValue(parsing: "[[[1]]]", options: JSONParseOptions(maximumDepth: 2))
        }
        #expect(error?.code == .tooDeep)
        #expect(try JSONValue(parsing: "[[1]]", options: JSONParseOptions(maximumDepth: 2)) == [[1]])
    }
}
