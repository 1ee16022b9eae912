import Foundation
import KheperCatalogue
import KheperCore
import KheperEditor
import KheperTrainingLog

/// `kheper exercises`: lists the training log's exercises, merges two or undoes a merge, splits a spelling off
/// the exercise it joined, matches names to the exercise catalogue, searches it, finds alternatives in it, links
/// the log's exercises to its entries, and adds and removes the lifter's own entries.
enum ExercisesCommand {
    /// `--json`: `match`'s and `search`'s results as JSON.
    static let json = CommandOption.json.with(
        help: "with match: a JSON array, one {\"name\", \"entry\", \"how\"} object a name (entry null when none); "
            + "with search and alternatives: a JSON array of the entries found (\"custom\": true for your own); "
            + "with show: the entry as one such object; with --unmatched: one "
            + "{\"id\", \"name\", \"how\"} object an exercise")
    /// `--muscle M`: `search` keeps the entries that train M.
    static let muscle = CommandOption(
        "--muscle", value: .choice(Muscle.allCases.map(\.rawValue)), placeholder: "MUSCLE",
        help: "with search: only entries that train MUSCLE, as a primary or secondary muscle")
    /// `--equipment LIST`: `search` and `alternatives` keep the entries that use one of LIST.
    static let equipment = CommandOption(
        "--equipment", value: .choiceList(Equipment.allCases.map(\.rawValue)), placeholder: "LIST",
        help: "with search and alternatives: only entries that use one of LIST, a comma-separated list of "
            + "(with add-entry: the one it is done with) "
            + Equipment.allCases.map(\.rawValue).joined(separator: ", "))

    static let command = Command(
        name: "exercises",
        summary:
            "List the log's exercises; merge, unmerge or split them; match, search and show catalogue entries, "
            + "find alternatives; link exercises to entries; add your own entries.",
        signature: CommandSignature(
            options: [.store, json, muscle, equipment, unmatched, primary, secondary, aliases],
            positionals: [
                CommandPositional(
                    .choice([
                        "merge", "unmerge", "split", "match", "search", "show", "alternatives", "link", "unlink",
                        "undo-link", "add-entry", "remove-entry",
                    ]), .optional),
                CommandPositional(.text, .optional, placeholder: "KEEP"),
                CommandPositional(.text, .any, placeholder: "OTHER"),
            ],
            forms: [
                [.option(.store)], [.option(.store), .option(unmatched), .option(json)],
                ["merge", .option(.store), "KEEP", "OTHER"],
                ["unmerge", .option(.store), "[NUMBER]"], ["split", .option(.store), "NAME"],
                ["match", .option(.store), .option(json), "NAME…"],
                ["search", .option(.store), .option(muscle), .option(equipment), .option(json), "[QUERY…]"],
                ["show", .option(.store), .option(json), "ENTRY"],
                ["alternatives", .option(.store), .option(equipment), .option(json), "EXERCISE"],
                ["link", .option(.store), "EXERCISE", "ENTRY"], ["unlink", .option(.store), "EXERCISE"],
                ["undo-link", .option(.store), "[NUMBER]"],
                [
                    "add-entry", .option(.store), .required(primary), .option(secondary), .option(equipment),
                    .option(aliases), "NAME",
                ],
                ["remove-entry", .option(.store), "ENTRY"],
            ]),
        about: """
            Each exercise has a stable id, the name it was first recorded under, and aliases: the normalised names
            that lead to it, so "Bench Press (Barbell)", "bench press" and "Barbell Bench Press" are one.
            merge KEEP OTHER joins OTHER into KEEP (each an id, or a name that matches one): OTHER's aliases and
            sets move to KEEP, and the merge is numbered. unmerge undoes merge NUMBER, or the latest one, putting
            back exactly what it moved.
            split NAME undoes a join: when an import or a play recorded NAME under an exercise spelt otherwise
            ("Pull-up" joined "Pull Up", a plan's "Squat" was logged as "Squat (Barbell)"), the sessions that
            recorded that spelling move to a new exercise named NAME, with NAME's alias so later sessions land
            there too; the others stay. When NAME differs from the exercise's first name only in case, spacing,
            hyphens or apostrophes, just the sessions spelt exactly NAME move, and so do later ones: the new
            exercise's alias is that exact spelling, while the shared alias stays. The exercise keeps its id, so
            a workout block's exerciseID still names it. Merging the new exercise back undoes the split exactly;
            split prints the command. NAME cannot be an exercise's first name.
            match NAME… prints, for each name, the entry of the exercise catalogue (the Free Exercise DB, shipped
            with Kheper) it resolves to, or none, and why: a known spelling, or a rule (the entry's own name spelt
            differently; its name with the equipment it records; its name without the standard grip). Equipment is
            identity, and a name that fits no entry clearly stays unmatched. With a store, your own entries
            (add-entry) are matched too; it works without one.
            search QUERY… lists the catalogue's entries whose name holds every word of QUERY (each as the start of a
            word of the name), with their equipment and muscles; --muscle and --equipment narrow it. show ENTRY
            prints an entry (its id, or a name that matches one) with its muscles, equipment and instructions.
            search and show mark an entry of your own ("(yours)", and "custom": true with --json).
            \(alternativesAbout)
            Each exercise of the log is linked to a catalogue entry, or unmatched, with how that was decided:
            `kheper log import` matches the exercises it creates (a new name whose entry an exercise already links
            to joins that exercise, as a spelling does, and `split` takes it apart again) and a finished play matches
            those it created. --unmatched lists the exercises linked to no entry. link EXERCISE ENTRY links an
            exercise (an id, or a name that finds one) to an entry (an id, or a name that matches one); unlink
            EXERCISE leaves it unmatched. Either is yours: matching never changes it again. Each is one numbered link
            change, and undo-link undoes change NUMBER, or the latest one, putting back the link it replaced (as
            unmerge undoes a merge; `kheper undo` is for workouts).
            A workout links an exercise block or a chart to one exercise by its id, whatever the block's name:
            `kheper set WORKOUT BLOCK exerciseID=ex-…`. Play then prefills and records sets under that exercise,
            and the chart reads its history; an id that names no exercise is refused, naming it.
            \(entriesAbout)
            """,
        notes: """
            \(StoreAccess.note)
            """,
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                let words = arguments.positionals
                let listsUnmatched = arguments.contains(unmatched)
                let givesJSON = ["match", "search", "show", "alternatives"].contains(words.first) || listsUnmatched
                if arguments.contains(json), !givesJSON {
                    throw CommandFailure(
                        "--json goes with exercises match, search, show, alternatives or --unmatched", exitCode: .usage)
                }
                if listsUnmatched, !words.isEmpty {
                    throw CommandFailure("--unmatched goes with exercises alone, not \(words[0])", exitCode: .usage)
                }
                if arguments.gives(muscle), words.first != "search" {
                    throw CommandFailure("--muscle goes with exercises search", exitCode: .usage)
                }
                if arguments.gives(equipment), !["search", "alternatives", "add-entry"].contains(words.first) {
                    throw CommandFailure(
                        "--equipment goes with exercises search, alternatives or add-entry", exitCode: .usage)
                }
                for option in [primary, secondary, aliases] where arguments.gives(option) && words.first != "add-entry"
                {
                    throw CommandFailure("\(option.name) goes with exercises add-entry", exitCode: .usage)
                }
                switch words.first {
                case nil where listsUnmatched: try listUnmatched(arguments, &context)
                case nil: try list(arguments, &context)
                case "link":
                    guard words.count == 3 else {
                        throw CommandFailure(
                            "exercises link needs an exercise and an entry: EXERCISE ENTRY", exitCode: .usage)
                    }
                    try link(words[1], to: words[2], arguments, &context)
                case "unlink":
                    guard words.count == 2 else {
                        throw CommandFailure("exercises unlink needs one EXERCISE: an id or a name", exitCode: .usage)
                    }
                    try unlink(words[1], arguments, &context)
                case "undo-link":
                    guard words.count <= 2 else {
                        throw CommandFailure("exercises undo-link takes at most one NUMBER", exitCode: .usage)
                    }
                    try undoLink(try number(words.dropFirst().first, of: "link change"), arguments, &context)
                case "match":
                    guard words.count >= 2 else {
                        throw CommandFailure("exercises match needs at least one NAME", exitCode: .usage)
                    }
                    match(Array(words.dropFirst()), arguments, &context)
                case "search": search(words.dropFirst().joined(separator: " "), arguments, &context)
                case "show":
                    guard words.count == 2 else {
                        throw CommandFailure("exercises show needs one ENTRY: an entry's id or name", exitCode: .usage)
                    }
                    try show(words[1], arguments, &context)
                case "alternatives": try alternatives(Array(words.dropFirst()), arguments, &context)
                case "add-entry":
                    guard words.count == 2 else {
                        throw CommandFailure(
                            "exercises add-entry needs one NAME (quote a name with spaces: kheper exercises "
                                + "add-entry 'Landmine Press' --primary shoulders)", exitCode: .usage)
                    }
                    try addEntry(words[1], arguments, &context)
                case "remove-entry":
                    guard words.count == 2 else {
                        throw CommandFailure(
                            "exercises remove-entry needs one ENTRY: the id of one of your entries", exitCode: .usage)
                    }
                    try removeEntry(words[1], arguments, &context)
                case "merge":
                    guard words.count == 3 else {
                        throw CommandFailure("exercises merge needs two exercises: KEEP OTHER", exitCode: .usage)
                    }
                    try merge(keep: words[1], other: words[2], arguments, &context)
                case "unmerge":
                    guard words.count <= 2 else {
                        throw CommandFailure("exercises unmerge takes at most one NUMBER", exitCode: .usage)
                    }
                    try unmerge(try number(words.dropFirst().first, of: "merge"), arguments, &context)
                case "split":
                    guard words.count == 2 else {
                        throw CommandFailure(
                            "exercises split needs one NAME, as the import or play reported it (quote a name with "
                                + "spaces: kheper exercises split 'Pull Up')", exitCode: .usage)
                    }
                    try split(words[1], arguments, &context)
                default:
                    throw CommandFailure(
                        "unknown exercises command \"\(words[0])\"; expected merge, unmerge, split, match, search, "
                            + "show, alternatives, link, unlink, undo-link, add-entry or remove-entry, or nothing to "
                            + "list",
                        exitCode: .usage)
                }
            }
        }
    )

    /// The NUMBER of an `unmerge` or `undo-link` (`what` names what it numbers), or nil when none is given.
    private static func number(_ word: String?, of what: String) throws(CommandFailure) -> Int? {
        guard let word else { return nil }
        guard let value = Int(word), value > 0 else {
            throw CommandFailure("\(what) NUMBER is \"\(word)\"; expected a positive whole number", exitCode: .usage)
        }
        return value
    }

    private static func list(_ arguments: ParsedArguments, _ context: inout CommandContext) throws(CommandFailure) {
        let store = try LogCommand.open(arguments, context, mode: .read)
        let exercises: [LoggedExercise]
        do {
            exercises = try store.exercises()
        } catch {
            throw CommandFailure("cannot list exercises: \(error.message)")
        }
        guard !exercises.isEmpty else {
            context.output.print("no exercises yet; `kheper log import FILE` adds a training history")
            return
        }
        for exercise in exercises {
            let last = exercise.lastPerformed.map { ", last \($0.formatted(.iso8601.year().month().day()))" } ?? ""
            context.output.print(
                "\(exercise.id)  \(exercise.name) — \(ExerciseSessions.count(exercise.sessionCount, "session")), "
                    + "\(ExerciseSessions.count(exercise.setCount, "set"))\(last)"
            )
            // A spelling split off an exercise whose key it shares has its exact spelling for an alias; one merged
            // back beside that key says nothing the key does not.
            let aliases = exercise.aliases.compactMap { key -> String? in
                guard let spelling = ExerciseName.spelling(ofKey: key) else { return key }
                let shown = "\"\(spelling)\" (exactly this spelling)"
                return exercise.aliases.contains(ExerciseName.key(spelling)) ? nil : shown
            }
            .joined(separator: ", ")
            context.output.print("    aliases: \(aliases)")
        }
    }

    /// `match NAME…`: each name's catalogue entry, or none, and how that was decided.
    private static func match(_ names: [String], _ arguments: ParsedArguments, _ context: inout CommandContext) {
        let catalogue = ExerciseEntries.catalogue(arguments, context)
        let matcher = ExerciseMatcher(catalogue: catalogue)
        let matches = names.map(matcher.match)
        if arguments.contains(json) {
            let records: [JSONValue] = matches.map { match in
                [
                    "name": .string(match.name), "entry": match.entryID.map(JSONValue.string) ?? .null,
                    "how": .string(match.reason.code),
                ]
            }
            context.output.print(JSONValue.array(records).serializedString())
            return
        }
        for match in matches {
            let entry = match.entryID.flatMap(catalogue.entry(id:))
            let target =
                entry.map { "\($0.id) (\($0.name), \($0.equipment.map(\.rawValue) ?? "no equipment"))" } ?? "none"
            context.output.print("\(JSONValue.string(match.name)) → \(target): \(match.reason.explanation)")
        }
    }

    /// `search QUERY…`: the catalogue's entries whose name holds every word, narrowed by muscle and equipment.
    private static func search(_ query: String, _ arguments: ParsedArguments, _ context: inout CommandContext) {
        let catalogue = ExerciseEntries.catalogue(arguments, context)
        let found = catalogue.search(
            query, muscle: arguments[muscle].flatMap(Muscle.init(rawValue:)), anyOf: equipmentList(arguments))
        if arguments.contains(json) {
            context.output.print(JSONValue.array(found.map { record($0, in: catalogue) }).serializedString())
            return
        }
        guard !found.isEmpty else {
            context.output.printError(
                "no catalogue entry matches; try fewer words, or leave out --muscle or --equipment")
            return
        }
        for entry in found { context.output.print(line(entry, in: catalogue)) }
    }

    /// `show ENTRY`: one catalogue entry, found by id or by a name that matches it, in full; one of the lifter's
    /// own is marked so, with its aliases.
    private static func show(_ reference: String, _ arguments: ParsedArguments, _ context: inout CommandContext)
        throws(CommandFailure)
    {
        let catalogue = ExerciseEntries.catalogue(arguments, context)
        let id =
            catalogue.entry(id: reference) != nil
            ? reference : ExerciseMatcher(catalogue: catalogue).match(reference).entryID
        guard let entry = id.flatMap(catalogue.entry(id:)) else {
            throw CommandFailure(
                "ENTRY is \(JSONValue.string(reference)); expected a catalogue entry's id, or a name that matches "
                    + "one (`kheper exercises search WORDS` lists them)",
                exitCode: .usage)
        }
        if arguments.contains(json) {
            context.output.print(record(entry, in: catalogue).serializedString())
            return
        }
        let isCustom = catalogue.isCustom(id: entry.id)
        // The lifter's own entry states its equipment and muscles only; no category or level is made up for it.
        var facts = ["equipment: \(entry.equipment?.rawValue ?? "none")"]
        if !isCustom {
            facts += ["category: \(entry.category.rawValue)", "level: \(entry.level.rawValue)"]
        }
        if let mechanic = entry.mechanic { facts.append("mechanic: \(mechanic.rawValue)") }
        if let force = entry.force { facts.append("force: \(force.rawValue)") }
        context.output.print("\(entry.name) (\(entry.id))\(isCustom ? ", your own entry" : "")")
        context.output.print(facts.joined(separator: " · "))
        context.output.print("primary muscles: \(entry.primaryMuscles.map(\.rawValue).joined(separator: ", "))")
        if !entry.secondaryMuscles.isEmpty {
            context.output.print(
                "secondary muscles: \(entry.secondaryMuscles.map(\.rawValue).joined(separator: ", "))")
        }
        let aliases = catalogue.customAliases.filter { $0.entryID == entry.id }.map(\.name)
        if isCustom {
            context.output.print("aliases: \(aliases.isEmpty ? "none" : aliases.joined(separator: ", "))")
        }
        for (number, step) in entry.instructions.enumerated() { context.output.print("\(number + 1). \(step)") }
    }

    private static func merge(
        keep: String, other: String, _ arguments: ParsedArguments, _ context: inout CommandContext
    )
        throws(CommandFailure)
    {
        let store = try LogCommand.open(arguments, context, mode: .write)
        do throws(TrainingLogError) {
            guard let target = try store.exercise(named: keep) else { throw TrainingLogError.unknownExercise(keep) }
            guard let source = try store.exercise(named: other) else { throw TrainingLogError.unknownExercise(other) }
            let merge = try store.mergeExercise(source.id, into: target.id)
            context.output.print(
                "merged \"\(source.name)\" (\(source.id)) into \"\(target.name)\" (\(target.id)): merge \(merge.id), "
                    + "\(merge.movedAliases.count) aliases and \(merge.movedEntries) performed exercises moved; "
                    + "`\(ShellWord.command("exercises", "unmerge", String(merge.id)))` undoes it")
        } catch {
            throw failure(error)
        }
    }

    private static func unmerge(_ number: Int?, _ arguments: ParsedArguments, _ context: inout CommandContext)
        throws(CommandFailure)
    {
        let store = try LogCommand.open(arguments, context, mode: .write)
        do throws(TrainingLogError) {
            let merge = try store.undoMerge(number)
            context.output.print(
                "undid merge \(merge.id): \(merge.sourceID) is its own exercise again, with "
                    + "\(merge.movedAliases.count) aliases and \(merge.movedEntries) performed exercises")
        } catch {
            throw failure(error)
        }
    }

    private static func split(_ name: String, _ arguments: ParsedArguments, _ context: inout CommandContext)
        throws(CommandFailure)
    {
        let store = try LogCommand.open(arguments, context, mode: .write)
        do throws(TrainingLogError) {
            let split = try store.splitExercise(named: name)
            var report =
                "split \"\(split.name)\" off \"\(split.sourceName)\" (\(split.sourceID)): "
                + "\(ExerciseSessions.count(split.movedEntries, "performed exercise")) moved to the new exercise "
                + "\(split.newID)"
            if let spelling = ExerciseName.spelling(ofKey: split.movedAlias) {
                report +=
                    "; the alias \(ExerciseName.key(split.name)) stays with \"\(split.sourceName)\", and a session "
                    + "recorded exactly as \"\(spelling)\" joins the new exercise"
            }
            report += "; `\(ShellWord.command("exercises", "merge", split.sourceID, split.newID))` undoes it"
            context.output.print(report)
        } catch {
            throw failure(error)
        }
    }

    private static func failure(_ error: TrainingLogError) -> CommandFailure {
        CommandFailure(error.message, exitCode: error.code == .storage ? .failure : .usage)
    }
}
