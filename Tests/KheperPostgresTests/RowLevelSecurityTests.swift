import Foundation
import KheperPostgres
import Testing

/// User B's connection sees none of user A's rows and cannot change them, whatever SQL it sends.
@Suite("row-level security")
struct RowLevelSecurityTests {
    private static let tables = [
        "workouts", "blocks", "log_sessions", "log_sets", "changes", "clients", "custom_entries", "exercise_links",
    ]

    /// A's rows per table, counted by the superuser, so a test sees that nothing of A's changed.
    private static func snapshot(_ database: TestDatabase, owner: String) throws -> [String] {
        try tables.map { table in
            try database.admin.query(
                "SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) FROM kheper.\(table) t "
                    + "WHERE owner = $1", [owner]
            ).scalar ?? ""
        }
    }

    @Test("users read no table directly, and user B reads none of A's rows through the functions")
    func otherUserSeesNothing() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            let bob = try database.user("bob")
            let setID = UUID().uuidString
            let sessionID = UUID().uuidString
            var records = ChangeRecords()
            let outcomes = try alice.push([
                records.putWorkout("w1", title: "Alice's"), records.insert("b1", in: "w1", order: "a0"),
                records.logSet(["id": setID, "session": sessionID]),
            ])
            #expect(outcomes.map(\.status) == [.applied, .applied, .applied])
            for table in Self.tables + ["accounts"] {
                for user in [alice, bob] {
                    let error = #expect(throws: ServerError.self, "\(table)") {
                        try user.connection.query("SELECT count(*) FROM kheper.\(table)")
                    }
                    #expect(error?.sqlState == "42501", "\(table)")
                }
            }
            #expect(try bob.pull().isEmpty)
            // B's own changes live beside A's without touching them, and B's versions do not show A's.
            var bobRecords = ChangeRecords(client: records.client)
            let bobs = try bob.push([bobRecords.putWorkout("w1", title: "Bob's")])
            #expect(bobs.map(\.status) == [.applied] && bobs.map(\.version) == [1])
            #expect(try bob.pull().count == 1)
            #expect(try alice.own("SELECT title FROM kheper.workouts WHERE owner = $1").scalar == "Alice's")
        }
    }

    @Test("user B cannot change A's rows with hand-written SQL, by calling the functions or by switching roles")
    func otherUserChangesNothing() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            let bob = try database.user("bob")
            let setID = UUID().uuidString
            let sessionID = UUID().uuidString
            var records = ChangeRecords()
            _ = try alice.push([
                records.putWorkout("w1", title: "Alice's"), records.insert("b1", in: "w1", order: "a0"),
                records.logSet(["id": setID, "session": sessionID]),
            ])
            let before = try Self.snapshot(database, owner: alice.name)
            let a = alice.name
            // B's push of a change to "w1" reaches B's own (missing) workout, never A's.
            let own = try bob.push([["client": "x", "seq": 1, "op": "deleteWorkout", "workout": "w1"]])
            #expect(own.map(\.reason) == [#"There is no workout "w1"."#])
            // Statements the server refuses outright: no table is open to a user, nor any function but push and
            // pull, nor any role to switch to.
            let refused = [
                "UPDATE kheper.workouts SET title = 'mine' WHERE owner = '\(a)'",
                "UPDATE kheper.blocks SET data = '{\"x\": 1}', deleted = true",
                "UPDATE kheper.clients SET last_seq = 0",
                "UPDATE kheper.accounts SET last_version = 0",
                "SELECT * FROM kheper.accounts FOR UPDATE",
                "DELETE FROM kheper.blocks",
                "DELETE FROM kheper.workouts WHERE owner = '\(a)'",
                "DELETE FROM kheper.changes",
                "TRUNCATE kheper.blocks",
                "INSERT INTO kheper.workouts (owner, id, title) VALUES ('\(a)', 'w2', 'planted')",
                "INSERT INTO kheper.changes (owner, version, client, seq, change) VALUES ('\(a)', 99, 'c', 99, '{}')",
                "INSERT INTO kheper.log_sets (owner, id, session_id, data) VALUES ('\(a)', gen_random_uuid(), "
                    + "'\(sessionID)', '{}')",
                "SELECT kheper.apply_intent('\(a)', '{\"op\": \"deleteBlock\", \"workout\": \"w1\", \"block\": \"b1\"}')",
                "SELECT kheper.apply_batch('\(a)', '[]', 1)",
                "SELECT kheper.enroll('\(bob.name)', 1000)",
                "SET ROLE \"\(a)\"",
                "SET ROLE kheper_user",
                "ALTER TABLE kheper.blocks DISABLE ROW LEVEL SECURITY",
                "DROP POLICY owner_only ON kheper.blocks",
                "UPDATE kheper.schema_version SET version = 0",
            ]
            for statement in refused {
                let error = #expect(throws: ServerError.self, "\(statement)") { try bob.connection.query(statement) }
                #expect(error?.code == .queryFailed, "\(statement)")
                #expect(error?.sqlState == "42501", "\(statement): \(error?.message ?? "")")
            }
            #expect(try Self.snapshot(database, owner: alice.name) == before)
            // A's set and session UUIDs are only A's: B logging the same ones is B's own applied set, which tells
            // B nothing about A.
            var bobRecords = ChangeRecords(client: "b2")
            let same = try bob.push([bobRecords.logSet(["id": setID, "session": sessionID])])
            #expect(same.map(\.status) == [.applied])
            #expect(try Self.snapshot(database, owner: alice.name) == before)
        }
    }
}
