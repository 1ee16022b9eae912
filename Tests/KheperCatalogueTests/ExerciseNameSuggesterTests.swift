import KheperCatalogue
import KheperTestSupport
import Testing

/// The names suggested as an exercise name is typed: the catalogue's and the log's, by the rule of `search`, ranked.
@Suite struct ExerciseNameSuggesterTests {
    static let catalogueOnly = ExerciseNameSuggester(catalogue: .bundled)

    @Test("Names that start with what was typed come first, then names holding more typed words whole, shorter first")
    func namesStartingWithTheTypedTextComeFirst() {
        #expect(
            Self.catalogueOnly.suggestions(for: "squat", limit: 6) == [
                "Squat Jerk", "Squat with Bands", "Squat with Chains", "Squat with Plate Movers", "Squats - With Bands",
                "Box Squat",
            ])
        #expect(
            Self.catalogueOnly.suggestions(for: "bench pr", limit: 3) == [
                "Bench Press with Chains", "Bench Press - With Bands", "Bench Press - Powerlifting",
            ])
        // Typed words in another order still find the name; a whole typed word ranks above a begun one.
        #expect(Self.catalogueOnly.suggestions(for: "squat barbell").first == "Barbell Squat")
    }

    @Test("The log's names are suggested beside the catalogue's, first among equals, and a name is given once")
    func loggedNamesJoinTheCatalogueOnce() {
        let suggester = ExerciseNameSuggester(
            catalogue: .bundled, loggedNames: ["Squat (Barbell)", "BARBELL SQUAT", "Squat (Barbell)", "!!"])
        #expect(suggester.count == Self.catalogueOnly.count + 1)
        let found = suggester.suggestions(for: "squ", limit: 20)
        #expect(found.first == "Squat (Barbell)", "\(found)")
        #expect(found.contains("BARBELL SQUAT"))
        #expect(!found.contains("Barbell Squat"))
        #expect(found.count == Set(found.map { $0.lowercased() }).count)
    }

    @Test("Nothing is suggested for text without words, for a word no name starts, or for a limit of none")
    func nothingMatchesNothing() {
        #expect(Self.catalogueOnly.suggestions(for: "").isEmpty)
        #expect(Self.catalogueOnly.suggestions(for: " - ").isEmpty)
        #expect(Self.catalogueOnly.suggestions(for: "zercher frobnicate").isEmpty)
        #expect(Self.catalogueOnly.suggestions(for: "squat", limit: 0).isEmpty)
    }

    @Test(
        "Without a limit, the suggestions are exactly the entries search finds, for seeded queries",
        arguments: [
            UInt64(1), 28, 20_261_202,
        ])
    func theSuggestionsAreWhatSearchFinds(seed: UInt64) {
        print("ExerciseNameSuggesterTests seed \(seed)")
        var random = SeededGenerator(seed: seed)
        let entries = ExerciseCatalogue.bundled.entries
        for _ in 0..<200 {
            let name = entries[Int.random(in: 0..<entries.count, using: &random)].name
            let words = name.lowercased().split { !$0.isLetter && !$0.isNumber }
            // One or two of the name's words, the last one begun, in any case.
            var query = words.shuffled(using: &random).prefix(Int.random(in: 1...2, using: &random)).map(String.init)
            let last = query.removeLast()
            query.append(String(last.prefix(Int.random(in: 1...last.count, using: &random))))
            let typed =
                Bool.random(using: &random) ? query.joined(separator: " ").uppercased() : query.joined(separator: "  ")
            let suggested = Self.catalogueOnly.suggestions(for: typed, limit: .max)
            let searched = ExerciseCatalogue.bundled.search(typed).map(\.name)
            #expect(Set(suggested) == Set(searched), "seed \(seed): \"\(typed)\"")
            #expect(suggested.count == searched.count, "seed \(seed): \"\(typed)\"")
            #expect(suggested.contains(name), "seed \(seed): \"\(typed)\" does not suggest \"\(name)\"")
        }
    }
}
