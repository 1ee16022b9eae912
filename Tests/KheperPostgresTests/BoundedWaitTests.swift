import KheperCore
import KheperPostgres
import KheperSync
import Testing

/// A sync's waits on the server are bounded, and each reason a sync stops has its own code and sentence.
@Suite struct BoundedWaitTests {
    /// A push of `workout` by a client of its own, as JSON text.
    static func push(_ workout: String, client: String) -> String {
        "[{\"client\":\"\(client)\",\"seq\":1,\"base\":0,\"op\":\"putWorkout\",\"workout\":\"\(workout)\","
            + "\"title\":\"T\"}]"
    }

    @Test func eachSQLSTATEThatStopsASyncHasItsOwnCodeAndSentence() throws {
        try withTestDatabase { database in
            let user = try database.user("sentences")
            let limits = SessionLimits(environment: [
                SessionLimits.lockTimeoutVariable: "2000", SessionLimits.statementTimeoutVariable: "1500",
            ])
            let server = try PostgresSyncServer(connection: user.connection, limits: limits)
            func explained(_ state: String) -> ServerError {
                server.explained(
                    ServerError(code: .queryFailed, message: "the server refused the query: words", sqlState: state))
            }
            #expect(explained("55P03").code == .busy)
            #expect(
                explained("55P03").message == "another sync of user \(user.name) is still running on the server (its "
                    + "lock was not free within 2 s); try again in a moment")
            #expect(explained("57014").code == .timedOut)
            #expect(
                explained("57014").message == "the server did not finish within 1500 ms and cancelled the request; "
                    + "try again, and if it keeps happening the server is overloaded")
            #expect(explained("53300").code == .tooManyConnections)
            #expect(explained("53300").message.hasPrefix("user \(user.name) already has as many connections"))
            #expect(explained("54000").code == .pushTooLarge)
            #expect(
                explained("54000").message == "the server refused a push as larger than its maximum: words; this "
                    + "kheper sends at most \(SyncPaging.recordsPerPage) changes in one push")
            for state in ["22P05", "22P02", "22023", "22003"] {
                #expect(explained(state).code == .unstorableRecord)
                #expect(
                    explained(state).message
                        == "The server cannot take this change: words (SQLSTATE \(state)).")
            }
            #expect(explained("42501").code == .queryFailed)
        }
    }

    @Test func theSessionTimeoutsAndKeepalivesAreDeclaredOnce() {
        let limits = SessionLimits()
        #expect(
            limits.connectionParameters.map(\.keyword) == [
                "connect_timeout", "keepalives", "keepalives_idle", "keepalives_interval", "keepalives_count",
            ])
        #expect(
            limits.sessionSQL == "SET statement_timeout = 30000; SET lock_timeout = 5000; "
                + "SET idle_in_transaction_session_timeout = 60000")
        #expect(SessionLimits(environment: [SessionLimits.lockTimeoutVariable: "0"]) == limits)
        #expect(SessionLimits(environment: [SessionLimits.lockTimeoutVariable: "x"]) == limits)
    }

    /// A push that waits on the user's push lock (another push in a transaction left open) longer than the
    /// statement timeout is cancelled, and says so.
    @Test func aPushThatOutlastsTheStatementTimeoutIsCancelledWithASentence() throws {
        try withTestDatabase { database in
            let user = try database.user("timeout")
            try user.connection.execute(script: "BEGIN")
            try user.connection.query(
                "SELECT kheper.push($1::jsonb)", [Self.push("held", client: "00000000-0000-4000-8000-00000000000a")])
            defer { _ = try? user.connection.execute(script: "ROLLBACK") }
            let second = try PostgresConnection(
                database.serverConnectionString, user: user.name, password: user.password, database: database.name)
            var limits = SessionLimits()
            limits.statementTimeoutMilliseconds = 300
            let server = try PostgresSyncServer(connection: second, limits: limits)
            let error = #expect(throws: ServerError.self) {
                _ = try server.push(json: Self.push("waiting", client: "00000000-0000-4000-8000-00000000000b"))
            }
            #expect(error?.code == .timedOut)
            #expect(error?.sqlState == "57014")
        }
    }

    /// PostgreSQL refuses a text with U+0000 in `jsonb` and fails the whole push; the adapter calls it a record the
    /// server cannot store, which the device sets aside.
    @Test func aNULCharacterFailsThePushAsAnUnstorableRecord() throws {
        try withTestDatabase { database in
            let user = try database.user("nul")
            let adapter = PostgresSyncAdapter(try PostgresSyncServer(connection: user.connection))
            let record = ChangeRecord(
                client: "00000000-0000-4000-8000-00000000000c", seq: 1, base: 0,
                intent: .putWorkout(workout: "w", title: "a\u{0}b"))
            let error = #expect(throws: SyncError.self) { _ = try adapter.push([record]) }
            #expect(error?.code == .unstorableRecord)
            #expect(error?.message.hasSuffix("(SQLSTATE 22P05).") == true, "\(error?.message ?? "")")
        }
    }
}
