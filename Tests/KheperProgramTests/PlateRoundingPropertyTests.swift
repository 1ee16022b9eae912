import KheperProgram
import KheperTestSupport
import KheperTrainingLog
import Testing

/// On random profiles, odd plate sets among them (pairs of 25 and 15 only, plates that no greedy fill suits), every
/// barbell load the rounder returns can be made with the plates owned, and it is the loadable weight nearest the
/// target, a tie going down, as an enumeration of every way to load the bar finds.
@Suite struct PlateRoundingPropertyTests {
    /// Plate weights the profiles pick from, in kilograms: the standard ones and some that no greedy fill suits.
    static let plateWeights: [Double] = [25, 20, 15, 10, 7, 5, 3, 2.5, 1.25, 0.5]

    @Test(
        "every rounded load can be made and is the nearest loadable one",
        arguments: [
            UInt64(0x9_1A7E_0001), 0x9_1A7E_0002, 0x9_1A7E_0003, 0x9_1A7E_0004,
        ])
    func roundedLoadsAreLoadableAndNearest(seed: UInt64) throws {
        print("PlateRoundingPropertyTests seed \(seed)")
        var random = SeededGenerator(seed: seed)
        for profileIndex in 0..<60 {
            let plates = Self.plateWeights.shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random))
                .map { PlateStock(weight: $0, count: 2 * Int.random(in: 1...3, using: &random)) }
            let bar: Double = [20.0, 15, 10, 7.5].randomElement(using: &random) ?? 20
            let profile = try EquipmentProfile(
                unit: .kg, bar: bar, plates: plates, dumbbells: EquipmentProfile.kilograms.dumbbells,
                machine: EquipmentProfile.kilograms.machine)
            let rounder = LoadRounder(profile)
            let loadable: Set<Int64> = Self.everyLoad(profile)
            let owned: [Int64: Int] = Dictionary(
                uniqueKeysWithValues: profile.plates.map { (Self.grains($0.weight), $0.pairs) })
            for _ in 0..<200 {
                let target =
                    Double(Int.random(in: 0...Int(Self.units(loadable.max() ?? 0) * 100) + 3000, using: &random))
                    / 100
                let result = try rounder.round(Weight(value: target, unit: .kg), for: .barbell)
                let context = "seed \(seed), profile \(profileIndex) \(profile.plates), bar \(bar), target \(target)"
                // It can be made: the bar and its plates, never more of one than owned.
                var perSide: [Int64: Int] = [:]
                for plate in result.platesPerSide { perSide[Self.grains(plate), default: 0] += 1 }
                #expect(perSide.allSatisfy { (owned[$0.key] ?? 0) >= $0.value }, "\(context)")
                let made: Int64 = Self.grains(bar) + 2 * result.platesPerSide.reduce(Int64(0)) { $0 + Self.grains($1) }
                #expect(made == Self.grains(result.load.value), "\(context)")
                #expect(loadable.contains(made), "\(context)")
                // It is the nearest, a tie going down.
                let wanted: Int64 = Self.grains(target)
                let best = loadable.min { lhs, rhs in
                    let (left, right) = (abs(lhs - wanted), abs(rhs - wanted))
                    return left != right ? left < right : lhs < rhs
                }
                #expect(made == best, "\(context): got \(result.load.value)")
                let direction: RoundingDirection = made == wanted ? .exact : made < wanted ? .down : .up
                #expect(result.direction == direction, "\(context)")
            }
        }
    }

    /// Every load the bar and plates make, in thousandths, by trying every count of every plate.
    static func everyLoad(_ profile: EquipmentProfile) -> Set<Int64> {
        var sides: Set<Int64> = [0]
        for plate in profile.plates {
            var next: Set<Int64> = []
            for side in sides {
                for count in 0...plate.pairs { next.insert(side + Int64(count) * grains(plate.weight)) }
            }
            sides = next
        }
        return Set(sides.map { grains(profile.bar) + 2 * $0 })
    }

    static func grains(_ value: Double) -> Int64 { Int64((value * 1000).rounded()) }

    static func units(_ grains: Int64) -> Double { Double(grains) / 1000 }
}
