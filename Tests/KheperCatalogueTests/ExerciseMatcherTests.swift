import KheperCatalogue
import Testing

@Suite struct ExerciseMatcherTests {
    let catalogue = ExerciseCatalogue.bundled
    let matcher = ExerciseMatcher(catalogue: ExerciseCatalogue.bundled)

    @Test(arguments: [
        ("Bench Press (Dumbbell)", "Dumbbell_Bench_Press", MatchRule.catalogueName),
        ("dumbbell bench presses", "Dumbbell_Bench_Press", .catalogueName),
        ("DB Bench Press", "Dumbbell_Bench_Press", .catalogueName),
        ("Bench-Press (DB)", "Dumbbell_Bench_Press", .catalogueName),
        ("Pull-up", "Pullups", .catalogueName),
        ("pull ups", "Pullups", .catalogueName),
        ("Face Pull (Cable)", "Face_Pull", .recordedEquipment),
        ("Cable Face Pulls", "Face_Pull", .recordedEquipment),
        ("Bench Press (Barbell)", "Barbell_Bench_Press_-_Medium_Grip", .standardGrip),
        ("Bench Press (Smith Machine)", "Smith_Machine_Bench_Press", .catalogueName),
        ("Squat (Bodyweight)", "Bodyweight_Squat", .catalogueName),
        ("Hex Bar Deadlift", "Trap_Bar_Deadlift", .catalogueName),
    ])
    func aRuleMatchesSpellingsOfTheCataloguesNames(name: String, entryID: String, rule: MatchRule) {
        let match = matcher.match(name)
        #expect(match.entryID == entryID)
        #expect(match.reason == .rule(rule))
    }

    @Test(arguments: [
        "Leg Press (Dumbbell)", "Bench Press (Cable)", "Squat (Machine)", "Squat (Smith Machine) Barbell",
        "Hammer Curl (Cable)", "Face Pull (Band)", "Leg Extension (Dumbbell)", "Romanian Deadlift (Dumbbell)",
    ])
    func aNameNeverMatchesAnEntryWithOtherEquipment(name: String) throws {
        let match = matcher.match(name)
        if let entryID = match.entryID, let stated = StatedEquipment(name) {
            #expect(stated.accepts(try #require(catalogue.entry(id: entryID))), "\(name) matched \(entryID)")
        }
        #expect(match.entryID == nil, "\(name) matched \(match.entryID ?? "")")
    }

    @Test func aNameStatingTwoKindsOfEquipmentStaysUnmatched() {
        #expect(
            matcher.match("Barbell Curl (Dumbbell)")
                == ExerciseMatch(
                    name: "Barbell Curl (Dumbbell)", entryID: nil, reason: .conflictingEquipment))
    }

    @Test func aNameFittingSeveralEntriesStaysUnmatchedAndNamesThem() {
        let match = matcher.match("Dip")
        #expect(match.entryID == nil)
        let several = matcher.match("Dumbbell Shoulder Press")
        #expect(several.entryID == nil)
        #expect(
            several.reason == .keptUnmatched(reason: "seated or standing unstated, and the catalogue keeps them apart"))
    }

    @Test func anUnknownNameStaysUnmatched() {
        #expect(matcher.match("Yin / Restorative Yoga").reason == .noMatch)
        #expect(matcher.match("").entryID == nil)
    }

    @Test func everyAliasNamesAnEntryOfTheCatalogue() {
        for alias in ExerciseAlias.standard {
            guard let entryID = alias.entryID else { continue }
            #expect(catalogue.entry(id: entryID) != nil, "\(alias.name) names no entry \(entryID)")
        }
    }

    @Test func everyAliasStatesTheEquipmentOfItsEntry() throws {
        for alias in ExerciseAlias.standard {
            guard let entryID = alias.entryID, let stated = StatedEquipment(alias.name),
                let entry = catalogue.entry(id: entryID)
            else { continue }
            #expect(stated.accepts(entry), "\(alias.name) states \(stated) but names \(entryID)")
        }
    }

    @Test func everyAliasIsWhatItsNameMatches() {
        for alias in ExerciseAlias.standard {
            let match = matcher.match(alias.name)
            #expect(match.entryID == alias.entryID, "\(alias.name) matched \(match.entryID ?? "none")")
        }
    }

    @Test func aMatcherWithoutAliasesMatchesByRulesAlone() {
        let rulesOnly = ExerciseMatcher(catalogue: catalogue, aliases: [])
        #expect(rulesOnly.match("Bench Press").entryID == nil)
        #expect(rulesOnly.match("Shoulder Press (Dumbbell)").entryID == "Dumbbell_Shoulder_Press")
        let custom = ExerciseMatcher(
            catalogue: catalogue, aliases: [ExerciseAlias("Bench", "Barbell_Bench_Press_-_Medium_Grip", "shorthand")])
        #expect(custom.match("bench").reason == .alias(reason: "shorthand"))
    }
}
