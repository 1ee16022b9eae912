import Foundation
import KheperPostgres
import KheperSync
import Testing

/// The server bounds what one user may take: connections, push size and order-key length.
@Suite("server limits")
struct ServerLimitsTests {
    /// A server-side limit the schema declares, read from its function.
    private static func limit(_ function: String, _ database: TestDatabase) throws -> Int {
        try #require(Int(try database.admin.query("SELECT kheper.\(function)()").scalar ?? ""))
    }

    @Test("a push of more records than the maximum is refused whole with 54000, naming the count and the maximum")
    func oversizedPushIsRefused() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            let maximum = try Self.limit("max_push_records", database)
            #expect(maximum == 1000)
            // A device's page is the most the server takes, never more.
            #expect(SyncPaging.recordsPerPage == maximum)
            var records = ChangeRecords()
            let batch = (0...maximum).map { _ in
                records.logSet(["id": UUID().uuidString, "session": "5e55105e-0000-4000-8000-000000000001"])
            }
            let error = #expect(throws: ServerError.self) { try alice.push(batch) }
            // The sync client names the limit in a sentence of its own, with the server's words.
            #expect(error?.code == .pushTooLarge && error?.sqlState == "54000")
            #expect(
                error?.message
                    == "the server refused a push as larger than its maximum: kheper.push takes at most \(maximum) "
                    + "change records in one call; this batch holds \(maximum + 1); this kheper sends at most "
                    + "\(SyncPaging.recordsPerPage) changes in one push")
            #expect(try alice.pull().isEmpty)
            // The maximum itself is taken.
            let outcomes = try alice.push(Array(batch.dropLast()))
            #expect(outcomes.count == maximum && outcomes.allSatisfy { $0.status == .applied })
        }
    }

    @Test("an order key longer than the maximum is rejected with a reason; one of the maximum length is applied")
    func longOrderKeyIsRejected() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            let longest = try Self.limit("max_order_key_length", database)
            #expect(longest == 128)
            var records = ChangeRecords()
            let fits = "a0" + String(repeating: "V", count: longest - 2)
            let tooLong = fits + "V"
            // The next key after `fits` of the same length: nothing fits between them in 128 characters.
            let neighbour = "a0" + String(repeating: "V", count: longest - 3) + "W"
            let outcomes = try alice.push([
                records.putWorkout("w1", title: "Keys"), records.insert("b1", in: "w1", order: fits),
                records.insert("c", in: "w1", order: neighbour), records.insert("b2", in: "w1", order: tooLong),
                records.move("b1", in: "w1", parent: nil, order: tooLong),
            ])
            #expect(outcomes.map(\.status) == [.applied, .applied, .applied, .rejected, .rejected])
            let reason =
                "The change record's \"order\" is \(longest + 1) characters long; an order key has at most "
                + "\(longest)."
            #expect(outcomes[3].reason == reason && outcomes[4].reason == reason)
            // A key that fits but is held by a sibling, whose rewrite would not fit, is rejected too.
            let collision = try alice.push([records.insert("b3", in: "w1", order: fits)])
            #expect(collision.map(\.status) == [.rejected])
            #expect(collision.first?.reason == "No free order key near \"\(fits)\" fits in \(longest) characters.")
        }
    }

    @Test("a push reads a few rows per record, however many workouts and devices the user has")
    func pushCostDoesNotGrowWithHistory() throws {
        // A database of its own: on the shared one, other tests' blocks written between the ANALYZE below and the
        // push once made the planner's whole read of a table it took for nearly empty cost 92 rows.
        try withTestDatabase(fresh: true) { database in
            let alice = try database.user("alice")
            // A history: 3,000 workouts, each put by its own device, and 3,000 blocks, one in each. With 300
            // workouts, a slow run of the whole suite once read every workout six times (1,810 rows): for a table
            // of 4 pages the planner's costs of reading it whole and of probing its key are within 3% (8.5 against
            // 8.29), so a little change in its statistics can choose the whole read; at 3,000 the whole read costs
            // ten times the probe.
            for first in stride(from: 0, to: 3_000, by: 1_000) {
                _ = try alice.push(
                    (first..<first + 1_000).map { index in
                        var device = ChangeRecords(client: "device-\(index)")
                        return device.putWorkout("w\(index)", title: "T")
                    })
                var device = ChangeRecords(client: "blocks-\(first)")
                _ = try alice.push(
                    (first..<first + 1_000).map { index in device.insert("h\(index)", in: "w\(index)", order: "a0") })
            }
            var records = ChangeRecords()
            _ = try alice.push([records.insert("a", in: "w1", order: "a0")])
            // The statistics an autovacuum would leave, now, so the plans do not depend on whether one has run.
            try database.admin.query("ANALYZE kheper.workouts, kheper.blocks, kheper.clients, kheper.changes")
            let batch = [
                records.putWorkout("w1", title: "T2"), records.insert("b", in: "w1", parent: "a", order: "a0"),
                records.update("b", in: "w1", fields: ["x": 1]), records.move("b", in: "w1", parent: nil, order: "a1"),
            ]
            let json = String(decoding: try JSONSerialization.data(withJSONObject: batch), as: UTF8.self)
            // A fresh connection, so its table statistics count this push only.
            let probe = try PostgresConnection(database.serverConnectionString, database: database.name)
            try probe.query("BEGIN")
            defer { _ = try? probe.query("ROLLBACK") }
            let outcomes = try probe.query("SELECT kheper.apply_batch($1, $2::jsonb, 16)::text", [alice.name, json])
            #expect(outcomes.scalar?.contains("rejected") == false)
            let read = try probe.query(
                "SELECT relname || ' ' || (seq_tup_read + coalesce(idx_tup_fetch, 0)) FROM pg_stat_xact_user_tables "
                    + "WHERE schemaname = 'kheper' AND seq_tup_read + coalesce(idx_tup_fetch, 0) > 20 ORDER BY relname")
            #expect(read.rows.isEmpty, "rows read per table: \(read.rows)")
        }
    }

    @Test("a push of logged sets reads a few rows per record, however many sets the user holds")
    func loggedSetPushCostDoesNotGrowWithHistory() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            var records = ChangeRecords()
            let session = "5e55105e-0000-4000-8000-000000000001"
            for _ in 0..<2 {
                _ = try alice.push(
                    (0..<500).map { _ in records.logSet(["id": UUID().uuidString, "session": session]) })
            }
            let count = 40
            let batch = (0..<count).map { _ in records.logSet(["id": UUID().uuidString, "session": session]) }
            let json = String(decoding: try JSONSerialization.data(withJSONObject: batch), as: UTF8.self)
            // A fresh connection, so its table statistics count this push only and its plans are new.
            let probe = try PostgresConnection(database.serverConnectionString, database: database.name)
            try probe.query("BEGIN")
            defer { _ = try? probe.query("ROLLBACK") }
            let outcomes = try probe.query("SELECT kheper.apply_batch($1, $2::jsonb, 16)::text", [alice.name, json])
            #expect(outcomes.scalar?.contains("rejected") == false)
            #expect(outcomes.scalar?.contains("duplicate") == false)
            let read = try probe.query(
                "SELECT relname || ' ' || (seq_tup_read + coalesce(idx_tup_fetch, 0)) FROM pg_stat_xact_user_tables "
                    + "WHERE schemaname = 'kheper' AND seq_tup_read + coalesce(idx_tup_fetch, 0) > $1 ORDER BY relname",
                [String(2 * count)])
            #expect(read.rows.isEmpty, "rows read per table: \(read.rows)")
        }
    }

    @Test("an import onto empty, vacuumed tables keeps probing sets by key, call after call")
    func setBasedPlanMadeOnEmptyTablesProbesByKey() throws {
        try withTestDatabase(fresh: true) { database in
            let alice = try database.user("alice")
            // Empty tables the planner knows to be empty, as on a new server.
            try database.admin.query("VACUUM ANALYZE kheper.log_sets")
            try database.admin.query("VACUUM ANALYZE kheper.clients")
            let probe = try PostgresConnection(database.serverConnectionString, database: database.name)
            try probe.query("BEGIN")
            defer { _ = try? probe.query("ROLLBACK") }
            var records = ChangeRecords()
            let count = 100
            let calls = 4
            for _ in 0..<calls {
                let batch = (0..<count).map { _ in
                    records.logSet(["id": UUID().uuidString, "session": "5e55105e-0000-4000-8000-000000000001"])
                }
                let json = String(decoding: try JSONSerialization.data(withJSONObject: batch), as: UTF8.self)
                let outcomes = try probe.query(
                    "SELECT kheper.apply_batch($1, $2::jsonb, 16)::text", [alice.name, json])
                #expect(outcomes.scalar?.contains("rejected") == false)
            }
            let read = try probe.query(
                "SELECT relname || ' ' || (seq_tup_read + coalesce(idx_tup_fetch, 0)) FROM pg_stat_xact_user_tables "
                    + "WHERE schemaname = 'kheper' AND seq_tup_read + coalesce(idx_tup_fetch, 0) > $1 ORDER BY relname",
                [String(2 * count * calls)])
            #expect(read.rows.isEmpty, "rows read per table: \(read.rows)")
        }
    }

    @Test("add-user gives a role its connection limit and the statement, lock, idle and client-check defaults")
    func usersHaveConnectionLimitsAndTimeouts() throws {
        try withTestDatabase { database in
            let plain = try database.user("plain")
            let limited = try database.user("limited", connectionLimit: 1)
            let roles = try database.admin.query(
                "SELECT rolname, rolconnlimit, array_to_string(rolconfig, ' ') FROM pg_roles "
                    + "WHERE rolname = ANY($1) ORDER BY rolconnlimit",
                ["{\(plain.name),\(limited.name)}"])
            let settings =
                "statement_timeout=30s lock_timeout=5s idle_in_transaction_session_timeout=60s "
                + "client_connection_check_interval=5s"
            #expect(roles.rows == [[limited.name, "1", settings], [plain.name, "10", settings]])
            // The limited user holds its one connection; a second one is refused by the server.
            let error = #expect(throws: ServerError.self) {
                _ = try database.login(limited.name, password: limited.password)
            }
            #expect(error?.message.contains("too many connections for role") == true, "\(error?.message ?? "")")
            #expect(try plain.connection.query("SHOW statement_timeout").scalar == "30s")
        }
    }
}
