import KheperCore
import KheperEditor

/// `kheper rename WORKOUT TITLE`: gives a workout a new title, as one undo step.
enum RenameCommand {
    static let command = Command(
        name: "rename",
        summary: "Give a workout a new title (undo restores the old one).",
        signature: CommandSignature(
            options: [.store],
            positionals: [CommandPositional(.workout), CommandPositional(.text, .oneOrMore, placeholder: "TITLE")]),
        edits: .always,
        about: """
            The words after WORKOUT are joined into the title. A title another workout already has is refused.
            """,
        notes: """
            \(StoreAccess.note)
            """,
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                let title = try WorkoutTitles.title(after: arguments, giving: "the workout's new title")
                let store = try StoreAccess.open(arguments, context)
                let current = try WorkoutAddress.summary(of: arguments.positionals[0], in: store)
                if current.title != title {
                    try WorkoutTitles.requireUnused(title, in: store, doing: "rename it")
                }
                let line = try StoreAccess.edit(current.id.rawValue, arguments, context) { slice throws(EditorError) in
                    let (_, step) = try slice.perform { editor throws(EditorError) in editor.setTitle(title) }
                    return step == nil
                        ? "unchanged: the workout is already titled \(ChangeDescription.quoted(title))"
                        : "renamed \(ChangeDescription.quoted(current.title)) to \(ChangeDescription.quoted(title))"
                }
                context.output.print(line)
            }
        }
    )
}
