import Foundation
import KheperCore
import KheperEditor
import KheperLogImport
import KheperTrainingLog

/// One `kheper log import`: streams the file through ``LogImporter`` into one store transaction, asking for the
/// weight unit on a terminal when the file names none, and prints the report.
struct LogImportRun {
    let arguments: ParsedArguments
    let file: String

    /// How many of the names that joined an exercise of another spelling the report lists by name.
    static let joinedNamesShown = 20

    /// What one pass over the file produced.
    private struct Outcome {
        var summary: ImportSummary?
        var tally: ImportTally
        /// The error that stopped reading, kept when `--keep-going` commits what was read before it.
        var stoppedBy: LogImportError?
        /// The ids of the sessions read, which `--replace` wrote over the stored ones.
        var sessionIDs: Set<String> = []
    }

    /// Thrown out of a dry run's transaction so it rolls back, carrying what it found.
    private struct DryRunRollback: Error {
        var outcome: Outcome
    }

    func run(_ context: inout CommandContext) throws(CommandFailure) {
        let path = context.environment.absolute(file)
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw CommandFailure("cannot read \(file): there is no readable file there", exitCode: .usage)
        }
        var unit = arguments[LogCommand.unit].flatMap(WeightUnit.init(rawValue:))
        let dryRun = arguments.contains(LogCommand.dryRun)
        // The program is read before the import, so a name that is no program refuses the whole command.
        var program: StoredProgram?
        if let reference = arguments[LogCommand.program] {
            guard !dryRun, !arguments.contains(LogCommand.replace) else {
                throw CommandFailure(
                    "--program advances a stored program from new sessions, which --dry-run never writes and "
                        + "--replace rewrites; import with one of them, then the other", exitCode: .usage)
            }
            program = try StoredProgram(reference, arguments, context, mode: .write)
        }
        let store = try openStore(context, dryRun: dryRun)
        while true {
            do {
                let outcome = try importOnce(path, unit: unit, store: store, dryRun: dryRun, context: context)
                report(outcome, dryRun: dryRun, &context)
                if var program {
                    let sessions: [LoggedSession]
                    do { sessions = try outcome.sessionIDs.compactMap { id in try store.session(id: id) } } catch {
                        throw CommandFailure("cannot read the imported sessions: \(error)")
                    }
                    let catalogue = ExerciseEntries.catalogue(arguments, context)
                    let lines = try ProgramCommand.advance(
                        &program, through: sessions, log: store, catalogue: { catalogue })
                    for line in lines {
                        context.output.print(line)
                    }
                }
                // A program advanced from a session this changed moves back, and on from it as it now stands; a
                // session the file holds as it was stored changed nothing.
                if arguments.contains(LogCommand.replace), !dryRun, !outcome.sessionIDs.isEmpty {
                    let changed: Set<String>
                    do { changed = try store.sessionsChangedByLatestReplacement() } catch {
                        throw CommandFailure("cannot read what the import changed: \(error.message)")
                    }
                    for line in ProgramLogFollowing.follow(
                        changed: changed.intersection(outcome.sessionIDs), log: store, arguments, context)
                    {
                        context.output.print(line)
                    }
                }
                if let stopped = outcome.stoppedBy {
                    throw CommandFailure(
                        "\(file): \(stopped.message); the sessions read before it were kept (--keep-going)")
                }
                return
            } catch let error as LogImportError where error.code == .unitRequired {
                // The answer means reading the file again, which a pipe or a FIFO cannot give twice.
                guard unit == nil, context.environment.inputIsTerminal, Self.isRegularFile(path),
                    let answer = ask(context, error)
                else {
                    throw CommandFailure("\(file): \(error.message)", exitCode: .usage)
                }
                unit = answer
            } catch let error as LogImportError {
                let code: ExitCode = error.code == .unreadable ? .usage : .failure
                throw CommandFailure("cannot import \(file): \(error.message); nothing was imported", exitCode: code)
            } catch let error as CommandFailure {
                throw error
            } catch let error as TrainingLogError {
                throw CommandFailure("cannot import \(file): \(error.message); nothing was imported")
            } catch {
                throw CommandFailure("cannot import \(file): \(error); nothing was imported")
            }
        }
    }

    /// Whether `path`, its symbolic links followed, is a regular file, one that can be read a second time.
    private static func isRegularFile(_ path: String) -> Bool {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let type = (try? FileManager.default.attributesOfItem(atPath: resolved))?[.type] as? FileAttributeType
        return type == .typeRegular
    }

    /// The store to import into: the real one, or for a dry run the real one when it exists (rolled back at the
    /// end) and an empty one in memory when it does not, so a dry run never creates a store.
    private func openStore(_ context: CommandContext, dryRun: Bool) throws(CommandFailure) -> any TrainingLogStore {
        guard dryRun else { return try LogCommand.open(arguments, context, mode: .write) }
        let storePath = StoreLocation.path(option: arguments[.store], environment: context.environment)
        guard FileManager.default.fileExists(atPath: storePath) else { return InMemoryTrainingLogStore() }
        return try LogCommand.open(arguments, context, mode: .write)
    }

    /// Reads the whole file into one transaction, committed unless this is a dry run.
    private func importOnce(
        _ path: String, unit: WeightUnit?, store: any TrainingLogStore, dryRun: Bool, context: CommandContext
    ) throws -> Outcome {
        let from = arguments[LogCommand.from].flatMap(LogFormat.init(rawValue:))
        let keepGoing = arguments.contains(LogCommand.keepGoing)
        let options = ImportOptions(format: from, defaultUnit: unit, keepGoing: keepGoing)
        var progress = ProgressBar(path: path, environment: context.environment, colour: context.colorError)
        defer { progress.clear() }
        let linker = ExerciseLinker.matching(try ExerciseEntries.catalogue(for: store))
        // Exercises stored before links were kept are matched first, so a new name can join the one of its entry.
        if !dryRun { try store.linkUnlinked(try store.exercises(), with: linker) }
        let replaces = arguments.contains(LogCommand.replace)
        let transaction: ((any TrainingLogImport) throws -> Outcome) throws -> Outcome = { body in
            replaces ? try store.replacing(body) : try store.importing(body)
        }
        do {
            return try transaction { writer in
                var outcome = Outcome(summary: nil, tally: ImportTally())
                writer.linker = linker
                do {
                    outcome.summary = try LogImporter.importFile(
                        atPath: path, options: options, progress: { progress.update(bytesRead: $0) }
                    ) { session in
                        outcome.sessionIDs.insert(session.id)
                        try writer.record(session)
                    }
                } catch let error as LogImportError where keepGoing && !error.refusesWholeFile {
                    outcome.stoppedBy = error
                }
                outcome.tally = writer.tally
                if dryRun { throw DryRunRollback(outcome: outcome) }
                return outcome
            }
        } catch let rollback as DryRunRollback {
            return rollback.outcome
        }
    }

    /// Asks which unit the file's weights are in; nil when the person gives no answer it can use.
    private func ask(_ context: CommandContext, _ error: LogImportError) -> WeightUnit? {
        let question = TerminalEscaper.escaped("\(file) does not say whether weights are kg or lb. Unit (kg/lb)? ")
        for _ in 0..<3 {
            guard let answer = context.environment.ask(question) else { return nil }
            let word = answer.trimmingCharacters(in: .whitespaces).lowercased()
            if let unit = WeightUnit(rawValue: word) { return unit }
            if word == "lbs" { return .lb }
        }
        return nil
    }

    /// Prints how the new exercises were linked to the exercise catalogue: how many matched an entry and how many
    /// did not, and each matched by a rule rather than a known spelling, so the lifter can check it.
    private func reportLinks(_ links: [String: ExerciseLink], dryRun: Bool, _ context: inout CommandContext) {
        let matched = links.values.filter { $0.entryID != nil }.count
        let review = links.count - matched > 0 && !dryRun ? " (`kheper exercises --unmatched` lists them)" : ""
        context.output.print("  catalogue: \(matched) matched, \(links.count - matched) unmatched\(review)")
        let byRule = links.filter { $0.value.entryID != nil && $0.value.how != "alias" }.sorted { $0.key < $1.key }
        for (name, link) in byRule.prefix(Self.joinedNamesShown) {
            context.output.print("    \"\(name)\" → \(link.entryID ?? "") by the rule \(link.how)")
        }
        if byRule.count > Self.joinedNamesShown {
            context.output.print("    … and \(byRule.count - Self.joinedNamesShown) more matched by a rule")
        }
    }

    /// Prints what was read and what was stored.
    private func report(_ outcome: Outcome, dryRun: Bool, _ context: inout CommandContext) {
        let tally = outcome.tally
        let what = outcome.summary.map { "\($0.format.rawValue), \($0.dialect)" } ?? "read up to the error"
        context.output.print("\(dryRun ? "would import" : "imported") \(file) (\(what))")
        if arguments.contains(LogCommand.replace) {
            context.output.print("  sessions: \(tally.sessionsAdded) added, \(tally.sessionsReplaced) replaced")
        } else {
            context.output.print(
                "  sessions: \(tally.sessionsAdded) added, \(tally.sessionsAlreadyStored) already imported")
        }
        context.output.print("  sets: \(tally.setsAdded) added")
        context.output.print("  exercises: \(tally.exercisesNew) new, \(tally.exercisesMatched) matched")
        let joined = tally.joined.sorted { $0.key < $1.key }
        for (name, exercise) in joined.prefix(Self.joinedNamesShown) {
            // A dry run stored nothing, so there is nothing to undo yet.
            let undo = dryRun ? "" : "; `\(ShellWord.command("exercises", "split", name))` undoes it"
            context.output.print("    \"\(name)\" joined \"\(exercise)\"\(undo)")
        }
        if joined.count > Self.joinedNamesShown {
            context.output.print("    … and \(joined.count - Self.joinedNamesShown) more names joined another spelling")
        }
        reportLinks(tally.newLinks, dryRun: dryRun, &context)
        guard let summary = outcome.summary else { return }
        context.output.print(
            "  rows: \(summary.rows) read, \(summary.skippedRows) skipped, "
                + "\(summary.recoveredRows) recovered")
        for note in summary.skipped { context.output.print("    skipped \(note)") }
        if summary.skippedRows > summary.skipped.count {
            context.output.print("    … and \(summary.skippedRows - summary.skipped.count) more skipped")
        }
        for note in summary.recovered { context.output.print("    recovered \(note)") }
        if summary.recoveredRows > summary.recovered.count {
            context.output.print("    … and \(summary.recoveredRows - summary.recovered.count) more recovered")
        }
        if arguments.contains(LogCommand.replace), !dryRun {
            context.output.print("  `kheper log undo` puts back what this import replaced, in one step")
        }
    }
}
