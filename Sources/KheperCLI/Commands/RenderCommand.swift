import KheperCore
import KheperRenderTargets

/// `kheper render [--format text|markdown|html] FILE`: renders a document to standard output.
enum RenderCommand {
    /// `-f, --format FORMAT`: the format to render.
    static let format = CommandOption(
        "-f", "--format", value: .choice(["text", "markdown", "html"]), placeholder: "FORMAT",
        help: "text (default), markdown or html")

    static let command = Command(
        name: "render",
        summary: "Render a workout as text, Markdown or a standalone HTML page.",
        signature: CommandSignature(
            options: [format, .unit, .store.with(help: "the store whose training log charts read")],
            positionals: [CommandPositional(.file)]),
        about: """
            Renders the document to standard output. A document with errors is not rendered: its errors are printed
            on standard error and the exit status is 1. On a terminal, text is coloured unless NO_COLOR is set;
            piped output has no colour. Unknown block kinds render as a placeholder naming their
            type. A FILE of - reads standard input. Charts read the training log of the store (--store PATH,
            else $KHEPER_STORE, else the default store), which is only read; with no store they say there is
            no history yet.
            """,
        run: run
    )

    private static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) -> ExitCode {
        let file = arguments.positionals[0]
        // Not written, so its blocks need not keep their data as read. Validated while it is read, which checks each
        // block's fields as it is decoded, far cheaper than a second pass over the document.
        guard let decoded = DocumentInput.read(file, forWriting: false, &context) else { return .usage }
        // A document with errors is refused rather than rendered in part.
        let errors = decoded.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else {
            for diagnostic in errors {
                context.output.printError(ValidateCommand.line(diagnostic, file: file, color: context.colorError))
            }
            context.fail(
                "\(file) has errors, so it was not rendered; `\(ShellWord.command("validate", file))` lists every finding"
            )
            return .failure
        }
        let registry = context.registry
        let document = decoded.document
        let rendering = ExerciseEntries.renderContext(for: document, arguments, context)
        let format = arguments[RenderCommand.format] ?? "text"
        if format == "text" && !context.colorOutput {
            // Written a root block at a time: a large document's text is never whole in memory beside it.
            let blocks = registry.renderRoots(of: document, as: PlainTextTarget.self, context: rendering)
            context.output.writeInPieces { PlainTextTarget.writeDocument(document, blocks: blocks, to: $0) }
            return .success
        }
        let text =
            switch format {
            case "markdown": registry.render(document, as: MarkdownTarget.self, context: rendering)
            case "html": registry.render(document, as: HTMLTarget.self, context: rendering)
            default: registry.render(document, as: PlainTextTarget.self, context: rendering)
            }
        if format == "text" {
            RenderedTextStyling.write(text, to: &context.output, color: context.colorOutput)
        } else {
            context.output.writeVerbatim(text, format: .markup)
        }
        return .success
    }
}
