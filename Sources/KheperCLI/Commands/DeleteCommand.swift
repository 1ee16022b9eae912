import KheperCore
import KheperEditor
import KheperTerminal

/// `kheper delete [--yes] WORKOUT`: deletes a workout from the store, saying which, after asking on a terminal.
enum DeleteCommand {
    static let command = Command(
        name: "delete",
        summary: "Delete a workout from the store.",
        signature: CommandSignature(
            options: [.yes.with(help: "delete without asking"), .store], positionals: [CommandPositional(.workout)]),
        edits: .always,
        about: """
            Prints what it deleted: the title, the id and the number of blocks. When standard input is a
            terminal it first asks "Delete workout "TITLE" (ID, N blocks)? [y/N]", answered with one key, and
            deletes only on y; n, Esc or Enter keeps the workout and exits with status 1. With --yes, or when standard input is
            not a terminal (a script or a pipe), it deletes without asking, as rm and git branch -D do.
            """,
        notes: """
            \(StoreAccess.note)
            """,
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                let store = try StoreAccess.open(arguments, context)
                let workout = try WorkoutAddress.summary(of: arguments.positionals[0], in: store)
                let blocks = workout.blockCount == 1 ? "1 block" : "\(workout.blockCount) blocks"
                let named = "workout \(ChangeDescription.quoted(workout.title)) (\(workout.id), \(blocks))"
                guard Confirmation.granted("Delete \(named)?", yes: arguments.contains(.yes), context) else {
                    throw CommandFailure("kept \(named); nothing deleted")
                }
                do {
                    try store.deleteDocument(id: workout.id)
                } catch {
                    throw CommandFailure(error)
                }
                context.output.printError("deleted \(named)")
            }
        }
    )
}
