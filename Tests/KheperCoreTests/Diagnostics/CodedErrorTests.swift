import Foundation
import KheperCore
import Testing

@Suite struct CodedErrorTests {
    /// Checks that `error` has the one shape every error has: a code, a message, and `message [code]`.
    private func expectOneShape(
        _ error: some CodedError, code: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(error.code.rawValue == code, sourceLocation: sourceLocation)
        #expect(!error.message.isEmpty && !error.message.contains("[\(code)]"), sourceLocation: sourceLocation)
        #expect(error.description.hasSuffix("\(error.message) [\(code)]"), sourceLocation: sourceLocation)
        #expect(error.errorDescription == error.description, sourceLocation: sourceLocation)
        #expect((error as any Error).localizedDescription == error.description, sourceLocation: sourceLocation)
    }

    @Test func everyKernelAndLeafErrorHasOneShape() throws {
        let tag = try #require(throws: BlockKindError.self) { try BlockKind(validating: "Bad Tag") }
        expectOneShape(tag, code: "block-kind.malformed")
        #expect(tag.message.contains("\"Bad Tag\""))

        let json = try #require(throws: JSONParseError.self) { try JSONValue(parsing: "[1,") }
        expectOneShape(json, code: "json.unexpected-end")
        #expect(json.description.hasPrefix("line 1, column 4: "))

        let key = try #require(throws: OrderKeyError.self) { try OrderKey("a00") }
        expectOneShape(key, code: "order-key.trailing-zero")

        let format = try #require(throws: DocumentFormatError.self) {
            try BlockRegistry([]).decodeDocument(from: Array("{".utf8))
        }
        expectOneShape(format, code: "format.not-json")
        #expect(format.message == "the input is not valid JSON: line 1, column 2: \(try #require(nestedMessage("{")))")
    }

    @Test func aRegistryErrorListsEachProblemWithItsCode() throws {
        let error = try #require(throws: RegistryError.self) { try BlockRegistry([], maximumDepth: 0) }
        #expect(error.code == error.problems[0].code)
        #expect(error.description == error.message)
        #expect(error.errorDescription == error.message)
        #expect(error.problems.allSatisfy { error.message.contains("[\($0.code.rawValue)]") })
    }

    private func nestedMessage(_ text: String) -> String? {
        do {
            _ = try JSONValue(parsing: text)
            return nil
        } catch {
            return error.message
        }
    }
}
