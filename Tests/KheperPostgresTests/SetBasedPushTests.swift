import Foundation
import KheperPostgres
import KheperTestSupport
import Testing

/// `kheper.push` applies runs of logSet records with one statement; its outcomes and rows are exactly those of the
/// per-record path (`kheper.apply_batch(account, batch, NULL)`), which two users given the same batches compare, the
/// set-based one taking every run, however short, set-based.
@Suite("set-based logged sets")
struct SetBasedPushTests {
    /// Two users: `reference` applies every batch record by record, `setBased` as kheper.push does.
    private struct Pair {
        let reference: TestUser
        let setBased: TestUser

        /// Applies `batch` for both users and returns each one's outcomes as JSON text.
        func apply(_ batch: [[String: Any]]) throws -> (reference: String, setBased: String) {
            let json = String(
                decoding: try JSONSerialization.data(withJSONObject: batch, options: [.sortedKeys]), as: UTF8.self)
            let statement = "SELECT kheper.apply_batch($1, $2::jsonb, $3)::text"
            let reference = try reference.admin.query(statement, [reference.name, json, nil]).scalar ?? ""
            let setBased = try setBased.admin.query(statement, [setBased.name, json, "1"]).scalar ?? ""
            return (reference, setBased)
        }

        /// Each user's rows in every table, without the owner column, in a stable order.
        func rows() throws -> (reference: [String], setBased: [String]) {
            let queries = [
                "SELECT id::text || ' ' || session_id::text || ' ' || data::text FROM kheper.log_sets",
                "SELECT id::text || ' ' || data::text FROM kheper.log_sessions",
                "SELECT version::text || ' ' || client || ' ' || seq::text || ' ' || change::text FROM kheper.changes",
                "SELECT client || ' ' || last_seq::text FROM kheper.clients",
                "SELECT last_version::text FROM kheper.accounts",
                "SELECT id || ' ' || title FROM kheper.workouts",
            ]
            func read(_ user: TestUser) throws -> [String] {
                try queries.flatMap { query in
                    try user.own("SELECT r FROM (\(query) WHERE owner = $1) AS t(r) ORDER BY r").rows.map {
                        $0[0] ?? "NULL"
                    }
                }
            }
            return (try read(reference), try read(setBased))
        }
    }

    private static func withPair(_ body: (Pair) throws -> Void) throws {
        try withTestDatabase { database in
            try body(Pair(reference: try database.user("each"), setBased: try database.user("set")))
        }
    }

    @Test("a mixed batch: duplicates, replayed seqs, malformed sets and a shared session give the same outcomes")
    func mixedBatchMatchesThePerRecordPath() throws {
        try Self.withPair { pair in
            let session = "5e55105e-0000-4000-8000-000000000001"
            let other = "5e55105e-0000-4000-8000-000000000002"
            let held = "5e700000-0000-4000-8000-0000000000a0"
            var phone = ChangeRecords(client: "phone")
            var watch = ChangeRecords(client: "watch")
            let first = [
                phone.putWorkout("w1", title: "Legs"),
                phone.logSet(["id": held, "session": session, "sessionFields": ["logID": "first"]]),
            ]
            let setUp = try pair.apply(first)
            #expect(setUp.reference == setUp.setBased)
            // A run of sets: one held already, one held naming a new session (which must not be stored), three
            // sharing a new session whose fields come from the first, one repeated within the run, a replayed seq.
            var batch: [[String: Any]] = [
                phone.logSet(["id": held, "session": session]),
                phone.logSet(["id": held, "session": "5e55105e-0000-4000-8000-0000000000ff"]),
                phone.logSet([
                    "id": "5e700000-0000-4000-8000-000000000001", "session": other, "sessionFields": ["logID": "A"],
                ]),
                watch.logSet([
                    "id": "5e700000-0000-4000-8000-000000000002", "session": other, "sessionFields": ["logID": "B"],
                ]),
                phone.logSet(["id": "5e700000-0000-4000-8000-000000000001", "session": other]),
            ]
            var replayed = phone.logSet(["id": "5e700000-0000-4000-8000-0000000000b9", "session": other])
            replayed["seq"] = 2
            batch.append(replayed)
            batch += [
                phone.logSet(["id": "not-a-uuid", "session": other]),
                phone.logSet(["id": "5e700000-0000-4000-8000-000000000003", "session": 7]),
                phone.logSet(["id": "5e700000-0000-4000-8000-000000000004", "session": session]),
                // A block change between two runs.
                phone.insert("b1", in: "w1", order: "a0"),
            ]
            // The same seq twice in one run, neither known before: the second is a replay.
            let twice = watch.logSet(["id": "5e700000-0000-4000-8000-0000000000c1", "session": other])
            batch += [
                twice, twice, phone.record("logSet", ["set": "not an object"]),
                watch.logSet(["id": "5e700000-0000-4000-8000-000000000005", "session": other]),
            ]
            let outcomes = try pair.apply(batch)
            #expect(outcomes.reference == outcomes.setBased)
            let decoded = try JSONDecoder().decode([ServerOutcome].self, from: Data(outcomes.setBased.utf8))
            #expect(
                decoded.map(\.status) == [
                    .duplicate, .duplicate, .applied, .applied, .duplicate, .duplicate, .rejected, .rejected, .applied,
                    .applied, .applied, .duplicate, .rejected, .applied,
                ])
            #expect(decoded.map(\.version) == [2, 2, 3, 4, 4, 4, 4, 4, 5, 6, 7, 7, 7, 8])
            #expect(decoded[12].reason == #"The change record has no object "set"."#)
            let rows = try pair.rows()
            #expect(rows.reference == rows.setBased)
            #expect(rows.setBased.contains(#"5e55105e-0000-4000-8000-000000000002 {"logID": "A"}"#))
            #expect(!rows.setBased.contains { $0.hasPrefix("5e55105e-0000-4000-8000-0000000000ff") })
            // Replaying the whole batch is all duplicates, alike.
            let replay = try pair.apply(batch)
            #expect(replay.reference == replay.setBased)
            #expect(!replay.setBased.contains("applied"))
        }
    }

    @Test("set and session ids are UUIDs only in the canonical 8-4-4-4-12 form, on both paths")
    func onlyCanonicalUUIDsAreAccepted() throws {
        try Self.withPair { pair in
            let session = "5e55105e-0000-4000-8000-000000000001"
            var phone = ChangeRecords(client: "phone")
            let ids = [
                "5E700000-ABCD-4000-8000-0000000000AA",  // upper case: a UUID
                "5e700000-0000-4000-8000-00000000000-",  // a fifth hyphen in place of a digit
                "5e7000000-000-4000-8000-0000000000ab",  // a hyphen one place off
                "5e700000-0000-4000-8000-00000000000\u{e9}",  // 36 characters, 37 bytes
                "5e700000-0000-4000-8000-00000000000g",  // not hexadecimal
                "{5e70000-0000-4000-8000-00000000000}",  // braces, which PostgreSQL's uuid type takes
                "5e700000000040008000000000000000",  // no hyphens, which PostgreSQL's uuid type takes
                "5e700000-0000-4000-8000-0000000000ab\n",  // a trailing line break
                "5e700000-0000-4000-8000-0000000000a",  // 35 characters
            ]
            var batch = ids.map { phone.logSet(["id": $0, "session": session]) }
            // No id, a null id, no session: a missing member is no UUID either.
            batch += [
                phone.logSet(["session": session]), phone.logSet(["id": NSNull(), "session": session]),
                phone.logSet(["id": "5e700000-0000-4000-8000-0000000000b1"]),
            ]
            batch.append(
                phone.logSet([
                    "id": "5e700000-0000-4000-8000-0000000000b0", "session": "5e55105e-0000-4000-8000-00000000000-",
                ]))
            let outcomes = try pair.apply(batch)
            #expect(outcomes.reference == outcomes.setBased)
            let decoded = try JSONDecoder().decode([ServerOutcome].self, from: Data(outcomes.setBased.utf8))
            #expect(decoded.map(\.status) == [.applied] + Array(repeating: .rejected, count: 12))
            let noID = #"The logged set has no string "id" holding a UUID."#
            let noSession = #"The logged set has no string "session" holding a UUID."#
            #expect(decoded.dropFirst().map(\.reason) == Array(repeating: noID, count: 10) + [noSession, noSession])
        }
    }

    @Test("every stored set's session is stored, with no foreign key checking each set as it is written")
    func everySetHasItsSessionWithoutAForeignKey() throws {
        try Self.withPair { pair in
            var phone = ChangeRecords(client: "phone")
            let batch = (0..<40).map { index in
                phone.logSet([
                    "id": String(format: "5e700000-0000-4000-8000-%012d", index % 30),
                    "session": String(format: "5e55105e-0000-4000-8000-%012d", index % 4),
                ])
            }
            let outcomes = try pair.apply(batch)
            #expect(outcomes.reference == outcomes.setBased)
            for user in [pair.reference, pair.setBased] {
                let orphans = try user.own(
                    "SELECT count(*) FROM kheper.log_sets s WHERE s.owner = $1 AND NOT EXISTS ("
                        + "SELECT 1 FROM kheper.log_sessions l WHERE l.owner = s.owner AND l.id = s.session_id)")
                #expect(orphans.scalar == "0")
                #expect(try user.own("SELECT count(*) FROM kheper.log_sets WHERE owner = $1").scalar == "30")
            }
            let foreignKeys = try pair.setBased.admin.query(
                "SELECT count(*) FROM pg_constraint WHERE conrelid = 'kheper.log_sets'::regclass AND contype = 'f'")
            #expect(foreignKeys.scalar == "0")
        }
    }

    @Test("random batches of logged sets and block changes give the per-record path's outcomes and rows")
    func randomBatchesMatchThePerRecordPath() throws {
        for seed in [UInt64(21), 22, 23] {
            var generator = SeededGenerator(seed: seed)
            try Self.withPair { pair in
                var devices = (0..<3).map { ChangeRecords(client: "device-\($0)") }
                _ = try pair.apply([devices[0].putWorkout("w", title: "Random")])
                let sets = (0..<12).map { String(format: "5e700000-0000-4000-8000-%012d", $0) }
                let sessions = (0..<4).map { String(format: "5e55105e-0000-4000-8000-%012d", $0) }
                for round in 0..<8 {
                    var batch: [[String: Any]] = []
                    for _ in 0..<Int.random(in: 1...40, using: &generator) {
                        let device = Int.random(in: 0..<devices.count, using: &generator)
                        var record: [String: Any]
                        switch Int.random(in: 0..<10, using: &generator) {
                        case 0:
                            record = devices[device].insert(
                                "b\(round)-\(batch.count)", in: "w",
                                order: "a\(Int.random(in: 0...3, using: &generator))")
                        case 1:
                            record = devices[device].logSet(["id": "bad", "session": sessions[0]])
                        default:
                            var set: [String: Any] = [
                                "id": sets.randomElement(using: &generator) ?? "",
                                "session": sessions.randomElement(using: &generator) ?? "",
                            ]
                            if Bool.random(using: &generator) { set["sessionFields"] = ["round": round] }
                            record = devices[device].logSet(set)
                        }
                        // Now and then an old seq, as a device replaying after a lost answer sends.
                        if Int.random(in: 0..<5, using: &generator) == 0, let seq = record["seq"] as? Int {
                            record["seq"] = Int.random(in: 1...seq, using: &generator)
                        }
                        batch.append(record)
                    }
                    let outcomes = try pair.apply(batch)
                    #expect(outcomes.reference == outcomes.setBased, "seed \(seed), round \(round)")
                }
                let rows = try pair.rows()
                #expect(rows.reference == rows.setBased, "seed \(seed)")
                #expect(rows.setBased.count > 10, "seed \(seed)")
            }
        }
    }
}
