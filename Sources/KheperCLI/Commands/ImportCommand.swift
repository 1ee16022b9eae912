import KheperCore
import KheperEditor
import KheperRenderTargets

/// `kheper import FILE`: adds a workout from a JSON document and prints its id.
enum ImportCommand {
    /// `--show`: render the imported workout.
    static let show = CommandOption(flag: "--show", help: "render the imported workout as text after its id")
    /// `--replace`: replace the stored workout with the same id.
    static let replace = CommandOption(
        flag: "--replace", help: "replace the stored workout with the same id, as one undoable step")
    /// `--copy`: import as a new workout.
    static let copy = CommandOption(
        flag: "--copy", help: "import as a new workout with new ids (titled \"TITLE (copy)\" when the title is taken)")

    /// A workout replaced by `import --replace`, as undo and redo describe it.
    static let replaced = EditTransaction.Summary(
        done: "replaced the workout with the imported document",
        undone: "put the workout back as it was before `import --replace`")

    static let command = Command(
        name: "import",
        summary: "Import a workout from a JSON document and print its id.",
        signature: CommandSignature(
            options: [show, replace, copy, .store], exclusive: [[replace, copy]],
            positionals: [CommandPositional(.file)]),
        edits: .always,
        about: """
            Unknown kinds and fields are kept. A FILE of - reads standard input. Findings are printed on standard
            error; the workout is imported even with them. Importing a document the store already holds, unchanged,
            does nothing and succeeds. When the store holds a changed version of it (same id), import refuses unless
            told what to do: --replace puts the document in its place as one step that `kheper undo` reverts, and
            --copy imports it as a new workout with new ids for it and every block.
            """,
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                let file = arguments.positionals[0]
                if arguments.contains(ImportCommand.replace) && arguments.contains(ImportCommand.copy) {
                    throw CommandFailure("use only one of --replace and --copy", exitCode: .usage)
                }
                var bytes: [UInt8]
                switch DocumentInput.read(file, environment: context.environment) {
                case .failure(let error): throw CommandFailure(error.message, exitCode: .usage)
                case .success(let value): bytes = value
                }
                let show = arguments.contains(ImportCommand.show)
                // A large new workout, shown or copied by no one, is stored as it is read; anything else is read
                // whole. The store is opened (made, upgraded) only for a readable document, as reading it whole first
                // would.
                if !show, !arguments.contains(ImportCommand.copy), bytes.count >= StreamedImport.minimumBytes,
                    StreamedImport.isReadable(bytes, registry: context.registry),
                    let streaming = (try? StoreAccess.open(arguments, context)) as? any StreamingDocumentStore,
                    let imported = StreamedImport.importing(bytes, into: streaming, registry: context.registry)
                {
                    for diagnostic in imported.diagnostics where diagnostic.severity != .info {
                        context.output.printError(
                            ValidateCommand.line(diagnostic, file: file, color: context.colorError))
                    }
                    context.output.print(imported.id.rawValue)
                    return
                }
                let decoded: DecodedDocument
                switch DocumentInput.decode(consume bytes, file: file, registry: context.registry) {
                case .failure(let error): throw CommandFailure(error.message, exitCode: .usage)
                case .success(let value): decoded = value
                }
                let store = try StoreAccess.open(arguments, context)
                var incoming = decoded.document
                if arguments.contains(ImportCommand.copy) {
                    let title = try WorkoutTitles.free(incoming.title, in: store)
                    do {
                        incoming = try context.registry.copy(of: incoming, title: title)
                    } catch {
                        throw CommandFailure(error)
                    }
                }
                let (document, replaced) = try importOrReuse(
                    incoming, store: store, registry: context.registry, opening: show,
                    replacing: arguments.contains(ImportCommand.replace))
                for diagnostic in decoded.diagnostics where diagnostic.severity != .info {
                    context.output.printError(ValidateCommand.line(diagnostic, file: file, color: context.colorError))
                }
                if replaced {
                    context.output.printError(
                        "replaced the stored \(ChangeDescription.quoted(incoming.title)) with \(file); "
                            + "`\(ShellWord.command("undo", incoming.id.rawValue))` brings the previous version back")
                }
                context.output.print(incoming.id.rawValue)
                if show, let document {
                    let rendering = ExerciseEntries.renderContext(for: document, arguments, context)
                    context.output.write(
                        context.registry.render(document, as: PlainTextTarget.self, context: rendering))
                }
            }
        }
    )

    /// Imports `document`, or finds the same document already in the store, or (when `replacing`) puts it in
    /// place of a changed one as one undoable step; returns the stored copy as it reads back when `opening` (`nil`
    /// otherwise, so an import that shows nothing does not decode every row again) and whether it replaced one.
    private static func importOrReuse(
        _ document: BlockDocument,
        store: any DocumentStore,
        registry: BlockRegistry,
        opening: Bool,
        replacing: Bool
    ) throws(CommandFailure) -> (document: BlockDocument?, replaced: Bool) {
        do {
            guard opening else {
                try DocumentSession.store(document, in: store, registry: registry)
                return (nil, false)
            }
            return (try DocumentSession.importing(document, store: store, registry: registry).document, false)
        } catch {
            guard var existing = try? DocumentSession(loading: document.id, store: store, registry: registry) else {
                throw CommandFailure(error)
            }
            if (try? registry.encode(existing.document)) == (try? registry.encode(document)) {
                return (existing.document, false)
            }
            guard replacing else {
                throw CommandFailure(
                    "the store already holds a changed version of \(ChangeDescription.quoted(existing.document.title)) "
                        + "(id \(document.id)); run the import again with --replace to put this document in its "
                        + "place (one step; `\(ShellWord.command("undo", document.id.rawValue))` brings the stored version back), or with "
                        + "--copy to import it as a new workout with new ids")
            }
            do {
                try existing.perform { editor throws(EditorError) in
                    try editor.replaceContent(with: document, summary: replaced)
                }
            } catch {
                throw CommandFailure(error)
            }
            return (existing.document, true)
        }
    }
}
