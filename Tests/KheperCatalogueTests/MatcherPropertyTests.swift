import KheperCatalogue
import KheperTestSupport
import Testing

/// Properties of ``ExerciseMatcher`` over the catalogue's own names and the labelled names, respelled by a seeded
/// generator (case, spacing, hyphens, parentheses, apostrophes); a failure prints its seed, so the case can be
/// replayed. Matching is stable under those respellings and under the apps' formats (`Name (Equipment)`,
/// `Equipment Name`), and it never merges two entries the catalogue holds apart: two entries' names never match one
/// entry, and a name with other equipment never matches the entry, nor one with other equipment than it states.
@Suite struct MatcherPropertyTests {
    static let seeds: [UInt64] = [1, 28, 0x5EED_CA7A, 20_261_202]
    let catalogue = ExerciseCatalogue.bundled
    let matcher = ExerciseMatcher(catalogue: ExerciseCatalogue.bundled)

    @Test(arguments: seeds)
    func matchingIsStableUnderCaseSpacingAndPunctuation(seed: UInt64) {
        print("MatcherPropertyTests seed \(seed)")
        var random = SeededGenerator(seed: seed)
        let names = LabelledName.all.map(\.name) + catalogue.entries.map(\.name)
        for _ in 0..<1_000 {
            let name = names.randomElement(using: &random)!
            let respelt = NameVariants.respelling(of: name, using: &random)
            #expect(
                matcher.match(respelt).entryID == matcher.match(name).entryID,
                "seed \(seed): \"\(respelt)\" and \"\(name)\" match differently")
        }
    }

    @Test func everyEntrysOwnNameMatchesThatEntryOrNone() {
        var matched = 0
        for entry in catalogue.entries {
            let entryID = matcher.match(entry.name).entryID
            #expect(entryID == nil || entryID == entry.id, "\(entry.name) matched \(entryID ?? "")")
            matched += entryID == entry.id ? 1 : 0
        }
        print("Own names matched to their entry: \(matched) of \(catalogue.entries.count); the rest stay unmatched")
        #expect(matched > 800)
    }

    @Test(arguments: seeds)
    func twoEntriesOwnNamesNeverMatchOneEntry(seed: UInt64) {
        print("MatcherPropertyTests seed \(seed)")
        var random = SeededGenerator(seed: seed)
        var claimedBy: [String: String] = [:]
        for entry in catalogue.entries.shuffled(using: &random) {
            let respelt = NameVariants.respelling(of: entry.name, using: &random)
            guard let entryID = matcher.match(respelt).entryID else { continue }
            if let other = claimedBy[entryID] {
                Issue.record("seed \(seed): \(other) and \(entry.id) (\"\(respelt)\") both matched \(entryID)")
            }
            claimedBy[entryID] = entry.id
        }
    }

    /// Single-word equipment as names write it, to move and swap in the catalogue's own names.
    static let equipmentWords = ["Barbell", "Dumbbell", "Cable", "Kettlebell", "Machine", "Band"]

    /// The entries whose own name matches them and holds exactly one of ``equipmentWords`` (and no Smith machine),
    /// with that word's position among the name's words.
    func entriesNamingOneEquipment() -> [(entry: CatalogueEntry, words: [String], at: Int)] {
        catalogue.entries.compactMap { entry in
            let words = entry.name.split(separator: " ").map(String.init)
            let positions = words.indices.filter { Self.equipmentWords.contains(words[$0]) }
            guard positions.count == 1, !entry.name.contains("Smith"), matcher.match(entry.name).entryID == entry.id
            else { return nil }
            return (entry, words, positions[0])
        }
    }

    @Test func theAppsFormatsOfAnEntrysNameMatchThatEntry() {
        let named = entriesNamingOneEquipment()
        #expect(named.count > 150)
        for (entry, words, position) in named {
            var rest = words
            let equipment = rest.remove(at: position)
            let strong = "\(rest.joined(separator: " ")) (\(equipment))"
            let fitNotes = "\(equipment) \(rest.joined(separator: " "))"
            #expect(matcher.match(strong).entryID == entry.id, "\"\(strong)\" is not \(entry.id)")
            #expect(matcher.match(fitNotes).entryID == entry.id, "\"\(fitNotes)\" is not \(entry.id)")
        }
    }

    @Test(arguments: seeds)
    func otherEquipmentNeverMatchesTheEntryOrOneWithOtherEquipment(seed: UInt64) throws {
        print("MatcherPropertyTests seed \(seed)")
        var random = SeededGenerator(seed: seed)
        for (entry, words, position) in entriesNamingOneEquipment() {
            var swapped = words
            swapped[position] = Self.equipmentWords.filter { $0 != words[position] }.randomElement(using: &random)!
            let name = swapped.joined(separator: " ")
            let respelt = NameVariants.respelling(of: name, using: &random)
            guard let entryID = matcher.match(respelt).entryID else { continue }
            let matched = try #require(catalogue.entry(id: entryID))
            #expect(entryID != entry.id, "seed \(seed): \"\(respelt)\" matched \(entry.id), named with other equipment")
            if let stated = StatedEquipment(name) {
                #expect(stated.accepts(matched), "seed \(seed): \"\(respelt)\" states \(stated) but matched \(entryID)")
            }
        }
    }
}
