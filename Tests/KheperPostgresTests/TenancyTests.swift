import Foundation
import KheperPostgres
import Testing

/// Every user's rows are keyed by their owner and numbered by the user's own counter, and a version 2 server
/// migrates to that keeping every row, version and cursor.
@Suite("tenancy")
struct TenancyTests {
    @Test("two users importing the same sessions, sets and workouts both get applied, and neither learns of the other")
    func sameIDsNeverCollide() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            let bob = try database.user("bob")
            let set = ["id": UUID().uuidString, "session": UUID().uuidString, "sessionFields": ["logID": "strong-1"]]
            func batch() -> [[String: Any]] {
                var records = ChangeRecords(client: "same-device-id")
                return [
                    records.putWorkout("w1", title: "Imported"), records.insert("b1", in: "w1", order: "a0"),
                    records.logSet(set),
                ]
            }
            let alices = try alice.push(batch())
            let bobs = try bob.push(batch())
            #expect(alices == bobs)
            #expect(bobs.map(\.status) == [.applied, .applied, .applied] && bobs.map(\.version) == [1, 2, 3])
            for user in [alice, bob] {
                #expect(try user.own("SELECT count(*) FROM kheper.log_sets WHERE owner = $1").scalar == "1")
                #expect(try user.pull().map(\.version) == [1, 2, 3])
            }
        }
    }

    @Test("a user's versions count only its own changes, so its cursor shows nothing of another's activity")
    func versionsArePerUser() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            let bob = try database.user("bob")
            var aliceRecords = ChangeRecords(client: "a")
            var bobRecords = ChangeRecords(client: "b")
            #expect(try alice.push([aliceRecords.putWorkout("w", title: "A")]).map(\.version) == [1])
            let bobs = try bob.push((0..<5).map { _ in bobRecords.putWorkout("w", title: "B") })
            #expect(bobs.map(\.version) == [1, 2, 3, 4, 5])
            #expect(try alice.push([aliceRecords.putWorkout("w", title: "A2")]).map(\.version) == [2])
            #expect(try alice.own("SELECT last_version FROM kheper.accounts WHERE owner = $1").scalar == "2")
            #expect(try bob.own("SELECT last_version FROM kheper.accounts WHERE owner = $1").scalar == "5")
        }
    }

    @Test("a role that is not a Kheper user of the database is refused by kheper.push, naming the role")
    func strangerIsRefused() throws {
        try withTestDatabase { database in
            // The superuser may call the function but has no account.
            let error = #expect(throws: ServerError.self) {
                try database.admin.query("SELECT kheper.push('[]')")
            }
            #expect(error?.sqlState == "42501")
            #expect(error?.message.contains("is not a Kheper user of this database") == true)
        }
    }

    @Test("init migrates a version 2 server with two users' data: rows, versions and cursors kept, membership revoked")
    func migratesVersionTwoWithData() throws {
        try withTestDatabase(fresh: true) { database in
            // A server as version 2 left it, with its users members of kheper_user as version 2's add-user made them.
            try database.resetToVersionTwo()
            let alice = try database.versionTwoUser("alice")
            let bob = try database.versionTwoUser("bob")
            var aliceRecords = ChangeRecords(client: "phone")
            var bobRecords = ChangeRecords(client: "phone")
            let sessionID = UUID().uuidString.lowercased()
            // Interleaved pushes: the global sequence gives alice 1, 2 and 4, bob 3.
            try alice.pushAtVersionTwo(
                [
                    aliceRecords.putWorkout("w1", title: "Alice"),
                    aliceRecords.logSet(["id": UUID().uuidString, "session": sessionID]),
                ])
            try bob.pushAtVersionTwo([bobRecords.putWorkout("w1", title: "Bob")])
            try alice.pushAtVersionTwo([aliceRecords.insert("b1", in: "w1", order: "a0")])
            let alicePulled = try alice.pullAtVersionTwo()
            let bobPulled = try bob.pullAtVersionTwo()
            #expect(alicePulled.map(\.[0]) == ["1", "2", "4"] && bobPulled.map(\.[0]) == ["3"])
            let tables = ["workouts", "blocks", "log_sessions", "log_sets", "changes", "clients"]
            func rows() throws -> [String] {
                try tables.map { table in
                    try database.admin.query(
                        "SELECT string_agg(t::text, ',' ORDER BY t::text) FROM kheper.\(table) t"
                    ).scalar ?? ""
                }
            }
            let before = try rows()

            let migration = try ServerSchema.migrate(database.admin)
            #expect(migration.from == 2 && migration.to == ServerSchema.currentVersion)
            #expect(try rows() == before)
            #expect(try alice.pullAtVersionTwo() == alicePulled && bob.pullAtVersionTwo() == bobPulled)
            #expect(
                try database.admin.query("SELECT owner || ' ' || last_version FROM kheper.accounts ORDER BY owner")
                    .rows == [["\(alice.name) 4"], ["\(bob.name) 3"]])
            // Membership in kheper_user is gone, and with it the way into a role every user shared.
            #expect(
                try database.admin.query(
                    "SELECT count(*) FROM pg_auth_members m JOIN pg_roles r ON r.oid = m.member "
                        + "WHERE m.roleid = 'kheper_user'::regrole AND r.rolname = ANY($1)",
                    ["{\(alice.name),\(bob.name)}"]
                ).scalar == "0")
            let setRole = #expect(throws: ServerError.self) { try alice.connection.query("SET ROLE kheper_user") }
            #expect(setRole?.sqlState == "42501")
            #expect(
                try database.admin.query(
                    "SELECT rolconnlimit, array_to_string(rolconfig, ' ') FROM pg_roles WHERE rolname = $1",
                    [alice.name]
                ).rows == [
                    [
                        "10",
                        "statement_timeout=30s lock_timeout=5s idle_in_transaction_session_timeout=60s "
                            + "client_connection_check_interval=5s",
                    ]
                ])
            // Each cursor stays right: new changes count on from the user's own largest version.
            let alicesNext = try alice.push([aliceRecords.update("b1", in: "w1", fields: ["x": 1])])
            #expect(alicesNext.map(\.version) == [5])
            #expect(try alice.pull(since: 4).map(\.version) == [5])
            let bobsNext = try bob.push([bobRecords.putWorkout("w2", title: "Bob's second")])
            #expect(bobsNext.map(\.version) == [4])
            #expect(try bob.pull(since: 3).map(\.seq) == [2])
            // And bob may now hold the session id alice holds.
            let shared = try bob.push([bobRecords.logSet(["id": UUID().uuidString, "session": sessionID])])
            #expect(shared.map(\.status) == [.applied])
        }
    }
}
