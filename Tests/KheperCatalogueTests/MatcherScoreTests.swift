import KheperCatalogue
import Testing

/// Scores ``ExerciseMatcher`` on the hand-labelled names of `Fixtures/labelled-names.json` (issue 28, "Tests").
///
/// The near-duplicate pairs the fixture's README names (two entries for one lift) are accepted either way: a match
/// to the other twin of a labelled entry counts as found, since both twins have the same equipment and movement, and
/// it is never a wrong match or an equipment merge. Every other match to an entry other than the label counts as
/// wrong, and must not happen.
@Suite struct MatcherScoreTests {
    let catalogue = ExerciseCatalogue.bundled
    let matcher = ExerciseMatcher(catalogue: ExerciseCatalogue.bundled)

    /// The catalogue's near-duplicates, each pair one lift under two ids.
    static let twins: [Set<String>] = [
        ["Seated_Dumbbell_Press", "Dumbbell_Shoulder_Press"],
        ["Dips_-_Triceps_Version", "Parallel_Bar_Dip"],
        ["Cable_Rope_Overhead_Triceps_Extension", "Triceps_Overhead_Extension_with_Rope"],
    ]

    /// Whether the matched entry is the labelled one or its twin.
    static func isSameLift(_ matched: String, _ labelled: String) -> Bool {
        matched == labelled || twins.contains { $0.contains(matched) && $0.contains(labelled) }
    }

    @Test func atLeastNinetyPercentOfLabelledNamesMatchTheirEntry() {
        let labelled = LabelledName.all.filter { $0.entry != nil }
        var found = 0
        for name in labelled {
            let match = matcher.match(name.name)
            if let entryID = match.entryID, let label = name.entry, Self.isSameLift(entryID, label) {
                found += 1
            } else {
                let matched = match.entryID ?? "none"
                print("Not found: \(name.name) -> \(matched) (\(match.reason)), labelled \(name.entry ?? "")")
            }
        }
        let score = Double(found) / Double(labelled.count)
        print("Matcher score: \(found) of \(labelled.count) labelled names matched (\(Int((score * 100).rounded()))%)")
        #expect(labelled.count > 150)
        #expect(score >= 0.9, "\(found) of \(labelled.count) found")
    }

    @Test func namesLabelledNoneStayUnmatched() {
        let unlabelled = LabelledName.all.filter { $0.entry == nil }
        #expect(unlabelled.count > 50)
        for name in unlabelled {
            let match = matcher.match(name.name)
            #expect(match.entryID == nil, "\(name.name) matched \(match.entryID ?? "") by \(match.reason)")
        }
    }

    @Test func noLabelledNameMatchesAnotherEntry() {
        for name in LabelledName.all {
            guard let label = name.entry, let entryID = matcher.match(name.name).entryID else { continue }
            #expect(Self.isSameLift(entryID, label), "\(name.name) matched \(entryID), labelled \(label)")
        }
    }

    @Test func noNameMatchesAnEntryWithOtherEquipmentThanItStates() throws {
        for name in LabelledName.all {
            guard let entryID = matcher.match(name.name).entryID else { continue }
            let entry = try #require(catalogue.entry(id: entryID))
            guard let stated = StatedEquipment(name.name) else { continue }
            #expect(
                stated.accepts(entry),
                "\(name.name) states \(stated) but matched \(entryID) (\(entry.equipment as Any))")
        }
    }
}
