import KheperCore
import KheperEditor

/// `kheper remove WORKOUT BLOCK`: removes a block and its children; `kheper undo` restores it.
enum RemoveCommand {
    static let command = Command(
        name: "remove",
        summary: "Remove a block and everything inside it (undo restores it).",
        usage: "kheper remove [--store PATH] WORKOUT BLOCK",
        details: """
            \(StoreAccess.basicOptions)
            """,
        spec: {
            ArgumentSpec(options: ["store": StoreAccess.option], positionals: 2...2, positionalName: "WORKOUT BLOCK")
        },
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                var session = try StoreAccess.session(arguments.positionals[0], arguments, context)
                let block = try WorkoutAddress.resolveBlock(arguments.positionals[1], in: session.document)
                try StoreAccess.perform(&session) { editor throws(EditorError) in try editor.delete(block) }
            }
        }
    )
}
