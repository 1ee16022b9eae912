import Foundation
import Kheper
import KheperCatalogue
import KheperEditor
import KheperProgram
import KheperTrainingLog

extension ProgramCommand {
    /// Advances a stored program after its next day, from the latest session in the training log, as one step
    /// `kheper undo` takes back, and prints what each lift's rule did and why.
    static func advance(_ arguments: ParsedArguments, _ context: inout CommandContext) throws(CommandFailure) {
        var program = try StoredProgram(arguments.positionals[1], arguments, context, mode: .write)
        guard let logged = try latestSession(arguments, context) else {
            throw CommandFailure(
                "the training log holds no session; log \(program.engine.dayName(program.state.nextDay)) first: play it "
                    + "(kheper play) or import it (kheper log import)")
        }
        let lines = try advance(&program, after: logged) { ExerciseEntries.catalogue(arguments, context) }
        context.output.print(TextStyle.bold.apply(lines[0], when: context.colorOutput))
        for line in lines.dropFirst() { context.output.print(line) }
    }

    /// Advances `program` after its next day from `logged`, writing the new state into it as one undoable step, and
    /// returns what to print: a heading, each rule's sentence, and the day that is next. `catalogue` is asked for
    /// only when a lift's name is not one `logged` holds.
    ///
    /// - Throws: a failure when the latest advance came from `logged`, when `logged` has none of the day's lifts,
    ///   or when a rule or the store refuses.
    static func advance(
        _ program: inout StoredProgram, after logged: LoggedSession, catalogue: () -> ExerciseCatalogue
    ) throws(CommandFailure) -> [String] {
        let document = program.document
        if ProgramDocument.latestAdvance(of: document).session == logged.id {
            throw CommandFailure(
                "\(ChangeDescription.quoted(document.title)) was already advanced after the session logged "
                    + "\(ExerciseSessions.day(logged.start)); log the next day first, or "
                    + "`\(ShellWord.command("undo", document.id.rawValue))` takes that advance back")
        }
        let advanced = try advancement(of: document, engine: program.engine, after: logged, catalogue: catalogue)
        try program.write(advanced.document)
        return advanced.lines
    }

    /// Advances `program` from each of `sessions` logged after its latest advance (by start), oldest first, each
    /// as its next day, writing it once, as one undoable step; a session with none of the next day's lifts is
    /// skipped. Returns what to print: each advance's lines, each session skipped and why, and how many advanced.
    static func advance(
        _ program: inout StoredProgram, through sessions: [LoggedSession], log: any TrainingLogStore,
        catalogue: () -> ExerciseCatalogue
    ) throws(CommandFailure) -> [String] {
        var document = program.document
        let title = ChangeDescription.quoted(document.title)
        let latest: Date?
        do {
            latest = try ProgramDocument.latestAdvance(of: document).session.flatMap(log.session(id:))?.start
        } catch {
            throw CommandFailure("cannot read the training log: \(error)")
        }
        let newer = sessions.filter { session in latest.map { session.start > $0 } ?? true }
            .sorted { ($0.start, $0.id) < ($1.start, $1.id) }
        var lines: [String] = []
        var advances = 0
        var written: [(id: BlockID, progress: LiftBlock.Progress)] = []
        for session in newer {
            do {
                let advanced = try advancement(
                    of: document, engine: program.engine, after: session, catalogue: catalogue)
                document = advanced.document
                written += ProgramDocument.latestProgress(of: document)
                lines += advanced.lines
                advances += 1
            } catch {
                lines.append("skipped for \(title): \(error.message)")
            }
        }
        guard advances > 0 else {
            return lines + [
                "\(title) was not advanced: the file holds no session logged after its latest advance "
                    + "with the lifts of its next day"
            ]
        }
        try program.write(document, advances: written)
        let times = advances == 1 ? "once" : "\(advances) times"
        return lines + [
            "\(title) advanced \(times); `\(ShellWord.command("undo", document.id.rawValue))` takes it all back"
        ]
    }

    /// `document`, a program read by `engine`, advanced after its next day from `logged`, and what to print: a
    /// heading, each rule's sentence, and the day that is next.
    ///
    /// - Throws: a failure when `logged` has none of the day's lifts, or when a rule or the progress refuses.
    static func advancement(
        of document: BlockDocument, engine: ProgramEngine, after logged: LoggedSession,
        catalogue: () -> ExerciseCatalogue
    ) throws(CommandFailure) -> (document: BlockDocument, lines: [String]) {
        let when = ExerciseSessions.day(logged.start)
        do {
            let state = try ProgramDocument.state(of: document, engine: engine)
            let day = state.nextDay
            let planned = try engine.session(day: day, for: state)
            let lifts = lifts(of: planned, in: logged, catalogue: catalogue)
            guard !lifts.isEmpty else {
                let names = planned.lifts.map(\.name).joined(separator: ", ")
                throw CommandFailure(
                    "the logged session (\(when)\(logged.title.map { ", \"\($0)\"" } ?? "")) has none of "
                        + "\(engine.dayName(day))'s lifts (\(names)); log that day first")
            }
            let advance = try engine.advance(state, afterDay: day, logged: lifts)
            let written = try ProgramDocument.document(
                document, advancedBy: advance, engine: engine, session: logged.id)
            let lines =
                ["\(document.title): advanced after \(engine.dayName(day)), logged \(when)"]
                + advance.changes.map { "  \($0.reason)" } + ["next is \(engine.dayName(advance.state.nextDay))"]
            return (written, lines)
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(error)
        }
    }

    /// The training log's latest session, by start; `nil` for an empty log.
    private static func latestSession(_ arguments: ParsedArguments, _ context: CommandContext)
        throws(CommandFailure) -> LoggedSession?
    {
        do {
            return try SettingsCommand.openForReading(arguments, context).latestSession()
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("cannot read the training log: \(error)")
        }
    }

    /// What `session` logged for each of `planned`'s lines, by its index: the working sets of the exercise of the
    /// same name (or the same catalogue entry), taken in order, as many as each line prescribes, so two lines of
    /// one lift (5/3/1's main sets and its 5×10) split its sets. Lines of no logged exercise are left out.
    private static func lifts(of planned: ProgramSession, in session: LoggedSession, catalogue: () -> ExerciseCatalogue)
        -> [Int: LoggedLift]
    {
        var matcher: ExerciseMatcher?
        func entry(_ name: String) -> String? {
            if matcher == nil { matcher = ExerciseMatcher(catalogue: catalogue()) }
            return matcher?.match(name).entryID
        }
        var remaining: [String: ArraySlice<PerformedSet>] = [:]
        var logged: [Int: LoggedLift] = [:]
        for lift in planned.lifts {
            let key = lift.name.lowercased()
            if remaining[key] == nil {
                let exercise =
                    session.exercises.first { $0.name.lowercased() == key }
                    ?? entry(lift.name).flatMap { id in session.exercises.first { entry($0.name) == id } }
                guard let exercise else { continue }
                remaining[key] = ArraySlice(exercise.sets.filter { $0.type != .warmUp })
            }
            guard let sets = remaining[key] else { continue }
            let count = lift.prescription.sets.count
            logged[lift.line] = LoggedLift(prescription: lift.prescription, sets: Array(sets.prefix(count)))
            remaining[key] = sets.dropFirst(count)
        }
        return logged
    }
}
