import KheperCore
import KheperEditor
import KheperRenderTargets

/// `kheper import FILE`: adds a workout from a JSON document and prints its id.
enum ImportCommand {
    static let command = Command(
        name: "import",
        summary: "Import a workout from a JSON document and print its id.",
        usage: "kheper import [--store PATH] [--show] FILE",
        details: """
            Unknown kinds and fields are kept. A FILE of - reads standard input. Findings are printed on standard
            error; the workout is imported even with them. Importing the same document again is harmless; a
            different document with an id already in the store is refused.

            options:
              --show        render the imported workout as text after its id
              --store PATH  the store to use
              -h, --help    show this help
            """,
        spec: {
            ArgumentSpec(
                flags: ["show": ["--show"]],
                options: ["store": StoreAccess.option],
                positionals: 1...1,
                positionalName: "FILE"
            )
        },
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                let file = arguments.positionals[0]
                let decoded: DecodedDocument
                switch DocumentInput.decode(file, registry: context.registry, environment: context.environment) {
                case .failure(let error): throw CommandFailure(error.message, exitCode: .usage)
                case .success(let value): decoded = value
                }
                let store = try StoreAccess.open(arguments, context)
                let show = arguments.flags.contains("show")
                let document = try importOrReuse(
                    decoded.document, store: store, registry: context.registry, opening: show)
                for diagnostic in decoded.diagnostics where diagnostic.severity != .info {
                    context.output.printError(ValidateCommand.line(diagnostic, file: file, color: context.colorError))
                }
                context.output.print(decoded.document.id)
                if show, let document {
                    let rendering = ChartHistory.renderContext(for: document, arguments, context)
                    context.output.write(
                        context.registry.render(document, as: PlainTextTarget.self, context: rendering))
                }
            }
        }
    )

    /// Imports `document`, or finds the same document already in the store; returns the stored copy as it reads
    /// back when `opening`, and `nil` otherwise, so an import that shows nothing does not decode every row again.
    private static func importOrReuse(
        _ document: BlockDocument,
        store: any WorkoutStore,
        registry: BlockRegistry,
        opening: Bool
    ) throws(CommandFailure) -> BlockDocument? {
        do {
            guard opening else {
                try WorkoutSession.store(document, in: store, registry: registry)
                return nil
            }
            return try WorkoutSession.importing(document, store: store, registry: registry).document
        } catch {
            guard let existing = try? WorkoutSession(loading: document.id, store: store, registry: registry) else {
                throw CommandFailure(error)
            }
            guard (try? registry.encode(existing.document)) == (try? registry.encode(document)) else {
                throw CommandFailure(
                    "a different workout with the id \"\(document.id)\" is already in the store; "
                        + "export it, or delete it with `kheper delete \(document.id)`, first"
                )
            }
            return existing.document
        }
    }
}
