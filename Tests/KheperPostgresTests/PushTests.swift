import Foundation
import KheperOrderKeys
import KheperPostgres
import Testing

/// `kheper.push` and `kheper.pull` against a real server: outcomes, replays and each merge rule.
@Suite("push and pull")
struct PushTests {
    /// The user's blocks as `id parent order type data deleted` lines, sorted, to compare states.
    private static func blocks(_ user: TestUser) throws -> [String] {
        try user.own(
            "SELECT id, coalesce(parent_id, '-'), order_key, type, data::text, deleted FROM kheper.blocks "
                + "WHERE owner = $1 ORDER BY id"
        ).rows.map { row in row.map { $0 ?? "NULL" }.joined(separator: " ") }
    }

    @Test("a batch applies in order and returns one outcome per record")
    func appliesBatch() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            var records = ChangeRecords()
            let outcomes = try alice.push([
                records.putWorkout("w1", title: "Push day"),
                records.insert("b1", in: "w1", order: "a0", data: ["text": "Warm up"]),
                records.insert("b2", in: "w1", order: "a1", type: "set"),
                records.insert("b3", in: "w1", parent: "b2", order: "a0"),
                records.update("b1", in: "w1", fields: ["text": "Warm up well", "note": "easy"]),
            ])
            #expect(outcomes.map(\.seq) == [1, 2, 3, 4, 5])
            #expect(outcomes.map(\.status) == Array(repeating: .applied, count: 5))
            // Versions count the user's own changes, from 1, and the log holds exactly these.
            let versions = outcomes.map(\.version)
            #expect(versions == [1, 2, 3, 4, 5])
            #expect(try alice.pull().map(\.version) == versions)
            #expect(
                try Self.blocks(alice) == [
                    #"b1 - a0 text {"note": "easy", "text": "Warm up well"} f"#, "b2 - a1 set {} f",
                    "b3 b2 a0 text {} f",
                ])
            #expect(try alice.own("SELECT title FROM kheper.workouts WHERE owner = $1").scalar == "Push day")
            // An update names only the fields it changes; null removes one.
            let removal = try alice.push([records.update("b1", in: "w1", fields: ["note": NSNull()])])
            #expect(removal.map(\.status) == [.applied])
            #expect(try Self.blocks(alice).first == #"b1 - a0 text {"text": "Warm up well"} f"#)
        }
    }

    @Test("a replayed batch is duplicate and changes nothing")
    func replayIsDuplicate() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            var records = ChangeRecords()
            let batch = [
                records.putWorkout("w1", title: "Legs"), records.insert("b1", in: "w1", order: "a0"),
                records.move("b1", in: "w1", parent: "b1", order: "a0"),
            ]
            let first = try alice.push(batch)
            #expect(first.map(\.status) == [.applied, .applied, .rejected])
            let before = try Self.blocks(alice)
            let replay = try alice.push(batch)
            #expect(replay.map(\.status) == [.duplicate, .duplicate, .duplicate])
            #expect(replay.map(\.version) == Array(repeating: first[1].version, count: 3))
            #expect(try Self.blocks(alice) == before)
            #expect(try alice.pull().count == 2)
            // A lower seq from the same client, even with new content, is a replay too.
            var stale = records
            let old = stale.insert("b9", in: "w1", order: "a5")
            var replayed = old
            replayed["seq"] = 2
            #expect(try alice.push([replayed]).map(\.status) == [.duplicate])
            #expect(try Self.blocks(alice) == before)
        }
    }

    @Test("an order key a live sibling holds is rewritten strictly between it and the next sibling")
    func keyCollisionIsRewritten() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            var phone = ChangeRecords(client: "phone")
            var laptop = ChangeRecords(client: "laptop")
            let setup = try alice.push([
                phone.putWorkout("w1", title: "Arms"), phone.insert("a", in: "w1", order: "a0"),
                phone.insert("c", in: "w1", order: "a1"),
            ])
            let outcomes = try alice.push([laptop.insert("b", in: "w1", order: "a0")])
            let outcome = try #require(outcomes.first)
            #expect(outcome.status == .rewritten)
            let key = try #require(outcome.order)
            #expect(key == (try FractionalIndex.key(between: "a0", and: "a1")))
            #expect("a0" < key && key < "a1")
            // The log holds the record as applied, with the new key.
            let logged = try #require(try alice.pull(since: setup[2].version).first)
            let change = try #require(
                try JSONSerialization.jsonObject(with: Data(logged.changeJSON.utf8)) as? [String: Any])
            #expect(change["order"] as? String == key)
            #expect(logged.client == "laptop" && logged.seq == 1)
            // A move onto a held key is rewritten the same way; a deleted sibling's key is free.
            let move = try alice.push([laptop.move("c", in: "w1", parent: nil, order: "a0")])
            #expect(move.first?.status == .rewritten)
            let moved = try #require(move.first?.order)
            #expect("a0" < moved && moved < key)
            _ = try alice.push([laptop.delete("a", in: "w1")])
            #expect(try alice.push([laptop.insert("d", in: "w1", order: "a0")]).first?.status == .applied)
        }
    }

    @Test("a move into itself or its descendant is rejected as a cycle; a missing parent is rejected")
    func cycleIsRejected() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            var records = ChangeRecords()
            let setup = try alice.push([
                records.putWorkout("w1", title: "Core"), records.insert("set1", in: "w1", order: "a0", type: "set"),
                records.insert("set2", in: "w1", parent: "set1", order: "a0", type: "set"),
                records.insert("leaf", in: "w1", parent: "set2", order: "a0"),
            ])
            let before = try Self.blocks(alice)
            let outcomes = try alice.push([
                records.move("set1", in: "w1", parent: "set1", order: "a1"),
                records.move("set1", in: "w1", parent: "leaf", order: "a1"),
                records.move("set1", in: "w1", parent: "nowhere", order: "a1"),
            ])
            #expect(outcomes.map(\.status) == [.rejected, .rejected, .rejected])
            #expect(outcomes[0].reason == #"The move would put the block "set1" inside itself, a cycle."#)
            #expect(outcomes[1].reason == #"The move would put the block "set1" inside itself, a cycle."#)
            #expect(outcomes[2].reason == #"There is no parent block "nowhere"."#)
            #expect(outcomes.map(\.version) == Array(repeating: setup[3].version, count: 3))
            #expect(try Self.blocks(alice) == before)
            // Moving the inner set out to the root is fine, and then the outer one may go inside it.
            let fine = try alice.push([
                records.move("set2", in: "w1", parent: nil, order: "a1"),
                records.move("set1", in: "w1", parent: "set2", order: "a1"),
            ])
            #expect(fine.map(\.status) == [.applied, .applied])
        }
    }

    @Test("a delete wins over later updates, moves and inserts under the deleted block")
    func deleteWins() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            var phone = ChangeRecords(client: "phone")
            var tablet = ChangeRecords(client: "tablet")
            _ = try alice.push([
                phone.putWorkout("w1", title: "Back"), phone.insert("set", in: "w1", order: "a0", type: "set"),
                phone.insert("row", in: "w1", parent: "set", order: "a0"),
                phone.insert("other", in: "w1", order: "a1"),
            ])
            #expect(try alice.push([phone.delete("set", in: "w1")]).first?.status == .applied)
            let outcomes = try alice.push([
                tablet.update("set", in: "w1", fields: ["reps": 5]),
                tablet.update("row", in: "w1", fields: ["reps": 5]),
                tablet.move("row", in: "w1", parent: nil, order: "a2"),
                tablet.move("other", in: "w1", parent: "set", order: "a0"),
                tablet.insert("new", in: "w1", parent: "row", order: "a0"),
                tablet.insert("set", in: "w1", order: "a5"),
            ])
            #expect(outcomes.map(\.status) == Array(repeating: .rejected, count: 6))
            #expect(outcomes[0].reason == #"The block "set" was deleted."#)
            #expect(outcomes[1].reason == #"The block "row" was deleted."#)
            #expect(outcomes[3].reason == #"The block "set" was deleted."#)
            #expect(outcomes[4].reason == #"The block "row" was deleted."#)
            #expect(
                try Self.blocks(alice) == ["other - a1 text {} f", "row set a0 text {} t", "set - a0 set {} t"])
            // Deleting it again changes nothing; a deleted workout takes every later change with it.
            #expect(try alice.push([tablet.delete("set", in: "w1")]).first?.status == .applied)
            _ = try alice.push([phone.deleteWorkout("w1")])
            let late = try alice.push([tablet.update("other", in: "w1", fields: ["x": 1])])
            #expect(late.first?.reason == #"The workout "w1" was deleted."#)
        }
    }

    @Test("an insert of an existing id is duplicate when identical, else rejected")
    func insertExistingID() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            var phone = ChangeRecords(client: "phone")
            var tablet = ChangeRecords(client: "tablet")
            _ = try alice.push([phone.putWorkout("w1", title: "T"), phone.insert("b", in: "w1", order: "a0")])
            let outcomes = try alice.push([
                tablet.insert("b", in: "w1", order: "a0"), tablet.insert("b", in: "w1", order: "a0", type: "set"),
            ])
            #expect(outcomes.map(\.status) == [.duplicate, .rejected])
            #expect(outcomes[1].reason == #"A different block with the id "b" exists."#)
            #expect(try alice.pull().count == 2)
        }
    }

    @Test("logged sets are append-only: a repeated set UUID is duplicate, from any device")
    func logSetIsAppendOnly() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            var phone = ChangeRecords(client: "phone")
            var watch = ChangeRecords(client: "watch")
            let session = UUID().uuidString.lowercased()
            let set: [String: Any] = [
                "id": UUID().uuidString, "session": session, "exercise": "Squat", "reps": 5,
                "sessionFields": ["logID": "s1", "start": "2026-11-30T17:00:00Z", "source": "kheper"],
            ]
            var second = set
            second["id"] = UUID().uuidString
            second["sessionFields"] = nil
            let outcomes = try alice.push([phone.logSet(set), watch.logSet(set), watch.logSet(second)])
            #expect(outcomes.map(\.status) == [.applied, .duplicate, .applied])
            #expect(try alice.own("SELECT count(*) FROM kheper.log_sets WHERE owner = $1").scalar == "2")
            #expect(
                try alice.own(
                    "SELECT data ->> 'logID' FROM kheper.log_sessions WHERE owner = $1 AND id = $2", [session]
                )
                .scalar == "s1")
            let malformed = try alice.push([phone.logSet(["id": "not-a-uuid", "session": session])])
            #expect(malformed.first?.reason == #"The logged set has no string "id" holding a UUID."#)
            // Users touch no table directly: no update or delete is allowed at all.
            #expect(throws: ServerError.self) { try alice.connection.query("DELETE FROM kheper.log_sets") }
            #expect(throws: ServerError.self) { try alice.connection.query("UPDATE kheper.log_sets SET data = '{}'") }
        }
    }

    @Test("pull returns the changes after a cursor, in version order, at most max")
    func pullSinceCursor() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            var records = ChangeRecords()
            let outcomes = try alice.push(
                [records.putWorkout("w1", title: "T")]
                    + (0..<5).map { index in records.insert("b\(index)", in: "w1", order: "a\(index)") })
            let versions = outcomes.map(\.version)
            #expect(try alice.pull().map(\.version) == versions)
            #expect(try alice.pull(since: versions[1], max: 3).map(\.version) == Array(versions[2...4]))
            #expect(try alice.pull(since: versions[1], max: 3).map(\.seq) == [3, 4, 5])
            #expect(try alice.pull(since: versions[5]).isEmpty)
            #expect(try alice.pull(since: 0, max: 0).isEmpty)
            let first = try #require(try alice.pull(max: 1).first)
            let change = try #require(
                try JSONSerialization.jsonObject(with: Data(first.changeJSON.utf8)) as? [String: Any])
            #expect(change["op"] as? String == "putWorkout" && change["title"] as? String == "T")
        }
    }

    /// The server's own check of a record fails with a data error (class 22), so a device sets that record aside.
    @Test("a malformed batch is refused whole with the server's message")
    func malformedBatch() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            var records = ChangeRecords()
            let good = records.putWorkout("w1", title: "T")
            var bad = records.insert("b", in: "w1", order: "a0")
            bad["seq"] = 0
            let error = #expect(throws: ServerError.self) { try alice.push([good, bad]) }
            #expect(error?.code == .unstorableRecord)
            #expect(error?.sqlState?.hasPrefix("22") == true)
            #expect(error?.message.contains(#""seq" must be an integer of at least 1, found 0"#) == true)
            #expect(try alice.pull().isEmpty)
        }
    }
}
