import Foundation
import KheperChart
import KheperCore
import KheperRenderTargets
import KheperTestSupport
import Testing

/// Renders one chart over a history of one exercise, at ``ChartSeriesTests/now``, for the suites that check what a
/// chart shows around its data.
enum ChartHistoryRendering {
    static let registry = KindTesting.registry([ChartBlock.definition])!

    static func day(_ offset: Int) -> Date { ChartSeriesTests.day(offset) }

    /// A date's UTC day, as charts print it.
    static func dayText(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: date)
    }

    /// `block` rendered for `target`, with `entries` as its exercise's history.
    static func render<Target: RenderTarget>(
        _ block: ChartBlock, _ entries: [ProgressEntry], as target: Target.Type
    ) -> Target.Output? {
        let context = RenderContext()
            .setting(ProgressHistoryKey.self, to: InMemoryProgressHistory([block.exercise: entries]))
            .setting(RenderDateKey.self, to: ChartSeriesTests.now)
        return KindTesting.render(block, in: registry, as: target, context: context)
    }
}
