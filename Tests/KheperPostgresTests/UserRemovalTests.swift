import Foundation
import KheperPostgres
import Testing

/// `kheper server remove-user`: a user's rows and role go in one transaction, and every other user's stay as they
/// were and go on syncing.
@Suite("removing a user")
struct UserRemovalTests {
    /// Each table with an `owner` column and how many rows `owner` has in it.
    static func rowCounts(_ owner: String, in database: TestDatabase) throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for table in try AdversarialUserTests.ownedTables(database) {
            counts[table] = Int(
                try database.admin.query("SELECT count(*) FROM kheper.\(table) WHERE owner = $1", [owner]).scalar
                    ?? "")
        }
        return counts
    }

    /// Pushes a workout with one block and a logged set with these ids, as any user's device would.
    static func pushSome(_ user: TestUser, client: String, ids: [String: String]) throws {
        var records = ChangeRecords(client: client)
        let outcomes = try user.push([
            records.putWorkout(ids["W"]!, title: "Mine"), records.insert(ids["B"]!, in: ids["W"]!, order: "a0"),
            records.logSet(AdversarialUserTests.loggedSet(id: ids["X"]!, session: ids["S"]!, reps: 5)),
        ])
        #expect(outcomes.map(\.status) == [.applied, .applied, .applied])
    }

    /// Ends every connection of `name` and waits until the server no longer lists one.
    static func disconnect(_ name: String, in database: TestDatabase) throws {
        try database.admin.query(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1", [name])
        for _ in 0..<200 {
            let left = try database.admin.query(
                "SELECT count(*) FROM pg_stat_activity WHERE usename = $1", [name]
            ).scalar
            if left == "0" { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Issue.record("\(name)'s connections did not end")
    }

    @Test("removing Alice deletes every row she owns and her role; Bob's rows stay and Bob goes on syncing")
    func removingAliceLeavesBob() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            let bob = try database.user("bob")
            let ids = ["W": "w-\(UUID())", "B": "b-\(UUID())", "S": UUID().uuidString, "X": UUID().uuidString]
            try Self.pushSome(alice, client: "alice-phone", ids: ids)
            try Self.pushSome(bob, client: "bob-phone", ids: ids)
            let bobsBefore = try Self.rowCounts(bob.name, in: database)
            let alicesBefore = try Self.rowCounts(alice.name, in: database)
            #expect(alicesBefore == bobsBefore)
            #expect(alicesBefore["accounts"] == 1 && alicesBefore["blocks"] == 1 && alicesBefore["log_sets"] == 1)
            try Self.disconnect(alice.name, in: database)

            let removed = try ServerUsers.remove(alice.name, on: database.admin)
            #expect(removed.name == alice.name)
            #expect(removed.droppedRole)
            #expect(removed.deletedRows == alicesBefore)
            #expect(try Self.rowCounts(alice.name, in: database).values.allSatisfy { $0 == 0 })
            #expect(
                try database.admin.query("SELECT count(*) FROM pg_roles WHERE rolname = $1", [alice.name]).scalar
                    == "0")
            // Row-level security is forced on the tables as before.
            #expect(
                try database.admin.query(
                    "SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                        + "WHERE n.nspname = 'kheper' AND c.relkind = 'r' AND c.relname <> 'accounts' "
                        + "AND c.relname <> 'schema_version' AND NOT c.relforcerowsecurity"
                ).scalar == "0")

            #expect(try Self.rowCounts(bob.name, in: database) == bobsBefore)
            var laptop = ChangeRecords(client: "bob-laptop")
            let outcomes = try bob.push([laptop.insert("b-more", in: ids["W"]!, order: "a1")])
            #expect(outcomes.map(\.status) == [.applied])
            #expect(try bob.pull().count == 4)

            let refused = #expect(throws: ServerError.self) {
                try PostgresConnection(
                    database.serverConnectionString, user: alice.name, password: alice.password,
                    database: database.name)
            }
            #expect(refused?.code == .authenticationRefused)
        }
    }

    @Test("removing a user who is not a Kheper user is server.unknown-user, and a plain role is left alone")
    func unknownUsersAreRefused() throws {
        try withTestDatabase { database in
            let plain = "kt_\(database.suffix)_plain"
            try database.admin.query("CREATE ROLE \(plain) LOGIN")
            for name in ["kt_\(database.suffix)_nobody", plain, "Robert'); DROP TABLE kheper.blocks; --"] {
                let error = #expect(throws: ServerError.self) { try ServerUsers.remove(name, on: database.admin) }
                #expect(error?.code == .unknownUser, "\(name)")
                #expect(
                    error?.message.hasPrefix("there is no Kheper user \"\(name)\"") == true, "\(error?.message ?? "")")
            }
            #expect(
                try database.admin.query("SELECT count(*) FROM pg_roles WHERE rolname = $1", [plain]).scalar == "1")
            #expect(try database.admin.query("SELECT to_regclass('kheper.blocks') IS NOT NULL").scalar == "t")
        }
    }

    @Test("a user with an open connection is not removed, and the error says how to end it")
    func aConnectedUserIsRefusedAndKeepsEverything() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            let ids = ["W": "w-\(UUID())", "B": "b-\(UUID())", "S": UUID().uuidString, "X": UUID().uuidString]
            try Self.pushSome(alice, client: "alice-phone", ids: ids)
            let before = try Self.rowCounts(alice.name, in: database)
            let error = #expect(throws: ServerError.self) { try ServerUsers.remove(alice.name, on: database.admin) }
            #expect(error?.code == .userConnected)
            #expect(error?.message.contains("has 1 open connection to the server") == true, "\(error?.message ?? "")")
            #expect(error?.message.contains("pg_terminate_backend(pid)") == true)
            #expect(try Self.rowCounts(alice.name, in: database) == before)
            #expect(try alice.pull().count == 3)
        }
    }
}
