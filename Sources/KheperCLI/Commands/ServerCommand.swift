import KheperPostgres

/// `kheper server init`, `kheper server add-user NAME` and `kheper server remove-user --yes NAME`: setting up the
/// PostgreSQL sync server and its users.
enum ServerCommand {
    /// `-y, --yes`: remove the user without asking.
    static let yes = CommandOption.yes.with(help: "remove the user and all its data (remove-user)")
    /// `--password PASSWORD`: the new user's password.
    static let password = CommandOption(
        "--password", value: .text, placeholder: "PASSWORD", help: "the new user's password (add-user)")
    /// `--connection-limit N`: the new user's most connections at once.
    static let connectionLimit = CommandOption(
        "--connection-limit", value: .text, placeholder: "N",
        help: "the new user's most connections at once, at least 1 (add-user)")

    static let command = Command(
        name: "server",
        summary: "Create or migrate the sync server's schema, or add a user to it or remove one.",
        signature: CommandSignature(
            options: [.server, password, connectionLimit, yes],
            positionals: [
                CommandPositional(.choice(["init", "add-user", "remove-user"])),
                CommandPositional(.text, .optional, placeholder: "NAME"),
            ],
            forms: [
                ["init", .option(.server)],
                ["add-user", .option(password), .option(connectionLimit), .option(.server), "NAME"],
                ["remove-user", .required(yes), .option(.server), "NAME"],
            ]),
        about: """
            server init creates schema `kheper` in the server's database, or migrates it to this kheper's version,
            in one transaction: the tables, row-level security that keeps every row to its owner, and the
            functions kheper.push and kheper.pull that merge every device's changes. Running it again changes
            nothing. Connect as the database's owner with the right to create roles (or a superuser).

            server add-user creates the login role NAME, with PASSWORD or a random one, makes it a Kheper user of
            the database (it may call kheper.push and kheper.pull and touch no table directly; at most N
            connections at once, 10 by default; its statements, lock waits and idle transactions are bounded), and
            prints the connection string its devices use. NAME is 1 to 63 lower-case letters, digits and
            underscores. Each user sees and changes only its own workouts and history, and never learns of
            another's. ALTER ROLE NAME CONNECTION LIMIT N changes the limit later.

            server remove-user deletes every row the user NAME owns (its workouts, blocks, logged sets, change log,
            devices and account) and drops its login role, in one transaction, and prints how many rows it deleted.
            It destroys the user's data on the server, so it needs --yes. It refuses a name that is not a Kheper
            user of the database, and a user with open connections (stop its devices' syncs, or end them with
            pg_terminate_backend). The user's devices keep their own copies.
            """,
        notes: """
            scripts/dev-postgres.sh start runs a throwaway server and prints its connection string. Exit status:
            0 when done, 1 when the server cannot be reached, refuses the login, has a schema newer than this
            kheper, or refuses the change (remove-user: no such user, or it is connected), 2 for a usage mistake or
            a connection string that cannot be read.
            """,
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                let connectionString = try serverConnectionString(arguments, context)
                if arguments.contains(ServerCommand.yes) && arguments.positionals[0] != "remove-user" {
                    throw CommandFailure("server takes --yes only with remove-user", exitCode: .usage)
                }
                switch arguments.positionals[0] {
                case "init":
                    guard arguments.positionals.count == 1, arguments[ServerCommand.password] == nil,
                        arguments[ServerCommand.connectionLimit] == nil
                    else {
                        throw CommandFailure(
                            "server init takes no NAME, no --password and no --connection-limit", exitCode: .usage)
                    }
                    try initialize(connectionString, &context)
                case "add-user":
                    guard arguments.positionals.count == 2 else {
                        throw CommandFailure("server add-user needs the NAME of the user to add", exitCode: .usage)
                    }
                    try addUser(
                        arguments.positionals[1], password: arguments[ServerCommand.password],
                        connectionLimit: connectionLimit(arguments), connectionString, &context)
                case "remove-user":
                    guard arguments.positionals.count == 2 else {
                        throw CommandFailure(
                            "server remove-user needs the NAME of the user to remove", exitCode: .usage)
                    }
                    guard arguments[ServerCommand.password] == nil, arguments[ServerCommand.connectionLimit] == nil
                    else {
                        throw CommandFailure(
                            "server remove-user takes no --password and no --connection-limit", exitCode: .usage)
                    }
                    guard arguments.contains(ServerCommand.yes) else {
                        throw CommandFailure(
                            "server remove-user deletes every row the user \"\(arguments.positionals[1])\" owns on the "
                                + "server and drops its role; run it again with --yes to do so",
                            exitCode: .usage)
                    }
                    try removeUser(arguments.positionals[1], connectionString, &context)
                default:
                    throw CommandFailure(
                        "unknown server command \"\(arguments.positionals[0])\"; expected init, add-user or "
                            + "remove-user",
                        exitCode: .usage)
                }
            }
        }
    )

    /// The server from `--server`, else `$KHEPER_SERVER`.
    static func serverConnectionString(
        _ arguments: ParsedArguments, _ context: CommandContext
    ) throws(CommandFailure) -> String {
        if let given = arguments[.server] { return given }
        if let variable = context.environment.variables["KHEPER_SERVER"], !variable.isEmpty { return variable }
        throw CommandFailure(
            "no server given: use --server 'postgresql://USER:PASSWORD@HOST:PORT/DATABASE' or set KHEPER_SERVER "
                + "(scripts/dev-postgres.sh start prints one for a throwaway server)",
            exitCode: .usage)
    }

    /// Opens a connection, turning a ``ServerError`` into the command's failure.
    static func connect(_ connectionString: String) throws(CommandFailure) -> PostgresConnection {
        do {
            return try PostgresConnection(connectionString)
        } catch {
            throw CommandFailure(error)
        }
    }

    private static func initialize(_ connectionString: String, _ context: inout CommandContext) throws(CommandFailure) {
        let connection = try connect(connectionString)
        let migration: ServerSchema.Migration
        do {
            migration = try ServerSchema.migrate(connection)
        } catch {
            throw CommandFailure(error)
        }
        let place = "database \"\(connection.endpoint.database)\" at \(connection.endpoint.address)"
        if migration.from == migration.to {
            context.output.print("the Kheper schema in \(place) is already at version \(migration.to); nothing to do")
        } else if migration.from == 0 {
            context.output.print("created the Kheper schema, version \(migration.to), in \(place)")
        } else {
            context.output.print(
                "migrated the Kheper schema in \(place) from version \(migration.from) to \(migration.to)")
        }
    }

    /// The `--connection-limit` of add-user, `nil` when not given.
    private static func connectionLimit(_ arguments: ParsedArguments) throws(CommandFailure) -> Int? {
        guard let given = arguments[ServerCommand.connectionLimit] else { return nil }
        guard let limit = Int(given) else {
            throw CommandFailure(
                "--connection-limit is \"\(given)\"; expected a whole number of connections, such as 10",
                exitCode: .usage)
        }
        return limit
    }

    private static func addUser(
        _ name: String, password: String?, connectionLimit: Int?, _ connectionString: String,
        _ context: inout CommandContext
    ) throws(CommandFailure) {
        let connection = try connect(connectionString)
        let user: ServerUsers.NewUser
        do {
            try ServerSchema.checkCompatible(connection)
            user = try ServerUsers.add(name, password: password, connectionLimit: connectionLimit, on: connection)
        } catch {
            throw CommandFailure(error)
        }
        context.output.print("created user \(user.name)")
        if password == nil { context.output.print("password: \(user.password)") }
        context.output.print("its devices connect with:")
        context.output.print("  --server '\(user.connectionString)'")
        context.output.print("or with KHEPER_SERVER set to that string")
    }

    private static func removeUser(_ name: String, _ connectionString: String, _ context: inout CommandContext)
        throws(CommandFailure)
    {
        let connection = try connect(connectionString)
        let removed: ServerUsers.RemovedUser
        do {
            try ServerSchema.checkCompatible(connection)
            removed = try ServerUsers.remove(name, on: connection)
        } catch {
            throw CommandFailure(error)
        }
        let total = removed.deletedRows.values.reduce(0, +)
        let tables = removed.deletedRows.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        context.output.print(
            "removed user \(removed.name): deleted \(total) row\(total == 1 ? "" : "s") (\(tables.joined(separator: ", ")))"
                + (removed.droppedRole ? " and dropped its role" : "; its role was already gone"))
    }
}
