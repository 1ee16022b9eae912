import Foundation
import Kheper
import KheperCatalogue
import KheperCore
import KheperEditor
import KheperPlay
import KheperProgram
import KheperTerminal
import KheperTrainingLog

/// `kheper play WORKOUT`: walks a stored workout full screen, writing each set to the training log the moment it
/// is logged, and resumes a session left open by quitting, a crash or `kill -9`.
enum PlayCommand {
    /// `--script FILE`: read the keys from a file.
    static let script = CommandOption(
        "--script", value: .file,
        help: "read the keys from FILE (a key script: `enter`, `space`, `text:5 @ 80kg`, one or more key names a "
            + "line, `#` comments) instead of the keyboard; without a terminal on standard input, keys are read from "
            + "it the same way, as raw bytes, each as it arrives, so a tool can drive the play through a pipe; the "
            + "end of the input ends the play like q")
    /// `--fresh`: start a new session.
    static let fresh = CommandOption(
        flag: "--fresh", help: "start a new session even when one is open for the workout")

    static let command = Command(
        name: "play",
        summary: "Play a stored workout full screen, logging each set to the training log as it is done.",
        signature: CommandSignature(
            options: [script, fresh, .unit, .store], positionals: [CommandPositional(.workout)]),
        edits: .always,
        about: """
            Walks the workout as planned: each set with its target and last time's numbers, rests counting down,
            timers, notes. Each set is written to the training log the moment it is logged, so quitting, a
            crash or kill -9 keeps everything logged so far, and the session stays open: the next `kheper play`
            of the workout asks "Resume the session started …? [Y/n]" (without a terminal it resumes, unless
            --fresh is given). A session that reaches the end is closed. The summary is printed when the play
            ends.
            A program (`kheper program import`) plays its next day, each lift at the load it stands at (warm-ups
            first when its line asks for them), and a day played to the end advances the program as
            `kheper program advance` does: the summary says how each lift moved and why, and which day is next.
            An exercise is logged under the training log's exercise its name resolves to, as `kheper history`
            finds it (a plan's "Squat" under the log's "Squat (Barbell)", "Pull-up" under "Pull Up"); a name no
            log exercise has resolves through its catalogue entry, the block's "entry" field else the catalogue's
            match, to the log exercise linked to that entry (of several, the least id), as an import joins names:
            a plan's "Back Squat" under an imported "Squat (Barbell)". When that exercise is named otherwise, its
            screen says "Logged as …", and the summary says so with the `kheper exercises split NAME` that makes
            the name an exercise of its own. An exercise the play creates is linked to the block's entry, else to
            the catalogue's match.

            keys:
              on a set        Enter log it (type to change it: 5 @ 82.5kg rpe 8, 45s) · s skip · + extra set
                              b or Left fix the last set · q quit
              resting         Space skip · Up/Down ±15 s · + extra set · b fix the last set · q quit
              timers, notes   Space skip or go on · b back · q quit
              quitting        y quit (everything logged stays logged) · n or Esc carry on
              Ctrl-C          stop at once, like quitting
            """,
        notes: """
            Exit status: 0 when the play ends (finished or quit), 1 when the training log cannot be read or
            written, 2 for a usage mistake or an unreadable key script.

            \(StoreAccess.note)
            """,
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                try play(arguments, &context)
            }
        }
    )

    /// Where the keys come from.
    private enum Keys {
        /// The keys of a script, read before anything is played or changed.
        case script([Key])
        /// Standard input's bytes, handed over whole, decoded as a terminal would.
        case bytes([UInt8])
        /// Standard input read as its bytes arrive (a pipe or a file), decoded as a terminal would.
        case stream(Int32)
        /// The keyboard.
        case terminal
    }

    private static func play(_ arguments: ParsedArguments, _ context: inout CommandContext) throws(CommandFailure) {
        let keys = try keys(arguments, context)
        var document = try StoreAccess.document(arguments.positionals[0], arguments, context, mode: .read).document
        let log = try LogCommand.open(arguments, context, mode: .write)
        // A name no alias of the log finds is resolved through its catalogue entry: the block's `entry`, else the
        // catalogue's match (the lifter's own entries too), as an import joins names (one matcher for the play).
        let catalogue: ExerciseCatalogue
        do { catalogue = try ExerciseEntries.catalogue(for: log) } catch { throw CommandFailure(error) }
        // A program plays its next day, at the loads its lifts stand at, and advances when that day is finished.
        var program: StoredProgram?
        if ProgramDocument.isProgram(document) {
            let opened = try StoredProgram(
                arguments.positionals[0], arguments, context, mode: .write, rounding: catalogue)
            do {
                let day = try opened.engine.session(for: opened.state)
                document = try ProgramDocument.workout(of: day, in: opened.document)
            } catch {
                throw CommandFailure(error)
            }
            program = opened
        }
        let workoutID = document.id.rawValue
        let names = ExerciseLinker.matching(catalogue)
        let linker = ExerciseLinker.play(document, names: names)
        let plan = PlayPlan(document: document).describingLoads(
            BarbellLoading(catalogue: catalogue, linker: linker, profile: try BarbellSetting.stored(in: log)).describe)
        // Every exercise the play logs, a timed group's too, so its screen shows last time and "logged as" alike.
        let exercises = plan.steps.flatMap { step -> [LogPlayHistory.Exercise] in
            switch step {
            case .set(let set): [LogPlayHistory.Exercise(name: set.exerciseName, logExerciseID: set.logExerciseID)]
            case .timedGroup(let group):
                group.exercises.map { LogPlayHistory.Exercise(name: $0.name, logExerciseID: $0.logExerciseID) }
            case .rest, .timer, .note, .media: []
            }
        }
        do {
            try LogPlayHistory.checkIDs(of: exercises, in: log)
        } catch {
            throw CommandFailure(error.message, exitCode: error.code == .storage ? .failure : .usage)
        }

        let started: PlayRecorder?
        do {
            started = try start(
                log: log, workoutID: workoutID, title: document.title, plan: plan, linker: linker,
                arguments: arguments, keys: keys, context: context)
        } catch {
            throw CommandFailure(error)
        }
        guard let recorder = started else {
            context.fail("no answer to the resume question; the open session is left as it was")
            return
        }
        let unit = try DisplayUnit.resolve(arguments, context, store: log)
        let history: LogPlayHistory
        do {
            history = try LogPlayHistory(
                store: log, exercises: exercises, excluding: recorder.sessionID, unit: unit, linker: linker)
        } catch {
            throw CommandFailure(error)
        }
        let resumed = recorder.loggedSets
        let runner = PlayRunner(plan: plan, history: history, resuming: resumed) { [recorder] set in
            recorder.record(set)
        }

        let machine: PlayMachine
        switch keys {
        case .script(let keys):
            let terminal = VirtualTerminal()
            terminal.type(keys)
            machine = runner.run(on: terminal)
        case .bytes(let bytes):
            let terminal = VirtualTerminal()
            terminal.send(bytes)
            machine = runner.run(on: terminal)
        case .stream(let descriptor) where !context.environment.outputIsTerminal:
            machine = runner.run(on: VirtualTerminal(input: FileDescriptorInput(descriptor: descriptor)))
        case .stream, .terminal:
            // With keys from a pipe and the screen on a terminal, the real terminal draws while it reads the pipe
            // as the keys arrive (it switches no raw mode on input that is not a terminal).
            let terminal: Terminal
            if case .stream(let descriptor) = keys {
                terminal = Terminal(input: descriptor)
            } else {
                terminal = Terminal()
            }
            do {
                try terminal.enter()
            } catch {
                throw CommandFailure("\(error)")
            }
            machine = runner.run(on: terminal, colors: terminal.wantsColors)
            terminal.restore()
        }

        if let failure = recorder.failure { throw CommandFailure(failure) }
        var finished: PlaySummary? =
            if case .finished(let summary) = machine.state.mode { summary } else { nil }
        let end = wallClock(Date())
        if let summary = finished, !summary.endedEarly {
            do {
                try recorder.close(at: end)
                // The play's store links each exercise it creates; one recorded before links were kept is
                // matched to the catalogue once the play is done.
                try log.linkUnlinked(try log.exercises(), with: names)
            } catch {
                throw CommandFailure(error)
            }
        }
        // The whole session as the log keeps it, from its start to now, not just this run's clock: a resumed
        // session started in an earlier run.
        if let summary = finished { finished?.duration = max(summary.duration, end.timeIntervalSince(recorder.start)) }
        for line in summaryLines(finished, setsLogged: recorder.setCount) { context.output.print(line) }
        if var program, let summary = finished, !summary.endedEarly {
            // The session just closed is the latest, unless one was logged after it started (a resumed play).
            var logged: LoggedSession?
            do {
                logged = try log.latestSession()
                if logged?.id != recorder.sessionID { logged = try log.session(id: recorder.sessionID) }
            } catch {
                throw CommandFailure("cannot read the training log: \(error)")
            }
            if let logged, logged.id == recorder.sessionID {
                for line in try ProgramCommand.advance(&program, after: logged, catalogue: { catalogue }) {
                    context.output.print(line)
                }
            }
        }
        if finished?.endedEarly ?? true, recorder.setCount > 0 {
            context.output.print(
                "The session stays open: `\(ShellWord.command("play", arguments.positionals[0]))` resumes it, "
                    + "--fresh starts anew.")
        }
    }

    /// Reads the key script; otherwise standard input is read as keys arrive, on a terminal or not.
    private static func keys(_ arguments: ParsedArguments, _ context: CommandContext) throws(CommandFailure) -> Keys {
        if let path = arguments[PlayCommand.script] {
            // Read as documents are, so an empty file, /dev/null or a FIFO is a script like any other.
            let bytes: [UInt8]
            switch DocumentInput.read(path, environment: context.environment) {
            case .success(let read): bytes = read
            case .failure(let error): throw CommandFailure("the key script: \(error.message)", exitCode: .usage)
            }
            do {
                return .script(try KeyScript.keys(from: String(decoding: bytes, as: UTF8.self)))
            } catch {
                throw CommandFailure("the key script \(path): line \(error.line): \(error.message)", exitCode: .usage)
            }
        }
        let environment = context.environment
        if environment.inputIsTerminal { return .terminal }
        if let descriptor = environment.standardInputDescriptor { return .stream(descriptor) }
        return .bytes(environment.readStandardInput())
    }

    /// The recorder of the session to play: the open one, resumed when the person agrees (or without asking when
    /// the keys do not come from a terminal), else a new one; an open session not resumed is closed. Nil when the
    /// question gets no answer (the end of input), which leaves the open session alone.
    private static func start(
        log: any TrainingLogStore, workoutID: String, title: String, plan: PlayPlan, linker: ExerciseLinker,
        arguments: ParsedArguments, keys: Keys, context: CommandContext
    ) throws -> PlayRecorder? {
        if let open = try log.openSession(forWorkout: workoutID) {
            var resume = !arguments.contains(PlayCommand.fresh)
            if resume, case .terminal = keys {
                let sets = open.setCount == 1 ? "1 set" : "\(open.setCount) sets"
                let confirmation = Confirmation(defaultAnswer: true)
                let question =
                    "Resume the session started \(describe(open.start)) (\(sets) logged)? \(confirmation.choices) "
                guard let answer = context.environment.confirm(TerminalEscaper.escaped(question), confirmation) else {
                    return nil
                }
                resume = answer
            }
            if resume {
                return PlayRecorder(
                    store: log, sessionID: open.id, workoutID: workoutID, title: open.title, start: open.start,
                    plan: plan, resumed: PlaySessionLog.logged(open, plan: plan), linker: linker)
            }
            try log.closeSession(id: open.id)
        }
        let start = wallClock(Date())
        // Not the stable id of an import: two plays started within a second must not share a session.
        let id = "kheper-" + UUID().uuidString.lowercased().filter(\.isHexDigit).prefix(16)
        return PlayRecorder(
            store: log, sessionID: id, workoutID: workoutID, title: title.isEmpty ? nil : title, start: start,
            plan: plan, resumed: [], linker: linker)
    }

    /// `date` as the log keeps it: the local wall-clock time, stored as if in UTC.
    private static func wallClock(_ date: Date) -> Date {
        date.addingTimeInterval(Double(TimeZone.current.secondsFromGMT(for: date)))
    }

    /// A logged start as a person reads it, such as `2026-11-30 15:40`.
    private static func describe(_ start: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: start)
    }

    /// The summary printed on the normal screen when the play ends, each exercise logged under another name
    /// followed by the command that splits it off.
    static func summaryLines(_ summary: PlaySummary?, setsLogged: Int) -> [String] {
        guard let summary else {
            return ["Play stopped; \(setsLogged) \(setsLogged == 1 ? "set" : "sets") in the session."]
        }
        return summary.lines
            + summary.loggedNames.map {
                "`\(ShellWord.command("exercises", "split", $0.planned))` makes \($0.planned) an exercise of its own"
            }
    }
}
