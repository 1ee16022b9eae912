import Foundation
import KheperPostgres
import KheperSync
import Testing

/// Each attack a hostile second user made on the sync server, with nothing but his own login: Bob's connection
/// (a ``TestUser``'s, or more connections with his name and password) does the attacking; the superuser's connection
/// only sets up and observes. Every test here failed against schema version 2 and names what it proves.
@Suite("a hostile second user")
struct AdversarialUserTests {
    /// The SQLSTATE of a permission denied.
    static let permissionDenied = "42501"

    /// Another connection as `user` to the test's database, as a second device or a second process of Bob's.
    static func connect(_ user: TestUser, in database: TestDatabase) throws(ServerError) -> PostgresConnection {
        try PostgresConnection(
            database.serverConnectionString, user: user.name, password: user.password, database: database.name)
    }

    /// The connection string a device of `user` would use.
    static func connectionString(_ user: TestUser, in database: TestDatabase) -> String {
        ServerUsers.connectionString(for: database.admin.endpoint, user: user.name, password: user.password)
    }

    /// Every table of schema `kheper` with an `owner` column, as the superuser sees them.
    static func ownedTables(_ database: TestDatabase) throws -> [String] {
        try database.admin.query(
            "SELECT table_name FROM information_schema.columns WHERE table_schema = 'kheper' "
                + "AND column_name = 'owner' ORDER BY table_name"
        ).rows.compactMap { $0[0] }
    }

    /// A logged set as a device writes it.
    static func loggedSet(id: String, session: String, reps: Int) -> [String: Any] {
        [
            "id": id, "session": session, "exercise": "Squat", "reps": reps,
            "sessionFields": ["logID": "strong-2026-11-30", "start": "2026-11-30T17:00:00Z", "source": "strong"],
        ]
    }

    /// The logged sets a user pulls, as `set-id session-id reps` lines, sorted.
    static func pulledSets(_ user: TestUser) throws -> [String] {
        try user.pull().compactMap { change -> String? in
            let object = try JSONSerialization.jsonObject(with: Data(change.changeJSON.utf8)) as? [String: Any]
            guard object?["op"] as? String == "logSet", let set = object?["set"] as? [String: Any] else { return nil }
            return "\(set["id"] ?? "") \(set["session"] ?? "") \(set["reps"] ?? "")"
        }.sorted()
    }

    // MARK: - The version squat

    @Test("Bob cannot write Alice's next versions into the change log, and Alice's versions ignore Bob's pushes")
    func versionSquat() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            let bob = try database.user("bob")
            var phone = ChangeRecords(client: "alice-phone")
            let first = try alice.push([phone.putWorkout("w1", title: "Alice's")])
            var laptop = ChangeRecords(client: "bob-laptop")
            let bobs = try bob.push([laptop.putWorkout("w1", title: "Bob's")])
            // Bob squats the versions after his own (where a global counter goes next) and after Alice's.
            for next in [bobs[0].version + 1, first[0].version + 1] {
                let squat =
                    "INSERT INTO kheper.changes (version, client, seq, change) "
                    + "SELECT v, 'squat', v, '{}' FROM generate_series(\(next), \(next + 199)) v"
                let error = #expect(throws: ServerError.self, "\(squat)") { try bob.connection.query(squat) }
                #expect(error?.sqlState == Self.permissionDenied, "\(error?.message ?? "")")
            }
            // Bob's own busy pushes do not move Alice's numbers either: her cursor shows nothing of his activity.
            _ = try bob.push((0..<200).map { laptop.insert("b\($0)", in: "w1", order: "a\($0 % 10)") })
            try alice.connection.query("SET lock_timeout = '5s'")
            let next = try alice.push([phone.insert("b1", in: "w1", order: "a0"), phone.putWorkout("w1", title: "Ok")])
            #expect(next.map(\.status) == [.applied, .applied])
            #expect(next.map(\.version) == [first[0].version + 1, first[0].version + 2])
            #expect(try alice.pull().map(\.version) == [first[0].version] + next.map(\.version))
        }
    }

    // MARK: - The lock

    @Test("nothing Bob can lock, advisory or on a table or a row, holds up Alice's push")
    func bobCannotBlockAlice() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            let bob = try database.user("bob")
            // A push of Bob's own, left open in its transaction, holding whatever a push holds.
            let pushing = try Self.connect(bob, in: database)
            var laptop = ChangeRecords(client: "bob-laptop")
            let batch = try JSONSerialization.data(withJSONObject: [laptop.putWorkout("w1", title: "Bob's")])
            try pushing.query("SET lock_timeout = '5s'")
            try pushing.query("BEGIN")
            try pushing.query("SELECT kheper.push($1::jsonb)", [String(decoding: batch, as: UTF8.self)])
            // The old push lock, computed for Alice, and every advisory lock a push of his might take, held at
            // session level; Bob needs no privilege for them.
            try bob.connection.query("SELECT pg_try_advisory_lock(hashtext('kheper.push ' || $1))", [alice.name])
            try bob.connection.query("SELECT pg_try_advisory_lock(hashtext('kheper.push ' || current_user))")
            try bob.connection.query("SELECT pg_try_advisory_lock(hashtext('kheper.push'))")
            // Every table and sequence of the schema, locked in every mode and its rows locked FOR UPDATE, as far
            // as the server lets him; each try in a savepoint, so what he got stays held.
            let locking = try Self.connect(bob, in: database)
            let relations = try locking.query(
                "SELECT c.oid::regclass::text, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                    + "WHERE n.nspname = 'kheper' AND c.relkind IN ('r', 'p', 'S')"
            ).rows
            #expect(relations.count >= 6)
            var held: [String] = []
            try locking.query("BEGIN")
            for relation in relations {
                guard let name = relation[0] else { continue }
                var attempts = ["ACCESS EXCLUSIVE", "EXCLUSIVE", "SHARE", "ROW EXCLUSIVE"].map {
                    "LOCK TABLE \(name) IN \($0) MODE NOWAIT"
                }
                if relation[1] != "S" {
                    attempts.append("SELECT * FROM \(name) FOR UPDATE NOWAIT")
                    attempts.append("SELECT * FROM \(name) WHERE owner = '\(alice.name)' FOR UPDATE NOWAIT")
                }
                for attempt in attempts {
                    try locking.query("SAVEPOINT try")
                    do {
                        try locking.query(attempt)
                        held.append(attempt)
                        try locking.query("RELEASE SAVEPOINT try")
                    } catch {
                        try locking.query("ROLLBACK TO SAVEPOINT try")
                    }
                }
            }
            // Alice's push must complete; a client sets a lock timeout, so a blocked push fails instead of hanging.
            try alice.connection.query("SET lock_timeout = '5s'")
            var phone = ChangeRecords(client: "alice-phone")
            let clock = ContinuousClock()
            let start = clock.now
            let outcomes: [ServerOutcome]
            do {
                outcomes = try alice.push([
                    phone.putWorkout("w1", title: "Alice's"), phone.insert("b1", in: "w1", order: "a0"),
                    phone.logSet(Self.loggedSet(id: UUID().uuidString, session: UUID().uuidString, reps: 5)),
                ])
            } catch {
                Issue.record("Alice's push failed while Bob held \(held) and the advisory locks: \(error)")
                return
            }
            let took = clock.now - start
            #expect(outcomes.map(\.status) == [.applied, .applied, .applied], "Bob held \(held)")
            // Her own lock timeout (5 s) would have failed the push had anything of Bob's held it up.
            print("Alice's push took \(took) while Bob held \(held.count) table and row locks and the advisory locks")
            try locking.query("ROLLBACK")
            try pushing.query("COMMIT")
        }
    }

    // MARK: - The group role

    @Test("Bob cannot become kheper_user, and nothing is ever written in the group's name")
    func groupRoleCannotBeAssumed() throws {
        try withTestDatabase(fresh: true) { database in
            let bob = try database.user("bob")
            for statement in [
                "SET ROLE kheper_user", "SET SESSION ROLE kheper_user",
                "SELECT set_config('role', 'kheper_user', false)",
                "SET SESSION AUTHORIZATION kheper_user",
            ] {
                let error = #expect(throws: ServerError.self, "\(statement)") { try bob.connection.query(statement) }
                #expect(error?.sqlState == Self.permissionDenied, "\(statement): \(error?.message ?? "")")
            }
            #expect(try bob.connection.query("SELECT current_user").scalar == bob.name)
            // Whatever the attempts left him as, Bob's writes through the functions and by hand are his own.
            var laptop = ChangeRecords(client: "bob-laptop")
            _ = try? bob.push([
                laptop.putWorkout("shared", title: "group's"),
                laptop.logSet(Self.loggedSet(id: UUID().uuidString, session: UUID().uuidString, reps: 1)),
            ])
            for statement in [
                "INSERT INTO kheper.workouts (owner, id, title) VALUES ('kheper_user', 'planted', 'group')",
                "UPDATE kheper.workouts SET owner = 'kheper_user'",
            ] {
                #expect(throws: ServerError.self, "\(statement)") { try bob.connection.query(statement) }
            }
            for table in try Self.ownedTables(database) {
                let rows = try database.admin.query(
                    "SELECT count(*) FROM kheper.\(table) WHERE owner NOT IN (SELECT rolname FROM pg_roles "
                        + "WHERE rolcanlogin AND rolname <> 'kheper_user')"
                ).scalar
                #expect(rows == "0", "rows of kheper.\(table) owned by a role no one logs in as")
            }
        }
    }

    // MARK: - Acting for another user

    @Test("Bob may call kheper.push and kheper.pull only, and no function of the schema acts for Alice at his call")
    func noFunctionActsForAnotherUser() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            let bob = try database.user("bob")
            var phone = ChangeRecords(client: "alice-phone")
            _ = try alice.push([phone.putWorkout("w1", title: "Alice's")])
            let callable = try bob.connection.query(
                "SELECT p.oid::regprocedure::text FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace "
                    + "WHERE n.nspname = 'kheper' AND has_function_privilege(p.oid, 'EXECUTE') ORDER BY 1"
            ).rows.compactMap { $0[0] }
            #expect(callable == ["kheper.pull(bigint,integer)", "kheper.push(jsonb)"])
            // The internal functions take the account they act for; Bob names Alice's.
            var forged = ChangeRecords(client: "alice-phone")
            let batch = try JSONSerialization.data(withJSONObject: [forged.deleteWorkout("w1")])
            let text = String(decoding: batch, as: UTF8.self)
            for (statement, parameters) in [
                ("SELECT kheper.apply_batch($1, $2::jsonb, 1)", [alice.name, text]),
                ("SELECT * FROM kheper.apply_change($1, ($2::jsonb) -> 0, 0)", [alice.name, text]),
                ("SELECT kheper.enroll(current_user, 1000)", []),
            ] {
                let error = #expect(throws: ServerError.self, "\(statement)") {
                    try bob.connection.query(statement, parameters)
                }
                #expect(error?.sqlState == Self.permissionDenied, "\(statement): \(error?.message ?? "")")
            }
            #expect(
                try alice.own("SELECT title, deleted FROM kheper.workouts WHERE owner = $1").rows == [
                    ["Alice's", "f"]
                ])
            #expect(try alice.pull().count == 1)
        }
    }

    // MARK: - Colliding ids

    @Test("Alice and Bob log the same session and set UUIDs: both applied, and each pulls only their own")
    func sameLoggedIDsForTwoUsers() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            let bob = try database.user("bob")
            // Both import the same Strong export: the ids come from its source, start and title.
            let session = UUID().uuidString.lowercased()
            let sets = (0..<3).map { _ in UUID().uuidString.lowercased() }
            var phone = ChangeRecords(client: "same-client-id")
            var laptop = ChangeRecords(client: "same-client-id")
            let aliceOutcomes = try alice.push(
                [phone.putWorkout("w1", title: "Alice's"), phone.insert("b1", in: "w1", order: "a0")]
                    + sets.map { phone.logSet(Self.loggedSet(id: $0, session: session, reps: 5)) })
            let bobOutcomes = try bob.push(
                [laptop.putWorkout("w1", title: "Bob's"), laptop.insert("b1", in: "w1", order: "a0")]
                    + sets.map { laptop.logSet(Self.loggedSet(id: $0, session: session, reps: 8)) })
            #expect(aliceOutcomes.map(\.status) == Array(repeating: .applied, count: 5))
            #expect(bobOutcomes.map(\.status) == Array(repeating: .applied, count: 5), "\(bobOutcomes)")
            #expect(try Self.pulledSets(alice) == sets.map { "\($0) \(session) 5" }.sorted())
            #expect(try Self.pulledSets(bob) == sets.map { "\($0) \(session) 8" }.sorted())
            // A second push of the same sets is a duplicate for each, of their own rows.
            #expect(
                try alice.push(sets.map { phone.logSet(Self.loggedSet(id: $0, session: session, reps: 5)) })
                    .map(\.status) == [.duplicate, .duplicate, .duplicate])
            #expect(
                try bob.push(sets.map { laptop.logSet(Self.loggedSet(id: $0, session: session, reps: 8)) })
                    .map(\.status) == [.duplicate, .duplicate, .duplicate])
            for owner in [alice.name, bob.name] {
                #expect(
                    try database.admin.query("SELECT count(*) FROM kheper.log_sets WHERE owner = $1", [owner])
                        .scalar == "3")
                #expect(
                    try database.admin.query("SELECT count(*) FROM kheper.log_sessions WHERE owner = $1", [owner])
                        .scalar == "1")
            }
        }
    }

    @Test("Bob replacing sessions with Alice's session and set UUIDs replaces only his own rows, never hers")
    func replacingAnotherUsersSessionTouchesOnlyYourOwn() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            let bob = try database.user("bob")
            let session = UUID().uuidString.lowercased()
            let other = UUID().uuidString.lowercased()
            let sets = (0..<3).map { _ in UUID().uuidString.lowercased() }
            var phone = ChangeRecords(client: "alice-phone")
            _ = try alice.push(sets.map { phone.logSet(Self.loggedSet(id: $0, session: session, reps: 5)) })
            // Bob removes Alice's session, files one of her sets under another session, and replaces her session
            // with one of her set ids: each is his own business, as for a new user whose ids nobody holds.
            var laptop = ChangeRecords(client: "alice-phone")
            let outcomes = try bob.push([
                laptop.replaceSessionSets(session: session, sets: []),
                laptop.replaceSessionSets(session: other, sets: [Self.loggedSet(id: sets[0], session: other, reps: 1)]),
                laptop.replaceSessionSets(
                    session: session, sets: [Self.loggedSet(id: sets[1], session: session, reps: 9)]),
            ])
            #expect(outcomes.map(\.status) == [.applied, .applied, .applied], "\(outcomes)")
            #expect(try Self.pulledSets(alice) == sets.map { "\($0) \(session) 5" }.sorted())
            #expect(
                try alice.own(
                    "SELECT id::text, session_id::text, data ->> 'reps' FROM kheper.log_sets WHERE owner = $1 ORDER BY 1"
                ).rows == sets.sorted().map { [$0, session, "5"] })
            #expect(
                try bob.own(
                    "SELECT id::text, session_id::text, data ->> 'reps' FROM kheper.log_sets WHERE owner = $1 ORDER BY 1"
                ).rows == [[sets[0], other, "1"], [sets[1], session, "9"]].sorted { $0[0]! < $1[0]! })
            // The rule itself takes the account it acts for; Bob names Alice's and is refused.
            let batch = try JSONSerialization.data(
                withJSONObject: laptop.replaceSessionSets(session: session, sets: []))
            let error = #expect(throws: ServerError.self) {
                try bob.connection.query(
                    "SELECT * FROM kheper.replace_session_sets($1, $2::jsonb)",
                    [alice.name, String(decoding: batch, as: UTF8.self)])
            }
            #expect(error?.sqlState == Self.permissionDenied, "\(error?.message ?? "")")
            #expect(try alice.own("SELECT count(*) FROM kheper.log_sets WHERE owner = $1").scalar == "3")
        }
    }

    @Test("Bob putting, removing and linking with Alice's entry ids and exercise names changes only his own rows")
    func catalogueChoicesOfAnotherUserAreUntouched() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            let bob = try database.user("bob")
            var phone = ChangeRecords(client: "alice-phone")
            let entry: [String: Any] = ["id": "custom-belt-squat", "name": "Belt Squat", "primaryMuscles": ["glutes"]]
            _ = try alice.push([phone.putCustomEntry(entry), phone.linkExercise("Squat", entry: "custom-belt-squat")])
            // Bob uses her device id, entry id and exercise name: each is his own business, as for a new user.
            var laptop = ChangeRecords(client: "alice-phone")
            let outcomes = try bob.push([
                laptop.removeCustomEntry("custom-belt-squat"), laptop.linkExercise("Squat", entry: nil),
                laptop.putCustomEntry(["id": "custom-belt-squat", "name": "Bob's"]),
            ])
            #expect(outcomes.map(\.status) == [.applied, .applied, .applied], "\(outcomes)")
            #expect(
                try alice.own("SELECT entry ->> 'name' FROM kheper.custom_entries WHERE owner = $1").scalar
                    == "Belt Squat")
            #expect(
                try alice.own("SELECT link ->> 'entry' FROM kheper.exercise_links WHERE owner = $1").scalar
                    == "custom-belt-squat")
            #expect(
                try bob.own("SELECT entry ->> 'name' FROM kheper.custom_entries WHERE owner = $1").scalar == "Bob's")
            #expect(try alice.pull().count == 2 && bob.pull().count == 3)
            // The rule itself takes the account it acts for; Bob names Alice's and is refused.
            let record = try JSONSerialization.data(withJSONObject: laptop.removeCustomEntry("custom-belt-squat"))
            let error = #expect(throws: ServerError.self) {
                try bob.connection.query(
                    "SELECT * FROM kheper.apply_catalogue_choice($1, $2::jsonb)",
                    [alice.name, String(decoding: record, as: UTF8.self)])
            }
            #expect(error?.sqlState == Self.permissionDenied, "\(error?.message ?? "")")
            #expect(try alice.own("SELECT count(*) FROM kheper.custom_entries WHERE owner = $1").scalar == "1")
        }
    }

    // MARK: - Existence probes

    @Test("what Bob gets for ids Alice holds is exactly what a new user gets for ids nobody holds")
    func existenceProbesLearnNothing() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            let bob = try database.user("bob")
            let carol = try database.user("carol")
            let held = ["W": "w-\(UUID())", "B": "b-\(UUID())", "S": UUID().uuidString, "X": UUID().uuidString]
            let free = ["W": "w-\(UUID())", "B": "b-\(UUID())", "S": UUID().uuidString, "X": UUID().uuidString]
            var phone = ChangeRecords(client: "alice-phone")
            _ = try alice.push([
                phone.putWorkout(held["W"]!, title: "Alice's"), phone.insert(held["B"]!, in: held["W"]!, order: "a0"),
                phone.logSet(Self.loggedSet(id: held["X"]!, session: held["S"]!, reps: 5)),
            ])
            /// One probing user's view: outcomes, and each hand-written statement's answer, with the ids and the
            /// user's name written as placeholders, so Bob's and Carol's compare exactly.
            func probe(_ user: TestUser, _ ids: [String: String]) throws -> [String] {
                func generic(_ text: String) -> String {
                    ids.reduce(text.replacingOccurrences(of: user.name, with: "USER")) { text, id in
                        text.replacingOccurrences(of: id.value, with: id.key)
                            .replacingOccurrences(of: id.value.lowercased(), with: id.key)
                    }
                }
                var records = ChangeRecords(client: "probe")
                let outcomes = try user.push([
                    records.insert(ids["B"]!, in: ids["W"]!, order: "a0"),
                    records.move(ids["B"]!, in: ids["W"]!, parent: nil, order: "a1"),
                    records.logSet(Self.loggedSet(id: ids["X"]!, session: ids["S"]!, reps: 1)),
                    records.logSet(Self.loggedSet(id: UUID().uuidString, session: ids["S"]!, reps: 1)),
                    records.putWorkout(ids["W"]!, title: "mine"),
                    records.insert(ids["B"]!, in: ids["W"]!, order: "a0"),
                ])
                var answers = outcomes.map { outcome in
                    generic(
                        "\(outcome.seq) \(outcome.status) \(outcome.version) \(outcome.reason ?? "-") "
                            + "\(outcome.order ?? "-")")
                }
                let statements = [
                    "INSERT INTO kheper.log_sessions (id, data) VALUES ('\(ids["S"]!)', '{}')",
                    "INSERT INTO kheper.log_sets (id, session_id, data) VALUES ('\(ids["X"]!)', '\(ids["S"]!)', '{}')",
                    "INSERT INTO kheper.log_sets (id, session_id, data) VALUES (gen_random_uuid(), '\(ids["S"]!)', '{}')",
                    "INSERT INTO kheper.workouts (id, title) VALUES ('\(ids["W"]!)', 'probe')",
                    "SELECT count(*) FROM kheper.log_sets WHERE id = '\(ids["X"]!)'",
                    "SELECT count(*) FROM kheper.workouts WHERE id = '\(ids["W"]!)'",
                ]
                for statement in statements {
                    do {
                        answers.append(generic("ok \(try user.connection.query(statement).rows)"))
                    } catch {
                        answers.append(generic("\(error.sqlState ?? "-") \(error.message)"))
                    }
                }
                return answers
            }
            let bobs = try probe(bob, held)
            let carols = try probe(carol, free)
            #expect(bobs == carols)
        }
    }

    /// The probe above pushes two logged sets, which kheper.push applies one by one; a run of 16 or more goes
    /// through the set-based statement (kheper.apply_logged_sets), whose check for sets and sessions already held
    /// must look at the caller's rows only, or Bob's outcome would say which of his ids Alice holds.
    @Test("a run of logged sets long enough to go set-based tells Bob nothing of the ids Alice holds")
    func setBasedExistenceProbesLearnNothing() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            let bob = try database.user("bob")
            let carol = try database.user("carol")
            let session = UUID().uuidString.lowercased()
            let sets = (0..<20).map { _ in UUID().uuidString.lowercased() }
            var phone = ChangeRecords(client: "alice-phone")
            // Alice holds the session and every other set of the run.
            let alices = try alice.push(
                sets.enumerated().filter { $0.offset.isMultiple(of: 2) }.map { _, id in
                    phone.logSet(Self.loggedSet(id: id, session: session, reps: 5))
                })
            #expect(alices.allSatisfy { $0.status == .applied })
            /// What `user` gets for pushing the run twice with `ids` (the session first): the outcomes with the ids
            /// and the user's name as placeholders, and the rows it then owns.
            func probe(_ user: TestUser, _ ids: [String]) throws -> [String] {
                func generic(_ text: String) -> String {
                    ids.enumerated().reduce(text.replacingOccurrences(of: user.name, with: "USER")) { text, id in
                        text.replacingOccurrences(of: id.element, with: "ID\(id.offset)")
                    }
                }
                var answers: [String] = []
                for attempt in 0..<2 {
                    var records = ChangeRecords(client: "probe")
                    let outcomes = try user.push(
                        ids.dropFirst().map { records.logSet(Self.loggedSet(id: $0, session: ids[0], reps: 1)) })
                    answers += outcomes.map { outcome in
                        generic(
                            "\(attempt) \(outcome.seq) \(outcome.status) \(outcome.version) "
                                + "\(outcome.reason ?? "-")")
                    }
                }
                for table in ["log_sessions", "log_sets"] {
                    let count = try user.own("SELECT count(*) FROM kheper.\(table) WHERE owner = $1").scalar ?? ""
                    answers.append("\(table) \(count)")
                }
                answers += try Self.pulledSets(user).map(generic).sorted()
                return answers
            }
            let bobs = try probe(bob, [session] + sets)
            let carols = try probe(carol, (0...20).map { _ in UUID().uuidString.lowercased() })
            #expect(bobs == carols)
            #expect(bobs.filter { $0.hasPrefix("0 ") }.allSatisfy { $0.contains(" applied ") })
        }
    }

    // MARK: - Connections

    @Test("100 connections by one user: those beyond his limit are refused, and another user syncs meanwhile")
    func connectionFlood() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            let bob = try database.user("bob")
            // His limit is not his to lift.
            for statement in [
                "ALTER ROLE \"\(bob.name)\" CONNECTION LIMIT -1", "ALTER ROLE \"\(bob.name)\" CREATEROLE",
            ] {
                let error = #expect(throws: ServerError.self, "\(statement)") { try bob.connection.query(statement) }
                #expect(error?.sqlState == Self.permissionDenied, "\(statement): \(error?.message ?? "")")
            }
            var opened: [PostgresConnection] = [bob.connection]
            var refusals: [String] = []
            for _ in 1..<100 {
                do {
                    opened.append(try Self.connect(bob, in: database))
                } catch let error as ServerError {
                    refusals.append(error.message)
                }
            }
            let limit = try database.admin.query("SELECT rolconnlimit FROM pg_roles WHERE rolname = $1", [bob.name])
                .scalar
            #expect(limit.flatMap { Int($0) }.map { $0 > 0 && opened.count == $0 } == true, "limit \(limit ?? "-")")
            #expect(refusals.count == 100 - opened.count)
            #expect(refusals.allSatisfy { $0.contains("too many connections for role \"\(bob.name)\"") })
            // Alice connects afresh and syncs while Bob holds all he got.
            let aliceDevice = try database.login(alice.name, password: alice.password)
            var phone = ChangeRecords(client: "alice-phone")
            #expect(try aliceDevice.push([phone.putWorkout("w1", title: "Alice's")]).map(\.status) == [.applied])
            #expect(try aliceDevice.pull().count == 1)
            withExtendedLifetime(opened) {}
        }
    }

    // MARK: - An abandoned push

    @Test("a push whose client died is dropped by the server within the client connection check interval")
    func abandonedPushIsDropped() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            // The server gives every user a check interval; the test shortens it for this user to keep it quick.
            let settings = try database.admin.query(
                "SELECT array_to_string(s.setconfig, ',') FROM pg_db_role_setting s JOIN pg_roles r ON r.oid = s.setrole "
                    + "WHERE r.rolname = $1 AND s.setdatabase = 0", [alice.name]
            ).scalar
            #expect(settings?.contains("client_connection_check_interval=") == true, "\(settings ?? "no settings")")
            if settings?.contains("client_connection_check_interval=") == true {
                try database.admin.query(
                    try database.admin.query(
                        "SELECT format('ALTER ROLE %I SET client_connection_check_interval = 250', $1::text)",
                        [alice.name]
                    ).scalar ?? "")
            }
            // Alice's tablet is pushing (its transaction open), so her phone's big push waits on the server; the phone
            // turned its own timeouts off, so only the server's check of the connection can end the wait.
            let tablet = try Self.connect(alice, in: database)
            var tabletRecords = ChangeRecords(client: "alice-tablet")
            let small = try JSONSerialization.data(withJSONObject: [tabletRecords.putWorkout("w1", title: "Tablet")])
            try tablet.query("BEGIN")
            try tablet.query("SELECT kheper.push($1::jsonb)", [String(decoding: small, as: UTF8.self)])
            var phoneRecords = ChangeRecords(client: "alice-phone")
            let big = try JSONSerialization.data(
                withJSONObject: (0..<500).map { _ in
                    phoneRecords.logSet(Self.loggedSet(id: UUID().uuidString, session: UUID().uuidString, reps: 3))
                })
            let phone = try ChildClient(
                connectionString: Self.connectionString(alice, in: database),
                sql: "SET lock_timeout = 0;\nSET statement_timeout = 0;\n"
                    + "SELECT kheper.push($batch$\(String(decoding: big, as: UTF8.self))$batch$::jsonb);\n")
            let phonesPush = """
                SELECT pid FROM pg_stat_activity WHERE usename = $1 AND state = 'active'
                AND query LIKE 'SELECT kheper.push($batch$%'
                """
            let reached = try Deadline(limit: .seconds(15)).wait {
                try database.admin.query(phonesPush, [alice.name]).scalar != nil
            }
            try #require(reached != nil, "the phone's push never reached the server")
            let pid = try #require(try database.admin.query(phonesPush, [alice.name]).scalar)
            phone.kill()
            let gone = try Deadline(limit: .seconds(10)).wait {
                try database.admin.query("SELECT count(*) FROM pg_stat_activity WHERE pid = $1", [pid]).scalar == "0"
            }
            #expect(gone != nil, "the backend of the dead client was still there 10 s after it died")
            if let gone { print("the dead client's backend was dropped after \(gone)") }
            try tablet.query("COMMIT")
            #expect(try alice.pull().count == 1)
        }
    }

    // MARK: - Order keys

    @Test("huge order keys are rejected per record with a reason, quickly, and the rest of the batch applies")
    func hugeOrderKeysAreRejected() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            // Four blocks on one colliding 30,000-digit key made the version 2 server compute keys for 18 s.
            let huge = "a0" + String(repeating: "V", count: 30_000)
            var records = ChangeRecords()
            let clock = ContinuousClock()
            let start = clock.now
            let outcomes = try alice.push(
                [records.putWorkout("w1", title: "T"), records.insert("first", in: "w1", order: "a0")]
                    + (0..<4).map { records.insert("huge\($0)", in: "w1", order: huge) }
                    + [
                        records.move("first", in: "w1", parent: nil, order: huge),
                        records.insert("last", in: "w1", order: "a1"),
                    ])
            let took = clock.now - start
            #expect(
                outcomes.map(\.status) == [.applied, .applied] + Array(repeating: .rejected, count: 5) + [.applied])
            let longest = try #require(try database.admin.query("SELECT kheper.max_order_key_length()").scalar)
            #expect(longest == "128")
            for outcome in outcomes[2..<7] {
                #expect(
                    outcome.reason
                        == "The change record's \"order\" is \(huge.count) characters long; an order key has at most "
                        + "\(longest).")
            }
            // Version 2 took 18 s; a loaded test machine is allowed a few.
            #expect(took < .seconds(5), "the push took \(took)")
            print("the push with five huge order keys took \(took)")
            #expect(try alice.pull().count == 3)
        }
    }

    // MARK: - Push size

    @Test("a push over the maximum size is refused whole with its SQLSTATE, and one at the maximum applies")
    func oversizedPushIsRefused() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            let maximum = try #require(
                Int(try database.admin.query("SELECT kheper.max_push_records()").scalar ?? ""))
            var records = ChangeRecords()
            let tooMany =
                [records.putWorkout("w1", title: "T")]
                + (1...maximum).map {
                    records.logSet(Self.loggedSet(id: UUID().uuidString, session: "\(UUID())", reps: $0))
                }
            let error = #expect(throws: ServerError.self) { try alice.push(tooMany) }
            #expect(error?.code == .pushTooLarge)
            #expect(error?.sqlState == "54000", "\(error?.message ?? "")")
            #expect(
                error?.message
                    == "the server refused a push as larger than its maximum: kheper.push takes at most \(maximum) "
                    + "change records in one call; this batch holds \(maximum + 1); this kheper sends at most "
                    + "\(SyncPaging.recordsPerPage) changes in one push")
            #expect(try alice.pull().isEmpty)
            for table in try Self.ownedTables(database) where table != "accounts" {
                #expect(
                    try database.admin.query("SELECT count(*) FROM kheper.\(table) WHERE owner = $1", [alice.name])
                        .scalar == "0", "kheper.\(table)")
            }
            #expect(try alice.push(Array(tooMany.dropLast())).count == maximum)
        }
    }

    // MARK: - Migration

    @Test("init migrates a version 2 server with two users' data: every row and cursor kept, SET ROLE refused")
    func migratesVersionTwoWithTwoUsers() throws {
        try withTestDatabase(fresh: true) { database in
            // A server as version 2 left it, with users made as version 2 made them: members of kheper_user.
            try database.resetToVersionTwo()
            let alice = try database.versionTwoUser("alice")
            let bob = try database.versionTwoUser("bob")
            var phone = ChangeRecords(client: "phone")
            var tablet = ChangeRecords(client: "tablet")
            var laptop = ChangeRecords(client: "phone")
            // Interleaved, so the version 2 server's global versions leave gaps in each user's log.
            _ = try alice.pushAtVersionTwo([
                phone.putWorkout("w1", title: "Alice's"), phone.insert("b1", in: "w1", order: "a0"),
            ])
            _ = try bob.pushAtVersionTwo([
                laptop.putWorkout("w1", title: "Bob's"), laptop.insert("b1", in: "w1", order: "a0"),
            ])
            _ = try alice.pushAtVersionTwo(
                [
                    tablet.insert("b2", in: "w1", order: "a0"),
                    tablet.logSet(Self.loggedSet(id: UUID().uuidString, session: UUID().uuidString, reps: 5)),
                ])
            _ = try bob.pushAtVersionTwo(
                [
                    laptop.logSet(Self.loggedSet(id: UUID().uuidString, session: UUID().uuidString, reps: 8)),
                    laptop.move("b1", in: "w1", parent: nil, order: "a5"),
                ])
            let users = [alice, bob]
            let logs = try users.map { try $0.pullAtVersionTwo() }
            let tables = try Self.ownedTables(database)
            func rowCounts(_ user: TestUser) throws -> [String] {
                try tables.map { table in
                    let count = try database.admin.query(
                        "SELECT count(*) FROM kheper.\(table) WHERE owner = $1", [user.name]
                    ).scalar
                    return "\(table) \(count ?? "-")"
                }
            }
            let rows = try users.map(rowCounts)

            let migration = try ServerSchema.migrate(database.admin)
            #expect(migration.from == 2 && migration.to == ServerSchema.currentVersion)
            #expect(ServerSchema.currentVersion >= 3)
            for (index, user) in users.enumerated() {
                // Every row is kept, and the log, its versions and the device's cursor are as they were.
                #expect(try rowCounts(user) == rows[index], "\(user.name)")
                let cursor = try #require(logs[index].last.flatMap { Int($0[0] ?? "") })
                #expect(try user.pullAtVersionTwo() == logs[index], "\(user.name)")
                #expect(try user.pull(since: cursor).isEmpty, "\(user.name)")
                // The clients' last seqs are kept: a replay of the phone's first record is a duplicate at the cursor.
                var replayed = ChangeRecords(client: "phone")
                let replay = try user.push([replayed.putWorkout("w1", title: "replayed")])
                #expect(replay.map(\.status) == [.duplicate], "\(user.name)")
                #expect(replay.map(\.version) == [cursor], "\(user.name)")
                // A new change numbers after the cursor, and a device at the cursor pulls exactly it.
                var next = ChangeRecords(client: "new-device")
                let applied = try user.push([next.putWorkout("w2", title: "after")])
                #expect(applied.map(\.status) == [.applied])
                #expect(applied[0].version > cursor)
                #expect(try user.pull(since: cursor).map(\.version) == applied.map(\.version))
                // They are members of no role, so there is no role they could become.
                let error = #expect(throws: ServerError.self) { try user.connection.query("SET ROLE kheper_user") }
                #expect(error?.sqlState == Self.permissionDenied)
                #expect(
                    try database.admin.query(
                        "SELECT count(*) FROM pg_auth_members m JOIN pg_roles r ON r.oid = m.member "
                            + "WHERE r.rolname = $1", [user.name]
                    ).scalar == "0")
            }
            // Now two users may hold the same logged ids.
            let session = UUID().uuidString
            let set = UUID().uuidString
            for user in users {
                var device = ChangeRecords(client: "importer")
                let outcome = try user.push([device.logSet(Self.loggedSet(id: set, session: session, reps: 1))])
                #expect(outcome.map(\.status) == [.applied], "\(user.name)")
            }
        }
    }
}
