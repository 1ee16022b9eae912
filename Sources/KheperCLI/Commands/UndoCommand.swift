import KheperCore
import KheperEditor

/// `kheper undo WORKOUT` and `kheper redo WORKOUT`: the history is kept in the store, so they work across runs.
enum UndoCommand {
    static func command(redo: Bool) -> Command {
        let name = redo ? "redo" : "undo"
        return Command(
            name: name,
            summary: redo ? "Redo the last undone change to a workout." : "Undo the last change to a workout.",
            usage: "kheper \(name) [--store PATH] WORKOUT",
            details: """
                The edit history is kept in the store, so \(name) works across runs.

                \(StoreAccess.basicOptions)
                """,
            spec: {
                ArgumentSpec(options: ["store": StoreAccess.option], positionals: 1...1, positionalName: "WORKOUT")
            },
            run: { arguments, context in
                StoreAccess.run(&context) { context throws(CommandFailure) in
                    var session = try StoreAccess.session(arguments.positionals[0], arguments, context)
                    try StoreAccess.perform(&session) { editor throws(EditorError) in
                        if redo { try editor.redo() } else { try editor.undo() }
                    }
                }
            }
        )
    }
}
