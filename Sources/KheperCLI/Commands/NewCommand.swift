import KheperCore
import KheperEditor

/// `kheper new TITLE`: creates a workout and prints its id.
enum NewCommand {
    static let command = Command(
        name: "new",
        summary: "Create a workout and print its id.",
        signature: CommandSignature(
            options: [.store], positionals: [CommandPositional(.text, .oneOrMore, placeholder: "TITLE")]),
        edits: .always,
        about: """
            A title already used by another workout is refused, naming that workout's id: titles name workouts on
            the command line, so each must name one.
            """,
        notes: """
            \(StoreAccess.note)
            """,
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                let store = try StoreAccess.open(arguments, context)
                let title = arguments.positionals.joined(separator: " ")
                try WorkoutTitles.requireUnused(title, in: store, doing: "create \(ChangeDescription.quoted(title))")
                do {
                    let session = try DocumentSession.create(title: title, store: store, registry: context.registry)
                    context.output.print(session.document.id.rawValue)
                } catch {
                    throw CommandFailure(error)
                }
            }
        }
    )
}
