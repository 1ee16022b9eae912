import Foundation
import KheperPostgres
import Testing

/// Creating and migrating the server schema, and refusing a schema that is too new or missing.
@Suite("server schema")
struct ServerSchemaTests {
    @Test("init is idempotent: a second run changes nothing")
    func initIsIdempotent() throws {
        try withTestDatabase(fresh: true) { database in
            // withTestDatabase ran the first init.
            #expect(try ServerSchema.installedVersion(database.admin) == ServerSchema.currentVersion)
            let objects = """
                SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'kheper'
                """
            let before = try database.admin.query(objects).scalar
            let again = try ServerSchema.migrate(database.admin)
            #expect(again.from == ServerSchema.currentVersion && again.to == ServerSchema.currentVersion)
            #expect(try database.admin.query(objects).scalar == before)
            #expect(try database.admin.query("SELECT count(*) FROM kheper.schema_version").scalar == "1")
            let rls = try database.admin.query(
                "SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                    + "WHERE n.nspname = 'kheper' AND c.relkind = 'r' AND c.relrowsecurity AND c.relforcerowsecurity")
            // Each table of users' rows: workouts, blocks, log sessions and sets, changes, clients, custom entries and
            // exercise links, and the readable schema_version.
            #expect(rls.scalar == "9")
        }
    }

    @Test("a schema newer than this build is refused by init and by the sync client")
    func schemaTooNew() throws {
        try withTestDatabase(fresh: true) { database in
            let alice = try database.user("alice")
            try database.admin.query("UPDATE kheper.schema_version SET version = 99")
            let initError = #expect(throws: ServerError.self) { try ServerSchema.migrate(database.admin) }
            #expect(initError?.code == .schemaTooNew)
            #expect(
                initError?.message == "the database \"\(database.name)\" at \(database.admin.endpoint.address) has "
                    + "Kheper schema version 99, newer than version \(ServerSchema.currentVersion) that this kheper knows; "
                    + "upgrade kheper")
            let clientError = #expect(throws: ServerError.self) {
                _ = try PostgresSyncServer(connection: alice.connection)
            }
            #expect(clientError?.code == .schemaTooNew)
            #expect(try database.admin.query("SELECT version FROM kheper.schema_version").scalar == "99")
        }
    }

    @Test("a database without the schema is named, with the command that creates it")
    func schemaMissing() throws {
        try withTestDatabase(fresh: true) { database in
            try database.admin.query("DROP SCHEMA kheper CASCADE")
            let error = #expect(throws: ServerError.self) { _ = try PostgresSyncServer(connection: database.admin) }
            #expect(error?.code == .schemaMissing)
            #expect(
                error?.message.hasSuffix(
                    "has no Kheper schema, and this kheper needs version \(ServerSchema.currentVersion); "
                        + "run `kheper server init` as its owner") == true)
        }
    }

    @Test("init migrates a version 1 server to the current version, keeping its rows, and extra members then sync")
    func migratesVersionOne() throws {
        try withTestDatabase(fresh: true) { database in
            // A server as version 1 left it: drop what withTestDatabase made and run only the first script; its user
            // is a member of kheper_user, as version 1's add-user made it.
            try database.admin.query("DROP SCHEMA kheper CASCADE")
            let name = "kt_\(database.suffix)_alice"
            try database.admin.query("CREATE ROLE \(name) LOGIN PASSWORD 'secret'")
            let alice = try database.login(name, password: "secret")
            try database.admin.query("BEGIN")
            try database.admin.execute(script: ServerSchema.migrations[0])
            try database.admin.query("UPDATE kheper.schema_version SET version = 1")
            try database.admin.query("COMMIT")
            try database.admin.query("GRANT kheper_user TO \(name)")
            #expect(try ServerSchema.installedVersion(database.admin) == 1)
            var records = ChangeRecords()
            let batch = try JSONSerialization.data(
                withJSONObject: [records.putWorkout("w1", title: "Kept"), records.insert("b1", in: "w1", order: "a0")])
            let before = try alice.connection.query(
                "SELECT kheper.push($1::jsonb)::text", [String(decoding: batch, as: UTF8.self)]
            ).scalar
            #expect(before?.contains("rejected") == false && before?.contains("applied") == true)

            let migration = try ServerSchema.migrate(database.admin)
            #expect(migration.from == 1 && migration.to == ServerSchema.currentVersion)
            #expect(
                try alice.own("SELECT title, extra::text FROM kheper.workouts WHERE owner = $1").rows == [
                    ["Kept", "{}"]
                ])
            var update = records.update("b1", in: "w1", fields: [:])
            update["extra"] = ["color": "red"]
            var put = records.putWorkout("w1", title: "Kept")
            put["extra"] = ["app": ["theme": "dark"]]
            let after = try alice.push([update, put])
            #expect(after.map(\.status) == [.applied, .applied])
            #expect(
                try alice.own("SELECT extra::text, raw FROM kheper.blocks WHERE owner = $1").rows == [
                    [#"{"color": "red"}"#, "f"]
                ])
            #expect(
                try alice.own("SELECT extra::text FROM kheper.workouts WHERE owner = $1").rows == [
                    [#"{"app": {"theme": "dark"}}"#]
                ])
            #expect(try alice.pull().count == 4)
        }
    }

    @Test("extra and raw members of the wrong type are rejected, naming the member")
    func malformedExtraAndRawAreRejected() throws {
        try withTestDatabase(fresh: true) { database in
            let alice = try database.user("alice")
            var records = ChangeRecords()
            let put = records.putWorkout("w1", title: "T")
            let insert = records.insert("b1", in: "w1", order: "a0")
            var badExtra = records.update("b1", in: "w1", fields: [:])
            badExtra["extra"] = [1]
            var badRaw = records.insert("r1", in: "w1", order: "a1")
            badRaw["raw"] = "yes"
            var raw = records.insert("r2", in: "w1", order: "a2")
            raw["raw"] = true
            raw["data"] = "the node as written"
            let outcomes = try alice.push([put, insert, badExtra, badRaw, raw])
            #expect(outcomes.map(\.status) == [.applied, .applied, .rejected, .rejected, .applied])
            #expect(outcomes[2].reason == "The change record's \"extra\" must be an object.")
            #expect(outcomes[3].reason == "The change record's \"raw\" must be true or false.")
            #expect(
                try alice.own("SELECT data::text, raw FROM kheper.blocks WHERE owner = $1 AND id = 'r2'").rows == [
                    [#""the node as written""#, "t"]
                ])
        }
    }
}
