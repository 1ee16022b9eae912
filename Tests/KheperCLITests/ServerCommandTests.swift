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
            #expect(created.out.hasPrefix("created the Kheper schema, version 2, in database \""))
            // From the environment, and a second time: nothing to do.
            let again = tool.run("server", "init", variables: ["KHEPER_SERVER": server])
            #expect(again.code == .success, "\(again.err)")
            #expect(again.out.hasSuffix("is already at version 2; nothing to do\n"))
            let name = "kt_cli_\(UUID().uuidString.prefix(8).lowercased())"
            defer { _ = try? admin.query("DROP ROLE IF EXISTS \(name)") }
            let added = tool.run("server", "add-user", name, "--server", server)
            #expect(added.code == .success, "\(added.err)")
            let lines = added.out.split(separator: "\n").map(String.init)
            #expect(lines.first == "created user \(name) in group kheper_user")
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
        #expect(unknown.err.contains("unknown server command \"start\"; expected init or add-user"))
        let help = tool.run("server", "--help")
        #expect(help.code == .success)
        #expect(help.out.hasPrefix("usage: kheper server init [--server URL]\n"))
    }
}
