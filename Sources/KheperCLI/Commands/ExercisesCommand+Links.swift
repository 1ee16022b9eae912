import KheperCatalogue
import KheperCore
import KheperTrainingLog

/// `kheper exercises link`, `unlink`, `undo-link` and `--unmatched`: each log exercise's link to the exercise
/// catalogue, as matching decided it and as the lifter fixes it.
extension ExercisesCommand {
    /// `--unmatched`: list the log's exercises that match no catalogue entry.
    static let unmatched = CommandOption(
        flag: "--unmatched",
        help: "list only the log's exercises linked to no catalogue entry, with how that was decided")

    /// `link EXERCISE ENTRY`: the lifter links an exercise to an entry, one undoable link change.
    static func link(
        _ exerciseReference: String, to entryReference: String, _ arguments: ParsedArguments,
        _ context: inout CommandContext
    ) throws(CommandFailure) {
        let catalogue = ExerciseEntries.catalogue(arguments, context)
        let entryID =
            catalogue.entry(id: entryReference) != nil
            ? entryReference : ExerciseMatcher(catalogue: catalogue).match(entryReference).entryID
        guard let entry = entryID.flatMap(catalogue.entry(id:)) else {
            throw CommandFailure(
                "ENTRY is \(JSONValue.string(entryReference)); expected a catalogue entry's id, or a name that "
                    + "matches one (`kheper exercises search WORDS` lists them)",
                exitCode: .usage)
        }
        try change(
            exerciseReference, to: ExerciseLink(entryID: entry.id, how: ExerciseLink.lifter), arguments,
            &context
        ) { exercise in
            "linked \"\(exercise.name)\" (\(exercise.id)) to \(entry.id) (\(entry.name))"
        }
    }

    /// `unlink EXERCISE`: the lifter marks an exercise unmatched, which matching then leaves as it is.
    static func unlink(_ exerciseReference: String, _ arguments: ParsedArguments, _ context: inout CommandContext)
        throws(CommandFailure)
    {
        try change(exerciseReference, to: ExerciseLink(entryID: nil, how: ExerciseLink.lifter), arguments, &context) {
            exercise in
            "unlinked \"\(exercise.name)\" (\(exercise.id)): it is unmatched, and matching leaves it so"
        }
    }

    /// Sets the link of the exercise `reference` names and prints `done`'s sentence, the link it had and the undo.
    private static func change(
        _ reference: String, to link: ExerciseLink, _ arguments: ParsedArguments, _ context: inout CommandContext,
        done: (LoggedExercise) -> String
    ) throws(CommandFailure) {
        let store = try LogCommand.open(arguments, context, mode: .write)
        do throws(TrainingLogError) {
            guard let exercise = try store.exercise(named: reference) else {
                throw TrainingLogError.unknownExercise(reference)
            }
            let change = try store.setLink(link, forExercise: exercise.id)
            context.output.print(
                "\(done(exercise)) (was \(describe(change.before))): link change \(change.id); "
                    + "`\(ShellWord.command("exercises", "undo-link", String(change.id)))` undoes it")
        } catch {
            throw linkFailure(error)
        }
    }

    /// `undo-link [NUMBER]`: puts back the link link change NUMBER, or the latest one, replaced.
    static func undoLink(_ number: Int?, _ arguments: ParsedArguments, _ context: inout CommandContext)
        throws(CommandFailure)
    {
        let store = try LogCommand.open(arguments, context, mode: .write)
        do throws(TrainingLogError) {
            let change = try store.undoLinkChange(number)
            context.output.print(
                "undid link change \(change.id): \(change.exerciseID) is \(describe(change.before)) again")
        } catch {
            throw linkFailure(error)
        }
    }

    /// `--unmatched`: the log's exercises linked to no entry; an exercise not matched yet (stored before links
    /// were kept) is matched for the listing, without storing it.
    static func listUnmatched(_ arguments: ParsedArguments, _ context: inout CommandContext) throws(CommandFailure) {
        let store = try LogCommand.open(arguments, context, mode: .read)
        let found: [(exercise: LoggedExercise, link: ExerciseLink)]
        do throws(TrainingLogError) {
            let resolver = try ExerciseEntryResolver.standard(for: store)
            found = try store.exercises().compactMap { exercise in
                let link = resolver.link(exercise)
                return link.entryID == nil ? (exercise, link) : nil
            }
        } catch {
            throw linkFailure(error)
        }
        if arguments.contains(json) {
            let records: [JSONValue] = found.map { exercise, link in
                ["id": .string(exercise.id), "name": .string(exercise.name), "how": .string(link.how)]
            }
            context.output.print(JSONValue.array(records).serializedString())
            return
        }
        guard !found.isEmpty else {
            context.output.print("every exercise of the log is linked to a catalogue entry")
            return
        }
        for (exercise, link) in found {
            context.output.print(
                "\(exercise.id)  \(exercise.name) — \(link.isLifters ? "unlinked by you" : link.how), "
                    + "\(ExerciseSessions.count(exercise.sessionCount, "session"))")
        }
        context.output.print(
            "`kheper exercises link EXERCISE ENTRY` links one; `kheper exercises search WORDS` finds entries")
    }

    /// A link in words: the entry and how it was decided, or unmatched.
    private static func describe(_ link: ExerciseLink?) -> String {
        guard let link else { return "not matched yet" }
        let how = link.isLifters ? "by you" : "(\(link.how))"
        return link.entryID.map { "linked to \($0) \(how)" } ?? "unmatched \(how)"
    }

    private static func linkFailure(_ error: TrainingLogError) -> CommandFailure {
        CommandFailure(error.message, exitCode: error.code == .storage ? .failure : .usage)
    }
}
