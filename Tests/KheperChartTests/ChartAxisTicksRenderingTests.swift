import Foundation
import KheperChart
import KheperRenderTargets
import Testing

/// The HTML chart's axes: round value ticks and dates spread evenly in time.
@Suite struct ChartAxisTicksRenderingTests {
    @Test func theSVGsValueTicksAreRoundAndItsDatesEvenlySpread() throws {
        // One-rep sets, so each session's estimate is its weight: the axis read 21.7 / 75.1 / 128.5.
        let entries = [
            ProgressEntry(date: ChartHistoryRendering.day(-60), weight: 21.7, reps: 1),
            ProgressEntry(date: ChartHistoryRendering.day(-59), weight: 75.1, reps: 1),
            ProgressEntry(date: ChartHistoryRendering.day(0), weight: 128.5, reps: 1),
        ]
        let html = try #require(
            ChartHistoryRendering.render(ChartBlock(exercise: "Row", range: .all), entries, as: HTMLTarget.self))
        for raw in [">21.7</text>", ">75.1</text>"] { #expect(!html.contains(raw), "\(html)") }
        for tick in [">0</text>", ">50</text>", ">100</text>", ">150</text>"] {
            #expect(html.contains(tick), "\(tick) in \(html)")
        }
        // Dates every 20 days from the first session to the last, not at the sessions' middle index (day -59).
        for offset in [-60, -40, -20, 0] {
            let label = ">\(ChartHistoryRendering.dayText(ChartHistoryRendering.day(offset)))</text>"
            #expect(html.contains(label), "\(label) in \(html)")
        }
        #expect(!html.contains(">\(ChartHistoryRendering.dayText(ChartHistoryRendering.day(-59)))</text>"))
    }
}
