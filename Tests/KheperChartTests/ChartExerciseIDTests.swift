import Foundation
import KheperChart
import KheperCore
import KheperRenderTargets
import KheperSchema
import KheperTestSupport
import Testing

/// A chart that names the training log's exercise by `exerciseID`: it reads that exercise's history, never the
/// name's, says so plainly when the id names nothing, and documents without the field are unchanged.
@Suite struct ChartExerciseIDTests {
    let registry = KindTesting.registry([ChartBlock.definition])!

    static let history = InMemoryProgressHistory([
        "ex-00000000000000aa": [ProgressEntry(date: ChartRenderingTests.day(0), weight: 100, reps: 1)],
        "Bench Press": [ProgressEntry(date: ChartRenderingTests.day(0), weight: 50, reps: 1)],
    ])

    static let context = RenderContext().setting(ProgressHistoryKey.self, to: history).setting(
        RenderDateKey.self, to: ChartRenderingTests.now)

    func text(_ block: ChartBlock, context: RenderContext = context) -> String? {
        KindTesting.render(block, in: registry, as: PlainTextTarget.self, context: context)
    }

    @Test func theIDWinsOverTheName() {
        #expect(
            text(ChartBlock(exercise: "Bench Press", exerciseID: "ex-00000000000000aa", metric: .maxWeight))
                == "📈 Bench Press — max weight, last 12 weeks: ▄ 1 session: 100 (2023-12-09)")
        #expect(
            text(ChartBlock(exercise: "Bench Press", metric: .maxWeight))
                == "📈 Bench Press — max weight, last 12 weeks: ▄ 1 session: 50 (2023-12-09)")
    }

    @Test func anIDThatNamesNoExerciseSaysSoNamingTheFieldAndTheValue() {
        let expected =
            "📈 Bench Press — estimated 1RM, last 12 weeks: \"exerciseID\" is \"ex-missing\", which names no "
            + "exercise in the history; expected an id that `kheper exercises` lists"
        #expect(text(ChartBlock(exercise: "Bench Press", exerciseID: "ex-missing")) == expected)
        // Without any history source there is nothing to check the id against: the chart says it has no history.
        #expect(
            text(ChartBlock(exercise: "Bench Press", exerciseID: "ex-missing"), context: RenderContext())
                == "📈 Bench Press — estimated 1RM, last 12 weeks: no history yet for Bench Press")
    }

    @Test func theFieldRoundTripsAndIsLeftOutWhenUnset() throws {
        let data = try #require(
            KindTesting.expectRoundTrip(
                ChartBlock(exercise: "Bench Press", exerciseID: "ex-00000000000000aa"), in: registry))
        #expect(data == ["exercise": "Bench Press", "exerciseID": "ex-00000000000000aa"])
        let old = try #require(KindTesting.expectRoundTrip(ChartBlock(exercise: "Bench Press"), in: registry))
        #expect(old == ["exercise": "Bench Press"])
        #expect(ChartBlock.definition.dataSchema["properties"]?["exerciseID"]?["maxLength"] == 120)
    }
}
