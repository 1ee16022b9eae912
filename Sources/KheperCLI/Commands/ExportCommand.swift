import KheperCore
import KheperEditor

/// `kheper export WORKOUT [-o FILE]`: writes the workout in the document format, losslessly.
enum ExportCommand {
    static let command = Command(
        name: "export",
        summary: "Export a workout as a JSON document, to standard output or a file.",
        signature: CommandSignature(options: [.output, .store], positionals: [CommandPositional(.workout)]),
        about: """
            The output keeps unknown kinds and fields exactly. A regular file is replaced atomically and keeps its
            permissions; a symlink is followed and stays a link; a FIFO, socket or character device (/dev/null,
            /dev/stdout) is written in place; a block device or directory is refused.
            """,
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                let output = arguments[.output]
                if output == nil, try streamed(arguments, &context) { return }
                let document = try StoreAccess.documentForWriting(arguments.positionals[0], arguments, context)
                let registry = context.registry
                guard let output else {
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

    /// Writes the workout to standard output from a store that hands it over a few root blocks at a time, each
    /// batch's trees made, written and dropped before the next is read, so no export holds every row. The text is
    /// the whole-document writer's, byte for byte: the same envelope, and each root block made by the same
    /// `documentForWriting` and encoder. `false`, with nothing written, when the store cannot stream the workout.
    private static func streamed(_ arguments: ParsedArguments, _ context: inout CommandContext)
        throws(CommandFailure) -> Bool
    {
        let store = try StoreAccess.open(arguments, context, mode: .read)
        guard let streaming = store as? any StreamingDocumentStore else { return false }
        let id = try WorkoutAddress.resolve(arguments.positionals[0], in: store)
        let registry = context.registry
        do {
            return try streaming.exporting(id) { (header, rootCount, next) throws(StoreError) -> Bool in
                let extraFields = header.extraFields
                let empty = registry.documentForWriting(
                    id: header.id, title: header.title, extraFields: extraFields, records: [])
                var pending: [JSONValue] = []  // The batch's root blocks still to write, last first.
                do {
                    let envelope = try registry.encode(empty)
                    try context.output.writeVerbatim(format: .json) { sink in
                        try envelope.serialize(
                            [.prettyPrinted], streamingElementsOf: "blocks", count: rootCount, into: sink
                        ) { _ in
                            if pending.isEmpty {
                                let batch = registry.documentForWriting(id: id, title: "", records: try next())
                                pending = try registry.encode(batch)["blocks"]?.arrayValue?.reversed() ?? []
                            }
                            return pending.popLast() ?? .null
                        }
                        sink([UInt8(ascii: "\n")])
                    }
                } catch let error as StoreError {
                    throw error
                } catch {
                    throw StoreError(.io, "the workout \"\(id)\" could not be written: \(error)")
                }
                return true
            } ?? false
        } catch {
            throw CommandFailure(error)
        }
    }
}
