import KheperCore
import KheperEditor

/// `kheper move WORKOUT BLOCK (--after B | --before B | --into B | --first | --last)`: moves a block.
enum MoveCommand {
    static let command = Command(
        name: "move",
        summary: "Move a block, with its children, to another place.",
        signature: CommandSignature(
            options: CommandOption.placement + [.store], exclusive: [CommandOption.places],
            positionals: [CommandPositional(.workout), CommandPositional(.block)]),
        edits: .always,
        notes: """
            \(StoreAccess.note)
            """,
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                try StoreAccess.checkPlacementOptions(arguments)
                guard CommandOption.placement.contains(where: arguments.gives) else {
                    throw CommandFailure(
                        "say where to move it: --after, --before, --into, --first or --last", exitCode: .usage)
                }
                let line = try StoreAccess.edit(arguments.positionals[0], arguments, context) {
                    slice throws(EditorError) in
                    let block = try WorkoutAddress.resolveBlock(arguments.positionals[1], in: &slice)
                    try slice.loadSubtree(of: block)
                    guard let point = try StoreAccess.insertionPoint(arguments, in: &slice, moving: block) else {
                        return "unchanged"
                    }
                    let (_, step) = try slice.perform { editor throws(EditorError) in try editor.move(block, to: point)
                    }
                    return step.map { slice.describe($0) } ?? "unchanged: the block is already there"
                }
                context.output.print(line)
            }
        }
    )
}
