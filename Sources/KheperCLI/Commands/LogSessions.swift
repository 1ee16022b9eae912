import Foundation
import KheperTrainingLog

/// `kheper log list` and `kheper log remove SESSION…`: the logged sessions one by one, to find one and to take a
/// session out of the log, as one step `log undo` puts back.
enum LogSessions {
    /// `log list`: every session, newest first, one line each: its date, its id, its title and what it holds.
    static func list(_ arguments: ParsedArguments, _ context: inout CommandContext) throws(CommandFailure) {
        let store = try LogCommand.open(arguments, context, mode: .read)
        let sessions = try all(in: store)
        guard !sessions.isEmpty else {
            context.output.print(
                "the training log holds no sessions; `kheper log import FILE` or `kheper play` adds some")
            return
        }
        for session in sessions.reversed() {
            context.output.print(
                "\(named(session))  (\(SyncCommand.plural(session.exercises.count, "exercise")), "
                    + "\(SyncCommand.plural(session.setCount, "set")))")
        }
    }

    /// `log remove SESSION…`: removes the sessions named, as one step, and moves back the programs that advanced
    /// from them.
    static func remove(_ references: [String], _ arguments: ParsedArguments, _ context: inout CommandContext)
        throws(CommandFailure)
    {
        let store = try LogCommand.open(arguments, context, mode: .write)
        let sessions = try all(in: store)
        var chosen: [LoggedSession] = []
        for reference in references {
            let session = try resolve(reference, among: sessions)
            if !chosen.contains(where: { $0.id == session.id }) { chosen.append(session) }
        }
        let removal: LogReplacement
        do {
            removal = try store.removeSessions(chosen.map(\.id))
        } catch {
            throw CommandFailure("cannot remove: \(error.message); nothing changed")
        }
        for session in chosen {
            context.output.print("removed \(named(session))  (\(SyncCommand.plural(session.setCount, "set")))")
        }
        let followed = ProgramLogFollowing.follow(
            changed: Set(removal.removedSessions), log: store, logChange: removal.id, arguments, context)
        for line in followed { context.output.print(line) }
        context.output.print(
            "`kheper log undo` puts \(chosen.count == 1 ? "it" : "them") back (log change \(removal.id))"
                + (followed.isEmpty ? "" : ", and each program as it stood before"))
    }

    /// The session `reference` names among `sessions`: the one with that id, else the one whose id starts with
    /// it, else the one logged on that day (`YYYY-MM-DD`, in UTC as `log list` shows it).
    /// - Throws: a failure naming the reference and the candidates when none or several match.
    static func resolve(_ reference: String, among sessions: [LoggedSession]) throws(CommandFailure) -> LoggedSession {
        if let exact = sessions.first(where: { $0.id == reference }) { return exact }
        var matches = sessions.filter { $0.id.hasPrefix(reference) }
        if matches.isEmpty { matches = sessions.filter { ExerciseSessions.day($0.start) == reference } }
        switch matches.count {
        case 1:
            return matches[0]
        case 0:
            throw CommandFailure(
                "no logged session has the id, id prefix or date \"\(reference)\"; `kheper log list` shows them")
        default:
            let shown = matches.prefix(5).map(named)
            let more = matches.count > shown.count ? "; and \(matches.count - shown.count) more" : ""
            throw CommandFailure(
                "\"\(reference)\" names \(matches.count) logged sessions (\(shown.joined(separator: "; "))\(more)); "
                    + "give the session's id", exitCode: .usage)
        }
    }

    /// A session as a person finds it: its date, its id and its title.
    private static func named(_ session: LoggedSession) -> String {
        "\(ExerciseSessions.day(session.start))  \(session.id)" + (session.title.map { "  \($0)" } ?? "")
    }

    /// Every stored session, oldest first.
    private static func all(in store: any TrainingLogStore) throws(CommandFailure) -> [LoggedSession] {
        var sessions: [LoggedSession] = []
        do {
            try store.forEachSession { sessions.append($0) }
        } catch {
            throw CommandFailure("cannot read the training log: \(CommandFailure(error).message)")
        }
        return sessions
    }
}
