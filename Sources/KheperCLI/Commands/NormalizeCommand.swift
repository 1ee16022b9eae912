import KheperCore

/// `kheper normalize FILE [-w]`: rewrites a document in canonical form, keeping all unknown content.
enum NormalizeCommand {
    /// `-w, --write`: write the result back to the file.
    static let write = CommandOption(
        flag: "-w", "--write", help: "write the result back to FILE atomically instead of printing it")

    static let command = Command(
        name: "normalize",
        summary: "Rewrite a document in canonical form: ids and order keys assigned, migrations run.",
        signature: CommandSignature(options: [write], positionals: [CommandPositional(.file)]),
        about: """
            Prints the canonical JSON: every block gets an id, a version and an order key, arrays follow key
            order, migrations run, and unknown kinds and fields are kept as written. A key written twice in one
            object keeps its last value, with a warning on standard error; a document whose "blocks" is not an
            array is refused (exit status 2).
            """,
        run: run
    )

    private static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) -> ExitCode {
        let file = arguments.positionals[0]
        let write = arguments.contains(NormalizeCommand.write)
        if write && file == "-" {
            context.fail("-w cannot write back to standard input")
            return .usage
        }
        // Its findings are not reported here, so the document is not validated: that halves the time.
        guard let decoded = DocumentInput.read(file, validating: false, &context) else { return .usage }
        // A repeated key loses all but its last value here, so say so even though normalizing succeeds.
        for diagnostic in decoded.diagnostics where diagnostic.code == .duplicateKey {
            context.output.printError(ValidateCommand.line(diagnostic, file: file, color: context.colorError))
        }
        let registry = context.registry
        guard write else {
            // Written as it is made: a large document's text is never whole in memory beside its blocks.
            do throws(DocumentFormatError) {
                try context.output.writeVerbatim(format: .json) { sink throws(DocumentFormatError) in
                    try registry.encodeJSON(decoded.document, into: sink)
                    sink([UInt8(ascii: "\n")])
                }
            } catch {
                context.fail("\(file): \(error)")
                return .failure
            }
            return .success
        }
        var bytes: [UInt8]
        do {
            bytes = try registry.encodedJSON(decoded.document)
            bytes.append(UInt8(ascii: "\n"))
        } catch {
            context.fail("\(file): \(error)")
            return .failure
        }
        do {
            try AtomicFile.write(bytes, to: context.environment.absolute(file))
            context.output.printError("normalized \(file)")
            return .success
        } catch {
            context.fail("cannot write \(file): \(error)")
            return .failure
        }
    }
}
