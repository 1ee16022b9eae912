import KheperCatalogue
import Testing

@Suite struct CatalogueLoadingTests {
    let catalogue = ExerciseCatalogue.bundled

    @Test func theBundledCatalogueHasAllEightHundredSeventyThreeEntries() {
        #expect(catalogue.entries.count == 873)
    }

    @Test func everyEntryIdIsUnique() {
        #expect(Set(catalogue.entries.map(\.id)).count == catalogue.entries.count)
    }

    @Test func everyEntryIsFoundByItsOwnId() {
        for entry in catalogue.entries {
            #expect(catalogue.entry(id: entry.id) == entry)
        }
    }

    @Test func lookupByIdReturnsTheEntryWithItsFields() throws {
        let bench = try #require(catalogue.entry(id: "Barbell_Bench_Press_-_Medium_Grip"))
        #expect(bench.name == "Barbell Bench Press - Medium Grip")
        #expect(bench.equipment == .barbell)
        #expect(bench.primaryMuscles == [.chest])
        #expect(bench.mechanic == .compound)
        #expect(bench.force == .push)
        #expect(!bench.instructions.isEmpty)
    }

    @Test func anUnknownIdFindsNoEntry() {
        #expect(catalogue.entry(id: "Not_An_Entry") == nil)
        #expect(catalogue.entry(id: "barbell_bench_press_-_medium_grip") == nil)
    }
}
