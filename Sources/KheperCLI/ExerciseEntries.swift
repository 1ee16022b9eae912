import KheperCatalogue
import KheperCore
import KheperEditor
import KheperExercise

/// How the commands reach the exercise catalogue for a block's `entry`: the catalogue ids are checked against, the
/// muscles `show` and `render` name, and the render context that carries them. The one place that chooses the
/// catalogue, so a lifter's own entries join every use at once.
enum ExerciseEntries {
    /// The catalogue a block's `entry` is checked against and resolved in: the one shipped with Kheper.
    static var catalogue: ExerciseCatalogue { .bundled }

    /// The lookup the exercise kind's renderers name a linked entry's primary muscles with.
    static let muscles = LinkedEntryMuscles { id in catalogue.entry(id: id)?.primaryMuscles.map(\.rawValue) }

    /// The render context for drawing `document` in `show`, `render` and `import --show`: the training log for its
    /// charts (``ChartHistory``) and the catalogue's muscles for its exercises.
    static func renderContext(
        for document: BlockDocument, _ arguments: ParsedArguments, _ context: CommandContext
    ) -> RenderContext {
        ChartHistory.renderContext(for: document, arguments, context).setting(LinkedEntryMusclesKey.self, to: muscles)
    }

    /// Refuses a change of an exercise's `entry` (the block `block` of `slice`) to an id the catalogue does not
    /// hold, naming the value, what was expected and the entries it may have meant. The kind checks only the id's
    /// form, as it knows no catalogue; other kinds' `entry` fields are left to them.
    static func checkEntryChanges(
        _ changes: [FieldChange], of block: BlockID, in slice: WorkoutSlice
    ) throws(EditorError) {
        guard slice.record(of: block)?.kind == ExerciseBlock.kind else { return }
        for change in changes where change.path == ["entry"] && !change.appends {
            guard case .string(let id)? = change.value, catalogue.entry(id: id) == nil else { continue }
            let close = closeEntries(to: id)
            let meant = close.isEmpty ? "" : "; close entries: " + close.joined(separator: ", ")
            throw EditorError(
                .invalidValue,
                "\"entry\" is \(JSONValue.string(id)), which is no entry of the exercise catalogue; expected an "
                    + "entry's id, as `kheper exercises search` lists them\(meant)")
        }
    }

    /// At most three ids of entries `text` may have meant: the entry the matcher finds for it read as a name, then
    /// those whose names hold each of its words (`_` and `-` separate words, as in ids), shortest name first.
    static func closeEntries(to text: String) -> [String] {
        let catalogue = self.catalogue
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
