import Foundation
import KheperCLI
import KheperCore
import KheperEditor
import KheperPostgres
import KheperProcessTesting
import KheperSQLite
import KheperSync
import KheperTestSupport
import Testing

/// `kheper sync` against the tests' PostgreSQL server when something goes wrong: a value the server cannot store,
/// another sync holding the user's push lock, and a sync killed at random points.
@Suite struct SyncResilienceTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    /// A fresh database with the Kheper schema and one user; `body` gets the user's name and connection string and
    /// a superuser's connection to the database.
    private func withUser(_ body: (_ name: String, _ server: String, _ admin: PostgresConnection) throws -> Void)
        throws
    {
        let server = try TestPostgresCluster.connectionString()
        let suffix = UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(12).lowercased()
        let database = "kheper_resilience_\(suffix)"
        let root = try PostgresConnection(server)
        try root.query("CREATE DATABASE \(database)")
        let admin = try PostgresConnection(server, database: database)
        try ServerSchema.migrate(admin)
        let user = try ServerUsers.add("kr_\(suffix)", on: admin)
        defer { _ = try? root.query("DROP ROLE IF EXISTS kr_\(suffix)") }
        defer { _ = try? root.query("DROP DATABASE IF EXISTS \(database) WITH (FORCE)") }
        try body("kr_\(suffix)", user.connectionString, admin)
    }

    /// Runs `arguments` on the device whose store is `device.sqlite`.
    func on(
        _ device: String, _ arguments: String..., variables: [String: String] = [:]
    ) -> (code: ExitCode, out: String, err: String) {
        tool.run(arguments, variables: variables.merging(["KHEPER_STORE": "\(device).sqlite"]) { $1 })
    }

    /// A store `device.sqlite` holding workout "w" whose blocks have `data`, one block each, ids `b0`, `b1`, ….
    func storeWithBlocks(_ device: String, _ data: [JSONValue]) throws {
        let store = try SQLiteDocumentStore(path: "\(tool.directory)/\(device).sqlite")
        let keys = try OrderKey.keys(between: nil, nil, count: data.count)
        let blocks = data.enumerated().map { index, data in
            BlockRecord(
                id: BlockID("b\(index)"), parentID: nil, order: keys[index], kind: "text", version: 1, data: data)
        }
        try store.createDocument(DocumentRecord(id: "w", title: "Mixed", blocks: blocks))
    }

    @Test func aTextWithANULCharacterIsSetAsideListedAndTheRestSyncs() throws {
        try storeWithBlocks("a", [["text": "Fine"], ["text": "a\u{0}b"], ["text": "Also fine"]])
        try withUser { _, server, admin in
            let synced = on("a", "sync", "--server", server)
            #expect(synced.code == .success, "\(synced.err)")
            let reason =
                "The text at data.text holds the character U+0000 (NUL), which the server cannot store; expected text "
                + "without it."
            #expect(
                synced.out == """
                    sent 3 changes: 3 applied, 0 rewritten, 0 rejected, 0 already on the server
                      set aside: insertBlock of block "b1" in workout "w": \(reason)
                    1 change set aside, kept on this device only; kheper sync --status lists them
                    received 0 changes from other devices: 0 workouts, 0 blocks, 0 logged sets changed
                    now at server version 3

                    """)
            let blocks = try admin.query("SELECT id FROM kheper.blocks ORDER BY id").rows
            #expect(blocks == [["b0"], ["b2"]])
            let status = on("a", "sync", "--status")
            #expect(status.out.contains("outbox: 0 changes waiting\n"), "\(status.out)")
            #expect(
                status.out.contains(
                    "set aside: 1 change\n  3: insertBlock of block \"b1\" in workout \"w\": \(reason)\n"))
            let full = on("a", "sync", "--set-aside")
            #expect(full.code == .success)
            // The line keeps the record as stored, U+0000 and all, so it is read as stored data.
            let line = try JSONValue(parsing: full.out.trimmingCharacters(in: .newlines), options: .storedData)
            #expect(line["seq"] == 3)
            #expect(line["reason"] == .string(reason))
            #expect(line["record"]?["data"]?["text"] == .string("a\u{0}b"))
            // The next sync has nothing to send: the set-aside change no longer blocks.
            let again = on("a", "sync", "--server", server)
            #expect(again.code == .success)
            #expect(again.out.hasPrefix("sent nothing: the outbox was empty\n"), "\(again.out)")
        }
    }

    /// A number beyond PostgreSQL's `numeric` range fails the whole push on the server; the device splits the page
    /// until that record is alone, sets it aside with the server's reason, and the rest reaches the server.
    @Test func aValueTheServerCannotStoreFailsOnlyItsOwnRecord() throws {
        // A store written before numbers beyond a Double were refused at the door may hold one.
        let huge = try JSONValue(parsing: "{\"text\": \"Huge\", \"n\": 1e1000000}", options: .storedData)
        try storeWithBlocks("a", [["text": "One"], huge, ["text": "Three"], ["text": "Four"]])
        try withUser { _, server, admin in
            let synced = on("a", "sync", "--server", server)
            #expect(synced.code == .success, "\(synced.err)")
            #expect(synced.out.hasPrefix("sent 4 changes: 4 applied"), "\(synced.out)")
            #expect(
                synced.out.contains(
                    "  set aside: insertBlock of block \"b1\" in workout \"w\": The server cannot take this change: "),
                "\(synced.out)")
            #expect(synced.out.contains("(SQLSTATE 22003)."), "\(synced.out)")
            let blocks = try admin.query("SELECT id FROM kheper.blocks ORDER BY id").rows
            #expect(blocks == [["b0"], ["b2"], ["b3"]])
            #expect(on("a", "sync", "--status").out.contains("set aside: 1 change\n"))
        }
    }

    /// Another connection of the same user holds the push lock: a push in a transaction left open. The sync gives
    /// up at the lock timeout with a sentence, exits 1 and keeps the outbox; once the lock is free it goes through.
    @Test func aSyncThatCannotGetThePushLockSaysSoAndKeepsTheOutbox() throws {
        try withUser { name, server, admin in
            #expect(on("a", "new", "Waiting").code == .success)
            let holder = try PostgresConnection(server)
            try holder.execute(script: "BEGIN")
            try holder.query(
                "SELECT kheper.push($1::jsonb)",
                [
                    "[{\"client\":\"00000000-0000-4000-8000-000000000001\",\"seq\":1,\"base\":0,"
                        + "\"op\":\"putWorkout\",\"workout\":\"held\",\"title\":\"Held\"}]"
                ])
            let start = ContinuousClock.now
            let blocked = on("a", "sync", "--server", server, variables: [SessionLimits.lockTimeoutVariable: "300"])
            let waited = ContinuousClock.now - start
            #expect(blocked.code == .failure)
            #expect(
                blocked.err == "kheper: another sync of user \(name) is still running on the server (its lock was not "
                    + "free within 300 ms); try again in a moment; the changes stay in the outbox (1 change waiting) "
                    + "and go with the next sync\n")
            #expect(waited < .seconds(SessionLimits().lockTimeoutMilliseconds / 1_000), "waited \(waited)")
            #expect(on("a", "sync", "--status").out.contains("outbox: 1 change waiting\n"))
            try holder.execute(script: "ROLLBACK")
            let synced = on("a", "sync", "--server", server)
            #expect(synced.code == .success, "\(synced.err)")
            let titles = try admin.query("SELECT title FROM kheper.workouts").rows
            #expect(titles == [["Waiting"]])
        }
    }

    /// The sync session's timeouts are set as declared, and overridden from the environment.
    @Test func theSessionTimeoutsAreSetOnConnecting() throws {
        try withUser { _, server, _ in
            let limits = SessionLimits(environment: [SessionLimits.lockTimeoutVariable: "1234"])
            let sync = try PostgresSyncServer(connectionString: server, limits: limits)
            let shown = try sync.connection.query(
                "SELECT current_setting('lock_timeout'), current_setting('statement_timeout'), "
                    + "current_setting('idle_in_transaction_session_timeout')")
            #expect(shown.rows == [["1234ms", "30s", "1min"]])
        }
    }

    /// How many records wait in the outbox of the store at `path`, read on a connection of its own.
    static func outboxCount(in path: String) -> Int {
        (try? SQLiteDocumentStore(path: path).syncStatus().outboxCount) ?? 0
    }

    /// `count` logged sets in Strong's layout: sessions of 20 sets (4 exercises of 5), a day apart.
    static func strongExport(sets count: Int) -> String {
        var lines = [
            "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;"
                + "Notes;Workout Notes;Workout Duration"
        ]
        let exercises = ["Squat (Barbell)", "Bench Press (Barbell)", "Deadlift (Barbell)", "Overhead Press (Barbell)"]
        let start = Date(timeIntervalSince1970: 1_500_000_000)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        for index in 0..<count {
            let session = index / 20
            let date = formatter.string(from: start.addingTimeInterval(Double(session) * 86_400))
            let exercise = exercises[(index % 20) / 5]
            lines.append("\(date);Day \(session);\(exercise);\(index % 5 + 1);\(60 + index % 40);kg;5;;;;0;;;1h")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A first sync of 20,000 imported sets, killed with SIGKILL at seeded random moments, then run again until it
    /// finishes: every set is on the server exactly once and the outbox is empty. A page a push confirms goes into
    /// the shadow in the same transaction when nothing lies between it and the cursor, so at every kill the cursor
    /// counts at most the sets that left the outbox (fewer when a lost answer sent the later pages to the pull).
    @Test func aSyncKilledAtRandomPointsEndsWithEverySetOnTheServerOnce() throws {
        let seed =
            ProcessInfo.processInfo.environment["KHEPER_SYNC_KILL_SEED"].flatMap { UInt64($0) }
            ?? UInt64.random(in: 1...UInt64.max)
        print("SyncResilienceTests kill -9 seed: \(seed) (KHEPER_SYNC_KILL_SEED reruns it)")
        var random = SeededGenerator(seed: seed)
        let sets = 20_000
        try tool.write("history.csv", Self.strongExport(sets: sets))
        let imported = on("a", "log", "import", "history.csv")
        #expect(imported.code == .success, "\(imported.err)")
        #expect(on("a", "sync", "--status").out.contains("outbox: \(sets) changes waiting\n"))
        try withUser { name, server, admin in
            let kheper = try BuiltExecutable.url(named: "kheper")
            var kills = 0
            // Kills that left some pages confirmed and some not, and the outbox and cursor each kill left.
            var stoppedMidPush = 0
            var stopped: [(waiting: Int, cursor: Int)] = []
            var finished = false
            for attempt in 0..<40 where !finished {
                let child = Process()
                child.executableURL = kheper
                child.arguments = ["sync"]
                child.currentDirectoryURL = URL(fileURLWithPath: tool.directory)
                child.environment = ["KHEPER_STORE": "a.sqlite", "KHEPER_SERVER": server, "PATH": "/usr/bin:/bin"]
                child.standardOutput = FileHandle.nullDevice
                child.standardError = FileHandle.nullDevice
                try child.run()
                let path = "\(tool.directory)/a.sqlite"
                if attempt == 0 {
                    // A moment anywhere from the start: connecting, the first page's push or its confirmation.
                    usleep(UInt32.random(in: 20_000...1_500_000, using: &random))
                } else if attempt < 4 {
                    // A moment in the push, once this run has confirmed a page.
                    let before = Self.outboxCount(in: path)
                    while child.isRunning && Self.outboxCount(in: path) >= before && before > 0 { usleep(20_000) }
                    usleep(UInt32.random(in: 0...800_000, using: &random))
                } else if attempt < 7 {
                    // A moment in the pull: once every record is confirmed, the pages come back.
                    while child.isRunning && Self.outboxCount(in: path) > 0 { usleep(20_000) }
                    usleep(UInt32.random(in: 20_000...1_000_000, using: &random))
                }
                if attempt < 7 && child.isRunning {
                    kill(child.processIdentifier, SIGKILL)
                    kills += 1
                }
                child.waitUntilExit()
                finished = child.terminationReason == .exit && child.terminationStatus == 0
                let store = try SQLiteDocumentStore(path: "\(tool.directory)/a.sqlite")
                let (waiting, cursor) = (try store.syncStatus().outboxCount, try store.syncCursor())
                if !finished && waiting > 0 && waiting < sets { stoppedMidPush += 1 }
                if !finished { stopped.append((waiting, cursor)) }
                print(
                    "SyncResilienceTests kill -9: run \(attempt + 1) \(finished ? "finished" : "killed"): "
                        + "\(waiting) waiting, cursor \(cursor)")
            }
            #expect(finished, "seed \(seed)")
            print("SyncResilienceTests kill -9: \(kills) kills before the sync finished (seed \(seed))")
            let counts = try admin.query(
                "SELECT count(*), count(DISTINCT id) FROM kheper.log_sets WHERE owner = $1", [name])
            #expect(counts.rows == [["\(sets)", "\(sets)"]], "seed \(seed)")
            let store = try SQLiteDocumentStore(path: "\(tool.directory)/a.sqlite")
            let latest = try admin.query("SELECT max(version) FROM kheper.changes WHERE owner = $1", [name]).scalar
            #expect(try String(store.syncCursor()) == latest, "seed \(seed)")
            // A resumed sync went on from where the killed one stopped, in the push and in the pull.
            #expect(stoppedMidPush > 0, "seed \(seed)")
            #expect(stopped.allSatisfy { $0.cursor <= sets - $0.waiting }, "seed \(seed): \(stopped)")
            #expect(try store.syncShadow().loggedSets.count == sets, "seed \(seed)")
            let status = on("a", "sync", "--status").out
            #expect(status.contains("outbox: 0 changes waiting\n"), "seed \(seed): \(status)")
            #expect(status.contains("set aside: 0 changes\n"), "seed \(seed): \(status)")
        }
    }
}
