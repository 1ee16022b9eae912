import Foundation
import KheperCore
import KheperEditor

/// `kheper add WORKOUT KIND [SHORTHAND…]`: inserts a new block and prints its id; `kheper add [WORKOUT] KIND
/// --help` also shows that kind's shorthand examples.
enum AddCommand {
    static let command = Command(
        name: "add",
        summary: "Add a block of a kind, from its defaults or its shorthand, and print its id.",
        signature: CommandSignature(
            options: [.after, .before, .into, .first, .store], exclusive: [CommandOption.places],
            positionals: [
                CommandPositional(.workout), CommandPositional(.kind),
                CommandPositional(.shorthand, .any),
            ]),
        edits: .always,
        about: """
            Examples: kheper add "Leg Day" exercise Squat 5x5 @100kg rpe 8
                      kheper add "Leg Day" timer interval 40s/20s x8 --after 3f2a
                      kheper --kinds Examples/Kinds add "Leg Day" acme/mobility name="Hip openers" seconds=2m

            A kind declared in a file reads FIELD=VALUE pairs, each value read as `kheper set` reads it.
            """,
        notes: """
            Without a position the block goes at the end of the workout. \(StoreAccess.note)
            """,
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                let tag = arguments.positionals[1]
                guard context.registry.definition(for: BlockKind(stringLiteral: tag)) != nil else {
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
        },
        helpForArguments: kindHelp
    )

    /// The command's help followed by the examples of the kind named among `arguments` (the second word, or the
    /// first when only one is given), or `nil` when no registered kind is named.
    private static func kindHelp(_ arguments: [String], _ registry: BlockRegistry) -> String? {
        var words: [String] = []
        var skipNext = false
        for argument in arguments {
            if skipNext {
                skipNext = false
            } else if let option = command.signature.option(spelled: argument), !option.isFlag {
                skipNext = true
            } else if !argument.hasPrefix("-") {
                words.append(argument)
            }
        }
        let candidates = words.count >= 2 ? [words[1], words[0]] : words
        guard
            let definition = candidates.lazy.compactMap({ registry.definition(for: BlockKind(stringLiteral: $0)) })
                .first
        else { return nil }
        let tag = definition.kind.rawValue
        guard !definition.shorthandExamples.isEmpty else {
            return command.help + "\n\n\"\(tag)\" blocks (\(definition.displayName)) have no shorthand; "
                + "`\(ShellWord.command("add", "WORKOUT", tag))` adds one with its defaults."
        }
        let lines = definition.shorthandExamples.map { "  kheper add WORKOUT \(tag) \(shellQuoted($0))" }
        return command.help + "\n\nShorthand examples for \"\(tag)\" (\(definition.displayName)):\n"
            + lines.joined(separator: "\n")
    }

    /// `example` for the shell: unchanged when plain (spaces included, as the shorthand is read back joined),
    /// else in single quotes, so `# Title` or a quoted label reaches `kheper` as written.
    static func shellQuoted(_ example: String) -> String { ShellWord.quoted(example, spacesSeparateWords: true) }
}
