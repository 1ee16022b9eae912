import Foundation
import KheperCLI
import KheperPostgres
import KheperTestSupport
import Testing

/// `kheper server init` and `kheper server add-user` against the tests' PostgreSQL server, and their errors.
@Suite struct ServerCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    /// The superuser's connection string for a fresh database, dropped by `body`'s end.
    private func withFreshDatabase(_ body: (String, PostgresConnection) throws -> Void) throws {
        let server = try TestPostgresCluster.connectionString()
        let name = "kheper_cli_\(UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(12).lowercased())"
        let root = try PostgresConnection(server)
        try root.query("CREATE DATABASE \(name)")
        defer { _ = try? root.query("DROP DATABASE IF EXISTS \(name) WITH (FORCE)") }
        var components = try #require(URLComponents(string: server))
        components.path = "/\(name)"
        try body(try #require(components.string), PostgresConnection(server, database: name))
    }

    @Test func initCreatesTheSchemaOnceAndAddUserPrintsAWorkingConnectionString() throws {
        try withFreshDatabase { server, admin in
            let created = tool.run("server", "init", "--server", server)
            #expect(created.code == .success, "\(created.err)")
            #expect(
                created.out.hasPrefix(
                    "created the Kheper schema, version \(ServerSchema.currentVersion), in database \""))
            // From the environment, and a second time: nothing to do.
            let again = tool.run("server", "init", variables: ["KHEPER_SERVER": server])
            #expect(again.code == .success, "\(again.err)")
            #expect(again.out.hasSuffix("is already at version \(ServerSchema.currentVersion); nothing to do\n"))
            let name = "kt_cli_\(UUID().uuidString.prefix(8).lowercased())"
            defer {
                _ = try? admin.query("DROP OWNED BY \(name)")
                _ = try? admin.query("DROP ROLE IF EXISTS \(name)")
            }
            let added = tool.run("server", "add-user", name, "--server", server)
            #expect(added.code == .success, "\(added.err)")
            let lines = added.out.split(separator: "\n").map(String.init)
            #expect(lines.first == "created user \(name)")
            #expect(lines.contains { $0.hasPrefix("password: ") })
            let serverLine = try #require(lines.first { $0.hasPrefix("  --server '") })
            let connectionString = String(serverLine.dropFirst("  --server '".count).dropLast())
            let device = try PostgresSyncServer(connectionString: connectionString)
            #expect(try device.pull(since: 0, max: 10).isEmpty)
            #expect(device.connection.endpoint.user == name)
            // The same name twice is the server's refusal, exit 1.
            let twice = tool.run("server", "add-user", name, "--password", "x", "--server", server)
            #expect(twice.code == .failure)
            #expect(twice.err.contains("already exists"), "\(twice.err)")
        }
    }

    @Test func addUserConnectionLimitIsTheRolesAndAMalformedOneIsAUsageError() throws {
        try withFreshDatabase { server, admin in
            #expect(tool.run("server", "init", "--server", server).code == .success)
            let name = "kt_cli_\(UUID().uuidString.prefix(8).lowercased())"
            defer {
                _ = try? admin.query("DROP OWNED BY \(name)")
                _ = try? admin.query("DROP ROLE IF EXISTS \(name)")
            }
            let added = tool.run("server", "add-user", name, "--connection-limit", "3", "--server", server)
            #expect(added.code == .success, "\(added.err)")
            let limit = try admin.query("SELECT rolconnlimit FROM pg_roles WHERE rolname = $1", [name]).scalar
            #expect(limit == "3")
            let malformed = tool.run("server", "add-user", "other", "--connection-limit", "many", "--server", server)
            #expect(malformed.code == .usage)
            #expect(
                malformed.err
                    == "kheper: --connection-limit is \"many\"; expected a whole number of connections, such as 10\n")
            let zero = tool.run("server", "add-user", "other", "--connection-limit", "0", "--server", server)
            #expect(zero.code == .failure)
            #expect(zero.err.contains("the connection limit for \"other\" is 0; expected at least 1"), "\(zero.err)")
            let others = try admin.query("SELECT count(*) FROM pg_roles WHERE rolname = 'other'").scalar
            #expect(others == "0")
        }
    }

    @Test func removeUserNeedsYesThenRemovesTheUserAndSaysWhatItDeleted() throws {
        try withFreshDatabase { server, admin in
            #expect(tool.run("server", "init", "--server", server).code == .success)
            let name = "kt_cli_\(UUID().uuidString.prefix(8).lowercased())"
            defer {
                _ = try? admin.query("DROP OWNED BY \(name)")
                _ = try? admin.query("DROP ROLE IF EXISTS \(name)")
            }
            #expect(tool.run("server", "add-user", name, "--server", server).code == .success)
            let unconfirmed = tool.run("server", "remove-user", name, "--server", server)
            #expect(unconfirmed.code == .usage)
            #expect(
                unconfirmed.err
                    == "kheper: server remove-user deletes every row the user \"\(name)\" owns on the server and "
                    + "drops its role; run it again with --yes to do so\n")
            let roles = "SELECT count(*) FROM pg_roles WHERE rolname = $1"
            let before = try admin.query(roles, [name]).scalar
            #expect(before == "1")
            let removed = tool.run("server", "remove-user", "--yes", name, "--server", server)
            #expect(removed.code == .success, "\(removed.err)")
            #expect(removed.out.hasPrefix("removed user \(name): deleted 1 row (accounts 1, "), "\(removed.out)")
            #expect(removed.out.hasSuffix(" 0) and dropped its role\n"), "\(removed.out)")
            let after = try admin.query(roles, [name]).scalar
            #expect(after == "0")
            let again = tool.run("server", "remove-user", "-y", name, "--server", server)
            #expect(again.code == .failure)
            #expect(again.err.hasPrefix("kheper: there is no Kheper user \"\(name)\" in database \""), "\(again.err)")
            let misplaced = tool.run("server", "add-user", "--yes", "other", "--server", server)
            #expect(misplaced.code == .usage)
            #expect(misplaced.err == "kheper: server takes --yes only with remove-user\n")
        }
    }

    @Test func addUserBeforeInitNamesTheCommandToRun() throws {
        try withFreshDatabase { server, _ in
            let result = tool.run("server", "add-user", "someone", "--server", server)
            #expect(result.code == .failure)
            #expect(result.err.hasSuffix("run `kheper server init` as its owner\n"), "\(result.err)")
        }
    }

    @Test func errorsNameTheProblem() {
        let missing = tool.run("server", "init")
        #expect(missing.code == .usage)
        #expect(missing.err.contains("no server given: use --server 'postgresql://USER:PASSWORD@HOST:PORT/DATABASE'"))
        let unreachable = tool.run("server", "init", "--server", "postgresql://x:y@127.0.0.1:1/kheper")
        #expect(unreachable.code == .failure)
        #expect(unreachable.err.hasPrefix("kheper: cannot reach the server at 127.0.0.1:1: "), "\(unreachable.err)")
        let unreadable = tool.run("server", "init", "--server", "host=localhost port")
        #expect(unreadable.code == .usage)
        #expect(unreadable.err.hasPrefix("kheper: cannot read the server connection string: "))
        let badName = tool.run("server", "add-user", "Robert'); DROP", "--server", "postgresql://x:y@127.0.0.1:1/k")
        #expect(badName.code == .failure)
        let unknown = tool.run("server", "start", "--server", "postgresql://x:y@127.0.0.1:1/k")
        #expect(unknown.code == .usage)
        #expect(unknown.err.contains("unknown server command \"start\"; expected init, add-user or remove-user"))
        let help = tool.run("server", "--help")
        #expect(help.code == .success)
        #expect(help.out.hasPrefix("usage: kheper server init [--server URL]\n"))
    }
}
