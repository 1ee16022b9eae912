import KheperCatalogue
import Testing

/// Searching the bundled catalogue by words of a name, a muscle and equipment.
@Suite struct CatalogueSearchTests {
    let catalogue = ExerciseCatalogue.bundled

    @Test func everyWordOfTheQueryStartsAWordOfTheName() {
        let found = catalogue.search("bench dumb")
        #expect(!found.isEmpty)
        #expect(found.map(\.id).contains("Dumbbell_Bench_Press"))
        #expect(!found.map(\.id).contains("Barbell_Bench_Press_-_Medium_Grip"))
        for entry in found {
            let name = entry.name.lowercased()
            #expect(name.contains("bench") && name.contains("dumb"), "\(entry.name)")
        }
    }

    @Test func filtersKeepOnlyTheMuscleAndEquipmentAsked() {
        let found = catalogue.search("squat", muscle: .glutes, equipment: .kettlebells)
        #expect(!found.isEmpty)
        for entry in found {
            #expect(entry.equipment == .kettlebells)
            #expect(entry.primaryMuscles.contains(.glutes) || entry.secondaryMuscles.contains(.glutes))
        }
        #expect(found.map(\.name) == found.map(\.name).sorted())
    }

    @Test func anEmptyQueryFindsWhatTheFiltersLetThroughAndAnUnknownWordNothing() {
        #expect(
            catalogue.search("", equipment: .cable).count == catalogue.entries.filter { $0.equipment == .cable }.count)
        #expect(catalogue.search("zercher frobnicate").isEmpty)
    }
}
