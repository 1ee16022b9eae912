import KheperCore
import KheperProgram
import KheperTrainingLog
import Testing

/// Equipment profiles: the two standard ones, and every bad value refused with a stable code and a message naming the
/// field, the value and what was expected.
@Suite struct EquipmentProfileTests {
    static let steps = LoadSteps(lightest: 2.5, step: 2.5, heaviest: 50)

    /// A kilogram profile with `bar` and `plates`, and good steps unless others are given.
    static func profile(
        bar: Double = 20, plates: [PlateStock] = [PlateStock(weight: 25, count: 2)], dumbbells: LoadSteps = steps,
        machine: LoadSteps = steps
    ) throws(LoadError) -> EquipmentProfile {
        try EquipmentProfile(unit: .kg, bar: bar, plates: plates, dumbbells: dumbbells, machine: machine)
    }

    @Test("the kilogram profile is a 20 kg bar with pairs of 25 down to 1.25 kg")
    func kilograms() {
        let profile = EquipmentProfile.kilograms
        #expect(profile.unit == .kg)
        #expect(profile.bar == 20)
        #expect(profile.plates.map(\.weight) == [25, 20, 15, 10, 5, 2.5, 1.25])
        #expect(profile.plates.allSatisfy { $0.count >= 2 && $0.count % 2 == 0 })
        #expect(EquipmentProfile.standard(.kg) == profile)
    }

    @Test("the pound profile is a 45 lb bar with pairs of 45 down to 2.5 lb")
    func pounds() {
        let profile = EquipmentProfile.pounds
        #expect(profile.unit == .lb)
        #expect(profile.bar == 45)
        #expect(profile.plates.map(\.weight) == [45, 35, 25, 10, 5, 2.5])
        #expect(EquipmentProfile.standard(.lb) == profile)
    }

    @Test("the standard profiles pass their own checks")
    func standardProfilesAreValid() throws {
        for profile in [EquipmentProfile.kilograms, .pounds] {
            let checked = try EquipmentProfile(
                unit: profile.unit, bar: profile.bar, plates: profile.plates, dumbbells: profile.dumbbells,
                machine: profile.machine)
            #expect(checked == profile)
        }
    }

    @Test("plates are kept heaviest first whatever order they are given in")
    func platesSorted() throws {
        let profile = try Self.profile(plates: [PlateStock(weight: 5, count: 2), PlateStock(weight: 25, count: 4)])
        #expect(profile.plates.map(\.weight) == [25, 5])
    }

    @Test("a bar of zero or less is refused, naming the bar and its value")
    func zeroBar() {
        for bar in [0.0, -20, .nan] {
            #expect {
                try Self.profile(bar: bar)
            } throws: { error in
                let error = error as? LoadError
                return error?.code == .barWeight && error?.message.hasPrefix("bar is ") == true
                    && error?.message.contains("expected a weight above 0") == true
            }
        }
    }

    @Test("a negative or zero plate is refused, naming it")
    func negativePlate() {
        #expect(throws: LoadError(.plateWeight, "a plate is -5 kg; expected a weight above 0")) {
            try Self.profile(plates: [PlateStock(weight: -5, count: 2)])
        }
        #expect(throws: LoadError(.plateWeight, "a plate is 0 kg; expected a weight above 0")) {
            try Self.profile(plates: [PlateStock(weight: 0, count: 2)])
        }
    }

    @Test("an odd or negative count is refused: plates go on in pairs")
    func oddCount() {
        #expect {
            try Self.profile(plates: [PlateStock(weight: 25, count: 3)])
        } throws: { error in
            let error = error as? LoadError
            return error?.code == .plateCount && error?.message.contains("25 kg plates is 3; expected an even") == true
        }
        #expect(throws: LoadError.self) { try Self.profile(plates: [PlateStock(weight: 25, count: -2)]) }
    }

    @Test("a plate weight listed twice is refused")
    func duplicatePlate() {
        #expect {
            try Self.profile(plates: [PlateStock(weight: 25, count: 2), PlateStock(weight: 25, count: 2)])
        } throws: { ($0 as? LoadError)?.code == .plateWeight }
    }

    @Test("a weight with more than three decimals is refused")
    func tooFine() {
        #expect {
            try Self.profile(plates: [PlateStock(weight: 1.0001, count: 2)])
        } throws: { ($0 as? LoadError)?.code == .precision }
    }

    @Test("plates making too many loads a side are refused")
    func tooManyLoads() {
        #expect {
            try Self.profile(plates: [PlateStock(weight: 0.001, count: 2), PlateStock(weight: 2000, count: 2)])
        } throws: { ($0 as? LoadError)?.code == .precision }
    }

    @Test("steps whose heaviest is not a whole number of steps above the lightest are refused")
    func badSteps() {
        #expect {
            try Self.profile(dumbbells: LoadSteps(lightest: 2.5, step: 2, heaviest: 50))
        } throws: { error in
            let error = error as? LoadError
            return error?.code == .steps && error?.message.hasPrefix("dumbbells heaviest is 50 kg") == true
        }
        #expect {
            try Self.profile(machine: LoadSteps(lightest: 5, step: 0, heaviest: 50))
        } throws: { ($0 as? LoadError)?.message.hasPrefix("machine step is 0 kg") == true }
    }

    @Test("no plates at all is a profile: the bar alone")
    func noPlates() throws {
        let profile = try Self.profile(plates: [])
        #expect(profile.plates.isEmpty)
    }

    @Test("errors carry stable codes and print them")
    func codes() {
        let error = LoadError(.plateCount, "x")
        #expect(error.description == "x [load.plate-count]")
    }
}
