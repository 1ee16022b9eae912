import Foundation
import KheperChart
import KheperRenderTargets
import Testing

/// A chart whose window holds no session while the history does: the default window finds the history, and a set
/// window says when the last session was and which range shows it.
@Suite struct ChartWindowTests {
    @Test func theDefaultWindowEndsAtTheLastSessionWhenTheLastTwelveWeeksHoldNone() throws {
        let entries = [
            ProgressEntry(date: ChartHistoryRendering.day(-400), weight: 100, reps: 1),
            ProgressEntry(date: ChartHistoryRendering.day(-390), weight: 105, reps: 1),
        ]
        let text = try #require(
            ChartHistoryRendering.render(ChartBlock(exercise: "Squat"), entries, as: PlainTextTarget.self))
        let last = ChartHistoryRendering.dayText(ChartHistoryRendering.day(-390))
        #expect(
            text.contains(
                "Squat — estimated 1RM, 12 weeks to \(last): ▁█ first 100 (\(ChartHistoryRendering.dayText(ChartHistoryRendering.day(-400)))) · "
                    + "last 105 (\(last))"), "\(text)")
    }

    @Test func aSetWindowThatHoldsNoSessionNamesTheLastAndTheRangeThatShowsIt() throws {
        let entries = [ProgressEntry(date: ChartHistoryRendering.day(-100), weight: 100, reps: 1)]
        let text = try #require(
            ChartHistoryRendering.render(
                ChartBlock(exercise: "Squat", range: .weeks4), entries, as: PlainTextTarget.self))
        #expect(
            text.hasSuffix(
                "no sessions in the last 4 weeks; the last was on \(ChartHistoryRendering.dayText(ChartHistoryRendering.day(-100))), "
                    + "which range=52w shows"), "\(text)")
        let older = [ProgressEntry(date: ChartHistoryRendering.day(-400), weight: 100, reps: 1)]
        let all = try #require(
            ChartHistoryRendering.render(ChartBlock(exercise: "Squat", periodDays: 30), older, as: PlainTextTarget.self)
        )
        #expect(all.hasSuffix("which range=all shows"), "\(all)")
    }
}
