import Foundation
import KheperFuzzing
import Testing

/// Every committed fuzzing input, seeds and past crashes alike, still satisfies its target's property.
@Suite("Fuzzing corpus replay")
struct CorpusReplayTests {
    @Test("every input of the corpus holds", arguments: FuzzProperty.all.map(\.name))
    func corpusHolds(_ name: String) throws {
        let property = try #require(FuzzProperty.named(name))
        let inputs = try Self.corpus(of: property)
        #expect(!inputs.isEmpty, "the corpus of \(property.name) is empty")
        for (name, bytes) in inputs {
            do {
                try property.check(bytes)
            } catch {
                Issue.record("\(property.name)/\(name): \(error)")
            }
        }
    }

    @Test("every property has a corpus here")
    func everyTargetIsReplayed() throws {
        let root = try #require(Bundle.module.url(forResource: "Corpus", withExtension: nil))
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        #expect(folders == FuzzProperty.all.map(\.name).sorted())
    }

    static func corpus(of property: FuzzProperty) throws -> [(String, [UInt8])] {
        let folder = try #require(Bundle.module.url(forResource: "Corpus/\(property.name)", withExtension: nil))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        return try names.map { name in
            (name, [UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
        }
    }
}
