import Foundation
import KheperChart
import KheperRenderTargets
import Testing

/// An estimated one-rep max counts only sets in the formula's valid rep range.
@Suite struct ChartRepRangeTests {
    @Test func anEstimatedOneRepMaxCountsOnlySetsOfOneToTenReps() throws {
        #expect(OneRepMaxFormula.validReps == 1...10)
        #expect(OneRepMaxFormula.epley.estimate(weight: 100, reps: 10) != nil)
        #expect(OneRepMaxFormula.epley.estimate(weight: 100, reps: 11) == nil)
        #expect(OneRepMaxFormula.brzycki.estimate(weight: 100, reps: 20) == nil)
        // A 20-rep set would estimate 166.7 by Epley and be the best; only the 5-rep set counts.
        let entries = [
            ProgressEntry(date: ChartHistoryRendering.day(-1), weight: 100, reps: 20, session: "a"),
            ProgressEntry(date: ChartHistoryRendering.day(-1), weight: 110, reps: 5, session: "a"),
        ]
        let text = try #require(
            ChartHistoryRendering.render(ChartBlock(exercise: "Squat"), entries, as: PlainTextTarget.self))
        #expect(text.contains("1 session: 128.3 ("), "\(text)")
    }
}
