import Foundation
import KheperChart
import KheperRenderTargets
import Testing

/// A long history's sparkline keeps to a fixed width in text and Markdown.
@Suite struct ChartSparklineWidthTests {
    @Test func aLongHistorysSparklineIsAtMostSixtyCharactersInTextAndMarkdown() throws {
        let entries = (0..<250).map {
            ProgressEntry(date: ChartHistoryRendering.day(-249 + $0), weight: Double($0 % 40 + 60), reps: 1)
        }
        let block = ChartBlock(exercise: "Bench Press", range: .all)
        let text = try #require(ChartHistoryRendering.render(block, entries, as: PlainTextTarget.self))
        let bars = Set(ChartSeries.sparkBars)
        #expect(text.filter { bars.contains($0) }.count == ChartSeries.sparklineWidth, "\(text)")
        #expect(ChartSeries.sparklineWidth == 60)
        let markdown = try #require(ChartHistoryRendering.render(block, entries, as: MarkdownTarget.self))
        #expect(markdown.filter { bars.contains($0) }.count == 60, "\(markdown)")
        // Each bar is its run's highest value: the 250 days hold six full cycles up to 99, so the top bar shows.
        #expect(text.contains("█"))
    }
}
