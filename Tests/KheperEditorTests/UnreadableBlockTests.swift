import Kheper
import KheperEditor
import Testing

/// A block whose stored data could not be read is shown as unreadable and kept as its text; it can be moved,
/// undone, exported and removed, and writing it back never changes that text.
@Suite struct UnreadableBlockTests {
    /// Stored data nested past the parser's limit.
    static let text = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)

    /// An in-memory store holding workout "w": text "t1", the unreadable exercise "x", text "t2".
    static func store() throws -> InMemoryDocumentStore {
        let store = InMemoryDocumentStore()
        let bad = BlockRecord.unreadable(
            id: "x", parentID: nil, order: try OrderKey("a1"), kind: "exercise", version: 1, storedData: text,
            extraFields: ["x-app": "kept"], reason: "nesting depth exceeds the limit of 512")
        try store.createDocument(
            DocumentRecord(
                id: "w", title: "Legs",
                blocks: [
                    BlockRecord(
                        id: "t1", parentID: nil, order: try OrderKey("a0"), kind: "text", version: 1,
                        data: ["text": "Warm up"]),
                    bad,
                    BlockRecord(
                        id: "t2", parentID: nil, order: try OrderKey("a2"), kind: "text", version: 1,
                        data: ["text": "Cool down"]),
                ]))
        return store
    }

    @Test func loadsAsAnUnreadableRawBlockWithADiagnostic() throws {
        let session = try DocumentSession(loading: "w", store: Self.store(), registry: Fixtures.registry)
        let node = try #require(session.document["x"])
        guard case .unknown(let raw) = node.content else {
            Issue.record("the block is not raw: \(node.content)")
            return
        }
        #expect(raw.reason == .unreadableData(message: "nesting depth exceeds the limit of 512"))
        #expect(raw.data == .string(Self.text))
        let finding = try #require(Fixtures.registry.validate(session.document).first { $0.blockID == "x" })
        #expect(finding.message.hasPrefix("unreadable:") && finding.message.contains("exceeds the limit of 512"))
    }

    @Test func movesUndoesAndRemovesWithoutChangingTheStoredText() throws {
        let store = try Self.store()
        var session = try DocumentSession(loading: "w", store: store, registry: Fixtures.registry)
        try session.perform { editor throws(EditorError) in try editor.move("x", to: .after("t2")) }
        let moved = try #require(try store.loadDocument(id: "w")?.blocks.first { $0.id == "x" })
        #expect(moved.data == .string(Self.text) && moved.unreadableReason != nil)
        #expect(moved.extraFields == ["x-app": "kept"])
        try session.perform { editor throws(EditorError) in try editor.undo() }
        let back = try #require(try store.loadDocument(id: "w")?.blocks.first { $0.id == "x" })
        #expect(back.order.rawValue == "a1" && back.data == .string(Self.text) && back.unreadableReason != nil)
        try session.perform { editor throws(EditorError) in try editor.delete("x") }
        #expect(try store.loadDocument(id: "w")?.blocks.map(\.id).sorted() == ["t1", "t2"])
        try session.perform { editor throws(EditorError) in try editor.undo() }
        #expect(try store.loadDocument(id: "w")?.blocks.first { $0.id == "x" }?.data == .string(Self.text))
    }

    @Test func refusesFieldEditsAndExportsTheTextAsAString() throws {
        var session = try DocumentSession(loading: "w", store: Self.store(), registry: Fixtures.registry)
        let error = try #require(throws: EditorError.self) {
            try session.perform { editor throws(EditorError) in
                try editor.update("x", [FieldChange(path: .root, value: ["name": "Squat"])])
            }
        }
        #expect(error.code == .invalidValue && error.message.contains("could not be read"))
        let exported = try Fixtures.registry.encode(session.document)
        let block = try #require(exported["blocks"]?[1])
        #expect(block["type"] == "exercise" && block["data"] == .string(Self.text))
        let reread = try Fixtures.registry.decodeDocument(from: exported.serializedString())
        #expect(reread.document.count == 3)
    }
}
