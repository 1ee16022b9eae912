import KheperCore
import KheperEditor

/// `kheper export WORKOUT [-o FILE]`: writes the workout in the document format, losslessly.
enum ExportCommand {
    static let command = Command(
        name: "export",
        summary: "Export a workout as a JSON document, to standard output or a file.",
        usage: "kheper export [--store PATH] WORKOUT [-o FILE]",
        details: """
            The output keeps unknown kinds and fields exactly. A regular file is replaced atomically and keeps its
            permissions; a symlink is followed and stays a link; a FIFO, socket or character device (/dev/null,
            /dev/stdout) is written in place; a block device or directory is refused.

            options:
              -o, --output FILE  write to FILE instead of standard output
              --store PATH       the store to use
              -h, --help         show this help
            """,
        spec: {
            ArgumentSpec(
                options: ["store": StoreAccess.option, "output": (["-o", "--output"], nil)],
                positionals: 1...1,
                positionalName: "WORKOUT"
            )
        },
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                let document = try StoreAccess.documentForWriting(arguments.positionals[0], arguments, context)
                let registry = context.registry
                guard let output = arguments.options["output"] else {
                    // Written as it is made: a large workout's text is never whole in memory beside its blocks.
                    do throws(DocumentFormatError) {
                        try context.output.writeVerbatim(format: .json) { sink throws(DocumentFormatError) in
                            try registry.encodeJSON(document, into: sink)
                            sink([UInt8(ascii: "\n")])
                        }
                    } catch {
                        throw CommandFailure("\(error)")
                    }
                    return
                }
                var bytes: [UInt8]
                do {
                    bytes = try registry.encodedJSON(document)
                    bytes.append(UInt8(ascii: "\n"))
                } catch {
                    throw CommandFailure("\(error)")
                }
                do {
                    try AtomicFile.write(bytes, to: context.environment.absolute(output))
                } catch {
                    throw CommandFailure("cannot write \(output): \(error)")
                }
                context.output.printError("exported \"\(document.title)\" to \(output)")
            }
        }
    )
}
