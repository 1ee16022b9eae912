import KheperCore
import KheperEditor

/// `kheper new TITLE`: creates a workout and prints its id.
enum NewCommand {
    static let command = Command(
        name: "new",
        summary: "Create a workout and print its id.",
        usage: "kheper new [--store PATH] TITLE",
        details: """
            \(StoreAccess.basicOptions)
            """,
        spec: {
            ArgumentSpec(options: ["store": StoreAccess.option], positionals: 1...Int.max, positionalName: "TITLE")
        },
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                let store = try StoreAccess.open(arguments, context)
                let title = arguments.positionals.joined(separator: " ")
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
