import KheperCore
import KheperEditor

/// `kheper copy WORKOUT TITLE`: copies a workout under a new title, with new ids, and prints the copy's id.
enum CopyCommand {
    static let command = Command(
        name: "copy",
        summary: "Copy a workout under a new title, with new ids, and print the copy's id.",
        signature: CommandSignature(
            options: [.store],
            positionals: [CommandPositional(.workout), CommandPositional(.text, .oneOrMore, placeholder: "TITLE")]),
        edits: .always,
        about: """
            Makes "Week 4" from "Week 3": the copy has a new id, and so has every block in it, in the same order and
            with the same content, so either can be edited without touching the other. The copy starts with no undo
            history. A title another workout already has is refused.
            """,
        notes: """
            \(StoreAccess.note)
            """,
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                let title = try WorkoutTitles.title(after: arguments, giving: "the copy's title")
                let store = try StoreAccess.open(arguments, context)
                let source = try WorkoutAddress.resolve(arguments.positionals[0], in: store)
                try WorkoutTitles.requireUnused(title, in: store, doing: "copy it")
                do {
                    let original = try DocumentSession(loading: source, store: store, registry: context.registry)
                    let copy = try context.registry.copy(of: original.document, title: title)
                    try DocumentSession.store(copy, in: store, registry: context.registry)
                    context.output.print(copy.id.rawValue)
                } catch {
                    throw CommandFailure(error)
                }
            }
        }
    )
}
