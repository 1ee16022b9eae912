import KheperCatalogue
import KheperCore
import KheperEditor
import KheperExercise
import KheperTrainingLog

/// How the commands reach the exercise catalogue: the catalogue a store sees (the one shipped with Kheper, extended
/// with the lifter's own entries that store keeps), the ids a block's `entry` is checked against, the muscles
/// `show` and `render` name, and the render context that carries them. The one place that chooses the catalogue,
/// so a lifter's own entries join every use at once.
enum ExerciseEntries {
    /// The catalogue with no store to read: the one shipped with Kheper.
    static var bundled: ExerciseCatalogue { .bundled }

    /// The catalogue `store` sees: the bundled one extended with the lifter's own entries it keeps. An entry the
    /// catalogue refuses now (a later bundled catalogue took its id or its name) is left out, not the command failed;
    /// `kheper exercises show` and `search` then do not list it.
    /// - Throws: `TrainingLogError` when the entries cannot be read.
    static func catalogue(for store: any TrainingLogStore) throws(TrainingLogError) -> ExerciseCatalogue {
        let additions = try store.customEntries().map(addition)
        if let extended = try? ExerciseCatalogue.bundled.extended(with: additions) { return extended }
        // One is refused: the others are added one at a time, leaving it out.
        var catalogue = ExerciseCatalogue.bundled
        for entry in additions {
            if let extended = try? catalogue.extended(with: [entry]) { catalogue = extended }
        }
        return catalogue
    }

    /// The catalogue of the store the arguments name (else `$KHEPER_STORE`, else the default store) when it can be
    /// read; the bundled one when there is no store, or it cannot be read.
    static func catalogue(_ arguments: ParsedArguments, _ context: CommandContext) -> ExerciseCatalogue {
        catalogue(store: arguments[.store], context)
    }

    /// The catalogue of the store `option` names, as ``catalogue(_:_:)`` finds it, for callers holding only the
    /// option's value (shell completion).
    static func catalogue(store option: String?, _ context: CommandContext) -> ExerciseCatalogue {
        guard let openLog = context.openLog,
            let store = try? openLog(StoreLocation.path(option: option, environment: context.environment), .read),
            let catalogue = try? catalogue(for: store)
        else { return bundled }
        return catalogue
    }

    /// A stored entry of the lifter's as the catalogue takes it.
    static func addition(_ entry: CustomExerciseEntry) -> CatalogueAddition {
        CatalogueAddition(
            id: entry.id, name: entry.name, equipment: entry.equipment, primaryMuscles: entry.primaryMuscles,
            secondaryMuscles: entry.secondaryMuscles, aliases: entry.aliases)
    }

    /// The lookup the exercise kind's renderers name a linked entry's primary muscles with, in `catalogue`.
    static func muscles(in catalogue: ExerciseCatalogue) -> LinkedEntryMuscles {
        LinkedEntryMuscles { id in catalogue.entry(id: id)?.primaryMuscles.map(\.rawValue) }
    }

    /// The render context for drawing `document` in `show`, `render` and `import --show`: the training log for its
    /// charts (``ChartHistory``) and the muscles of the catalogue the store sees for its exercises.
    static func renderContext(
        for document: BlockDocument, _ arguments: ParsedArguments, _ context: CommandContext
    ) -> RenderContext {
        ChartHistory.renderContext(for: document, arguments, context).setting(
            LinkedEntryMusclesKey.self, to: muscles(in: catalogue(arguments, context)))
    }

    /// Refuses a change of an exercise's `entry` (the block `block` of `slice`) to an id `catalogue` does not
    /// hold, naming the value, what was expected and the entries it may have meant. The kind checks only the id's
    /// form, as it knows no catalogue; other kinds' `entry` fields are left to them.
    static func checkEntryChanges(
        _ changes: [FieldChange], of block: BlockID, in slice: DocumentSlice, catalogue: ExerciseCatalogue
    ) throws(EditorError) {
        guard slice.record(of: block)?.kind == ExerciseBlock.kind else { return }
        for change in changes where change.path == ["entry"] && !change.appends {
            guard case .string(let id)? = change.value, catalogue.entry(id: id) == nil else { continue }
            let close = closeEntries(to: id, in: catalogue)
            let meant = close.isEmpty ? "" : "; close entries: " + close.joined(separator: ", ")
            throw EditorError(
                .invalidValue,
                "\"entry\" is \(JSONValue.string(id)), which is no entry of the exercise catalogue; expected an "
                    + "entry's id, as `kheper exercises search` lists them\(meant)")
        }
    }

    /// At most three ids of entries of `catalogue` that `text` may have meant: the entry the matcher finds for it
    /// read as a name, then those whose names hold each of its words (`_` and `-` separate words, as in ids),
    /// shortest name first.
    static func closeEntries(to text: String, in catalogue: ExerciseCatalogue) -> [String] {
        let asName = String(text.map { $0 == "_" ? " " : $0 })
        var found: [String] = []
        if let matched = ExerciseMatcher(catalogue: catalogue).match(asName).entryID { found.append(matched) }
        let byLength = catalogue.search(asName).sorted { ($0.name.count, $0.name) < ($1.name.count, $1.name) }
        for entry in byLength where found.count < 3 && !found.contains(entry.id) {
            found.append(entry.id)
        }
        return found
    }
}
