import Testing

@testable import KheperJSON

/// Parsing and writing a root member's array one element at a time, and values kept as compact text.
@Suite struct JSONStreamingTests {
    private let text = """
        {"format": "x", "blocks": [{"a": 1, "b": [2.50, {"c": null}]}, 7, {"k": 1, "k": 2}], "tail": {"blocks": [1]}}
        """

    @Test func streamedElementsArriveInOrderAndLeaveAnEmptyArray() throws {
        var elements: [(Int, JSONValue)] = []
        let result = try JSONValue.parseReportingRepeats(Array(text.utf8), streamingElementsOf: "blocks") {
            elements.append(($0, $1))
        }
        let whole = try JSONValue(parsing: Array(text.utf8))
        #expect(elements.map(\.0) == [0, 1, 2])
        #expect(elements.map(\.1) == whole["blocks"]?.arrayValue)
        #expect(elements[0].1.serializedString() == #"{"a":1,"b":[2.50,{"c":null}]}"#)
        #expect(result.value["blocks"] == .array([]))
        // Only the root's member streams: the nested one of the same name is kept.
        #expect(result.value["tail"] == ["blocks": [1]])
        #expect(result.value["format"] == "x")
    }

    @Test func aRepeatedKeyInAStreamedElementIsReportedWithItsIndex() throws {
        let result = try JSONValue.parseReportingRepeats(Array(text.utf8), streamingElementsOf: "blocks") { _, _ in }
        #expect(result.duplicateKeys.map(\.path) == [["blocks", 2, "k"]])
        #expect(result.duplicateKeys == (try JSONValue.parseReportingRepeats(Array(text.utf8))).duplicateKeys)
    }

    @Test func aDocumentWithoutTheMemberParsesWhole() throws {
        var calls = 0
        let result = try JSONValue.parseReportingRepeats(
            Array("[{\"blocks\": [1]}]".utf8), streamingElementsOf: "blocks"
        ) {
            _, _ in calls += 1
        }
        #expect(calls == 0)
        #expect(result.value == [["blocks": [1]]])
    }

    @Test func streamingParseErrorsAreTheSame() {
        let broken = Array(#"{"blocks": [1, {"a": tru}]}"#.utf8)
        let plain = #expect(throws: JSONParseError.self) { try JSONValue(parsing: broken) }
        let streamed = #expect(throws: JSONParseError.self) {
            try JSONValue.parseReportingRepeats(broken, streamingElementsOf: "blocks") { _, _ in }
        }
        #expect(streamed?.offset == plain?.offset)
        #expect(streamed?.message == plain?.message)
    }

    @Test(arguments: [JSONWriteOptions(), .prettyPrinted, .sortedKeys, [.prettyPrinted, .sortedKeys]])
    func streamedWritingMatchesWritingTheWholeValue(options: JSONWriteOptions) throws {
        let whole = try JSONValue(parsing: Array(text.utf8))
        let elements = whole["blocks"]?.arrayValue ?? []
        var envelope = whole.objectValue ?? JSONObject()
        envelope["blocks"] = .array([])
        let streamed = JSONValue.object(envelope).serialized(
            options, streamingElementsOf: "blocks", count: elements.count
        ) {
            elements[$0]
        }
        #expect(streamed == whole.serialized(options))
        let empty = JSONValue.object(envelope).serialized(options, streamingElementsOf: "blocks", count: 0) { _ in .null
        }
        #expect(empty == JSONValue.object(envelope).serialized(options))
    }

    @Test func writingStreamsOnlyAnObjectsMember() {
        let value: JSONValue = [1, 2]
        #expect(value.serialized(streamingElementsOf: "blocks", count: 3) { _ in .null } == value.serialized())
    }

    @Test func textKeepsNumberTextAndMemberOrder() throws {
        let value = try JSONValue(parsing: Array(#"{"z": 1.50, "a": [1E3, -0, "é\n"], "m": {}}"#.utf8))
        let kept = JSONText(value)
        #expect(kept.value.serialized() == value.serialized())
        #expect(kept.value.objectValue?.keys == ["z", "a", "m"])
        #expect(kept.bytes == value.serialized())
    }
}
