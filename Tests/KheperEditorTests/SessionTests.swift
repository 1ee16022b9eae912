import Foundation
import Kheper
import KheperEditor
import Testing

@Suite("Sessions, stores and files")
struct SessionTests {
    @Test func performWritesChangedRowsAndHistoryBeforeReturning() throws {
        let store = InMemoryDocumentStore()
        var session = try DocumentSession.importing(try Fixtures.document(), store: store, registry: Fixtures.registry)
        let changes = try session.perform { editor throws(EditorError) in try editor.move("c1", to: .rootStart) }
        let write = try #require(store.appliedWrites.last)
        #expect(write.upserts.map(\.id) == changes.moved && write.deletions.isEmpty && write.title == nil)
        #expect(write.history?.upserts.map(\.position) == [0] && write.history?.cursor == 1)
        try session.perform { editor throws(EditorError) in try editor.undo() }
        let undo = try #require(store.appliedWrites.last)
        #expect(undo.history == HistoryChange(cursor: 0) && undo.upserts.map(\.id) == ["c1"])
        try session.perform { editor throws(EditorError) in editor.setTitle("Leg day") }
        let title = try #require(store.appliedWrites.last)
        #expect(title.title == "Leg day" && title.history?.removeFrom == 0 && title.upserts.isEmpty)
    }

    @Test func coalescedEditReplacesLastEntry() throws {
        let store = InMemoryDocumentStore()
        var session = try DocumentSession.importing(try Fixtures.document(), store: store, registry: Fixtures.registry)
        for name in ["F", "Fr"] {
            try session.perform { editor throws(EditorError) in
                try editor.update("e1", [FieldChange(path: ["name"], value: .string(name))], coalescing: true)
            }
        }
        let write = try #require(store.appliedWrites.last?.history)
        #expect(write.removeFrom == 0 && write.upserts.map(\.position) == [0] && write.cursor == 1)
        #expect(try store.loadDocument(id: "w")?.history.count == 1)
    }

    @Test func boundedHistoryDropsOldRows() throws {
        let store = InMemoryDocumentStore()
        var session = try DocumentSession.importing(try Fixtures.document(), store: store, registry: Fixtures.registry)
        for index in 0..<205 {
            try session.perform { editor throws(EditorError) in editor.setTitle("T\(index)") }
        }
        #expect(store.appliedWrites.last?.history?.removeBefore == 5)
        let stored = try #require(try store.loadDocument(id: "w"))
        #expect(stored.history.count == 200 && stored.history.first?.position == 5 && stored.historyCursor == 205)
    }

    @Test func storageFailureRollsBack() throws {
        let store = InMemoryDocumentStore()
        var session = try DocumentSession.importing(try Fixtures.document(), store: store, registry: Fixtures.registry)
        let before = session.document
        store.failNextWrite(with: StoreError(.io, "disk full"))
        #expect {
            try session.perform { editor throws(EditorError) in try editor.delete("s1") }
        } throws: { ($0 as? EditorError)?.code == .storage }
        #expect(session.document == before && !session.editor.canUndo)
    }

    @Test func failedOperationRollsBackEarlierSteps() throws {
        let store = InMemoryDocumentStore()
        var session = try DocumentSession.importing(try Fixtures.document(), store: store, registry: Fixtures.registry)
        let before = session.document
        #expect(throws: EditorError.self) {
            try session.perform { editor throws(EditorError) in
                try editor.delete("t1")
                try editor.delete("nope")
            }
        }
        #expect(session.document == before && store.appliedWrites.isEmpty)
    }

    @Test func undoWorksAcrossProcesses() throws {
        let store = InMemoryDocumentStore()
        var session = try DocumentSession.importing(try Fixtures.document(), store: store, registry: Fixtures.registry)
        try session.perform { editor throws(EditorError) in try editor.delete("s1") }
        try session.perform { editor throws(EditorError) in try editor.duplicate("e1") }
        var reopened = try DocumentSession(loading: "w", store: store, registry: Fixtures.registry)
        #expect(reopened.document == session.document)
        try reopened.perform { editor throws(EditorError) in
            try editor.undo()
            try editor.undo()
        }
        #expect(try reopened.document == Fixtures.document())
        #expect(
            try DocumentSession(loading: "w", store: store, registry: Fixtures.registry).document == reopened.document)
    }

    @Test func loadingUnknownWorkoutFails() {
        #expect {
            try DocumentSession(loading: "nope", store: InMemoryDocumentStore(), registry: Fixtures.registry)
        } throws: { ($0 as? EditorError)?.code == .storage }
    }

    @Test func storeContract() throws {
        let store = StoreContainer.inMemory().store
        let record = DocumentRecord(id: "a", title: "A", blocks: [])
        try store.createDocument(record)
        #expect { try store.createDocument(record) } throws: { ($0 as? StoreError)?.code == .alreadyExists }
        #expect { try store.apply(StoreWrite(documentID: "b")) } throws: { ($0 as? StoreError)?.code == .notFound }
        #expect { try store.deleteDocument(id: "b") } throws: { ($0 as? StoreError)?.code == .notFound }
        #expect(try store.listDocuments().map(\.id) == ["a"])
        try store.deleteDocument(id: "a")
        #expect(try store.loadDocument(id: "a") == nil)
    }

    @Test @MainActor func editorModelPublishesOutcomes() throws {
        let session = try DocumentSession.importing(
            try Fixtures.document(), store: InMemoryDocumentStore(), registry: Fixtures.registry)
        let model = EditorModel(session: session)
        let id = model.insertNew(kind: "exercise", shorthand: "Row 3x10", at: .lastChild(of: "s1"))
        #expect(id != nil && model.canUndo && model.lastChanges?.inserted == [id!])
        model.insertNew(kind: "set", at: .lastChild(of: "s1"))
        #expect(model.lastError?.code == .nestingNotAllowed)
        model.undo()
        #expect(try model.document == Fixtures.document() && model.canRedo && model.lastError == nil)
    }
}
