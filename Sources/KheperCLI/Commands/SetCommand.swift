import KheperCore
import KheperEditor

/// `kheper set WORKOUT BLOCK FIELD=VALUE…`: edits fields of a block's data, all in one undo step.
enum SetCommand {
    /// The path step for every element of a list, as the help names it.
    private static let every = FieldChange.everyElement

    static let command = Command(
        name: "set",
        summary: "Edit fields of a block by their path in its data, in one undo step.",
        signature: CommandSignature(
            options: [.store],
            positionals: [
                CommandPositional(.workout), CommandPositional(.block),
                CommandPositional(.text, .oneOrMore, placeholder: "FIELD=VALUE"),
            ]),
        edits: .always,
        about: """
            FIELD is a path into the block's data, with numbers for list positions: name, sets.0.reps,
            sets.1.load.value. VALUE is read as JSON when it can be (10, 62.5, true, null, [..], {..}), and as
            text otherwise: name="Front Squat" sets name to the text Front Squat. A field the kind declares is
            read by its type, the same way for every kind: durations rest=90, rest=1:30, rest=2m, rest=1h 5m;
            loads sets.0.load=100kg, 225lb, bw+10kg, 75%; choices by name, mode=Tabata (kheper kinds --fields
            lists them). An empty VALUE (FIELD=) removes the field.

            Lists grow and shrink: FIELD.+=VALUE appends to the list FIELD, and an empty VALUE at a list position
            removes that element, moving the later ones up. A text VALUE for a list of objects is read as the
            kind's shorthand, so 'sets.+=1x5 @100kg' appends one set of 5 at 100 kg and 'sets.+=3x8' three sets of
            8; other values are JSON or read by the element's type: 'sets.+={"reps":5}'. sets.2= removes the third
            set (positions count from 0). A position past the end is refused, naming the list's valid positions.

            \(every) in FIELD stands for every element of a list: sets.\(every).load=82.5kg sets the load of
            every set, and sets.\(every).rest= removes each set's own rest, in the same one undo step; the
            message says how many elements changed.

            An exercise's entry=ID links the exercise catalogue's entry ID (kheper exercises search lists them),
            whose primary muscles show and render then name; an ID the catalogue does not hold is refused, naming
            close entries. entry= removes the link.
            """,
        notes: """
            \(StoreAccess.note)
            """,
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                let changes = try arguments.positionals.dropFirst(2).map(fieldChange)
                let catalogue = ExerciseEntries.catalogue(arguments, context)
                let line = try StoreAccess.edit(arguments.positionals[0], arguments, context) {
                    slice throws(EditorError) in
                    let block = try WorkoutAddress.resolveBlock(arguments.positionals[1], in: &slice)
                    try ExerciseEntries.checkEntryChanges(changes, of: block, in: slice, catalogue: catalogue)
                    let (_, step) = try slice.perform { editor throws(EditorError) in try editor.update(block, changes)
                    }
                    return step.map { slice.describe($0) } ?? "unchanged: the fields already hold those values"
                }
                context.output.print(line)
            }
        }
    )

    /// Reads one `FIELD=VALUE` argument with the editor's parser; a malformed or too deep one is a usage error.
    static func fieldChange(_ argument: String) throws(CommandFailure) -> FieldChange {
        do {
            return try FieldChange(parsing: argument)
        } catch {
            throw CommandFailure(error.message, exitCode: .usage)
        }
    }
}
