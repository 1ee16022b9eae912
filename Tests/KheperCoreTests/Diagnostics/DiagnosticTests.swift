import Foundation
import KheperCore
import Testing

@Suite struct DiagnosticTests {
    @Test func severitiesSortErrorsFirst() {
        #expect([Diagnostic.Severity.info, .error, .warning].sorted() == [.error, .warning, .info])
    }

    @Test func codesAreWrittenAndReadAsPlainStrings() throws {
        let diagnostic = Diagnostic.error("note.too-long", "\"text\" is too long", at: ["text"])
        let data = try JSONEncoder().encode(diagnostic)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["code"] as? String == "note.too-long")
        #expect(object["severity"] as? String == "error")
        #expect(try JSONDecoder().decode(Diagnostic.self, from: data) == diagnostic)
        #expect(diagnostic.description == "text: error: \"text\" is too long [note.too-long]")
    }
}
