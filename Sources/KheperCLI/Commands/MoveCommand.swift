import KheperCore
import KheperEditor

/// `kheper move WORKOUT BLOCK (--after B | --before B | --into B | --first | --last)`: moves a block.
enum MoveCommand {
    static let command = Command(
        name: "move",
        summary: "Move a block, with its children, to another place.",
        usage:
            "kheper move [--store PATH] WORKOUT BLOCK (--after BLOCK | --before BLOCK | --into BLOCK [--first] | --first | --last)",
        details: """
            options:
              --after BLOCK   move it after BLOCK
              --before BLOCK  move it before BLOCK
              --into BLOCK    move it inside the container BLOCK (last, or first with --first)
              --first         move it to the start of its list (or of BLOCK's children with --into)
              --last          move it to the end of its list
              --store PATH    the store to use
              -h, --help      show this help

            \(StoreAccess.note)
            """,
        spec: {
            ArgumentSpec(
                flags: ["first": ["--first"], "last": ["--last"]],
                options: [
                    "store": StoreAccess.option, "after": (["--after"], nil), "before": (["--before"], nil),
                    "into": (["--into"], nil),
                ],
                positionals: 2...2,
                positionalName: "WORKOUT BLOCK"
            )
        },
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                try StoreAccess.checkPlacementOptions(arguments)
                let places = ["after", "before", "into"].contains { arguments.options[$0] != nil }
                guard places || arguments.flags.contains("first") || arguments.flags.contains("last") else {
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
