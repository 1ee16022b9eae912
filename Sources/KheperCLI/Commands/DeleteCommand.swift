import KheperCore
import KheperEditor

/// `kheper delete WORKOUT`: deletes a workout from the store.
enum DeleteCommand {
    static let command = Command(
        name: "delete",
        summary: "Delete a workout from the store.",
        usage: "kheper delete [--store PATH] WORKOUT",
        details: """
            \(StoreAccess.basicOptions)
            """,
        spec: { ArgumentSpec(options: ["store": StoreAccess.option], positionals: 1...1, positionalName: "WORKOUT") },
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                let store = try StoreAccess.open(arguments, context)
                let id = try WorkoutAddress.resolve(arguments.positionals[0], in: store)
                do {
                    try store.deleteWorkout(id: id)
                } catch {
                    throw CommandFailure(error)
                }
                context.output.printError("deleted \(id)")
            }
        }
    )
}
