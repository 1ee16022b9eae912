import KheperProgram
import KheperTrainingLog

/// Plate rounding (issue 29): 1,000,000 barbell targets rounded with the standard kilogram profile by `LoadRounder`,
/// plates per side included, at least 1,000,000 loads a second; and the same targets against a baseline in the same
/// run, rounding each to a multiple of the smallest pair (2.5 kg) above the bar with plain arithmetic, which knows
/// neither the plates owned nor which plates to load. The ratio says what the honest table lookup and the plates cost.
enum PlateBenchmarks {
    static let suite = "plates"
    /// How many loads one run rounds.
    static let loads = 1_000_000

    static var all: [Benchmark] {
        [throughput, againstArithmetic]
    }

    /// The targets: a spread from below the bar to above every plate, in hundredths of a kilogram.
    static let targets: [Double] = (0..<loads).map { Double(($0 &* 7_919) % 45_000) / 100 }

    static let rounder = LoadRounder(.kilograms)

    static let throughput = Benchmark(
        name: "plate-rounding",
        suite: suite,
        goal: .throughput(operations: loads, minimum: 1_000_000, unit: "loads")
    ) { roundAll() }

    static let againstArithmetic = Benchmark(
        name: "plate-rounding-vs-arithmetic",
        suite: suite,
        goal: .ratio(maximum: 100, baselineName: "\(loads) multiples of 2.5 kg", baseline: { arithmetic() })
    ) { roundAll() }

    /// Rounds every target with the rounder; the checksum adds each load's thousandths and plate count.
    static func roundAll() -> UInt64 {
        var checksum: UInt64 = 0
        for target in targets {
            guard let result = try? rounder.round(Weight(value: target, unit: .kg), for: .barbell) else { continue }
            checksum &+= UInt64(result.load.value * 1000) &+ UInt64(result.platesPerSide.count)
        }
        return checksum
    }

    /// Rounds every target to the bar plus a multiple of 2.5 kg, the nearest, a tie down, never below the bar.
    static func arithmetic() -> UInt64 {
        var checksum: UInt64 = 0
        for target in targets {
            let steps = max(((max(target, 20) - 20) / 2.5 - 0.5).rounded(.up), 0)
            checksum &+= UInt64((20 + steps * 2.5) * 1000)
        }
        return checksum
    }
}
