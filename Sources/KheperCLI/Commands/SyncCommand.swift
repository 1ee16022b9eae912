import Foundation
import KheperCore
import KheperEditor
import KheperPostgres
import KheperSync

/// `kheper sync` and `kheper sync --status`: pushing the store's outbox to the PostgreSQL server, pulling what
/// other devices sent and rebasing this device's edits on top, or showing where the device stands.
enum SyncCommand {
    static let command = Command(
        name: "sync",
        summary: "Send this device's edits to the sync server and bring in the other devices' edits.",
        usage: """
            kheper sync [--server URL] [--store PATH]
                   kheper sync --status [--store PATH]
            """,
        details: """
            sync pushes the store's outbox (every edit made since the last sync) to the server, pulls the changes
            other devices sent, and replays this device's unconfirmed edits on top. It prints what came in
            (workouts, blocks and logged sets changed), the edits the server gave a new order key, and those it
            rejected, with the reason (docs/SYNC.md has the rules). Editing never needs the network: the outbox
            keeps every edit until a sync succeeds.

            --status prints the device's client id, the server version it last pulled (its cursor), how many
            changes wait in the outbox and when it last synced, without connecting.

            options:
              --server URL  the user's server, as a libpq connection string
                            (postgresql://USER:PASSWORD@HOST:PORT/DATABASE); by default $KHEPER_SERVER
              --status      show the sync state instead of syncing
              --store PATH  the store to use
              -h, --help    show this help

            `kheper --auto-sync COMMAND …`, or KHEPER_AUTO_SYNC=1 with KHEPER_SERVER set, syncs after each
            command that edits the store; a failed auto-sync is reported and never fails the edit.
            `kheper server add-user NAME` prints a user's connection string.

            Exit status: 0 when synced, 1 when the server cannot be reached, refuses the login, has a schema newer
            than this kheper or fails the sync (the changes stay in the outbox), 2 for a usage mistake.

            \(StoreAccess.note)
            """,
        spec: {
            ArgumentSpec(
                flags: ["status": ["--status"]],
                options: ["server": (["--server"], nil), "store": StoreAccess.option])
        },
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                if arguments.flags.contains("status") {
                    guard arguments.options["server"] == nil else {
                        throw CommandFailure("sync --status does not connect; it takes no --server", exitCode: .usage)
                    }
                    let store = try syncingStore(arguments, context, mode: .read)
                    try printStatus(of: store, &context)
                    return
                }
                let connectionString = try ServerCommand.serverConnectionString(arguments, context)
                let store = try syncingStore(arguments, context, mode: .write)
                let report = try sync(store, connectionString: connectionString)
                printReport(report, &context)
            }
        }
    )

    /// The store `arguments` name, as a store that syncs.
    static func syncingStore(
        _ arguments: ParsedArguments, _ context: CommandContext, mode: KheperCommandLine.StoreMode
    ) throws(CommandFailure) -> any SyncingStore {
        let store = try StoreAccess.open(arguments, context, mode: mode)
        guard let syncing = store as? any SyncingStore else {
            throw CommandFailure("this store keeps no sync outbox, so it cannot sync")
        }
        return syncing
    }

    /// Connects to the server and syncs `store`; every failure says that the changes stay in the outbox.
    static func sync(_ store: any SyncingStore, connectionString: String) throws(CommandFailure) -> SyncReport {
        let server: PostgresSyncServer
        do {
            server = try PostgresSyncServer(connectionString: connectionString)
        } catch {
            guard error.code != .invalidConnectionString else { throw ServerCommand.failure(error) }
            throw CommandFailure(error.message + keptSentence(store))
        }
        do {
            return try store.sync(with: PostgresSyncAdapter(server), pageSize: 500)
        } catch {
            throw CommandFailure(error.message + keptSentence(store))
        }
    }

    /// "; the changes stay in the outbox…", with how many there are when the store can tell.
    static func keptSentence(_ store: any SyncingStore) -> String {
        let count = (try? store.syncStatus())?.outboxCount
        let waiting = count.map { " (\(plural($0, "change")) waiting)" } ?? ""
        return "; the changes stay in the outbox\(waiting) and go with the next sync"
    }

    private static func printStatus(of store: any SyncingStore, _ context: inout CommandContext)
        throws(CommandFailure)
    {
        let status: SyncStatus
        do {
            status = try store.syncStatus()
        } catch {
            throw CommandFailure(error.message)
        }
        context.output.print("client id: \(status.clientID)")
        context.output.print("cursor: server version \(status.cursor)")
        context.output.print("outbox: \(plural(status.outboxCount, "change")) waiting")
        if let lastSync = status.lastSync {
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = TimeZone(identifier: "UTC")
            context.output.print("last sync: \(formatter.string(from: Date(timeIntervalSince1970: lastSync)))")
        } else {
            context.output.print("last sync: never")
        }
    }

    /// Prints what went out, what came in, and every rewritten and rejected change.
    static func printReport(_ report: SyncReport, _ context: inout CommandContext) {
        var counts: [PushOutcome.Status: Int] = [:]
        for outcome in report.outcomes { counts[outcome.status, default: 0] += 1 }
        if report.outcomes.isEmpty {
            context.output.print("sent nothing: the outbox was empty")
        } else {
            context.output.print(
                "sent \(plural(report.outcomes.count, "change")): \(counts[.applied, default: 0]) applied, "
                    + "\(counts[.rewritten, default: 0]) rewritten, \(counts[.rejected, default: 0]) rejected, "
                    + "\(counts[.duplicate, default: 0]) already on the server")
        }
        let records = Dictionary(report.pushed.map { ($0.seq, $0) }, uniquingKeysWith: { first, _ in first })
        for outcome in report.rewritten {
            let what = records[outcome.seq].map(describe) ?? "change \(outcome.seq)"
            context.output.print("  rewritten: \(what) now has the order key \(outcome.order?.rawValue ?? "?")")
        }
        for outcome in report.rejected {
            let what = records[outcome.seq].map(describe) ?? "change \(outcome.seq)"
            context.output.print("  rejected: \(what): \(outcome.reason ?? "no reason given")")
        }
        var workouts: Set<String> = []
        var blocks: Set<String> = []
        var sets = 0
        for change in report.received {
            if let workout = change.change.intent.workout { workouts.insert(workout) }
            if let block = blockID(of: change.change.intent) {
                blocks.insert("\(change.change.intent.workout ?? "")/\(block.rawValue)")
            }
            if case .logSet = change.change.intent { sets += 1 }
        }
        context.output.print(
            "received \(plural(report.received.count, "change")) from other devices: "
                + "\(plural(workouts.count, "workout")), \(plural(blocks.count, "block")), "
                + "\(plural(sets, "logged set")) changed")
        var last = "now at server version \(report.cursor)"
        if report.pending > 0 {
            last += "; \(plural(report.pending, "change")) made during the sync wait for the next one"
        }
        context.output.print(last)
    }

    /// A pushed record for a person: its operation, block and workout.
    static func describe(_ record: ChangeRecord) -> String {
        let intent = record.intent
        var text = intent.operation
        if let block = blockID(of: intent) { text += " of block \"\(block.rawValue)\"" }
        if let workout = intent.workout { text += " in workout \"\(workout)\"" }
        return text
    }

    static func blockID(of intent: ChangeIntent) -> BlockID? {
        switch intent {
        case .insertBlock(_, let block): block.id
        case .moveBlock(_, let block, _, _), .updateBlock(_, let block, _, _, _, _), .deleteBlock(_, let block): block
        case .putWorkout, .deleteWorkout, .logSet: nil
        }
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
