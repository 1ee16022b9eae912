import KheperCore
import KheperEditor

/// `kheper add WORKOUT KIND [SHORTHAND…]`: inserts a new block and prints its id.
enum AddCommand {
    static let command = Command(
        name: "add",
        summary: "Add a block of a kind, from its defaults or its shorthand, and print its id.",
        usage:
            "kheper add [--store PATH] WORKOUT KIND [SHORTHAND…] [--after BLOCK | --before BLOCK | --into BLOCK [--first]]",
        details: """
            Examples: kheper add "Leg Day" exercise Squat 5x5 @100kg rpe 8
                      kheper add "Leg Day" timer interval 40s/20s x8 --after 3f2a

            options:
              --after BLOCK   place it after BLOCK
              --before BLOCK  place it before BLOCK
              --into BLOCK    place it inside the container BLOCK (last, or first with --first)
              --store PATH    the store to use
              -h, --help      show this help

            Without a position the block goes at the end of the workout. \(StoreAccess.note)
            """,
        spec: {
            ArgumentSpec(
                flags: ["first": ["--first"]],
                options: [
                    "store": StoreAccess.option, "after": (["--after"], nil), "before": (["--before"], nil),
                    "into": (["--into"], nil),
                ],
                positionals: 2...Int.max,
                positionalName: "WORKOUT KIND"
            )
        },
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                let tag = arguments.positionals[1]
                guard context.registry.definition(forTag: tag) != nil else {
                    let kinds = context.registry.kinds.map(\.rawValue).joined(separator: ", ")
                    throw CommandFailure(
                        "unknown block kind \(ChangeDescription.quoted(tag)); expected one of: \(kinds)")
                }
                try StoreAccess.checkPlacementOptions(arguments)
                let words = arguments.positionals.dropFirst(2)
                let shorthand = words.isEmpty ? nil : words.joined(separator: " ")
                let id = try StoreAccess.edit(arguments.positionals[0], arguments, context) {
                    slice throws(EditorError) in
                    var point = try StoreAccess.insertionPoint(arguments, in: &slice)
                    if point == nil {
                        point = .rootEnd
                        try slice.loadPlacement(.rootEnd)
                    }
                    let ((id, _), _) = try slice.perform { editor throws(EditorError) in
                        try editor.insertNew(kind: BlockKind(stringLiteral: tag), shorthand: shorthand, at: point!)
                    }
                    return id
                }
                context.output.print(id.rawValue)
            }
        }
    )
}
