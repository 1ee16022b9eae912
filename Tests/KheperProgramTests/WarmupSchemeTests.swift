import KheperProgram
import KheperTrainingLog
import Testing

/// Warm-up ramps: the default scheme, each load rounded with the profile, nothing at or above the working load, no
/// two sets at one load, and every set marked as a warm-up.
@Suite struct WarmupSchemeTests {
    static let kilograms = LoadRounder(.kilograms)

    static func ramp(_ value: Double, _ scheme: WarmupScheme = .standard, on equipment: LoadEquipment = .barbell)
        throws -> [String]
    {
        try scheme.ramp(to: Weight(value: value, unit: .kg), on: equipment, with: kilograms).map(\.text)
    }

    @Test("the default scheme is bar × 5, 40% × 5, 60% × 3, 80% × 2")
    func standard() {
        #expect(WarmupScheme.standard.text == "bar × 5, 40% × 5, 60% × 3, 80% × 2")
    }

    @Test("a 100 kg working set ramps bar, 40, 60, 80 kg")
    func hundred() throws {
        #expect(try Self.ramp(100) == ["20 kg × 5", "40 kg × 5", "60 kg × 3", "80 kg × 2"])
    }

    @Test("each load is rounded with the profile: 40% of 102.5 kg is 41 kg, loaded as 40 kg")
    func rounded() throws {
        let sets = try WarmupScheme.standard.ramp(to: Weight(value: 102.5, unit: .kg), with: Self.kilograms)
        #expect(sets.map(\.text) == ["20 kg × 5", "40 kg × 5", "62.5 kg × 3", "82.5 kg × 2"])
        #expect(sets[1].load.direction == .down)
        #expect(sets[1].load.platesPerSide == [10])
    }

    @Test("a light working set drops the sets that round to the bar again")
    func noTwoAtOneLoad() throws {
        #expect(try Self.ramp(40) == ["20 kg × 5", "25 kg × 3", "32.5 kg × 2"])
        #expect(try Self.ramp(25) == ["20 kg × 5"])
    }

    @Test("no warm-up is at or above the working load")
    func belowWorking() throws {
        #expect(try Self.ramp(20).isEmpty)
        #expect(try Self.ramp(21) == ["20 kg × 5"])
        let scheme = try WarmupScheme([.percent(99, reps: 1)])
        #expect(try Self.ramp(100, scheme).isEmpty)
        let loads = try WarmupScheme.standard.ramp(to: Weight(value: 60, unit: .kg), with: Self.kilograms)
        #expect(loads.allSatisfy { $0.load.load.value < 60 })
    }

    @Test("off a barbell the bar step is the lightest dumbbell")
    func dumbbells() throws {
        #expect(try Self.ramp(30, on: .dumbbell) == ["2.5 kg × 5", "12.5 kg × 5", "17.5 kg × 3", "25 kg × 2"])
    }

    @Test("a working load in pounds ramps in the profile's unit")
    func pounds() throws {
        let sets = try WarmupScheme.standard.ramp(to: Weight(value: 225, unit: .lb), with: Self.kilograms)
        #expect(sets.map(\.text) == ["20 kg × 5", "40 kg × 5", "60 kg × 3", "82.5 kg × 2"])
    }

    @Test("every warm-up set is logged as a warm-up, which counts toward nothing")
    func setType() throws {
        let sets = try WarmupScheme.standard.ramp(to: Weight(value: 100, unit: .kg), with: Self.kilograms)
        #expect(sets.allSatisfy { $0.setType == .warmUp })
    }

    @Test("a percentage outside 0–100 or reps below 1 are refused, naming the step")
    func badSteps() {
        #expect(
            throws: LoadError(
                .warmupStep, "warm-up step 2 is 120% of the working set; expected a percentage above 0 and below 100")
        ) {
            try WarmupScheme([.bar(reps: 5), .percent(120, reps: 3)])
        }
        #expect(throws: LoadError(.warmupStep, "warm-up step 1 has 0 reps; expected 1 or more")) {
            try WarmupScheme([.bar(reps: 0)])
        }
    }
}
