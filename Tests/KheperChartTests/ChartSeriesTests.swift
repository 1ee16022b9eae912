import Foundation
import KheperChart
import Testing

@Suite struct ChartSeriesTests {
    /// Midnight UTC of a fixed day, and noon of it as "now".
    static let day0 = Date(timeIntervalSince1970: 19_700 * 86_400)
    static let now = day0.addingTimeInterval(12 * 3_600)

    static func day(_ offset: Int, hour: Double = 9) -> Date {
        day0.addingTimeInterval(Double(offset) * 86_400 + hour * 3_600)
    }

    @Test(arguments: [
        (OneRepMaxFormula.epley, 100.0, 5, 116.67 as Double?),
        (.brzycki, 100, 5, 112.5),
        (.epley, 100, 1, 100),
        (.brzycki, 100, 1, 100),
        (.epley, 100, 10, 133.33),
        (.brzycki, 100, 10, 133.33),
        // Past 10 reps there is no estimate (OneRepMaxFormula.validReps).
        (.epley, 60, 11, nil),
        (.epley, 60, 30, nil),
        (.brzycki, 100, 36, nil),
        (.brzycki, 100, 37, nil),
        (.brzycki, 100, 40, nil),
        (.epley, 100, 0, nil),
        (.epley, .infinity, 5, nil),
    ])
    func oneRepMaxFormulas(formula: OneRepMaxFormula, weight: Double, reps: Int, expected: Double?) {
        let estimate = formula.estimate(weight: weight, reps: reps)
        if let expected {
            #expect(abs((estimate ?? .nan) - expected) < 0.005, "\(String(describing: estimate))")
        } else {
            #expect(estimate == nil)
        }
    }

    static let sets = [
        ProgressEntry(date: day0, weight: 100, reps: 5),
        ProgressEntry(date: day0, weight: 110, reps: 3),
        ProgressEntry(date: day0, weight: 80, reps: 10),
    ]

    @Test(arguments: [
        (ChartMetric.estimated1RM, OneRepMaxFormula.epley, 121.0),
        (.estimated1RM, .brzycki, 116.47),
        (.volume, .epley, 1_630),
        (.maxWeight, .epley, 110),
        (.totalReps, .epley, 18),
        (.bestSet, .epley, 800),
    ])
    func metricOverOneDay(metric: ChartMetric, formula: OneRepMaxFormula, expected: Double) throws {
        let value = try #require(ChartSeries.value(of: Self.sets, metric: metric, formula: formula))
        #expect(abs(value - expected) < 0.005, "\(value)")
    }

    @Test func metricSkipsSetsWithoutAnEstimate() {
        let heavy = [ProgressEntry(date: Self.day0, weight: 40, reps: 40)]
        #expect(ChartSeries.value(of: heavy, metric: .estimated1RM, formula: .brzycki) == nil)
        #expect(ChartSeries.value(of: heavy, metric: .estimated1RM, formula: .epley) == nil)
        #expect(ChartSeries.value(of: [], metric: .volume, formula: .epley) == nil)
        #expect(ChartSeries.value(of: [], metric: .totalReps, formula: .epley) == nil)
        let series = ChartSeries(
            entries: heavy, metric: .estimated1RM, formula: .brzycki, periodDays: 7, now: Self.now)
        #expect(series.points.isEmpty)
    }

    @Test func periodKeepsOnlyEntriesUpToNow() {
        let start = Self.now.addingTimeInterval(-7 * 86_400)
        let entries = [
            ProgressEntry(date: start.addingTimeInterval(-1), weight: 10, reps: 1),
            ProgressEntry(date: start, weight: 10, reps: 2),
            ProgressEntry(date: Self.now, weight: 10, reps: 4),
            ProgressEntry(date: Self.now.addingTimeInterval(1), weight: 10, reps: 8),
        ]
        let series = ChartSeries(entries: entries, metric: .totalReps, periodDays: 7, now: Self.now)
        #expect(series.points.map(\.value) == [2, 4])
        let longer = ChartSeries(entries: entries, metric: .totalReps, periodDays: 8, now: Self.now)
        #expect(longer.points.map(\.value) == [3, 4])
        let later = ChartSeries(
            entries: entries, metric: .totalReps, periodDays: 7, now: Self.now.addingTimeInterval(1))
        #expect(later.points.map(\.value) == [12])
    }

    @Test func setsAreGroupedByUTCDayAndSorted() {
        let entries = [
            ProgressEntry(date: Self.day(-1, hour: 0), weight: 50, reps: 10),
            ProgressEntry(date: Self.day0.addingTimeInterval(1), weight: 100, reps: 5),
            ProgressEntry(date: Self.day(-2, hour: 23.99), weight: 60, reps: 10),
            ProgressEntry(date: Self.day0.addingTimeInterval(11 * 3_600), weight: 100, reps: 3),
            ProgressEntry(date: Self.day(-1, hour: 23.99), weight: 50, reps: 10),
        ]
        let series = ChartSeries(entries: entries, metric: .volume, periodDays: 30, now: Self.now)
        #expect(
            series.points == [
                ChartPoint(date: Self.day(-2, hour: 0), value: 600),
                ChartPoint(date: Self.day(-1, hour: 0), value: 1_000),
                ChartPoint(date: Self.day0, value: 800),
            ])
        #expect(series.latest == ChartPoint(date: Self.day0, value: 800))
        #expect(series.change == 200)
        #expect(series.valueRange == 600...1_000)
    }

    static func series(_ values: [Double]) -> ChartSeries {
        ChartSeries(points: values.enumerated().map { ChartPoint(date: day(-$0.offset), value: $0.element) })
    }

    @Test(arguments: [
        ([0, 1, 2, 3, 4, 5, 6, 7] as [Double], "▁▂▃▄▅▆▇█"),
        ([10, 20, 15], "▁█▅"),
        ([116.67, 110, 122.5, 128.33], "▄▁▆█"),
        ([5, 5, 5], "▄▄▄"),
        ([42], "▄"),
        ([], ""),
    ])
    func sparkline(values: [Double], expected: String) {
        #expect(Self.series(values).sparkline == expected)
    }

    @Test func changeNeedsTwoPoints() {
        #expect(Self.series([42]).change == nil)
        #expect(Self.series([]).latest == nil)
        #expect(Self.series([10, 4]).change == -6)
    }
}
