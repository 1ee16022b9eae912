import KheperPostgres
import KheperTestSupport
import Testing

/// The connection errors a person meets: nothing listening, a wrong password, a malformed string.
@Suite("connection errors")
struct ConnectionErrorTests {
    @Test("no server at the address is server.unreachable")
    func unreachable() throws {
        // Port 1 on the loopback address: nothing listens there, so the connection is refused at once.
        let error = #expect(throws: ServerError.self) {
            _ = try PostgresConnection("postgresql://nobody:secret@127.0.0.1:1/kheper")
        }
        #expect(error?.code == .unreachable)
        #expect(error?.message.hasPrefix("cannot reach the server at 127.0.0.1:1: ") == true)
        #expect(
            error?.message.hasSuffix("check that it is running and that --server or KHEPER_SERVER names it") == true)
        #expect(error?.message.contains("secret") == false)
    }

    @Test("a wrong password is server.authentication-refused")
    func wrongPassword() throws {
        try withTestDatabase { database in
            let alice = try database.user("alice")
            let error = #expect(throws: ServerError.self) {
                _ = try PostgresConnection(
                    database.serverConnectionString, user: alice.name, password: "wrong", database: database.name)
            }
            #expect(error?.code == .authenticationRefused)
            #expect(
                error?.message.hasPrefix(
                    "the server at \(alice.connection.endpoint.address) refused to log in user \"\(alice.name)\": ")
                    == true)
            #expect(error?.message.contains("password authentication failed") == true)
        }
    }

    @Test("an unknown user is server.authentication-refused")
    func unknownUser() throws {
        let server = try TestPostgresCluster.connectionString()
        let error = #expect(throws: ServerError.self) {
            _ = try PostgresConnection(server, user: "kt_nobody_at_all", password: "x")
        }
        #expect(error?.code == .authenticationRefused)
    }

    @Test("a connection string libpq cannot read is named as such")
    func invalidConnectionString() {
        let error = #expect(throws: ServerError.self) { _ = try PostgresConnection("host=localhost port") }
        #expect(error?.code == .invalidConnectionString)
        #expect(error?.message.hasPrefix("cannot read the server connection string: ") == true)
    }
}
