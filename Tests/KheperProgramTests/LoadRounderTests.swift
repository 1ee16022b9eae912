import KheperProgram
import KheperTrainingLog
import Testing

/// Rounding targets to loads the equipment makes: the nearest, a tie going down, the bar below it, the heaviest above
/// it, the other unit converted first, and the plates per side with the sentences a person reads.
@Suite struct LoadRounderTests {
    static let kilograms = LoadRounder(.kilograms)
    static let pounds = LoadRounder(.pounds)

    static func barbell(_ value: Double, _ unit: WeightUnit = .kg, _ rounder: LoadRounder = kilograms) throws
        -> RoundedLoad
    {
        try rounder.round(Weight(value: value, unit: unit), for: .barbell)
    }

    @Test("102.5 kg is 25 + 15 + 1.25 a side on a 20 kg bar, exactly")
    func exactLoad() throws {
        let load = try Self.barbell(102.5)
        #expect(load.load == Weight(value: 102.5, unit: .kg))
        #expect(load.direction == .exact)
        #expect(load.platesPerSide == [25, 15, 1.25])
        #expect(load.bar == 20)
        #expect(load.roundingSentence == nil)
        #expect(load.sentence == "102.5 kg: 20 kg bar + 25 + 15 + 1.25 per side")
    }

    @Test("101 kg cannot be made and rounds down to the nearer 100 kg")
    func roundsDown() throws {
        let load = try Self.barbell(101)
        #expect(load.load.value == 100)
        #expect(load.direction == .down)
        #expect(load.platesPerSide == [25, 15])
        #expect(load.sentence == "101 kg cannot be made: rounded down to 100 kg")
        #expect(load.loadingSentence == "100 kg: 20 kg bar + 25 + 15 per side")
    }

    @Test("101.5 kg rounds up to the nearer 102.5 kg")
    func roundsUp() throws {
        let load = try Self.barbell(101.5)
        #expect(load.load.value == 102.5)
        #expect(load.direction == .up)
    }

    @Test("a target halfway between two loads goes down")
    func tieGoesDown() throws {
        let load = try Self.barbell(101.25)
        #expect(load.load.value == 100)
        #expect(load.direction == .down)
        let dumbbell = try Self.kilograms.round(Weight(value: 23.75, unit: .kg), for: .dumbbell)
        #expect(dumbbell.load.value == 22.5)
        #expect(dumbbell.direction == .down)
    }

    @Test("below the bar the load is the bar, rounded up, and said")
    func belowTheBar() throws {
        let load = try Self.barbell(15)
        #expect(load.load.value == 20)
        #expect(load.direction == .up)
        #expect(load.isOutOfRange)
        #expect(load.platesPerSide.isEmpty)
        #expect(load.sentence == "15 kg is below the 20 kg bar: rounded up to 20 kg")
        let bar = try Self.barbell(20)
        #expect(bar.direction == .exact)
        #expect(bar.sentence == "20 kg: the 20 kg bar alone")
    }

    @Test("above what the plates make the load is the heaviest, rounded down, and said")
    func aboveTheHeaviest() throws {
        let heaviest = Self.kilograms.heaviestBarbellLoad
        #expect(heaviest == 435)
        let load = try Self.barbell(500)
        #expect(load.load.value == heaviest)
        #expect(load.direction == .down)
        #expect(load.isOutOfRange)
        #expect(load.sentence == "500 kg is more than the bar and plates make: rounded down to 435 kg")
        #expect(try Self.barbell(heaviest).direction == .exact)
    }

    @Test("225 lb on a pound bar is two 45s a side")
    func pounds() throws {
        let load = try Self.barbell(225, .lb, Self.pounds)
        #expect(load.direction == .exact)
        #expect(load.platesPerSide == [45, 45])
        #expect(load.sentence == "225 lb: 45 lb bar + 45 + 45 per side")
    }

    @Test("a target in pounds is converted to kilograms first, and the sentence names the conversion")
    func otherUnit() throws {
        let load = try Self.barbell(225, .lb)
        #expect(load.target == Weight(value: 225, unit: .lb))
        #expect(load.load == Weight(value: 102.5, unit: .kg))
        #expect(load.direction == .up)
        #expect(load.sentence == "225 lb (102.058 kg) cannot be made: rounded up to 102.5 kg")
        let kilos = try Self.barbell(100, .kg, Self.pounds)
        #expect(kilos.load == Weight(value: 220, unit: .lb))
    }

    @Test("plates a greedy fill from the heaviest misses are found: 30 a side from pairs of 25 and 15")
    func notGreedy() throws {
        let profile = try EquipmentProfile(
            unit: .kg, bar: 20, plates: [PlateStock(weight: 25, count: 2), PlateStock(weight: 15, count: 4)],
            dumbbells: EquipmentProfile.kilograms.dumbbells, machine: EquipmentProfile.kilograms.machine)
        let rounder = LoadRounder(profile)
        let thirty = try Self.barbell(80, .kg, rounder)
        #expect(thirty.direction == .exact)
        #expect(thirty.platesPerSide == [15, 15])
        let forty = try Self.barbell(100, .kg, rounder)
        #expect(forty.platesPerSide == [25, 15])
        let fiftyFive = try Self.barbell(130, .kg, rounder)
        #expect(fiftyFive.platesPerSide == [25, 15, 15])
        let between = try Self.barbell(66, .kg, rounder)
        #expect(between.load.value == 70)
        #expect(between.platesPerSide == [25])
    }

    @Test("never more plates than owned: one pair of 25s cannot make 50 a side")
    func platesOwned() throws {
        let profile = try EquipmentProfile(
            unit: .kg, bar: 20, plates: [PlateStock(weight: 25, count: 2)],
            dumbbells: EquipmentProfile.kilograms.dumbbells, machine: EquipmentProfile.kilograms.machine)
        let load = try Self.barbell(120, .kg, LoadRounder(profile))
        #expect(load.load.value == 70)
        #expect(load.platesPerSide == [25])
        #expect(load.isOutOfRange)
    }

    @Test("dumbbells and machines round to their nearest step")
    func steps() throws {
        let dumbbell = try Self.kilograms.round(Weight(value: 23, unit: .kg), for: .dumbbell)
        #expect(dumbbell.load.value == 22.5)
        #expect(dumbbell.direction == .down)
        #expect(dumbbell.platesPerSide.isEmpty)
        #expect(dumbbell.bar == nil)
        #expect(dumbbell.loadingSentence == "22.5 kg dumbbell")
        let machine = try Self.kilograms.round(Weight(value: 48, unit: .kg), for: .machine)
        #expect(machine.load.value == 50)
        #expect(machine.direction == .up)
        #expect(machine.loadingSentence == "50 kg on the machine")
        let light = try Self.kilograms.round(Weight(value: 1, unit: .kg), for: .dumbbell)
        #expect(light.load.value == 2.5)
        #expect(light.sentence == "1 kg is below the lightest dumbbell: rounded up to 2.5 kg")
        let heavy = try Self.kilograms.round(Weight(value: 400, unit: .kg), for: .machine)
        #expect(heavy.load.value == 150)
        #expect(heavy.sentence == "400 kg is more than the machine's heaviest load: rounded down to 150 kg")
    }

    @Test("a negative or non-numeric target is refused")
    func badTarget() {
        #expect {
            try Self.barbell(-5)
        } throws: { error in
            let error = error as? LoadError
            return error?.code == .target
                && error?.message == "the target load is -5 kg; expected a weight of 0 or more"
        }
        #expect(throws: LoadError.self) { try Self.barbell(.nan) }
    }
}
