import Foundation
import KheperPostgres
import Testing

/// User B's connection sees none of user A's rows and cannot change them, whatever SQL it sends.
@Suite("row-level security")
struct RowLevelSecurityTests {
    private static let tables = ["workouts", "blocks", "log_sessions", "log_sets", "changes", "clients"]

    /// A's rows per table, counted by the superuser, so a test sees that nothing of A's changed.
    private static func snapshot(_ database: TestDatabase, owner: String) throws -> [String] {
        try tables.map { table in
            try database.admin.query(
                "SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) FROM kheper.\(table) t "
                    + "WHERE owner = $1", [owner]
            ).scalar ?? ""
        }
    }

    @Test("user B reads none of A's rows, through the tables or the functions")
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
            for table in Self.tables {
                #expect(try alice.connection.query("SELECT count(*) FROM kheper.\(table)").scalar != "0", "\(table)")
                #expect(try bob.connection.query("SELECT count(*) FROM kheper.\(table)").scalar == "0", "\(table)")
            }
            #expect(try bob.pull().isEmpty)
            #expect(
                try bob.connection.query("SELECT count(*) FROM kheper.blocks WHERE owner = $1", [alice.name]).scalar
                    == "0")
            // B's own changes live beside A's without touching them, and B's versions do not show A's.
            var bobRecords = ChangeRecords(client: records.client)
            let bobs = try bob.push([bobRecords.putWorkout("w1", title: "Bob's")])
            #expect(bobs.first?.status == .applied)
            #expect(try bob.pull().count == 1)
            #expect(try alice.connection.query("SELECT title FROM kheper.workouts").scalar == "Alice's")
        }
    }

    @Test("user B cannot change A's rows with hand-written SQL or by calling the functions")
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
            // Statements that run but reach no row of A's.
            let silent = [
                "UPDATE kheper.workouts SET title = 'mine' WHERE owner = '\(a)'",
                "UPDATE kheper.blocks SET data = '{\"x\": 1}', deleted = true",
                "UPDATE kheper.blocks SET owner = current_user WHERE owner = '\(a)'",
                "UPDATE kheper.clients SET last_seq = 0",
                "SELECT kheper.push('[{\"client\": \"x\", \"seq\": 1, \"op\": \"deleteWorkout\", \"workout\": \"w1\"}]')",
                "SELECT kheper.apply_intent('{\"op\": \"deleteBlock\", \"workout\": \"w1\", \"block\": \"b1\"}')",
            ]
            for statement in silent {
                #expect(throws: Never.self, "\(statement)") { try bob.connection.query(statement) }
            }
            // Statements the server refuses outright: no DELETE at all, no row written in A's name, no role switch.
            let refused = [
                "DELETE FROM kheper.blocks",
                "DELETE FROM kheper.workouts WHERE owner = '\(a)'",
                "DELETE FROM kheper.changes",
                "TRUNCATE kheper.blocks",
                "INSERT INTO kheper.workouts (owner, id, title) VALUES ('\(a)', 'w2', 'planted')",
                "INSERT INTO kheper.changes (owner, client, seq, change) VALUES ('\(a)', 'c', 99, '{}')",
                "INSERT INTO kheper.log_sets (owner, id, session_id, data) VALUES ('\(a)', gen_random_uuid(), "
                    + "'\(sessionID)', '{}')",
                "UPDATE kheper.workouts SET owner = '\(a)'",
                "SET ROLE \"\(a)\"",
                "ALTER TABLE kheper.blocks DISABLE ROW LEVEL SECURITY",
                "DROP POLICY owner_only ON kheper.blocks",
                "UPDATE kheper.schema_version SET version = 0",
            ]
            var bobsOwn = ChangeRecords(client: "b")
            _ = try bob.push([bobsOwn.putWorkout("w9", title: "Bob's")])
            for statement in refused {
                let error = #expect(throws: ServerError.self, "\(statement)") { try bob.connection.query(statement) }
                #expect(error?.code == .queryFailed, "\(statement)")
            }
            #expect(try Self.snapshot(database, owner: alice.name) == before)
            // A's set UUID is A's: B logging it is rejected, not a duplicate that would confirm it exists for B.
            var bobRecords = ChangeRecords(client: "b2")
            let stolen = try bob.push([
                bobRecords.logSet(["id": setID, "session": UUID().uuidString])
            ])
            #expect(stolen.first?.status == .rejected)
            #expect(try Self.snapshot(database, owner: alice.name) == before)
        }
    }
}
