import Foundation
import KheperChart
import KheperCore
import KheperRenderTargets
import KheperTestSupport
import Testing

/// Charts render whatever history the host hands them, however extreme its numbers and dates.
@Suite struct ChartHostileValueTests {
    let registry = KindTesting.registry([ChartBlock.definition])!

    static let now = Date(timeIntervalSince1970: 1_750_000_000)

    static let history = InMemoryProgressHistory([
        "Huge": [
            ProgressEntry(date: now, weight: 1e308, reps: .max),
            ProgressEntry(date: now.addingTimeInterval(-86_400), weight: -1e308, reps: .max),
            ProgressEntry(date: now.addingTimeInterval(-2 * 86_400), weight: 1e308, reps: 2),
        ],
        "Far": [
            ProgressEntry(date: Date(timeIntervalSince1970: -1e300), weight: 100, reps: 5),
            ProgressEntry(date: now, weight: 100, reps: 5),
        ],
    ])

    static let context = RenderContext().setting(ProgressHistoryKey.self, to: history).setting(
        RenderDateKey.self, to: now)

    @Test(
        arguments: [ChartMetric.totalReps, .volume, .bestSet, .estimated1RM, .maxWeight],
        [ChartStyle.line, .bar]
    )
    func extremeHistoryRendersForEveryTarget(_ metric: ChartMetric, _ style: ChartStyle) throws {
        let block = ChartBlock(exercise: "Huge", metric: metric, periodDays: 7, style: style)
        let text = try #require(
            KindTesting.render(block, in: registry, as: PlainTextTarget.self, context: Self.context))
        let markdown = try #require(
            KindTesting.render(block, in: registry, as: MarkdownTarget.self, context: Self.context))
        let html = try #require(KindTesting.render(block, in: registry, as: HTMLTarget.self, context: Self.context))
        #expect(text.contains("Huge") && markdown.contains("Huge") && html.contains("Huge"))
    }

    @Test(arguments: [Int.max, Int.min, 0, -1])
    func anyPeriodRenders(_ days: Int) throws {
        let block = ChartBlock(exercise: "Far", metric: .maxWeight, periodDays: days)
        let text = try #require(
            KindTesting.render(block, in: registry, as: PlainTextTarget.self, context: Self.context))
        #expect(text.contains("Far"))
        #expect(!block.validationDiagnostics().filter { $0.severity == .error }.isEmpty)
    }

    @Test func totalRepsSaturateInsteadOfOverflowing() {
        let sets = [
            ProgressEntry(date: Self.now, weight: 1, reps: .max), ProgressEntry(date: Self.now, weight: 1, reps: .max),
        ]
        let total = ChartSeries.value(of: sets, metric: .totalReps, formula: .epley)
        #expect(total == Double(Int.max) * 2)
    }
}
