import KheperCore
import KheperEditor

/// `kheper undo WORKOUT` and `kheper redo WORKOUT`: the history is kept in the store, so they work across runs.
enum UndoCommand {
    static func command(redo: Bool) -> Command {
        let name = redo ? "redo" : "undo"
        return Command(
            name: name,
            summary: redo ? "Redo the last undone change to a workout." : "Undo the last change to a workout.",
            signature: CommandSignature(options: [.store], positionals: [CommandPositional(.workout)]),
            edits: .always,
            about: """
                The edit history is kept in the store, one log per workout shared by every process, so \(name)
                works across runs: it \(redo ? "redoes the latest undone step" : "undoes the latest step"), whoever
                made it, and prints what it \(redo ? "redid" : "undid"). A step whose blocks have changed since is
                refused, and nothing changes. The history keeps the latest \(EditHistory.defaultLimit) steps of each
                workout; older ones are dropped, and undo says so when it reaches the oldest kept step.
                """,
            notes: """
                \(StoreAccess.note)
                """,
            run: { arguments, context in
                StoreAccess.run(&context) { context throws(CommandFailure) in
                    let line = try StoreAccess.edit(arguments.positionals[0], arguments, context) {
                        slice throws(EditorError) in
                        let step = redo ? try slice.redo() : try slice.undo()
                        return (redo ? "redid: " : "undid: ") + slice.describe(step, forward: redo)
                    }
                    context.output.print(line)
                }
            }
        )
    }
}
