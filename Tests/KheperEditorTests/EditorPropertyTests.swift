import Kheper
import KheperEditor
import KheperTestSupport
import Testing

@Suite("Editor properties")
struct EditorPropertyTests {
    static let seeds: [UInt64] = [1, 2, 3, 42]
    static let leafKinds: [BlockKind] = ["text", "exercise", "timer", "chart", "media", "divider"]
    static let setChildKinds: [BlockKind] = ["text", "exercise", "timer", "media"]

    /// A random document of the standard kinds: leaves at the root, and sets holding what sets allow.
    static func randomDocument(_ random: inout SeededGenerator) throws -> BlockDocument {
        var document = BlockDocument(id: "random", title: "Random")
        for _ in 0..<Int.random(in: 20...45, using: &random) {
            if Int.random(in: 0..<5, using: &random) == 0 {
                let set = try document.append(Fixtures.content(of: "set"))
                for _ in 0..<Int.random(in: 0...4, using: &random) {
                    try document.append(
                        Fixtures.content(of: setChildKinds.randomElement(using: &random)!), under: set.id)
                }
            } else {
                try document.append(Fixtures.content(of: leafKinds.randomElement(using: &random)!))
            }
        }
        return document
    }

    static func randomPoint(_ ids: [BlockID], _ random: inout SeededGenerator) -> InsertionPoint {
        guard let id = ids.randomElement(using: &random) else { return .rootEnd }
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return .before(id)
        case 1: return .after(id)
        case 2: return .firstChild(of: id)
        case 3: return .lastChild(of: id)
        case 4: return .rootStart
        default: return .rootEnd
        }
    }

    /// One random operation; refusals are expected and fine.
    static func randomOperation(
        _ editor: inout DocumentEditor,
        _ random: inout SeededGenerator
    ) throws(EditorError) -> ChangeSet {
        let ids = editor.document.allIDs
        let id = ids.randomElement(using: &random) ?? "none"
        switch Int.random(in: 0..<14, using: &random) {
        case 0, 1:
            let kinds = leafKinds + ["set"]
            return try editor.insertNew(kind: kinds.randomElement(using: &random)!, at: randomPoint(ids, &random))
                .changes
        case 2, 3:
            return try editor.move(id, to: randomPoint(ids, &random))
        case 4:
            return try editor.delete(id)
        case 5:
            let field: JSONPath = ["name"]
            let value: JSONValue = ["Squat", "Row", "", 3].randomElement(using: &random)!
            let coalescing = Bool.random(using: &random)
            let path: JSONPath = editor.document[id]?.content.kind == "text" ? ["text"] : field
            return try editor.update(id, [FieldChange(path: path, value: value)], coalescing: coalescing)
        case 6:
            return try editor.duplicate(id).changes
        case 7:
            guard let index = editor.document.index(of: id) else { throw EditorError(.unknownBlock, "none") }
            let siblings = editor.document.childIDs(of: editor.document[id]?.parentID)
            let wrapped = Array(siblings[index..<min(siblings.count, index + Int.random(in: 1...3, using: &random))])
            return try editor.wrap(wrapped, in: Fixtures.content(of: "set")).changes
        case 8:
            return try editor.unwrap(id)
        case 9:
            return try editor.convert(id, to: ["text", "exercise"].randomElement(using: &random)!)
        case 10:
            return editor.setTitle("Title \(Int.random(in: 0..<4, using: &random))")
        case 11, 12:
            return try editor.undo()
        default:
            return try editor.redo()
        }
    }

    /// Ids unique, sibling keys increasing, no nesting errors, depth within the limit.
    static func expectInvariants(_ document: BlockDocument, registry: BlockRegistry) {
        let ids = document.allIDs
        #expect(ids.count == document.count && Set(ids).count == ids.count)
        for parent in [nil] + ids.map(Optional.some) {
            let orders = document.children(of: parent).map(\.order)
            #expect(zip(orders, orders.dropFirst()).allSatisfy { $0 < $1 })
        }
        let nesting = registry.validate(document).filter {
            $0.severity == .error && $0.code.rawValue.hasPrefix("nesting.")
        }
        #expect(nesting.isEmpty, "\(nesting)")
        #expect(ids.allSatisfy { (document.depth(of: $0) ?? 0) < registry.maximumDepth })
    }

    @Test(arguments: seeds)
    func randomEditsKeepInvariantsAndPersist(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let registry = Fixtures.registry
        let store = InMemoryDocumentStore()
        var session = try DocumentSession.importing(try Self.randomDocument(&random), store: store, registry: registry)
        let original = session.document
        if seed % 2 == 1 {
            try session.perform { editor throws(EditorError) in editor.rebalanceThreshold = 3 }
        }
        var applied = 0
        for step in 0..<200 {
            let before = session.document
            let writes = store.appliedWrites.count
            let changes = try? session.perform { editor throws(EditorError) in
                try Self.randomOperation(&editor, &random)
            }
            let after = session.document
            Self.expectInvariants(after, registry: registry)
            guard let changes else {
                #expect(after == before, "a refusal changed the document at step \(step), seed \(seed)")
                #expect(store.appliedWrites.count == writes)
                continue
            }
            applied += changes.isEmpty ? 0 : 1
            #expect(changes.allIDs == differingIDs(before, after), "step \(step), seed \(seed)")
            if store.appliedWrites.count > writes, let write = store.appliedWrites.last {
                let written = Set(write.upserts.map(\.id) + write.deletions)
                #expect(written == changes.allIDs, "step \(step), seed \(seed)")
            }
            let stored = try #require(try store.loadDocument(id: original.id))
            let reloaded = registry.document(
                id: stored.id, title: stored.title, extraFields: stored.extraFields,
                records: stored.blocks)
            #expect(reloaded == after, "step \(step), seed \(seed)")
            if step % 40 == 39 {
                let again = try DocumentSession(loading: original.id, store: store, registry: registry)
                #expect(again.document == after && again.editor.history == session.editor.history)
            }
        }
        #expect(applied > 80, "only \(applied) of 200 operations changed something")
        // Undo everything in a new process: the stored history brings back the original exactly.
        var reopened = try DocumentSession(loading: original.id, store: store, registry: registry)
        while reopened.editor.canUndo {
            try reopened.perform { editor throws(EditorError) in try editor.undo() }
        }
        #expect(reopened.document == original)
        // The history is one log shared by every session: the first one's next operation sees those undos, and
        // redoing everything from it brings back the last state.
        let last = session.document
        let lastCursor = session.editor.history.absoluteCursor
        try session.perform { _ throws(EditorError) in }
        #expect(session.document == original && !session.editor.canUndo)
        while session.editor.history.absoluteCursor < lastCursor {
            try session.perform { editor throws(EditorError) in try editor.redo() }
        }
        #expect(session.document == last, "seed \(seed)")
    }
}
