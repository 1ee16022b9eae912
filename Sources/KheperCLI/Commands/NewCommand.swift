import KheperCore
import KheperEditor

/// `kheper new TITLE`: creates a workout and prints its id.
enum NewCommand {
    static let command = Command(
        name: "new",
        summary: "Create a workout and print its id.",
        usage: "kheper new [--store PATH] TITLE",
        details: """
            A title already used by another workout is refused, naming that workout's id: titles name workouts on
            the command line, so each must name one.

            \(StoreAccess.basicOptions)
            """,
        spec: {
            ArgumentSpec(options: ["store": StoreAccess.option], positionals: 1...Int.max, positionalName: "TITLE")
        },
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                let store = try StoreAccess.open(arguments, context)
                let title = arguments.positionals.joined(separator: " ")
                try WorkoutTitles.requireUnused(title, in: store, doing: "create \(ChangeDescription.quoted(title))")
                do {
                    let session = try WorkoutSession.create(title: title, store: store, registry: context.registry)
                    context.output.print(session.document.id)
                } catch {
                    throw CommandFailure(error)
                }
            }
        }
    )
}
