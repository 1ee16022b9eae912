import KheperCatalogue
import KheperTestSupport
import Testing

/// Properties of ``ExerciseMatcher`` over the catalogue's own names and the labelled names, respelled by a seeded
/// generator; a failure prints its seed, so the case can be replayed.
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
}
