import KheperCore
import KheperEditor

/// `kheper remove WORKOUT BLOCK`: removes a block and its children; `kheper undo` restores it.
enum RemoveCommand {
    static let command = Command(
        name: "remove",
        summary: "Remove a block and everything inside it (undo restores it).",
        signature: CommandSignature(
            options: [.store], positionals: [CommandPositional(.workout), CommandPositional(.block)]),
        edits: .always,
        notes: """
            \(StoreAccess.note)
            """,
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                let line = try StoreAccess.edit(arguments.positionals[0], arguments, context) {
                    slice throws(EditorError) in
                    let block = try WorkoutAddress.resolveBlock(arguments.positionals[1], in: &slice)
                    try slice.loadSubtree(of: block)
                    let (_, step) = try slice.perform { editor throws(EditorError) in try editor.delete(block) }
                    return step.map { slice.describe($0) } ?? "unchanged"
                }
                context.output.print(line)
            }
        }
    )
}
