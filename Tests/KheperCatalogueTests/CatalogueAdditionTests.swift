import KheperCatalogue
import Testing

/// Extending the bundled catalogue with the lifter's own entries: what is refused, and that the matcher and search
/// see what is added.
@Suite struct CatalogueAdditionTests {
    static let press = CatalogueAddition(
        id: "custom-landmine-press", name: "Landmine Press", equipment: "barbell", primaryMuscles: ["shoulders"],
        secondaryMuscles: ["triceps"], aliases: ["Mine Press"])

    @Test("an entry added is found by id, marked the lifter's, searched, and the bundled ones stay")
    func anEntryAddedIsFoundAndMarked() throws {
        let catalogue = try ExerciseCatalogue.bundled.extended(with: [Self.press])
        let entry = try #require(catalogue.entry(id: "custom-landmine-press"))
        #expect(entry.primaryMuscles == [.shoulders] && entry.secondaryMuscles == [.triceps])
        #expect(entry.equipment == .barbell)
        #expect(catalogue.isCustom(id: entry.id) && !catalogue.isCustom(id: "Pullups"))
        #expect(catalogue.entries.count == ExerciseCatalogue.bundled.entries.count + 1)
        #expect(catalogue.search("landmine press").map(\.id).contains(entry.id))
        #expect(catalogue.search("").map(\.name) == catalogue.search("").map(\.name).sorted())
        #expect(catalogue.entry(id: "Pullups") == ExerciseCatalogue.bundled.entry(id: "Pullups"))
    }

    @Test("the matcher finds an entry added by its name through the rules and by an alias as a known spelling")
    func theMatcherFindsTheNameAndAnAlias() throws {
        let matcher = ExerciseMatcher(catalogue: try ExerciseCatalogue.bundled.extended(with: [Self.press]))
        let byName = matcher.match("landmine press (barbell)")
        #expect(byName.entryID == "custom-landmine-press" && byName.reason.code != "alias")
        let byAlias = matcher.match("Mine Press")
        #expect(byAlias.entryID == "custom-landmine-press" && byAlias.reason.code == "alias")
        #expect(ExerciseMatcher(catalogue: .bundled).match("Mine Press").entryID == nil)
    }

    @Test("equipment stays identity: a custom dumbbell entry never takes the name with a barbell")
    func equipmentStaysIdentity() throws {
        let foo = CatalogueAddition(id: "custom-foo", name: "Foo (Dumbbell)", equipment: nil, primaryMuscles: ["chest"])
        let matcher = ExerciseMatcher(catalogue: try ExerciseCatalogue.bundled.extended(with: [foo]))
        #expect(matcher.match("Foo (Dumbbell)").entryID == "custom-foo")
        #expect(matcher.match("Dumbbell Foo").entryID == "custom-foo")
        #expect(matcher.match("Foo (Barbell)").entryID == nil)
        var barbellAlias = foo
        barbellAlias.aliases = ["Foo (Barbell)"]
        #expect(throws: CatalogueAdditionError.self) { try ExerciseCatalogue.bundled.extended(with: [barbellAlias]) }
    }

    @Test("an id taken, by a bundled entry or another addition, is refused naming it")
    func clashingIDsAreRefused() {
        var bundledID = Self.press
        bundledID.id = "Pullups"
        let error = #expect(throws: CatalogueAdditionError.self) {
            try ExerciseCatalogue.bundled.extended(with: [bundledID])
        }
        #expect(error?.code == .idTaken && error?.message.contains("\"Pullups\"") == true)
        var twin = Self.press
        twin.name = "Another Press Entirely"
        let again = #expect(throws: CatalogueAdditionError.self) {
            try ExerciseCatalogue.bundled.extended(with: [Self.press, twin])
        }
        #expect(again?.code == .idTaken)
    }

    @Test("a name that reads as a bundled entry's, or names nothing, is refused")
    func badNamesAreRefused() {
        var bench = Self.press
        bench.name = "barbell bench press - medium grip"
        let taken = #expect(throws: CatalogueAdditionError.self) {
            try ExerciseCatalogue.bundled.extended(with: [bench])
        }
        #expect(taken?.code == .nameTaken && taken?.message.contains("Barbell_Bench_Press_-_Medium_Grip") == true)
        var empty = Self.press
        empty.name = "  "
        let blank = #expect(throws: CatalogueAdditionError.self) {
            try ExerciseCatalogue.bundled.extended(with: [empty])
        }
        #expect(blank?.code == .invalidName && blank?.message.hasPrefix("name is \"  \"") == true)
    }

    @Test("a muscle or equipment the catalogue lacks is refused naming the field, the value and the valid ones")
    func badMusclesAndEquipmentAreRefused() {
        var muscle = Self.press
        muscle.secondaryMuscles = ["triceps", "deltoids"]
        let badMuscle = #expect(throws: CatalogueAdditionError.self) {
            try ExerciseCatalogue.bundled.extended(with: [muscle])
        }
        #expect(badMuscle?.code == .invalidMuscle)
        #expect(badMuscle?.message.hasPrefix("secondary muscle is \"deltoids\"; expected one of ") == true)
        #expect(badMuscle?.message.contains("shoulders") == true)
        var none = Self.press
        none.primaryMuscles = []
        #expect(throws: CatalogueAdditionError.self) { try ExerciseCatalogue.bundled.extended(with: [none]) }
        var equipment = Self.press
        equipment.equipment = "sandbag"
        let badEquipment = #expect(throws: CatalogueAdditionError.self) {
            try ExerciseCatalogue.bundled.extended(with: [equipment])
        }
        #expect(badEquipment?.code == .invalidEquipment)
        #expect(badEquipment?.message.hasPrefix("equipment is \"sandbag\"; expected one of barbell, ") == true)
    }

    @Test("the id derived from a name is custom- and its lowercased words")
    func theIDIsDerivedFromTheName() {
        #expect(ExerciseCatalogue.customID(forName: "Landmine Press (Barbell)") == "custom-landmine-press-barbell")
        #expect(ExerciseCatalogue.customID(forName: "  Zercher's  Squat!") == "custom-zercher-s-squat")
    }
}
