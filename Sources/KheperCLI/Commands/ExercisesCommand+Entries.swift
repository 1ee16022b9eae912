import KheperCatalogue
import KheperCore
import KheperTrainingLog

/// `kheper exercises add-entry` and `remove-entry`: the lifter's own catalogue entries, kept in the store, which
/// extend the catalogue wherever the store is read (``ExerciseEntries``).
extension ExercisesCommand {
    /// `--primary LIST`: the muscles an entry added mainly trains.
    static let primary = CommandOption(
        "--primary", value: .choiceList(Muscle.allCases.map(\.rawValue)), placeholder: "LIST",
        help: "with add-entry: the muscles it mainly trains, a comma-separated list of "
            + Muscle.allCases.map(\.rawValue).joined(separator: ", "))
    /// `--secondary LIST`: the muscles an entry added trains besides.
    static let secondary = CommandOption(
        "--secondary", value: .choiceList(Muscle.allCases.map(\.rawValue)), placeholder: "LIST",
        help: "with add-entry: the muscles it trains besides, a comma-separated list as for --primary")
    /// `--aliases LIST`: other spellings of an entry added's name.
    static let aliases = CommandOption(
        "--aliases", value: .text, placeholder: "LIST",
        help: "with add-entry: other spellings of its name, comma-separated, each matching it as a known spelling")

    /// The help's paragraph on `add-entry` and `remove-entry`.
    static let entriesAbout = """
        add-entry NAME --primary LIST [--secondary LIST] [--equipment E] [--aliases LIST] adds an exercise of your
        own to the catalogue, kept in the store: its id is custom- and NAME's words (printed); NAME is matched by
        the rules as an entry's name is, each alias as a known spelling, and equipment stays identity (a name or
        alias may state only E). Match, search, show, alternatives, link, play, import, `kheper set`'s entry,
        stats --muscles and name suggestions all see it. It then links the log's unmatched exercises that now match
        it, not those you unlinked, and names them. remove-entry ENTRY removes one of your entries (a bundled one is
        refused); the exercises linked to it become unmatched, named. Neither is numbered: each undoes the other,
        and adding an entry back links again the exercises that match it by name.
        """

    /// `add-entry NAME`: checks the entry against the catalogue the store sees, stores it, prints its id, and links
    /// the log's unmatched exercises that match it now.
    static func addEntry(_ name: String, _ arguments: ParsedArguments, _ context: inout CommandContext)
        throws(CommandFailure)
    {
        guard let primaryMuscles = arguments.items(primary) else {
            throw CommandFailure(
                "exercises add-entry needs --primary LIST: the muscles it mainly trains, such as --primary chest",
                exitCode: .usage)
        }
        let equipmentGiven = arguments.items(equipment)
        if let equipmentGiven, equipmentGiven.count != 1 {
            throw CommandFailure(
                "--equipment is \(JSONValue.string(equipmentGiven.joined(separator: ","))); expected one kind of "
                    + "equipment for add-entry", exitCode: .usage)
        }
        let entry = CustomExerciseEntry(
            id: ExerciseCatalogue.customID(forName: name), name: name, equipment: equipmentGiven?.first,
            primaryMuscles: primaryMuscles, secondaryMuscles: arguments.items(secondary) ?? [],
            aliases: arguments[aliases].map(ArgumentValue.items(of:))?.filter { !$0.isEmpty } ?? [])
        let store = try LogCommand.open(arguments, context, mode: .write)
        let catalogue: ExerciseCatalogue
        do {
            catalogue = try ExerciseEntries.catalogue(for: store).extended(with: [ExerciseEntries.addition(entry)])
        } catch let error as CatalogueAdditionError {
            throw CommandFailure(error.message, exitCode: .usage)
        } catch {
            throw CommandFailure(error)
        }
        let linked: [LoggedExercise]
        do throws(TrainingLogError) {
            try store.addCustomEntry(entry)
            linked = try linkMatching([entry.id], in: catalogue, store: store)
        } catch {
            throw entryFailure(error)
        }
        context.output.print(entry.id)
        let names = linked.map { "\"\($0.name)\" (\($0.id))" }.joined(separator: ", ")
        context.output.print(
            linked.isEmpty
                ? "added \(entry.name) (\(entry.id)); no unmatched exercise of the log matches it"
                : "added \(entry.name) (\(entry.id)) and linked \(linked.count) exercise(s) to it: \(names)")
    }

    /// Links each exercise of the log that is unmatched (not by the lifter) or never matched, and that `catalogue`'s
    /// matcher now resolves to one of the entries `ids`, to it; returns those exercises.
    static func linkMatching(_ ids: Set<String>, in catalogue: ExerciseCatalogue, store: any TrainingLogStore)
        throws(TrainingLogError) -> [LoggedExercise]
    {
        let links = try store.links()
        let linker = ExerciseLinker.matching(catalogue)
        var found: [String: ExerciseLink] = [:]
        var exercises: [LoggedExercise] = []
        for exercise in try store.exercises() {
            if let link = links[exercise.id], link.entryID != nil || link.isLifters { continue }
            let link = linker.link(exercise.name)
            guard let entryID = link.entryID, ids.contains(entryID) else { continue }
            found[exercise.id] = link
            exercises.append(exercise)
        }
        if !found.isEmpty { try store.storeMatches(found) }
        return exercises
    }

    /// `remove-entry ENTRY`: removes one of the lifter's own entries; the exercises linked to it become unmatched.
    static func removeEntry(_ id: String, _ arguments: ParsedArguments, _ context: inout CommandContext)
        throws(CommandFailure)
    {
        if ExerciseEntries.bundled.entry(id: id) != nil {
            throw CommandFailure(
                "ENTRY is \(JSONValue.string(id)), an entry of the catalogue shipped with Kheper, which cannot be "
                    + "removed; expected the id of one of your own (add-entry printed it)", exitCode: .usage)
        }
        let store = try LogCommand.open(arguments, context, mode: .write)
        do throws(TrainingLogError) {
            let names = Dictionary(
                try store.exercises().map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
            let removal = try store.removeCustomEntry(id: id)
            let unlinked = removal.unlinkedExercises.map { "\"\(names[$0] ?? $0)\" (\($0))" }
            context.output.print(
                unlinked.isEmpty
                    ? "removed \(removal.entry.name) (\(id)); no exercise was linked to it"
                    : "removed \(removal.entry.name) (\(id)); \(unlinked.count) exercise(s) linked to it are "
                        + "unmatched now: \(unlinked.joined(separator: ", "))")
        } catch {
            throw entryFailure(error)
        }
    }

    private static func entryFailure(_ error: TrainingLogError) -> CommandFailure {
        CommandFailure(error.message, exitCode: error.code == .storage ? .failure : .usage)
    }
}
