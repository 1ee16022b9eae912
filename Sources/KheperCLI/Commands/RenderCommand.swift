import Dispatch
import KheperCore
import KheperRenderTargets
import Synchronization

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
        // Not written, so its blocks need not keep their data as read; validated below, beside the rendering.
        let decoded = DocumentInput.decode(
            file, registry: context.registry, environment: context.environment, validating: false, forWriting: false)
        switch decoded {
        case .failure(let error):
            context.fail(error.message)
            return .usage
        case .success(let decoded):
            let registry = context.registry
            let document = decoded.document
            let rendering = ChartHistory.renderContext(for: document, arguments, context)
            let format = arguments.options["format"] ?? "text"
            // A document with errors is refused rather than rendered in part. Validating and rendering each read
            // the whole document, so they run side by side, and the rendering is dropped when there are errors.
            let found = Mutex<[Diagnostic]>([])
            let rendered = Mutex("")
            DispatchQueue.concurrentPerform(iterations: 2) { part in
                if part == 0 {
                    let diagnostics = registry.validate(document)
                    found.withLock { $0 = diagnostics }
                } else {
                    let text =
                        switch format {
                        case "markdown": registry.render(document, as: MarkdownTarget.self, context: rendering)
                        case "html": registry.render(document, as: HTMLTarget.self, context: rendering)
                        default: registry.render(document, as: PlainTextTarget.self, context: rendering)
                        }
                    rendered.withLock { $0 = text }
                }
            }
            let errors = (decoded.diagnostics + found.withLock { $0 }).filter { $0.severity == .error }
            guard errors.isEmpty else {
                for diagnostic in errors {
                    context.output.printError(ValidateCommand.line(diagnostic, file: file, color: context.colorError))
                }
                context.fail(
                    "\(file) has errors, so it was not rendered; `kheper validate \(file)` lists every finding")
                return .failure
            }
            let text = rendered.withLock { value in
                let taken = value
                value = ""
                return taken
            }
            if format == "text" {
                RenderedTextStyling.write(text, to: &context.output, color: context.colorOutput)
            } else {
                context.output.writeVerbatim(text, format: .markup)
            }
            return .success
        }
    }
}
