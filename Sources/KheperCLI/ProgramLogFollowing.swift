import Kheper
import KheperCatalogue
import KheperEditor
import KheperProgram
import KheperTrainingLog

/// Programs follow their log: when `log import --replace` or `log undo` changes or removes logged sessions, each
/// stored program whose latest advance came from one of them is taken back to where it stood before that advance,
/// then advanced again from the session as the log now holds it (when it still holds it, with some of the day's
/// lifts), as one step `kheper undo` takes back.
enum ProgramLogFollowing {
    /// Moves back every stored program whose latest advance came from a session in `changed`, and returns what to
    /// print: per program, what was taken back and why, and what its rules did with the session as now logged.
    /// A program an earlier advance of which came from such a session is named, not changed: only its latest
    /// advance keeps what it replaced. The log's change stands whatever happens here: a program that cannot be
    /// followed is named with the reason.
    static func follow(
        changed: Set<String>, log: any TrainingLogStore, _ arguments: ParsedArguments, _ context: CommandContext
    ) -> [String] {
        guard !changed.isEmpty else { return [] }
        do {
            let store = try StoreAccess.open(arguments, context)
            var catalogue: ExerciseCatalogue?
            var lines: [String] = []
            for summary in try store.listWorkouts() {
                do {
                    let document = try WorkoutSession.document(
                        loading: summary.id, store: store, registry: context.registry)
                    lines += try follow(
                        document, in: store, changed: changed, log: log, catalogue: &catalogue, arguments, context)
                } catch {
                    lines.append(
                        "\(ChangeDescription.quoted(summary.title)) was not checked against the changed log: "
                            + CommandFailure(error).message)
                }
            }
            return lines
        } catch {
            return ["the programs were not checked against the changed log: \(CommandFailure(error).message)"]
        }
    }

    /// What following `changed` did to the program `document`, stored in `store`, holds, if it holds one.
    private static func follow(
        _ document: BlockDocument, in store: any WorkoutStore, changed: Set<String>, log: any TrainingLogStore,
        catalogue: inout ExerciseCatalogue?, _ arguments: ParsedArguments, _ context: CommandContext
    ) throws -> [String] {
        var lines: [String] = []
        guard ProgramDocument.isProgram(document) else { return [] }
        let title = ChangeDescription.quoted(document.title)
        guard let from = ProgramDocument.latestAdvance(of: document).session, changed.contains(from) else {
            if usesAny(of: changed, document) {
                lines.append(
                    "\(title) was advanced from a session this changed, before its latest advance; it is left "
                        + "as it stands (`\(ShellWord.command("program", "status", document.id))` shows it)")
            }
            return lines
        }
        guard let before = ProgramDocument.documentBeforeLatestAdvance(document) else {
            lines.append(
                "\(title)'s latest advance came from a session this changed, but what it replaced was not "
                    + "kept; `\(ShellWord.command("undo", document.id))` takes it back")
            return lines
        }
        var program = try StoredProgram(document, in: store, arguments, context)
        let logged = try log.session(id: from)
        var said = "\(title): its advance after a session this removed is taken back"
        var advanced: (document: BlockDocument, lines: [String])?
        if let logged {
            let when = ExerciseSessions.day(logged.start)
            do {
                advanced = try ProgramCommand.advancement(of: before, engine: program.engine, after: logged) {
                    if let catalogue { return catalogue }
                    let read = ExerciseEntries.catalogue(arguments, context)
                    catalogue = read
                    return read
                }
                said = "\(title): its advance after the session logged \(when) is made again from that session"
            } catch {
                said = "\(title): its advance after the session logged \(when) is taken back: \(error.message)"
            }
        }
        try program.write(advanced?.document ?? before, StoredProgram.followed)
        lines.append(said)
        if let advanced {
            lines += advanced.lines.dropFirst()
        } else if let state = try? ProgramDocument.state(of: before, engine: program.engine) {
            lines.append("next is \(program.engine.dayName(state.nextDay))")
        }
        return lines
    }

    /// Whether a lift block of `document` holds progress from a session in `sessions`.
    private static func usesAny(of sessions: Set<String>, _ document: BlockDocument) -> Bool {
        document.rootBlocks.contains { node in
            node.content.as(LiftBlock.self)?.progress?.session.map(sessions.contains) ?? false
        }
    }
}
