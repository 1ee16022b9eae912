import KheperCatalogue
import KheperCore

/// `kheper exercises alternatives EXERCISE [--equipment LIST] [--json]`, and how `search` and `alternatives` write an
/// entry.
extension ExercisesCommand {
    /// The help's paragraph on `alternatives`, with the catalogue's rule in it, so the help states the rule the code
    /// follows.
    static let alternativesAbout = CommandSignature.wrap(
        "alternatives EXERCISE lists the catalogue's entries that could stand in for EXERCISE (an entry's id, or a "
            + "name that matches one), with their equipment and muscles; --equipment LIST keeps those done with one "
            + "of it. \(ExerciseCatalogue.alternativesRule)",
        width: 108
    )
    .joined(separator: "\n")

    /// `alternatives EXERCISE`: the entries that train the same primary muscles with the same mechanic, limited to
    /// the equipment given, best first.
    static func alternatives(_ words: [String], _ arguments: ParsedArguments, _ context: inout CommandContext)
        throws(CommandFailure)
    {
        guard words.count == 1 else {
            throw CommandFailure(
                "exercises alternatives needs one EXERCISE: an entry's id or a name that matches one (quote a name "
                    + "with spaces: kheper exercises alternatives 'Bench Press (Dumbbell)')",
                exitCode: .usage)
        }
        let reference = words[0]
        let catalogue = ExerciseEntries.catalogue(arguments, context)
        let entry: CatalogueEntry
        if let byID = catalogue.entry(id: reference) {
            entry = byID
        } else {
            let match = ExerciseMatcher(catalogue: catalogue).match(reference)
            guard let matched = match.entryID.flatMap(catalogue.entry(id:)) else {
                throw CommandFailure(
                    "EXERCISE is \(JSONValue.string(reference)); it resolves to no catalogue entry ("
                        + "\(match.reason.explanation)); give an entry's id or a name that matches one "
                        + "(`kheper exercises search WORDS` lists them)",
                    exitCode: .usage)
            }
            entry = matched
        }
        let equipment = equipmentList(arguments)
        let alternatives = catalogue.alternatives(to: entry, equipment: equipment)
        if arguments.contains(json) {
            context.output.print(JSONValue.array(alternatives.map { record($0, in: catalogue) }).serializedString())
            return
        }
        var trains = [entry.primaryMuscles.map(\.rawValue).joined(separator: ", ")]
        trains.append(entry.mechanic?.rawValue ?? "no recorded mechanic")
        if let force = entry.force { trains.append(force.rawValue) }
        let limit = arguments.items(ExercisesCommand.equipment).map { "; with \($0.joined(separator: ", "))" } ?? ""
        context.output.print("alternatives to \(entry.name) (\(entry.id)): \(trains.joined(separator: ", "))\(limit)")
        guard !alternatives.isEmpty else {
            context.output.printError(
                "no catalogue entry trains the same primary muscles with the same mechanic"
                    + (equipment == nil ? "" : "; try more equipment, or leave out --equipment"))
            return
        }
        for alternative in alternatives { context.output.print(line(alternative, in: catalogue)) }
    }

    /// The equipment `--equipment` lists, or `nil` when it is not given (each item was checked when parsed).
    static func equipmentList(_ arguments: ParsedArguments) -> Set<Equipment>? {
        arguments.items(equipment).map { Set($0.compactMap(Equipment.init(rawValue:))) }
    }

    /// An entry of `catalogue` as `search` and `alternatives` print it: id, name, equipment and primary muscles,
    /// and `(yours)` after the name of one of the lifter's own.
    static func line(_ entry: CatalogueEntry, in catalogue: ExerciseCatalogue) -> String {
        "\(entry.id)  \(entry.name)\(catalogue.isCustom(id: entry.id) ? " (yours)" : "") — "
            + "\(entry.equipment?.rawValue ?? "no equipment"); "
            + entry.primaryMuscles.map(\.rawValue).joined(separator: ", ")
    }

    /// An entry of `catalogue` as `search --json` and `alternatives --json` write it; `custom` says whether it is one
    /// of the lifter's own.
    static func record(_ entry: CatalogueEntry, in catalogue: ExerciseCatalogue) -> JSONValue {
        [
            "id": .string(entry.id), "name": .string(entry.name),
            "equipment": entry.equipment.map { .string($0.rawValue) } ?? .null,
            "primaryMuscles": .array(entry.primaryMuscles.map { .string($0.rawValue) }),
            "secondaryMuscles": .array(entry.secondaryMuscles.map { .string($0.rawValue) }),
            "custom": .bool(catalogue.isCustom(id: entry.id)),
        ]
    }
}
