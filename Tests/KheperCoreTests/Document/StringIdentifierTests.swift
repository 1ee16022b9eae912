import Foundation
import KheperCore
import Testing

@Suite struct StringIdentifierTests {
    @Test func blockAndDocumentIDsAreCodedAsTheirOneString() throws {
        let encoded = try JSONEncoder().encode(["block": BlockID("b1")])
        #expect(String(decoding: encoded, as: UTF8.self) == #"{"block":"b1"}"#)
        #expect(try JSONDecoder().decode([DocumentID].self, from: Data(#"["w1","w2"]"#.utf8)) == ["w1", "w2"])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DocumentID.self, from: Data("12".utf8)) }
    }

    @Test func identifiersOrderBytewiseAndPrintAsWritten() {
        #expect(BlockID("B") < BlockID("a"))
        #expect([DocumentID("b"), "a", "ab"].sorted() == ["a", "ab", "b"])
        #expect("\(DocumentID("w1"))" == "w1")
    }

    @Test func aFreshIdentifierIsALowercaseUUID() {
        let id = DocumentID.random()
        #expect(UUID(uuidString: id.rawValue) != nil)
        #expect(id.rawValue == id.rawValue.lowercased())
        #expect(BlockDocument().id != BlockDocument().id)
    }
}
