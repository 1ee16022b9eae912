import Foundation
import KheperCLI
import KheperPostgres
import KheperTestSupport
import Testing

/// `kheper sync`, `sync --status` and `--auto-sync`, in-process: two stores in one folder are two devices of one
/// user, syncing through the tests' PostgreSQL server.
@Suite struct SyncCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    /// A fresh database with the Kheper schema and one user; `body` gets the user's connection string.
    private func withUser(_ body: (String) throws -> Void) throws {
        try withUserAndAdmin { server, _ in try body(server) }
    }

    /// As ``withUser(_:)``, with a superuser's connection to the database too.
    private func withUserAndAdmin(_ body: (String, PostgresConnection) throws -> Void) throws {
        let server = try TestPostgresCluster.connectionString()
        let suffix = UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(12).lowercased()
        let database = "kheper_sync_\(suffix)"
        let root = try PostgresConnection(server)
        try root.query("CREATE DATABASE \(database)")
        let admin = try PostgresConnection(server, database: database)
        try ServerSchema.migrate(admin)
        let user = try ServerUsers.add("ks_\(suffix)", on: admin)
        defer { _ = try? root.query("DROP ROLE IF EXISTS ks_\(suffix)") }
        defer { _ = try? root.query("DROP DATABASE IF EXISTS \(database) WITH (FORCE)") }
        try body(user.connectionString, admin)
    }

    /// Runs `arguments` on the device whose store is `device.sqlite`.
    func on(
        _ device: String, _ arguments: String..., variables: [String: String] = [:]
    ) -> (code: ExitCode, out: String, err: String) {
        tool.run(arguments, variables: variables.merging(["KHEPER_STORE": "\(device).sqlite"]) { $1 })
    }

    /// Runs `arguments` on `device`, expects success and returns standard output without its last newline.
    @discardableResult
    func ok(
        _ device: String, _ arguments: String..., server: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        let result = tool.run(
            arguments, variables: ["KHEPER_STORE": "\(device).sqlite", "KHEPER_SERVER": server ?? ""])
        #expect(result.code == .success, "\(device) \(arguments): \(result.err)", sourceLocation: sourceLocation)
        return result.out.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func anInsertOnOneDeviceAppearsOnTheOther() throws {
        try withUser { server in
            let workout = ok("a", "new", "Push")
            ok("a", "add", workout, "exercise", "Squat", "5x5", "@100kg")
            let sent = ok("a", "sync", "--server", server)
            #expect(
                sent == """
                    sent 2 changes: 2 applied, 0 rewritten, 0 rejected, 0 already on the server
                    received 0 changes from other devices: 0 workouts, 0 blocks, 0 logged sets changed
                    now at server version 2
                    """)
            let received = ok("b", "sync", server: server)
            #expect(received.hasPrefix("sent nothing: the outbox was empty\n"), "\(received)")
            #expect(received.contains("received 2 changes from other devices: 1 workout, 1 block, 0 logged sets"))
            #expect(ok("b", "show", "Push").contains("Squat — 5 × 5 @ 100 kg"))
            let status = ok("b", "sync", "--status")
            #expect(status.contains("outbox: 0 changes waiting"), "\(status)")
            #expect(status.contains("cursor: server version 2"), "\(status)")
            #expect(!status.contains("last sync: never"))
        }
    }

    @Test func concurrentEditsOfDifferentFieldsOfOneBlockBothSurvive() throws {
        try withUser { server in
            let workout = ok("a", "new", "Legs")
            let squat = ok("a", "add", workout, "exercise", "Squat", "5x5")
            ok("a", "sync", server: server)
            ok("b", "sync", server: server)
            ok("a", "set", workout, squat, "name=Front Squat")
            ok("b", "set", workout, squat, "sets.0.reps=10")
            ok("a", "sync", server: server)
            let onB = ok("b", "sync", server: server)
            #expect(onB.contains("sent 1 change: 1 applied"), "\(onB)")
            #expect(onB.contains("received 1 change from other devices: 1 workout, 1 block, 0 logged sets"), "\(onB)")
            ok("a", "sync", server: server)
            for device in ["a", "b"] {
                let shown = ok(device, "show", "Legs")
                #expect(shown.contains("Front Squat — 10, 5, 5, 5, 5"), "\(device): \(shown)")
            }
        }
    }

    /// A kind that nests in itself, so two moves can make a cycle (the standard `set` nests in nothing).
    static let groupKind = """
        {"kind": "acme/group", "displayName": "Group", "version": 1,
         "fields": [{"name": "name", "type": "string", "required": true, "doc": "The name.", "example": "Round"}],
         "nesting": {"root": true, "parents": ["acme/group"], "children": ["acme/group"]},
         "render": {"text": "{name}", "markdown": "{name}", "html": "{name}"}}
        """

    @Test func aMoveThatWouldMakeACycleIsRejectedAndReported() throws {
        try FileManager.default.createDirectory(atPath: tool.directory + "/kinds", withIntermediateDirectories: true)
        try tool.write("kinds/group.kind.json", Self.groupKind)
        try withUser { server in
            let workout = ok("a", "new", "Circuit")
            let first = ok("a", "--kinds", "kinds", "add", workout, "acme/group", "name=One")
            let second = ok("a", "--kinds", "kinds", "add", workout, "acme/group", "name=Two")
            ok("a", "sync", server: server)
            ok("b", "sync", server: server)
            ok("a", "--kinds", "kinds", "move", workout, first, "--into", second)
            ok("b", "--kinds", "kinds", "move", workout, second, "--into", first)
            ok("a", "sync", server: server)
            let onB = tool.run(["sync"], variables: ["KHEPER_STORE": "b.sqlite", "KHEPER_SERVER": server])
            #expect(onB.code == .success, "\(onB.err)")
            #expect(
                onB.out == """
                    sent 1 change: 0 applied, 0 rewritten, 1 rejected, 0 already on the server
                      rejected: moveBlock of block "\(second)" in workout "\(workout)": The move would put the block \
                    "\(second)" inside itself, a cycle.
                    1 change set aside, kept on this device only; kheper sync --status lists them
                    received 1 change from other devices: 1 workout, 1 block, 0 logged sets changed
                    now at server version 4

                    """)
            // The rejected move is set aside with its reason, and --status lists it.
            let status = ok("b", "sync", "--status")
            #expect(status.contains("set aside: 1 change\n  "), "\(status)")
            #expect(
                status.hasSuffix(": The move would put the block \"\(second)\" inside itself, a cycle."), "\(status)")
            // Both devices now hold A's move: the first group inside the second.
            let exportedA = ok("a", "--kinds", "kinds", "export", workout)
            #expect(ok("b", "--kinds", "kinds", "export", workout) == exportedA)
            #expect(exportedA.contains("\"children\""))
            #expect(ok("b", "sync", "--status").contains("outbox: 0 changes waiting"))
        }
    }

    @Test func aLoggedSetAppearsOnceOnEveryDevice() throws {
        try withUser { server in
            try tool.write("strong.csv", LogCommandTests.strongRows)
            ok("a", "log", "import", "strong.csv")
            ok("a", "sync", server: server)
            let onB = ok("b", "sync", server: server)
            #expect(onB.contains("5 logged sets changed"), "\(onB)")
            // The same export imported on B makes the same set ids: the server keeps each set once.
            ok("b", "log", "import", "strong.csv")
            ok("b", "sync", server: server)
            ok("a", "sync", server: server)
            let exportA = ok("a", "log", "export", "--format", "csv")
            let exportB = ok("b", "log", "export", "--format", "csv")
            #expect(exportA == exportB)
            #expect(exportB.split(separator: "\n").count == 1 + 5, "\(exportB)")
        }
    }

    @Test func anUnreachableServerKeepsTheOutboxAndSaysSo() throws {
        let workout = ok("a", "new", "Offline")
        ok("a", "add", workout, "exercise", "Squat", "3x5")
        let before = ok("a", "sync", "--status")
        #expect(before.contains("outbox: 2 changes waiting"), "\(before)")
        #expect(before.contains("last sync: never"))
        let result = on("a", "sync", "--server", "postgresql://nobody:x@127.0.0.1:1/kheper?connect_timeout=2")
        #expect(result.code == .failure)
        #expect(
            result.err.hasSuffix("; the changes stay in the outbox (2 changes waiting) and go with the next sync\n"),
            "\(result.err)")
        #expect(ok("a", "sync", "--status") == before)
        #expect(ok("a", "show", "Offline").contains("Squat"))
    }

    @Test func aRefusedLoginAndATooNewSchemaKeepTheOutbox() throws {
        try withUserAndAdmin { server, admin in
            ok("a", "new", "Kept")
            var wrong = try #require(URLComponents(string: server))
            wrong.password = "not-the-password"
            let refused = on("a", "sync", "--server", try #require(wrong.string))
            #expect(refused.code == .failure)
            #expect(refused.err.contains("the changes stay in the outbox (1 change waiting)"), "\(refused.err)")
            try admin.query("INSERT INTO kheper.schema_version (version) VALUES (99)")
            let tooNew = on("a", "sync", "--server", server)
            #expect(tooNew.code == .failure)
            #expect(
                tooNew.err.contains("has Kheper schema version 99, newer than version \(ServerSchema.currentVersion)"),
                "\(tooNew.err)")
            #expect(tooNew.err.contains("the changes stay in the outbox (1 change waiting)"), "\(tooNew.err)")
        }
    }

    @Test func autoSyncRunsAfterAnEditAndAFailedOneNeverFailsTheEdit() throws {
        try withUser { server in
            let workout = ok("a", "new", "Auto")
            let added = on(
                "a", "--auto-sync", "add", workout, "exercise", "Row", "3x10", variables: ["KHEPER_SERVER": server])
            #expect(added.code == .success)
            #expect(added.err == "auto-sync: sent 2 changes, received 0 changes; now at server version 2\n")
            ok("b", "sync", server: server)
            #expect(ok("b", "show", "Auto").contains("Row — 3 × 10"))
            let offline = on(
                "b", "add", workout, "exercise", "Dip", "3x8",
                variables: ["KHEPER_AUTO_SYNC": "1", "KHEPER_SERVER": "postgresql://nobody:x@127.0.0.1:1/kheper"])
            #expect(offline.code == .success)
            #expect(offline.err.hasPrefix("kheper: auto-sync failed, the edit is kept: "), "\(offline.err)")
            #expect(offline.err.contains("the changes stay in the outbox (1 change waiting)"), "\(offline.err)")
            #expect(ok("b", "show", "Auto").contains("Dip — 3 × 8"))
            // A reading command never syncs.
            let shown = on("b", "--auto-sync", "show", "Auto", variables: ["KHEPER_SERVER": server])
            #expect(shown.code == .success)
            #expect(shown.err.isEmpty, "\(shown.err)")
        }
    }

    @Test func helpNamesTheOptionsAndStatusTakesNoServer() throws {
        let help = tool.run("sync", "--help")
        #expect(help.code == .success)
        #expect(help.out.hasPrefix("usage: kheper sync [--server URL] [--store PATH]\n       kheper sync --status"))
        #expect(help.out.contains("--auto-sync"))
        #expect(help.out.contains("KHEPER_AUTO_SYNC=1"))
        // Paging, set-aside changes, the bounded waits and their overrides, and the exit statuses.
        #expect(help.out.contains("       kheper sync --set-aside [--store PATH]\n"))
        #expect(help.out.contains("pages of at most 1000 changes"))
        #expect(help.out.contains("--set-aside   print every set-aside change in full, as JSON lines"))
        #expect(help.out.contains("KHEPER_SYNC_LOCK_TIMEOUT_MS and KHEPER_SYNC_STATEMENT_TIMEOUT_MS"))
        #expect(help.out.contains("Exit status: 0 when synced (set-aside changes included"))
        let both = on("a", "sync", "--status", "--set-aside")
        #expect(both.code == .usage)
        #expect(
            both.err
                == "kheper: sync takes one of --status, --set-aside, --retry-set-aside and --discard-set-aside, not "
                + "--status with --set-aside\n")
        #expect(tool.run("--help").out.contains("  sync "))
        let mixed = on("a", "sync", "--status", "--server", "postgresql://x@127.0.0.1:1/db")
        #expect(mixed.code == .usage)
        #expect(mixed.err == "kheper: sync --status does not connect; it takes no --server\n")
        let noServer = on("a", "sync")
        #expect(noServer.code == .usage)
        #expect(noServer.err.hasPrefix("kheper: no server given: use --server"), "\(noServer.err)")
    }

    /// `log import --replace` of a corrected file on one device, and `log undo`, each reach the other device's log
    /// at its next sync.
    @Test func aReplacingLogImportAndItsUndoReachTheOtherDevice() throws {
        try withUser { server in
            try tool.write("wrong.csv", LogReplaceCommandTests.hevy(weight: ""))
            try tool.write("right.csv", LogReplaceCommandTests.hevy(weight: "60"))
            func weights(_ device: String) -> [String] {
                ok(device, "log", "export", "--format", "csv").split(separator: "\n").dropFirst().map {
                    String($0.split(separator: ",", omittingEmptySubsequences: false)[10])
                }
            }
            ok("a", "log", "import", "wrong.csv")
            ok("a", "sync", server: server)
            ok("b", "sync", server: server)
            #expect(weights("b") == ["", ""])

            ok("a", "log", "import", "--replace", "right.csv")
            ok("a", "sync", server: server)
            let received = ok("b", "sync", server: server)
            #expect(received.contains("received 1 change from other devices: 0 workouts, 0 blocks, 2 logged sets"))
            #expect(weights("b") == ["60", "60"])

            ok("a", "log", "undo")
            ok("a", "sync", server: server)
            ok("b", "sync", server: server)
            #expect(weights("b") == ["", ""])
        }
    }

    /// An entry of the lifter's own added on one device reaches the other at its next sync, which links its
    /// unmatched exercises that match it and says so; an unlink by hand follows.
    @Test func anEntryAddedAndAnUnlinkReachTheOtherDevice() throws {
        try withUser { server in
            let row = StrongExportFixture.row(
                "2022-10-01 07:00:00", "Frobnicator", "1", "40", "kg", 8, workout: "Day 1", duration: "30m")
            try tool.write("log.csv", StrongExportFixture.header + row)
            ok("a", "log", "import", "log.csv")
            ok("b", "log", "import", "log.csv")
            ok("a", "sync", server: server)
            ok("b", "sync", server: server)
            #expect(ok("b", "exercises", "--unmatched").contains("Frobnicator"))

            ok(
                "a", "exercises", "add-entry", "Zercher Frobnicate", "--primary", "quadriceps", "--aliases",
                "Frobnicator")
            ok("a", "sync", server: server)
            let received = ok("b", "sync", server: server)
            let id = CustomEntryCommandTests.id("Frobnicator")
            #expect(received.contains("received your catalogue choices: 1 entry and 0 exercise links changed\n"))
            #expect(
                received.hasSuffix(
                    "linked 1 exercise to your entries from other devices: \"Frobnicator\" (\(id))"), "\(received)")
            #expect(ok("b", "exercises", "--unmatched") == "every exercise of the log is linked to a catalogue entry")

            ok("a", "exercises", "unlink", "Frobnicator")
            ok("a", "sync", server: server)
            #expect(
                ok("b", "sync", server: server).contains(
                    "received your catalogue choices: 0 entries and 1 exercise link changed"))
            #expect(ok("b", "exercises", "--unmatched").contains("Frobnicator"))
        }
    }
}
