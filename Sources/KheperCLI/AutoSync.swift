import KheperPostgres
import KheperSync

/// `--auto-sync` and `KHEPER_AUTO_SYNC`: a sync with `$KHEPER_SERVER` after each command that edits the store, as
/// its `Command.edits` declares. A failed auto-sync is a warning on standard error; the edit stands, in the outbox,
/// and the exit status is the edit's.
enum AutoSync {
    /// The global option, given before the command.
    static let option = "--auto-sync"

    /// Whether `KHEPER_AUTO_SYNC` asks for auto-sync: set, and neither empty nor `0`.
    static func isSetInEnvironment(_ environment: ToolEnvironment) -> Bool {
        guard let value = environment.variables["KHEPER_AUTO_SYNC"] else { return false }
        return !value.isEmpty && value != "0"
    }

    /// Syncs the store the finished command used, printing a one-line summary, or a warning when it fails.
    static func run(after arguments: ParsedArguments, _ context: inout CommandContext) {
        do throws(CommandFailure) {
            guard let connectionString = context.environment.variables["KHEPER_SERVER"], !connectionString.isEmpty
            else {
                throw CommandFailure("KHEPER_SERVER is not set, so there is no server to sync with")
            }
            let store = try SyncCommand.syncingStore(arguments, context, mode: .write)
            let report = try SyncCommand.sync(
                store, connectionString: connectionString,
                limits: SessionLimits(environment: context.environment.variables))
            context.output.printError(
                "auto-sync: sent \(SyncCommand.plural(report.outcomes.count, "change")), received "
                    + "\(SyncCommand.plural(report.fromOthers, "change")); now at server version \(report.cursor)"
            )
            if let linked = try SyncCommand.linkReceivedEntries(report, arguments, context) {
                context.output.printError("auto-sync: \(linked)")
            }
            for outcome in report.rejected {
                context.output.printError("auto-sync: a change was rejected: \(outcome.reason ?? "no reason given")")
            }
            let rejected = Set(report.rejected.map(\.seq))
            for entry in report.setAside where !rejected.contains(entry.record.seq) {
                context.output.printError("auto-sync: a change was set aside: \(entry.reason)")
            }
        } catch {
            context.output.printError("kheper: auto-sync failed, the edit is kept: \(error.message)")
        }
    }
}
