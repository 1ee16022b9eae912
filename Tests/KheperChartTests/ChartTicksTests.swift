import Foundation
import KheperChart
import KheperTestSupport
import Testing

/// Axis ticks at round steps that cover the values, and dates spread evenly.
@Suite struct ChartTicksTests {
    @Test func theIssuesRangeGetsRoundTicksNotRawValues() {
        // The issue's axis read 21.7 / 75.1 / 128.5.
        let ticks = ChartTicks(covering: 21.7...128.5)
        #expect(ticks.step == 50)
        #expect(ticks.values == [0, 50, 100, 150])
        #expect(ticks.values.map { ChartTicks.label($0, step: ticks.step) } == ["0", "50", "100", "150"])
    }

    @Test(arguments: [
        (0.0...1.0, 0.25, ["0.00", "0.25", "0.50", "0.75", "1.00"]),
        (95.0...105.0, 2.5, ["95.0", "97.5", "100.0", "102.5", "105.0"]),
        (80.0...80.0, 0.5, ["79.0", "79.5", "80.0", "80.5", "81.0"]),
        (0.0...9_000.0, 2_500.0, ["0", "2500", "5000", "7500", "10000"]),
        (0.0...7_000.0, 2_000.0, ["0", "2000", "4000", "6000", "8000"]),
    ])
    func stepsAreOneTwoTwoAndAHalfOrFiveTimesAPowerOfTen(range: ClosedRange<Double>, step: Double, labels: [String]) {
        let ticks = ChartTicks(covering: range)
        #expect(ticks.step == step)
        #expect(ticks.values.map { ChartTicks.label($0, step: ticks.step) } == labels)
    }

    @Test(arguments: [1, 7, 42, 2_026, 0xC0FFEE] as [UInt64])
    func everyTickIsAMultipleOfAnAllowedStepAndTheTicksCoverTheRange(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<500 {
            let scale = pow(10, Double.random(in: -3...6, using: &random))
            let a = Double.random(in: -1...1, using: &random) * scale
            let b = a + Double.random(in: 0...2, using: &random) * scale
            let ticks = ChartTicks(covering: a...b)
            let context = "seed \(seed): \(a)...\(b) gave step \(ticks.step), ticks \(ticks.values)"
            let magnitude = pow(10, log10(ticks.step).rounded(.down))
            let mantissa = ticks.step / magnitude
            #expect(
                ChartTicks.stepMantissas.contains { abs($0 - mantissa) < 1e-9 } || abs(mantissa - 10) < 1e-9,
                "\(context)")
            for value in ticks.values {
                let multiple = value / ticks.step
                #expect(abs(multiple - multiple.rounded()) < 1e-6, "\(context)")
            }
            let low = b > a ? a : a - 1
            let high = b > a ? b : b + 1
            #expect((ticks.values.first ?? .infinity) <= low && (ticks.values.last ?? -.infinity) >= high, "\(context)")
            #expect((3...11).contains(ticks.values.count), "\(context)")
        }
    }

    @Test func datesAreSpreadEvenlyFromTheFirstToTheLast() {
        let first = Date(timeIntervalSince1970: 1_700_000_000)
        let last = first.addingTimeInterval(90 * 86_400)
        let dates = ChartTicks.dates(from: first, to: last, count: 4)
        #expect(dates == [0, 30, 60, 90].map { first.addingTimeInterval(Double($0) * 86_400) })
        #expect(ChartTicks.dates(from: first, to: first) == [first])
    }
}
