import Foundation
import KheperChart
import KheperCore
import KheperTestSupport
import Testing

/// The `range` field, how it relates to the older `periodDays`, and per-session points.
@Suite struct ChartRangeTests {
    let registry = KindTesting.registry([ChartBlock.definition])!

    static func day(_ offset: Int, hour: Double = 9) -> Date { ChartSeriesTests.day(offset, hour: hour) }

    @Test func rangeRoundTripsAndWinsOverPeriodDays() throws {
        let data = try #require(
            KindTesting.expectRoundTrip(ChartBlock(exercise: "Squat", range: .weeks52), in: registry))
        #expect(data == ["exercise": "Squat", "range": "52w"])
        #expect(ChartBlock(exercise: "Squat", range: .weeks4).coveredDays == 28)
        #expect(ChartBlock(exercise: "Squat", range: .weeks12).coveredDays == 84)
        #expect(ChartBlock(exercise: "Squat", range: .weeks52).coveredDays == 364)
        #expect(ChartBlock(exercise: "Squat", range: .all).coveredDays == nil)
        #expect(ChartBlock(exercise: "Squat", periodDays: 180, range: .weeks4).coveredDays == 28)
    }

    @Test func documentsWithOnlyPeriodDaysReadAsBefore() throws {
        let block = ChartBlock(exercise: "Squat", periodDays: 180)
        #expect(block.coveredDays == 180)
        #expect(block.periodName == "last 180 days")
        #expect(ChartBlock(exercise: "Squat", periodDays: 70).periodName == "last 10 weeks")
        #expect(ChartBlock(exercise: "Squat").coveredDays == 84)
        #expect(ChartBlock(exercise: "Squat").periodName == "last 12 weeks")
        #expect(block.validationDiagnostics().isEmpty)
    }

    @Test func bothFieldsWarnThatPeriodDaysIsIgnored() {
        let found = ChartBlock(exercise: "Squat", periodDays: 180, range: .all).validationDiagnostics()
        #expect(found.map(\.code) == [.chartPeriodIgnored])
        #expect(found.first?.severity == .warning)
        #expect(found.first?.message.contains("\"range\" is \"all\"") == true)
    }

    @Test func anUnknownRangeIsRefusedNamingTheChoices() {
        let found = KindTesting.diagnostics(forData: ["exercise": "Squat", "range": "3w"], kind: "chart", in: registry)
        #expect(found.contains { $0.message.contains("4w, 12w, 52w, all") }, "\(found.map(\.message))")
    }

    /// A hand-computed history: two sessions on one day, a warm-up-free set list, and one set a year back.
    static let entries = [
        ProgressEntry(date: day(-400), weight: 60, reps: 5, session: "s0"),
        ProgressEntry(date: day(-7), weight: 100, reps: 5, session: "s1"),
        ProgressEntry(date: day(-7), weight: 90, reps: 8, session: "s1"),
        ProgressEntry(date: day(-2, hour: 7), weight: 105, reps: 3, session: "s2"),
        ProgressEntry(date: day(-2, hour: 18), weight: 80, reps: 10, session: "s3"),
        ProgressEntry(date: day(-2, hour: 18), weight: 0, reps: 12, session: "s3"),
    ]

    @Test(arguments: [
        // s1: Epley 100×5 = 116.67, 90×8 = 114; s2: 105×3 = 115.5; s3: 80×10 = 106.67, 0×12 = 0.
        (ChartMetric.estimated1RM, OneRepMaxFormula.epley, [116.67, 115.5, 106.67]),
        // Brzycki: 100×5 = 112.5, 90×8 = 111.72; 105×3 = 111.18; 80×10 = 106.67.
        (.estimated1RM, .brzycki, [112.5, 111.18, 106.67]),
        (.volume, .epley, [1_220, 315, 800]),
        (.maxWeight, .epley, [100, 105, 80]),
        (.totalReps, .epley, [13, 3, 22]),
        (.bestSet, .epley, [720, 315, 800]),
    ])
    func eachMetricPerSession(metric: ChartMetric, formula: OneRepMaxFormula, expected: [Double]) {
        let series = ChartSeries(
            entries: Self.entries.shuffled(), metric: metric, formula: formula, periodDays: 28,
            now: ChartSeriesTests.now)
        #expect(series.points.count == 3)
        for (point, value) in zip(series.points, expected) {
            #expect(abs(point.value - value) < 0.01, "\(metric): \(point.value) against \(value)")
        }
        #expect(series.points.map(\.date) == [Self.day(-7), Self.day(-2, hour: 7), Self.day(-2, hour: 18)])
    }

    @Test func theWholeHistoryAndTheInjectedToday() {
        let all = ChartSeries(
            entries: Self.entries, metric: .maxWeight, periodDays: nil, now: ChartSeriesTests.now)
        #expect(all.points.map(\.value) == [60, 100, 105, 80])
        #expect(all.best == ChartPoint(date: Self.day(-2, hour: 7), value: 105))
        let weekAgo = ChartSeries(
            entries: Self.entries, metric: .maxWeight, periodDays: 28, now: Self.day(-3))
        #expect(weekAgo.points.map(\.value) == [100])
    }
}
