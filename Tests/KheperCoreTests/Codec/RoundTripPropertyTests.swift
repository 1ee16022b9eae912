import KheperCore
import Testing

@Suite struct RoundTripPropertyTests {
    static let seeds: [UInt64] = Array(1...40)

    @Test(arguments: seeds)
    func randomDocumentsSurviveDecodeEncodeDecode(seed: UInt64) throws {
        let registry = SampleKinds.registry()
        var random = RandomDocuments(seed: seed)
        let input = random.document()
        let first = try registry.decodeDocument(from: input.serialized())
        let written = try registry.encode(first.document)
        #expect(written == input, "seed \(seed): the written document differs from the input")
        let second = try registry.decodeDocument(from: registry.encodedJSON(first.document))
        #expect(second.document == first.document, "seed \(seed): decoding the output gave another document")
        #expect(second.diagnostics == first.diagnostics, "seed \(seed): the findings changed")
    }
}
