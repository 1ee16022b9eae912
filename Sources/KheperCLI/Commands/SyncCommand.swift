import Foundation
import KheperCore
import KheperEditor
import KheperPostgres
import KheperSync
import KheperTerminal

/// `kheper sync` and `kheper sync --status`: pushing the store's outbox to the PostgreSQL server, pulling what
/// other devices sent and rebasing this device's edits on top, or showing where the device stands.
enum SyncCommand {
    /// `--status`: show the sync state.
    static let status = CommandOption(flag: "--status", help: "show the sync state instead of syncing")
    /// `--set-aside`: print every set-aside change.
    static let setAside = CommandOption(
        flag: "--set-aside", help: "print every set-aside change in full, as JSON lines")
    /// `--retry-set-aside`: put the set-aside changes back into the outbox.
    static let retrySetAside = CommandOption(
        flag: "--retry-set-aside", help: "put every set-aside change back into the outbox")
    /// `--discard-set-aside`: drop the set-aside changes.
    static let discardSetAside = CommandOption(
        flag: "--discard-set-aside", help: "drop every set-aside change, after listing them")
    /// `-y, --yes`: discard without asking.
    static let yes = CommandOption.yes.with(help: "discard without asking (--discard-set-aside)")

    static let command = Command(
        name: "sync",
        summary: "Send this device's edits to the sync server and bring in the other devices' edits.",
        signature: CommandSignature(
            options: [.server, status, setAside, retrySetAside, discardSetAside, yes, .store],
            forms: [
                [.option(.server), .option(.store)], [.required(status), .option(.store)],
                [.required(setAside), .option(.store)], [.required(retrySetAside), .option(.store)],
                [.required(discardSetAside), .option(yes), .option(.store)],
            ]),
        about: """
            sync pushes the store's outbox (every edit made since the last sync) to the server, pulls the changes
            other devices sent, and replays this device's unconfirmed edits on top. It prints what came in
            (workouts, blocks and logged sets changed, and your own catalogue entries and hand-set exercise links),
            the edits the server gave a new order key, and those it rejected, with the reason (docs/SYNC.md has the
            rules). An entry that came in links the log's unmatched exercises that match it, as add-entry does, and
            the sync names them. Editing never needs the network: the outbox keeps every edit until a sync succeeds.

            The outbox goes in pages of at most \(SyncPaging.recordsPerPage) changes, each its own server transaction,
            and each page leaves the outbox as soon as the server confirms it; the server's changes come back in
            pages as large. A sync that is interrupted (a lost network, a kill) goes on from where it stopped at the
            next sync, and nothing reaches the server twice.

            A change the server will not take is set aside instead of blocking the rest: one it rejects by the merge
            rules, one holding a value it cannot store (a text with the character U+0000 is never sent), each with
            the reason. The sync reports it and goes on. Set-aside changes stay on this device only; the workout
            shows what the server holds. To get such an edit onto the server, make it again (for a value the server
            cannot store, without that value) and sync.

            --status prints the device's client id, the server version it last pulled (its cursor), how many
            changes wait in the outbox, when it last synced, and the changes set aside (how many, and the first
            \(statusListLimit) with what each was and why), without connecting. --set-aside prints every set-aside
            change in full, one JSON object a line: "seq", "reason", "setAsideAt" (seconds since 1970 UTC) and
            "record" (the change record as docs/SYNC.md describes it).

            --retry-set-aside puts every set-aside change back into the outbox, as a new change, so the next sync
            sends it again (after the server was upgraded, say); one the server still refuses is set aside again.
            --discard-set-aside lists the set-aside changes and drops them for good; on a terminal it first asks
            "Discard N set-aside changes? [y/N]", answered with one key, and drops them only on y (n, Esc or Enter
            keeps them and exits with status 1); with --yes, or when standard input is not a terminal, it does not ask. Neither
            connects.

            A sync waits at most \(limits.connectTimeoutSeconds) s to connect, \(limits.lockTimeoutMilliseconds / 1_000) s for the user's push lock (which another sync
            of the same user holds) and \(limits.statementTimeoutMilliseconds / 1_000) s for one page, and uses TCP keepalives, so it never hangs
            on a busy server or a dead network: it says why it stopped and exits 1.
            \(SessionLimits.lockTimeoutVariable) and \(SessionLimits.statementTimeoutVariable) set the lock and page
            timeouts in milliseconds; a connection string's own connect_timeout and keepalives settings win.
            """,
        notes: """
            `kheper --auto-sync COMMAND …`, or KHEPER_AUTO_SYNC=1 with KHEPER_SERVER set, syncs after each
            command that edits the store; a failed auto-sync is reported and never fails the edit.
            `kheper server add-user NAME` prints a user's connection string.

            Exit status: 0 when synced (set-aside changes included: they are reported, not failures), 1 when the
            server cannot be reached, refuses the login, has a schema newer than this kheper, has every connection
            of the user taken, holds the push lock longer than the lock timeout, runs out of time or fails the sync
            (every change not confirmed stays in the outbox) or a discard was declined, 2 for a usage mistake.

            \(StoreAccess.note)
            """,
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                let modes = localModes.filter(arguments.contains)
                if arguments.contains(SyncCommand.yes) && modes != [discardSetAside] {
                    throw CommandFailure("sync takes --yes only with --discard-set-aside", exitCode: .usage)
                }
                if let flag = modes.first {
                    guard arguments[.server] == nil else {
                        throw CommandFailure(
                            "sync \(flag.name) does not connect; it takes no --server", exitCode: .usage)
                    }
                    guard modes.count == 1 else {
                        let named = localModes.map(\.name)
                        throw CommandFailure(
                            "sync takes one of \(named.dropLast().joined(separator: ", ")) and \(named.last ?? ""), "
                                + "not \(modes.map(\.name).joined(separator: " with "))",
                            exitCode: .usage)
                    }
                    let writes = flag == retrySetAside || flag == discardSetAside
                    let store = try syncingStore(arguments, context, mode: writes ? .write : .read)
                    switch flag {
                    case status: try printStatus(of: store, &context)
                    case setAside: try printSetAside(of: store, &context)
                    case retrySetAside: try retryChangesSetAside(in: store, &context)
                    default: try discardChangesSetAside(in: store, yes: arguments.contains(SyncCommand.yes), &context)
                    }
                    return
                }
                let connectionString = try ServerCommand.serverConnectionString(arguments, context)
                let store = try syncingStore(arguments, context, mode: .write)
                let report = try sync(
                    store, connectionString: connectionString,
                    limits: SessionLimits(environment: context.environment.variables))
                printReport(report, &context)
                if let linked = try linkReceivedEntries(report, arguments, context) { context.output.print(linked) }
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

    /// The standard limits, which the help describes.
    private static let limits = SessionLimits()

    /// The flags that work on the store alone, without connecting, at most one at a time.
    static let localModes = [status, setAside, retrySetAside, discardSetAside]

    /// How many set-aside changes `--status` lists; `--set-aside` prints them all.
    static let statusListLimit = 20

    /// Connects to the server with `limits` and syncs `store`; every failure says that the changes stay in the
    /// outbox.
    static func sync(_ store: any SyncingStore, connectionString: String, limits: SessionLimits)
        throws(CommandFailure) -> SyncReport
    {
        let server: PostgresSyncServer
        do {
            server = try PostgresSyncServer(connectionString: connectionString, limits: limits)
        } catch {
            guard error.code != .invalidConnectionString else { throw CommandFailure(error) }
            throw CommandFailure(error.message + keptSentence(store))
        }
        do {
            return try store.sync(with: PostgresSyncAdapter(server), pageSize: SyncPaging.recordsPerPage)
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
        context.output.print("set aside: \(plural(status.setAsideCount, "change"))")
        guard status.setAsideCount > 0 else { return }
        let listed: [SetAsideRecord]
        do {
            listed = try store.setAsideRecords(limit: statusListLimit)
        } catch {
            throw CommandFailure(error.message)
        }
        for entry in listed {
            context.output.print("  \(entry.record.seq): \(describe(entry.record)): \(entry.reason)")
        }
        if status.setAsideCount > listed.count {
            context.output.print(
                "  … and \(status.setAsideCount - listed.count) more; kheper sync --set-aside lists them all")
        }
    }

    /// Prints every set-aside change as one JSON object a line.
    private static func printSetAside(of store: any SyncingStore, _ context: inout CommandContext)
        throws(CommandFailure)
    {
        let records: [SetAsideRecord]
        do {
            records = try store.setAsideRecords(limit: nil)
        } catch {
            throw CommandFailure(error.message)
        }
        for entry in records {
            let line: JSONValue = [
                "seq": .number(JSONNumber(entry.record.seq)), "reason": .string(entry.reason),
                "setAsideAt": JSONNumber(entry.setAsideAt).map { .number($0) } ?? .null, "record": entry.record.json,
            ]
            context.output.print(line.serializedString())
        }
    }

    /// Puts every set-aside change back into the outbox and lists them.
    private static func retryChangesSetAside(in store: any SyncingStore, _ context: inout CommandContext)
        throws(CommandFailure)
    {
        let retried: [SetAsideRecord]
        do {
            retried = try store.retrySetAside()
        } catch {
            throw CommandFailure(error.message)
        }
        guard !retried.isEmpty else {
            context.output.print("no changes are set aside; nothing to retry")
            return
        }
        context.output.print(
            "put \(plural(retried.count, "set-aside change")) back into the outbox; the next sync sends "
                + (retried.count == 1 ? "it" : "them") + " again:")
        for entry in retried { context.output.print("  \(describe(entry.record))") }
    }

    /// Lists the set-aside changes and, once confirmed, drops those listed.
    private static func discardChangesSetAside(in store: any SyncingStore, yes: Bool, _ context: inout CommandContext)
        throws(CommandFailure)
    {
        let listed: [SetAsideRecord]
        do {
            listed = try store.setAsideRecords(limit: nil)
        } catch {
            throw CommandFailure(error.message)
        }
        guard !listed.isEmpty else {
            context.output.print("no changes are set aside; nothing to discard")
            return
        }
        let count = plural(listed.count, "set-aside change")
        context.output.print("\(count):")
        for entry in listed {
            context.output.print("  \(entry.record.seq): \(describe(entry.record)): \(entry.reason)")
        }
        guard Confirmation.granted("Discard \(count)?", yes: yes, context) else {
            throw CommandFailure("kept \(count); nothing discarded")
        }
        let discarded: [SetAsideRecord]
        do {
            discarded = try store.discardSetAside(Set(listed.map(\.record.seq)))
        } catch {
            throw CommandFailure(error.message)
        }
        context.output.print("discarded \(plural(discarded.count, "set-aside change"))")
    }

    /// Prints what went out, what came in, every rewritten and rejected change, and every change set aside.
    static func printReport(_ report: SyncReport, _ context: inout CommandContext) {
        var counts: [PushOutcome.Status: Int] = [:]
        for outcome in report.outcomes { counts[outcome.status, default: 0] += 1 }
        if report.outcomes.isEmpty {
            context.output.print(
                report.setAside.isEmpty ? "sent nothing: the outbox was empty" : "sent nothing the server could take")
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
        let rejected = Set(report.rejected.map(\.seq))
        for entry in report.setAside where !rejected.contains(entry.record.seq) {
            context.output.print("  set aside: \(describe(entry.record)): \(entry.reason)")
        }
        if !report.setAside.isEmpty {
            context.output.print(
                "\(plural(report.setAside.count, "change")) set aside, kept on this device only; "
                    + "kheper sync --status lists them")
        }
        context.output.print(
            "received \(plural(report.fromOthers, "change")) from other devices: "
                + "\(plural(report.received.workouts.count, "workout")), "
                + "\(plural(report.received.blocks.count, "block")), "
                + "\(plural(report.received.loggedSets, "logged set")) changed")
        let choices = report.received
        if !choices.customEntries.isEmpty || !choices.exerciseLinks.isEmpty {
            context.output.print(
                "received your catalogue choices: \(plural(choices.customEntries.count, "entry", "entries")) and "
                    + "\(plural(choices.exerciseLinks.count, "exercise link")) changed")
        }
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
        if let block = intent.block { text += " of block \"\(block.rawValue)\"" }
        if case .logSet(let set) = intent, let id = set["id"]?.stringValue { text += " \(id)" }
        if case .replaceSessionSets(_, let logID, let sets) = intent {
            text += " of session \"\(logID)\" (\(plural(sets.count, "set")))"
        }
        switch intent.catalogueChoice {
        case .customEntry(let id): text += " of your entry \"\(id)\""
        case .exerciseLink(let exercise): text += " of exercise \"\(exercise)\""
        case nil: break
        }
        if let workout = intent.workout { text += " in workout \"\(workout)\"" }
        return text
    }

    static func plural(_ count: Int, _ noun: String, _ nouns: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : nouns ?? noun + "s")"
    }
}
