import KheperCore
import KheperRenderTargets

/// `kheper render [--format text|markdown|html] FILE`: renders a document to standard output.
enum RenderCommand {
    static let command = Command(
        name: "render",
        summary: "Render a workout as text, Markdown or a standalone HTML page.",
        usage: "kheper render [--format text|markdown|html] [--store PATH] FILE",
        details: """
            Renders the document to standard output. A document with errors is not rendered: its errors are printed
            on standard error and the exit status is 1. On a terminal, text is coloured unless NO_COLOR is set;
            piped output has no colour. Unknown block kinds render as a placeholder naming their
            type. A FILE of - reads standard input. Charts read the training log of the store (--store PATH,
            else $KHEPER_STORE, else the default store), which is only read; with no store they say there is
            no history yet.

            options:
              -f, --format FORMAT  text (default), markdown or html
              --store PATH         the store whose training log charts read
              -h, --help           show this help
            """,
        spec: {
            ArgumentSpec(
                options: [
                    "format": (["-f", "--format"], ["text", "markdown", "html"]), "store": StoreAccess.option,
                ],
                positionals: 1...1,
                positionalName: "FILE"
            )
        },
        run: run
    )

    private static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) -> ExitCode {
        let file = arguments.positionals[0]
        // It is validated, so a document with errors is refused rather than rendered in part; it is not written, so
        // its blocks need not keep their data as read.
        let decoded = DocumentInput.decode(
            file, registry: context.registry, environment: context.environment, forWriting: false)
        switch decoded {
        case .failure(let error):
            context.fail(error.message)
            return .usage
        case .success(let decoded):
            let errors = decoded.diagnostics.filter { $0.severity == .error }
            guard errors.isEmpty else {
                for diagnostic in errors {
                    context.output.printError(ValidateCommand.line(diagnostic, file: file, color: context.colorError))
                }
                context.fail(
                    "\(file) has errors, so it was not rendered; `kheper validate \(file)` lists every finding")
                return .failure
            }
            let registry = context.registry
            let document = decoded.document
            let rendering = ChartHistory.renderContext(for: document, arguments, context)
            switch arguments.options["format"] ?? "text" {
            case "markdown":
                context.output.writeVerbatim(
                    registry.render(document, as: MarkdownTarget.self, context: rendering), format: .markup)
            case "html":
                context.output.writeVerbatim(
                    registry.render(document, as: HTMLTarget.self, context: rendering), format: .markup)
            default:
                RenderedTextStyling.write(
                    registry.render(document, as: PlainTextTarget.self, context: rendering), to: &context.output,
                    color: context.colorOutput)
            }
            return .success
        }
    }
}
