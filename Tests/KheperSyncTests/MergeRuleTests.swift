import KheperCore
import KheperJSON
import KheperOrderKeys
import KheperSync
import KheperTrainingLog
import Testing

/// Each merge rule of docs/SYNC.md, on the reference server.
@Suite struct MergeRuleTests {
    typealias F = SyncFixtures

    /// A server holding workout `w` with root blocks a (key a0) and b (key a1), and c under b.
    static func server() throws -> ReferenceServer {
        let server = ReferenceServer()
        let outcomes = try server.push([
            ChangeRecord(client: "setup", seq: 1, base: 0, intent: .putWorkout(workout: "w", title: "W")),
            ChangeRecord(
                client: "setup", seq: 2, base: 0, intent: .insertBlock(workout: "w", block: F.block("a", "a0"))),
            ChangeRecord(
                client: "setup", seq: 3, base: 0, intent: .insertBlock(workout: "w", block: F.block("b", "a1"))),
            ChangeRecord(
                client: "setup", seq: 4, base: 0,
                intent: .insertBlock(workout: "w", block: F.block("c", under: "b", "a0"))),
        ])
        #expect(outcomes.map(\.status) == [.applied, .applied, .applied, .applied])
        return server
    }

    static func push(_ server: ReferenceServer, _ client: String, _ seq: Int, _ intent: ChangeIntent) throws
        -> PushOutcome
    {
        try #require(try server.push([ChangeRecord(client: client, seq: seq, base: 4, intent: intent)]).first)
    }

    @Test func perFieldLastWriterWinsInServerOrder() throws {
        let server = try Self.server()
        _ = try Self.push(
            server, "A", 1, .updateBlock(workout: "w", block: "a", fields: ["text": "A", "style": "h1"], kind: nil))
        _ = try Self.push(server, "B", 1, .updateBlock(workout: "w", block: "a", fields: ["text": "B"], kind: nil))
        let data = server.state.workouts["w"]?.blocks["a"]?.data
        #expect(data == ["text": "B", "style": "h1"])
        _ = try Self.push(server, "A", 2, .updateBlock(workout: "w", block: "a", fields: ["style": nil], kind: nil))
        #expect(server.state.workouts["w"]?.blocks["a"]?.data == ["text": "B"])
    }

    @Test func aDeletedBlockStaysDeleted() throws {
        let server = try Self.server()
        #expect(try Self.push(server, "A", 1, .deleteBlock(workout: "w", block: "b")).status == .applied)
        #expect(server.state.workouts["w"]?.blocks["c"]?.isDeleted == true)
        let update = try Self.push(
            server, "B", 1, .updateBlock(workout: "w", block: "c", fields: ["text": "y"], kind: nil))
        #expect(update.status == .rejected && update.reason == "The block \"c\" was deleted.")
        let move = try Self.push(server, "B", 2, .moveBlock(workout: "w", block: "a", parent: "b", order: F.key("a0")))
        #expect(move.status == .rejected && move.reason == "The block \"b\" was deleted.")
        let insert = try Self.push(server, "B", 3, .insertBlock(workout: "w", block: F.block("d", under: "c", "a0")))
        #expect(insert.status == .rejected)
        #expect(server.version == 5)
    }

    @Test func aMoveIntoItsOwnSubtreeIsRejectedAsACycle() throws {
        let server = try Self.server()
        let outcome = try Self.push(
            server, "A", 1, .moveBlock(workout: "w", block: "b", parent: "c", order: F.key("a0")))
        #expect(outcome.status == .rejected)
        #expect(outcome.reason == "The move would put the block \"b\" inside itself, a cycle.")
        let onto = try Self.push(server, "A", 2, .moveBlock(workout: "w", block: "b", parent: "b", order: F.key("a0")))
        #expect(onto.status == .rejected)
        let unknown = try Self.push(
            server, "A", 3, .moveBlock(workout: "w", block: "b", parent: "zz", order: F.key("a0")))
        #expect(unknown.status == .rejected && unknown.reason == "There is no parent block \"zz\".")
    }

    /// Two devices each move a set into the other's child: the first wins, the second is a cycle.
    @Test func crossedMovesKeepTheFirst() throws {
        let server = try Self.server()
        _ = try Self.push(server, "setup", 5, .insertBlock(workout: "w", block: F.block("d", under: "a", "a0")))
        let first = try Self.push(server, "A", 1, .moveBlock(workout: "w", block: "a", parent: "c", order: F.key("a0")))
        let second = try Self.push(
            server, "B", 1, .moveBlock(workout: "w", block: "b", parent: "d", order: F.key("a0")))
        #expect(first.status == .applied && second.status == .rejected)
        #expect(server.state.workouts["w"]?.blocks["a"]?.parent == "c")
    }

    @Test func aMoveChangesParentAndKeyTogether() throws {
        let server = try Self.server()
        _ = try Self.push(server, "A", 1, .moveBlock(workout: "w", block: "a", parent: "b", order: F.key("Zz")))
        let a = server.state.workouts["w"]?.blocks["a"]
        #expect(a?.parent == "b" && a?.order == F.key("Zz"))
    }

    @Test func aTakenKeyIsRewrittenBetweenTheSiblingAndTheNext() throws {
        let server = try Self.server()
        let outcome = try Self.push(server, "A", 1, .insertBlock(workout: "w", block: F.block("d", "a0")))
        #expect(outcome.status == .rewritten)
        let order = try #require(outcome.order)
        #expect(F.key("a0") < order && order < F.key("a1"))
        #expect(order.rawValue == "a0V")
        #expect(server.state.workouts["w"]?.blocks["d"]?.order == order)
        // The log holds the record as applied, with the new key.
        guard case .insertBlock(_, let logged) = try #require(server.log.last).change.intent else {
            Issue.record("not an insert")
            return
        }
        #expect(logged.order == order)
        let moved = try Self.push(server, "B", 1, .moveBlock(workout: "w", block: "c", parent: nil, order: F.key("a1")))
        #expect(moved.status == .rewritten && moved.order.map { $0 > F.key("a1") } == true)
    }

    @Test func insertingAnExistingIDIsDuplicateWhenIdenticalElseRejected() throws {
        let server = try Self.server()
        #expect(
            try Self.push(server, "A", 1, .insertBlock(workout: "w", block: F.block("a", "a0"))).status == .duplicate)
        let other = try Self.push(server, "A", 2, .insertBlock(workout: "w", block: F.block("a", "a0", text: "other")))
        #expect(other.status == .rejected)
        #expect(server.version == 4)
    }

    @Test func loggedSetsAreAppendOnlyByID() throws {
        let server = ReferenceServer()
        let set: JSONObject = ["id": "u1", "session": "s1", "reps": 5]
        #expect(try Self.push(server, "A", 1, .logSet(set: set)).status == .applied)
        #expect(try Self.push(server, "B", 1, .logSet(set: set)).status == .duplicate)
        #expect(server.state.loggedSets.count == 1)
    }

    @Test func aReplayedSeqIsADuplicateAndChangesNothing() throws {
        let server = try Self.server()
        let batch = [
            ChangeRecord(client: "A", seq: 1, base: 4, intent: .putWorkout(workout: "w", title: "New")),
            ChangeRecord(client: "A", seq: 2, base: 4, intent: .deleteBlock(workout: "w", block: "a")),
        ]
        #expect(try server.push(batch).map(\.status) == [.applied, .applied])
        let state = server.state
        #expect(try server.push(batch).map(\.status) == [.duplicate, .duplicate])
        #expect(server.state == state && server.version == 6)
    }

    @Test func aFailedPushAppliesNothingOrEverything() throws {
        let server = try Self.server()
        let record = ChangeRecord(client: "A", seq: 1, base: 4, intent: .putWorkout(workout: "w", title: "New"))
        server.failNextPush(.beforeApplying)
        #expect(throws: SyncError.self) { try server.push([record]) }
        #expect(server.version == 4)
        server.failNextPush(.afterApplying)
        #expect(throws: SyncError.self) { try server.push([record]) }
        #expect(server.version == 5)
        #expect(try server.push([record]).map(\.status) == [.duplicate])
    }

    @Test func pullPagesThroughTheLogInVersionOrder() throws {
        let server = try Self.server()
        let first = try server.pull(since: 0, max: 3)
        #expect(first.map(\.version) == [1, 2, 3])
        #expect(try server.pull(since: 3, max: 3).map(\.version) == [4])
        #expect(try server.pull(since: 4, max: 3).isEmpty)
    }
}
