import Kheper
import KheperChart
import KheperCore

/// Hands the training log to charts: the render context every front end that draws documents uses (`show`,
/// `render`, `import` and `edit`), so a chart reads the same log through the same path wherever it is drawn, with
/// weights in the lifter's ``DisplayUnit``.
enum ChartHistory {
    /// The render context for `document`: the log of the store the arguments name, read only, when the document
    /// has a chart and the host keeps a log; an empty context otherwise, or when the store cannot be opened (a
    /// missing store is no history, and each chart then says it has none).
    static func renderContext(
        for document: BlockDocument, _ arguments: ParsedArguments, _ context: CommandContext
    ) -> RenderContext {
        // The store is tried first: opening it costs far less than looking through every block of a large
        // document, and with no store there is nothing to look for.
        renderContext(arguments, context) {
            document.allIDs.contains(where: { document[$0]?.content.kind == ChartBlock.kind })
        }
    }

    /// The render context with the log of the store the arguments name, whatever the document holds now: the
    /// editor's, where a chart may be inserted later; `wanted` is asked after the store opens, and an empty
    /// context is returned when it says no.
    static func renderContext(
        _ arguments: ParsedArguments, _ context: CommandContext, when wanted: () -> Bool = { true }
    ) -> RenderContext {
        guard let openLog = context.openLog else { return RenderContext() }
        let path = StoreLocation.path(option: arguments[.store], environment: context.environment)
        guard let store = try? openLog(path, .read), wanted() else { return RenderContext() }
        // A KHEPER_UNIT that is neither kg nor lb, or a stored setting that cannot be read, is refused by the
        // commands that show weights; a chart falls back to the log's own unit rather than failing the rendering.
        let unit = (try? DisplayUnit.resolve(arguments, context, store: store)) ?? DisplayUnit.mostUsed(in: store)
        return RenderContext().setting(
            ProgressHistoryKey.self, to: TrainingLogProgressHistory(store: store, unit: unit))
    }
}
