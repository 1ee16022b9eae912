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
            #expect(rls.scalar == "7")
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
}
