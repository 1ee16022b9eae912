import KheperCore
import KheperEditor

/// `kheper import FILE`: adds a workout from a JSON document and prints its id.
enum ImportCommand {
    static let command = Command(
        name: "import",
        summary: "Import a workout from a JSON document and print its id.",
        usage: "kheper import [--store PATH] FILE",
        details: """
            Unknown kinds and fields are kept. A FILE of - reads standard input. Findings are printed on standard
            error; the workout is imported even with them.

            options:
              --store PATH  the store to use
              -h, --help    show this help
            """,
        spec: { ArgumentSpec(options: ["store": StoreAccess.option], positionals: 1...1, positionalName: "FILE") },
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                let file = arguments.positionals[0]
                let decoded: DecodedDocument
                switch DocumentInput.decode(file, registry: context.registry, environment: context.environment) {
                case .failure(let error): throw CommandFailure(error.message, exitCode: .usage)
                case .success(let value): decoded = value
                }
                let store = try StoreAccess.open(arguments, context)
                do {
                    let session = try WorkoutSession.importing(
                        decoded.document, store: store, registry: context.registry)
                    for diagnostic in decoded.diagnostics where diagnostic.severity != .info {
                        context.output.printError(
                            ValidateCommand.line(diagnostic, file: file, color: context.colorError))
                    }
                    context.output.print(session.document.id)
                } catch {
                    throw CommandFailure(error)
                }
            }
        }
    )
}
