import Kheper
import KheperCatalogue
import KheperEditor
import KheperProgram
import KheperTrainingLog

/// Programs follow their log: when `log import --replace`, `log remove` or `log undo` changes or removes logged
/// sessions, each stored program an advance of which came from one of them is taken back to where it stood before
/// the first such advance, then advanced again from each session those advances came from, as the log now holds it
/// (a session it no longer holds, or one with none of the day's lifts, is left out), as one step `kheper undo` takes
/// back.
enum ProgramLogFollowing {
    /// Moves back every stored program an advance of which came from a session in `changed`, and returns what to
    /// print: per program, from where it was taken back, and what its rules did with each session as now logged.
    /// A program whose lifts no longer keep what that advance replaced is named, not changed. The log's change
    /// stands whatever happens here: a program that cannot be followed is named with the reason. With `logChange`,
    /// the number of the `log remove` it follows, each step is kept with it for ``takeBack(logChange:_:_:)``.
    static func follow(
        changed: Set<String>, log: any TrainingLogStore, logChange: Int? = nil, _ arguments: ParsedArguments,
        _ context: CommandContext
    ) -> [String] {
        guard !changed.isEmpty else { return [] }
        do {
            let store = try StoreAccess.open(arguments, context)
            var catalogue: ExerciseCatalogue?
            var lines: [String] = []
            for summary in try store.listDocuments() {
                do {
                    let document = try DocumentSession.document(
                        loading: summary.id, store: store, registry: context.registry)
                    lines += try follow(
                        document, in: store, changed: changed, log: log, logChange: logChange, catalogue: &catalogue,
                        arguments, context)
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
        _ document: BlockDocument, in store: any DocumentStore, changed: Set<String>, log: any TrainingLogStore,
        logChange: Int?, catalogue: inout ExerciseCatalogue?, _ arguments: ParsedArguments, _ context: CommandContext
    ) throws -> [String] {
        guard ProgramDocument.isProgram(document) else { return [] }
        // The program's undo history is read only when its lift blocks do not keep every advance themselves.
        let recall =
            ProgramDocument.keepsEveryAdvance(document) ? ProgressRecall() : try recall(of: document.id, in: store)
        guard
            let first = ProgramDocument.keptAdvances(of: document, recalling: recall).first(where: {
                $0.session.map(changed.contains) ?? false
            })
        else { return [] }
        let title = ChangeDescription.quoted(document.title)
        guard let (before, sessions) = ProgramDocument.document(document, before: first.advance, recalling: recall)
        else {
            return [
                "\(title) was advanced from a session this changed, but what that advance replaced is no longer "
                    + "kept (a lift keeps its last \(LiftBlock.Progress.keptEarlier) advances, and the program's "
                    + "undo history its latest \(EditHistory.defaultLimit) steps); it is left as it stands "
                    + "(`\(ShellWord.command("program", "status", document.id.rawValue))` shows it)"
            ]
        }
        var program = try StoredProgram(document, in: store, arguments, context)
        var logged: [LoggedSession?] = []
        for id in sessions { logged.append(try log.session(id: id)) }
        let from = logged.first.flatMap { $0.map { "the session logged \(ExerciseSessions.day($0.start))" } }
        let since = sessions.count == 1 ? "" : " and the \(SyncCommand.plural(sessions.count - 1, "session")) since"
        var lines = [
            "\(title) follows the changed log: its \(sessions.count == 1 ? "advance" : "advances") after "
                + "\(from ?? "a session this removed")\(since) \(sessions.count == 1 ? "is" : "are") taken back, "
                + "to be made again from the log as it now holds it"
        ]
        var written = before
        var advances: [(id: BlockID, progress: LiftBlock.Progress)] = []
        for session in logged {
            guard let session else {
                lines.append(
                    "\(title): its advance after a session this removed is not made again: the log no longer holds it")
                continue
            }
            do {
                let advanced = try ProgramCommand.advancement(of: written, engine: program.engine, after: session) {
                    if let catalogue { return catalogue }
                    let read = ExerciseEntries.catalogue(arguments, context)
                    catalogue = read
                    return read
                }
                written = advanced.document
                advances += ProgramDocument.latestProgress(of: written)
                lines += advanced.lines.dropLast()
            } catch {
                lines.append(
                    "\(title): its advance after the session logged \(ExerciseSessions.day(session.start)) is not "
                        + "made again: \(error.message)")
            }
        }
        try program.write(written, StoredProgram.followed, advances: advances, logChange: logChange)
        let next = try ProgramDocument.state(of: written, engine: program.engine).nextDay
        return lines + ["next is \(program.engine.dayName(next))"]
    }

    /// Takes back, in each stored program whose latest step followed the log change `logChange`, that step, and
    /// returns what to print: for `log undo` of a `log remove`, whose sessions, put back, no following can advance
    /// from again, since their advances went with them. A program that followed it and has changed since is named.
    static func takeBack(logChange: Int, _ arguments: ParsedArguments, _ context: CommandContext) -> [String] {
        do {
            let store = try StoreAccess.open(arguments, context)
            var lines: [String] = []
            for summary in try store.listDocuments() {
                let title = ChangeDescription.quoted(summary.title)
                do {
                    let document = try DocumentSession.document(
                        loading: summary.id, store: store, registry: context.registry)
                    guard ProgramDocument.isProgram(document) else { continue }
                    var undone: EditTransaction?
                    try DocumentSession.edit(document: summary.id, in: store, registry: context.registry) {
                        slice throws(EditorError) in
                        undone = try slice.undo(onlyIf: { StoredProgram.followed($0) == logChange })
                    }
                    if undone != nil {
                        lines.append("\(title) is back as it stood before it followed log change \(logChange)")
                    } else if let history = try store.loadDocument(id: summary.id)?.history,
                        history.contains(where: { entry in
                            (try? JSONValueDecoder().decode(EditTransaction.self, from: entry.payload))
                                .flatMap(StoredProgram.followed) == logChange
                        })
                    {
                        lines.append(
                            "\(title) followed log change \(logChange) and has changed since, so it is left as it "
                                + "stands; `\(ShellWord.command("undo", summary.id.rawValue))` takes its steps back one by one"
                        )
                    }
                } catch {
                    lines.append("\(title) could not be put back: \(CommandFailure(error).message)")
                }
            }
            return lines
        } catch {
            return ["the programs were not put back: \(CommandFailure(error).message)"]
        }
    }

    /// What the undo history of the program `id` remembers of its lift blocks' progress, newest step first, each
    /// step's state after it before its state before it.
    private static func recall(of id: DocumentID, in store: any DocumentStore) throws -> ProgressRecall {
        var recall = ProgressRecall()
        guard let record = try store.loadDocument(id: id) else { return recall }
        let decoder = JSONValueDecoder()
        for entry in record.history.reversed() {
            guard let step = try? decoder.decode(EditTransaction.self, from: entry.payload) else { continue }
            if let kept = step.kept { recall.remember(kept: kept) }
            for row in step.changes.flatMap({ [$0.after, $0.before] }) {
                guard let row, row.kind == LiftBlock.kind, let progress = row.data.objectValue?["progress"],
                    let kept = try? decoder.decode(LiftBlock.Progress.self, from: progress)
                else { continue }
                recall.remember(kept, of: row.id)
            }
        }
        return recall
    }
}
