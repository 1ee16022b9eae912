import KheperCatalogue
import Testing

/// `ExerciseCatalogue.alternatives(to:equipment:)`: the entries that train the same primary muscles with the same
/// mechanic, limited to the equipment given, ranked as its rule says.
@Suite struct CatalogueAlternativesTests {
    let catalogue = ExerciseCatalogue.bundled

    func entry(_ id: String) throws -> CatalogueEntry {
        try #require(catalogue.entry(id: id))
    }

    @Test func everyAlternativeSharesAPrimaryMuscleAndTheMechanicAndIsNotTheEntry() throws {
        for id in ["Barbell_Squat", "Barbell_Curl", "Pullups", "Dumbbell_Bench_Press", "Side_Lateral_Raise"] {
            let squat = try entry(id)
            let found = catalogue.alternatives(to: squat)
            #expect(!found.isEmpty, "\(id) has no alternatives")
            #expect(!found.contains(squat))
            for alternative in found {
                #expect(!Set(alternative.primaryMuscles).isDisjoint(with: squat.primaryMuscles), "\(alternative.id)")
                #expect(alternative.mechanic == squat.mechanic, "\(alternative.id)")
                #expect(alternative.category != .stretching, "\(alternative.id) is a stretch")
            }
            let everyCandidate = catalogue.entries.filter {
                $0.id != id && $0.mechanic == squat.mechanic && $0.category != .stretching
                    && !Set($0.primaryMuscles).isDisjoint(with: squat.primaryMuscles)
            }
            #expect(Set(found.map(\.id)) == Set(everyCandidate.map(\.id)), "\(id) leaves out a candidate")
        }
    }

    @Test func equipmentLimitsTheAlternativesToThoseDoneWithIt() throws {
        let bench = try entry("Barbell_Bench_Press_-_Medium_Grip")
        let found = catalogue.alternatives(to: bench, equipment: [.dumbbell, .cable])
        #expect(found.map(\.id).contains("Dumbbell_Bench_Press"))
        #expect(found.allSatisfy { $0.equipment == .dumbbell || $0.equipment == .cable })
        #expect(found.contains { $0.equipment == .cable })
        #expect(catalogue.alternatives(to: bench, equipment: []).isEmpty)
        #expect(catalogue.alternatives(to: bench).count > found.count)
    }

    @Test func theSameMusclesExactlyComeFirstThenTheMostSharedThenTheSameForceThenByName() {
        let muscles: (Muscle, Muscle) = (.chest, .triceps)
        func make(_ id: String, _ primary: [Muscle], _ force: Force?, category: ExerciseCategory = .strength)
            -> CatalogueEntry
        {
            CatalogueEntry(
                id: id, name: id, equipment: .barbell, primaryMuscles: primary, secondaryMuscles: [],
                category: category, level: .beginner, mechanic: .compound, force: force, instructions: [])
        }
        let press = make("Press", [muscles.0, muscles.1], .push)
        let entries = [
            make("A overlap pull", [muscles.0], .pull), make("B exact pull", [muscles.0, muscles.1], .pull),
            make("C overlap push", [muscles.1, .shoulders], .push),
            make("D exact push", [muscles.1, muscles.0], .push),
            make("E unrelated", [.quadriceps], .push), press,
            make("F stretch", [muscles.0], .push, category: .stretching),
            make("G exact push powerlifting", [muscles.0, muscles.1], .push, category: .powerlifting),
        ]
        let ranked = ExerciseCatalogue(entries: entries).alternatives(to: press).map(\.id)
        #expect(
            ranked == ["D exact push", "G exact push powerlifting", "B exact pull", "C overlap push", "A overlap pull"])
    }

    @Test func aStretchHasStretchesForAlternatives() throws {
        let stretch = try #require(catalogue.entries.first { $0.category == .stretching && $0.mechanic != nil })
        let found = catalogue.alternatives(to: stretch)
        #expect(found.allSatisfy { $0.category == .stretching })
    }

    @Test func theRuleIsStatedForPeople() {
        #expect(ExerciseCatalogue.alternativesRule.contains("same mechanic"))
        #expect(!ExerciseCatalogue.alternativesRule.contains("\n"))
    }
}
