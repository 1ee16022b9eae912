import Testing

@testable import KheperJSON

/// What no store or sync server can keep, U+0000 in text and numbers beyond `Double`, is refused where JSON comes
/// in, with its line and column, and read back only from a store that already holds it.
@Suite struct UnstorableValueTests {
    func refusal(_ text: String) throws -> JSONParseError {
        try #require(throws: JSONParseError.self) { try JSONValue(parsing: text) }
    }

    @Test func aNullEscapeInAStringIsRefusedWhereItStands() throws {
        let error = try refusal("{\"title\": \"Push\",\n \"text\": \"a\\u0000b\"}")
        #expect(error.code == .nullCharacter)
        #expect(
            error.description
                == "line 2, column 12: the escape \\u0000 puts U+0000 (NUL) in a string; expected text without "
                + "U+0000, which cannot be stored [json.null-character]")
    }

    @Test func aNullEscapeInAKeyIsRefusedToo() throws {
        #expect(try refusal("{\"a\\u0000\": 1}").code == .nullCharacter)
    }

    @Test func aRawNullByteIsAControlCharacterAndSaysSo() throws {
        let error = try refusal("[\"a\u{0}\"]")
        #expect(error.code == .controlCharacter)
        #expect(
            error.description
                == "line 1, column 4: a raw U+0000 (NUL) byte in a string; expected text without U+0000 [json.control-character]"
        )
    }

    @Test func otherEscapedControlsStillRead() throws {
        #expect(try JSONValue(parsing: "\"\\u0001\\u001f\"") == .string("\u{1}\u{1F}"))
    }

    @Test(arguments: ["1e309", "-1e309", "1.8e308", "1E+400", "-0.00001e314", String(repeating: "9", count: 309)])
    func aNumberBeyondDoubleIsRefusedWithItsText(_ literal: String) throws {
        let error = try refusal("{\"weight\": \(literal)}")
        #expect(error.code == .numberOutOfRange)
        #expect(error.line == 1 && error.column == 12)
        #expect(
            error.message
                == "the number \(literal) is too large: expected a number between -1.7976931348623157e+308 and "
                + "1.7976931348623157e+308")
    }

    @Test(arguments: [
        "1e308", "1.7976931348623157e308", "-1.7976931348623157e308", "1e-400", "-1.5e-300", "0.5",
        String(repeating: "9", count: 308), "1" + String(repeating: "0", count: 308) + "e-10",
    ])
    func aNumberWithinDoubleIsReadExactly(_ literal: String) throws {
        let value = try JSONValue(parsing: "[\(literal)]")
        #expect(value[0]?.numberValue?.literal == literal)
        #expect(value[0]?.numberValue?.exceedsDoubleRange == false)
    }

    @Test func theShortDecimalPathStillReadsExactly() throws {
        for literal in ["62.5", "-8", "0.1", "123456789012345", "99999999999999.9"] {
            let number = try #require(try JSONValue(parsing: literal).numberValue)
            #expect(number.doubleValue == Double(literal))
        }
    }

    @Test func storedDataReadsBackWhatWasKeptBeforeTheRule() throws {
        let text = #"{"text":"a\u0000b","keep":[1e400,-1e309]}"#
        let value = try JSONValue(parsing: text, options: .storedData)
        #expect(value["text"] == .string("a\u{0}b"))
        #expect(value["keep"]?[0]?.numberValue?.literal == "1e400")
        #expect(value.serializedString() == text)
    }

    @Test func aFiniteLiteralIsOneADoubleHolds() {
        #expect(JSONNumber(finiteLiteral: "1e308") != nil)
        #expect(JSONNumber(finiteLiteral: "1e309") == nil)
        #expect(JSONNumber(finiteLiteral: "-1e309") == nil)
        #expect(JSONNumber(finiteLiteral: "nan") == nil)
        #expect(JSONNumber(literal: "1e309") != nil)
    }
}
