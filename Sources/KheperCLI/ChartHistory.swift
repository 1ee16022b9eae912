import KheperChart
import KheperCore

/// Hands the training log to charts: the render context of a command that renders documents, with the store's
/// history under ``ProgressHistoryKey`` when the document has a chart.
enum ChartHistory {
    /// The render context for `document`: the log of the store the arguments name, read only, when the document
    /// has a chart and the host keeps a log; an empty context otherwise, or when the store cannot be opened (a
    /// missing store is no history, and each chart then says it has none).
    static func renderContext(
        for document: BlockDocument, _ arguments: ParsedArguments, _ context: CommandContext
    ) -> RenderContext {
        guard let openLog = context.openLog else { return RenderContext() }
        // The store is tried first: opening it costs far less than looking through every block of a large
        // document, and with no store there is nothing to look for.
        let path = StoreLocation.path(option: arguments.options["store"], environment: context.environment)
        guard let store = try? openLog(path, .read),
            document.allIDs.contains(where: { document[$0]?.content.kind == ChartBlock.kind })
        else { return RenderContext() }
        return RenderContext().setting(ProgressHistoryKey.self, to: TrainingLogProgressHistory(store: store))
    }
}
