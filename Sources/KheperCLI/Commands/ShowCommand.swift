import KheperChart
import KheperCore
import KheperEditor
import KheperRenderTargets

/// `kheper show WORKOUT`: renders a stored workout.
enum ShowCommand {
    /// `-f, --format FORMAT`: the format to show.
    static let format = CommandOption(
        "-f", "--format", value: .choice(["text", "markdown", "html", "json"]), placeholder: "FORMAT",
        help: "text (default), markdown, html or json")
    /// `--ids`: each block's id before it.
    static let ids = CommandOption(flag: "--ids", help: "with text, print each block's id before it")

    static let command = Command(
        name: "show",
        summary: "Render a stored workout as text, Markdown, HTML or JSON.",
        signature: CommandSignature(options: [format, ids, .unit, .store], positionals: [CommandPositional(.workout)]),
        notes: """
            \(StoreAccess.note)
            """,
        run: { arguments, context in
            StoreAccess.run(&context) { context throws(CommandFailure) in
                let session = try StoreAccess.session(arguments.positionals[0], arguments, context, mode: .read)
                let document = session.document
                let registry = context.registry
                // Charts read the training log kept in the same store, and exercises name their entry's muscles.
                let rendering = ExerciseEntries.renderContext(for: document, arguments, context)
                switch arguments[ShowCommand.format] ?? "text" {
                case "markdown":
                    context.output.writeVerbatim(
                        registry.render(document, as: MarkdownTarget.self, context: rendering), format: .markup)
                case "html":
                    context.output.writeVerbatim(
                        registry.render(document, as: HTMLTarget.self, context: rendering), format: .markup)
                case "json":
                    do {
                        let json = String(decoding: try registry.encodedJSON(document), as: UTF8.self)
                        context.output.writeVerbatim(json + "\n", format: .json)
                    } catch {
                        throw CommandFailure("\(error)")
                    }
                default:
                    if arguments.contains(ShowCommand.ids) {
                        for id in document.allIDs {
                            guard let node = document[id], let depth = document.depth(of: id) else { continue }
                            let line = registry.render(
                                node, in: document, depth: depth, as: PlainTextTarget.self, context: rendering)
                            let first = line.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
                            let shortID = TextStyle.dim.apply(String(id.rawValue.prefix(8)), when: context.colorOutput)
                            let row: TerminalText = "\(shortID)  \(first)"
                            context.output.print(row)
                        }
                    } else {
                        RenderedTextStyling.write(
                            registry.render(document, as: PlainTextTarget.self, context: rendering),
                            to: &context.output, color: context.colorOutput)
                    }
                }
            }
        }
    )
}
