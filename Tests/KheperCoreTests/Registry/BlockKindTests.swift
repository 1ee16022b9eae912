import KheperCore
import Testing

@Suite struct BlockKindTests {
    @Test(arguments: ["exercise", "a", "x2", "drop-set", "acme/stretch", "a1-b/c-2"])
    func acceptsWellFormedTags(_ tag: String) throws {
        let kind = try BlockKind(validating: tag)
        #expect(kind.rawValue == tag)
        #expect(kind.isWellFormed)
    }

    @Test(arguments: ["", "Exercise", "1abc", "-a", "a/", "/a", "a//b", "a/b/c", "a b", "acme/Stretch", "é", "a_b"])
    func rejectsMalformedTags(_ tag: String) {
        #expect(throws: BlockKindError.self) { try BlockKind(validating: tag) }
        #expect(!BlockKind(stringLiteral: tag).isWellFormed)
    }

    @Test func errorNamesTheTagAndTheExpectedForm() {
        let error = #expect(throws: BlockKindError.self) { try BlockKind(validating: "Bad Tag") }
        #expect(error?.description.contains("\"Bad Tag\"") == true)
        #expect(error?.description.contains("[a-z][a-z0-9-]*") == true)
    }

    @Test func splitsNamespaceAndName() throws {
        let namespaced = try BlockKind(validating: "acme/stretch")
        #expect(namespaced.namespace == "acme")
        #expect(namespaced.name == "stretch")
        let bare = try BlockKind(validating: "timer")
        #expect(bare.namespace == nil)
        #expect(bare.name == "timer")
    }
}
