import KheperCore
import KheperEditor
import KheperLogImport
import KheperTrainingLog

/// `kheper log import FILE`, `log export`, `log list`, `log remove SESSION…` and `log undo`: the training
/// history, read from the apps' exports into the store, listed, corrected and written back out.
enum LogCommand {
    /// `--from FORMAT`: the app the file to import comes from.
    static let from = CommandOption(
        "--from", value: .choice(["strong", "hevy", "fitnotes", "auto"]), placeholder: "FORMAT",
        help: "strong, hevy, fitnotes or auto (the default: detected from the header)")
    /// `--unit UNIT`: the unit of weights in a layout that names none.
    static let unit = CommandOption(
        "--unit", value: .choice(["kg", "lb"]), placeholder: "UNIT",
        help: "kg or lb, for weights in a layout that names no unit (import and export)")
    /// `--dry-run`: read and report without writing.
    static let dryRun = CommandOption(flag: "--dry-run", help: "read and report, without writing the store")
    /// `--replace`: replace the stored sessions the file holds.
    static let replace = CommandOption(
        flag: "--replace", help: "replace the stored sessions the file holds, as one step log undo takes back")
    /// `--program PROGRAM`: the stored program the imported sessions advance.
    static let program = CommandOption(
        "--program", value: .workout, placeholder: "PROGRAM",
        help: "advance the stored program PROGRAM from each imported session, oldest first, as one undo step")
    /// `--keep-going`: skip malformed rows and import the rest.
    static let keepGoing = CommandOption(
        flag: "--keep-going",
        help: "skip each unreadable or malformed row (reported with its line and reason) and import everything "
            + "else, the rest of its session included; a quote never closed skips its line and the lines after it "
            + "are read")
    /// `--format FORMAT`: the export's format.
    static let format = CommandOption(
        "--format", value: .choice(["strong", "csv"]), placeholder: "FORMAT", help: "strong or csv (log export)")
    /// `--layout LAYOUT`: the Strong layout to write.
    static let layout = CommandOption(
        "--layout", value: .choice(StrongLayout.exportLayouts.map(\.name) + ["headerless"]), placeholder: "LAYOUT",
        help: "the Strong layout to write: comma-12, comma-11 (no RPE), comma-11-rpe (no Duration), comma-10, "
            + "semicolon-14, semicolon-13, quoted-semicolon, 2016-kg or 2016-lb; headerless is read but not written")

    static let command = Command(
        name: "log",
        summary:
            "Import a Strong, Hevy or FitNotes export into the training log, list or remove sessions, or export it.",
        signature: CommandSignature(
            options: [from, unit, dryRun, replace, keepGoing, program, format, layout, .output, .store],
            positionals: [
                CommandPositional(.choice(["import", "list", "remove", "undo", "export"])),
                CommandPositional(.file, .any, placeholder: "FILE"),
            ],
            forms: [
                [
                    "import", .option(from), .option(unit), .option(dryRun), .option(keepGoing), .option(replace),
                    .option(program), .option(.store), "FILE",
                ], ["list", .option(.store)], ["remove", .option(.store), "SESSION…"], ["undo", .option(.store)],
                ["export", .option(format), .option(layout), .option(unit), .option(.output), .option(.store)],
            ]),
        edits: .when { ["import", "remove", "undo"].contains($0.positionals.first) },
        about: """
            log import reads FILE as it streams, in one transaction: every session is stored or none is.
            Importing the same file again adds nothing (a session already stored is skipped), and each exercise
            name resolves to the exercise it names ("Bench Press (Barbell)", "bench press" and "Barbell Bench
            Press" are one). It ends with a report: sessions added and already imported, sets, exercises new and
            matched, and every row skipped or recovered with its line. A malformed file exits 1 naming the line
            and column, and nothing is imported. Strong's comma layouts name no weight unit: give --unit, answer
            the question on a terminal, or the import exits 2 saying so. A progress bar is shown on standard
            error when it is a terminal.

            log import --replace re-imports a corrected file over sessions imported wrongly: each session in the
            file replaces the stored session with its id (ids are stable, so the same file names the same
            sessions), sets and all, and the report says how many were added and replaced. It is one step: log undo
            puts back every session it replaced as it was and removes every session it added, in one transaction
            (log undo takes back the latest log import --replace or log remove).
            A replace that fails midway changes nothing. Sync sends each session a replace or an undo touched as
            its whole list of sets, so the server and other devices end with exactly the same sets. A stored
            program an advance of which came from a session a replace or an undo changed follows it: that advance
            and every later one are made again from the sessions as now logged, leaving out one that is gone. A
            session the file holds just as it is stored changed nothing, so a whole history re-exported with one
            session corrected moves a program back only to that session.

            log list prints every logged session, newest first: its date (UTC), its id, its title, and how many
            exercises and sets it holds.

            log remove SESSION… takes sessions out of the log, sets and all: a session played by mistake, or one
            imported that should not have been. SESSION is a session's id, a unique id prefix, or a date
            (YYYY-MM-DD) on which one session was logged; log list shows them. All the sessions named go as one
            step, or none does when one is unknown or names several sessions; log undo puts them back as they
            were. Sync removes their sets from the server and the other devices. A stored program an advance of
            which came from a removed session follows, as after a replace; log undo puts back the sessions and the
            step each program took to follow them (a program changed since is named and left as it stands).

            log import --program PROGRAM advances the stored program PROGRAM from each session the file holds
            that was logged after the program's latest advance, oldest first, each as the program's next day, as
            one step kheper undo PROGRAM takes back; a session with none of the next day's lifts is skipped and
            named. It prints what each lift's rule did and why. It cannot be combined with --dry-run or --replace.

            log export writes every session, oldest first: --format strong (the default) in one of Strong's
            layouts, which log import reads back to the same sessions: --layout, else the layout the sessions
            were imported from (the oldest's, when they came from several), else semicolon-14, with a unit on
            every row. Importing a Strong file and exporting it gives the same rows, normalised in these ways
            only: names lose leading and trailing spaces; a session's length is written as Strong writes it
            today (38min as 38m); times have seconds (10:26 as 10:26:00); numbers are written in the layout's style (45.0 or 45); a distance unit is written
            as m, km or mi (mi. as mi); a distance of 0 (0.00) is no distance, written as the layout writes none
            (empty, or 0 where Strong writes 0) and with no unit; notes lose leading and trailing spaces; a file
            without a header row gets one; rows the import skipped are not written. Layouts without a unit (comma-*) write weights
            in --unit, else in the unit the first weight was recorded in, converting the others. --format csv
            writes one row per set with these columns: session_id, start, end, title, source, exercise, exercise_notes,
            set_order, set_type, reps, weight, weight_unit, rpe, seconds, distance, distance_unit, notes,
            rest_after_seconds (times in UTC, numbers exactly as stored, units as recorded).
            """,
        notes: """
            \(StoreAccess.note)
            """,
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                switch arguments.positionals[0] {
                case "import":
                    try refuse([format, .output, layout], in: arguments, for: "import")
                    guard arguments.positionals.count == 2 else {
                        throw CommandFailure("log import reads one FILE", exitCode: .usage)
                    }
                    try LogImportRun(arguments: arguments, file: arguments.positionals[1]).run(&context)
                case "list", "undo":
                    let subcommand = arguments.positionals[0]
                    try refuse(
                        [format, .output, layout, from, unit, dryRun, keepGoing, replace, program],
                        in: arguments, for: subcommand)
                    guard arguments.positionals.count == 1 else {
                        throw CommandFailure("log \(subcommand) takes no FILE", exitCode: .usage)
                    }
                    if subcommand == "list" {
                        try LogSessions.list(arguments, &context)
                    } else {
                        try undoReplacement(arguments, &context)
                    }
                case "remove":
                    try refuse(
                        [format, .output, layout, from, unit, dryRun, keepGoing, replace, program],
                        in: arguments, for: "remove")
                    guard arguments.positionals.count > 1 else {
                        throw CommandFailure("log remove needs the SESSION to remove", exitCode: .usage)
                    }
                    try LogSessions.remove(Array(arguments.positionals.dropFirst()), arguments, &context)
                case "export":
                    try refuse([from, dryRun, keepGoing, replace, program], in: arguments, for: "export")
                    guard arguments.positionals.count == 1 else {
                        throw CommandFailure("log export takes no FILE; use -o FILE to write one", exitCode: .usage)
                    }
                    try LogExport.run(arguments, &context)
                default:
                    throw CommandFailure(
                        "unknown log command \"\(arguments.positionals[0])\"; expected import, list, remove, undo "
                            + "or export",
                        exitCode: .usage)
                }
            }
        }
    )

    /// `log undo`: takes back the latest `log import --replace` and says what it put back.
    private static func undoReplacement(_ arguments: ParsedArguments, _ context: inout CommandContext)
        throws(CommandFailure)
    {
        let store = try open(arguments, context, mode: .write)
        do throws(TrainingLogError) {
            let changed = try store.sessionsChangedByLatestReplacement()
            let undone = try store.undoReplacement()
            context.output.print(
                undone.removedSessions.isEmpty
                    ? "undid log import --replace (log change \(undone.id)): "
                        + "\(SyncCommand.plural(undone.replacedSessions.count, "session")) put back as before, "
                        + "\(SyncCommand.plural(undone.addedSessions.count, "session")) it added removed"
                    : "undid log remove (log change \(undone.id)): "
                        + "\(SyncCommand.plural(undone.removedSessions.count, "session")) put back as before")
            // A removal's sessions, put back, have no advances left to follow: the programs' own steps go back.
            let programs =
                undone.removedSessions.isEmpty
                ? ProgramLogFollowing.follow(changed: changed, log: store, arguments, context)
                : ProgramLogFollowing.takeBack(logChange: undone.id, arguments, context)
            for line in programs { context.output.print(line) }
        } catch  where error.code == .noReplacement {
            throw CommandFailure(error.message, exitCode: .usage)
        } catch {
            throw CommandFailure("cannot undo: \(error.message); nothing changed")
        }
    }

    /// Fails when an option that belongs to the other subcommand is given.
    private static func refuse(_ options: [CommandOption], in arguments: ParsedArguments, for subcommand: String)
        throws(CommandFailure)
    {
        for option in options where arguments.gives(option) {
            throw CommandFailure("\(option.name) does not apply to log \(subcommand)", exitCode: .usage)
        }
    }

    /// Opens the training log in the store the arguments name.
    static func open(_ arguments: ParsedArguments, _ context: CommandContext, mode: KheperCommandLine.StoreMode)
        throws(CommandFailure) -> any TrainingLogStore
    {
        guard let openLog = context.openLog else {
            throw CommandFailure("this build of kheper keeps no training log", exitCode: .usage)
        }
        let path = StoreLocation.path(option: arguments[.store], environment: context.environment)
        do {
            return try openLog(path, mode)
        } catch {
            throw StoreAccess.failure(error, opening: path)
        }
    }
}
