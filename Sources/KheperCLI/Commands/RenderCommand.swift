import KheperCore
import KheperRenderTargets

/// `kheper render [--format text|markdown|html] FILE`: renders a document to standard output.
enum RenderCommand {
    static let command = Command(
        name: "render",
        summary: "Render a workout as text, Markdown or a standalone HTML page.",
        usage: "kheper render [--format text|markdown|html] [--store PATH] FILE",
        details: """
            Renders the document to standard output. Unknown block kinds render as a placeholder naming their
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
        // Its findings are not reported here, so the document is not validated: that halves the time. Nor is it
        // written, so its blocks need not keep their data as read.
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
            switch arguments.options["format"] ?? "text" {
            case "markdown":
                context.output.writeVerbatim(
                    registry.render(document, as: MarkdownTarget.self, context: rendering), format: .markup)
            case "html":
                context.output.writeVerbatim(
                    registry.render(document, as: HTMLTarget.self, context: rendering), format: .markup)
            default: context.output.write(registry.render(document, as: PlainTextTarget.self, context: rendering))
            }
            return .success
        }
    }
}
