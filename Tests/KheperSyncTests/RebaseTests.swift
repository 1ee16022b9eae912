import Kheper
import KheperCore
import KheperEditor
import KheperJSON
import KheperOrderKeys
import KheperSync
import KheperTrainingLog
import Testing

/// The rebase: own unconfirmed changes go back on top of the server's; undo history keeps only what still holds.
@Suite struct RebaseTests {
    typealias F = SyncFixtures

    @Test func ownChangesGoBackOnTopOfTheServers() throws {
        let server = ReferenceServer()
        _ = try server.push([
            ChangeRecord(client: "B", seq: 1, base: 0, intent: .putWorkout(workout: "w", title: "W")),
            ChangeRecord(client: "B", seq: 2, base: 0, intent: .insertBlock(workout: "w", block: F.block("a", "a0"))),
        ])
        let pending = [
            ChangeRecord(client: "A", seq: 1, base: 0, intent: .putWorkout(workout: "w", title: "Mine")),
            ChangeRecord(client: "A", seq: 2, base: 0, intent: .insertBlock(workout: "w", block: F.block("b", "a0"))),
            ChangeRecord(client: "A", seq: 3, base: 0, intent: .deleteBlock(workout: "w", block: "zz")),
        ]
        let rebase = Rebase.run(
            shadow: MergeState(), cursor: 0, pulled: try server.pull(since: 0, max: 10), pending: pending)
        #expect(rebase.cursor == 2)
        #expect(rebase.shadow == server.state)
        #expect(rebase.local.workouts["w"]?.title == "Mine")
        let b = try #require(rebase.local.workouts["w"]?.blocks["b"])
        #expect(b.order > F.key("a0"))
        #expect(rebase.replayed.map(\.result.status) == [.applied, .rewritten, .rejected])
    }

    @Test func rejectedChangesAreDroppedAndAcknowledgedOnesComeFromThePull() throws {
        let server = ReferenceServer()
        let mine = [
            ChangeRecord(client: "A", seq: 1, base: 0, intent: .putWorkout(workout: "w", title: "W")),
            ChangeRecord(client: "A", seq: 2, base: 0, intent: .deleteBlock(workout: "w", block: "zz")),
        ]
        let outcomes = try server.push(mine)
        let rebase = Rebase.run(
            shadow: MergeState(), cursor: 0, pulled: try server.pull(since: 0, max: 10), pending: mine,
            outcomes: Dictionary(uniqueKeysWithValues: outcomes.map { ($0.seq, $0) }))
        #expect(rebase.replayed.isEmpty)
        #expect(rebase.local == server.state)
    }

    /// Undo stays coherent: a step whose blocks are as it left them stays undoable; one that another device
    /// changed underneath is dropped with every older step.
    @Test func historyKeepsOnlyStepsThatStillDescribeTheDocument() throws {
        var editor = DocumentEditor(document: try SyncFixtures.document(), registry: .standard)
        _ = try editor.update("t1", [FieldChange(path: ["text"], value: "One")])
        _ = try editor.update("e2", [FieldChange(path: ["name"], value: "Two")])
        let done = editor.history.entries
        var rows: [BlockID: BlockRecord] = [:]
        for id in editor.document.allIDs { rows[id] = try BlockRegistry.standard.record(of: editor.document[id]!) }
        #expect(HistoryRebase.keptCount(done: done, title: "Push day", rows: rows) == 2)
        var changedElsewhere = rows
        changedElsewhere["t1"]?.data = ["text": "Theirs"]
        #expect(HistoryRebase.keptCount(done: done, title: "Push day", rows: changedElsewhere) == 1)
        changedElsewhere["e2"]?.order = F.key("Zz")
        #expect(HistoryRebase.keptCount(done: done, title: "Push day", rows: changedElsewhere) == 0)
    }

    /// A delete the server holds cannot be undone: a deleted block stays deleted, so the step is dropped.
    @Test func aDeleteTheServerHoldsIsNoLongerUndoable() throws {
        var editor = DocumentEditor(document: try SyncFixtures.document(), registry: .standard)
        _ = try editor.delete("t1")
        var rows: [BlockID: BlockRecord] = [:]
        for id in editor.document.allIDs { rows[id] = try BlockRegistry.standard.record(of: editor.document[id]!) }
        let done = editor.history.entries
        #expect(HistoryRebase.keptCount(done: done, title: "Push day", rows: rows) == 1)
        #expect(HistoryRebase.keptCount(done: done, title: "Push day", rows: rows, deleted: ["t1"]) == 0)
    }
}
