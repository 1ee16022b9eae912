import KheperPlay
import KheperTrainingLog
import Testing

@Suite struct PlayEntryTests {
    static let readable: [(String, PlayEntry)] = [
        ("5", PlayEntry(reps: 5)),
        ("5 @ 82.5kg", PlayEntry(reps: 5, weight: Weight(value: 82.5, unit: .kg))),
        ("5@185lb", PlayEntry(reps: 5, weight: Weight(value: 185, unit: .lb))),
        ("5 @ 185 LBS", PlayEntry(reps: 5, weight: Weight(value: 185, unit: .lb))),
        ("8 @ 60", PlayEntry(reps: 8, weight: Weight(value: 60, unit: .kg))),
        ("12 @ bw", PlayEntry(reps: 12)),
        ("5 @ 82.5kg rpe 8", PlayEntry(reps: 5, weight: Weight(value: 82.5, unit: .kg), rpe: 8)),
        ("rpe9.5 3", PlayEntry(reps: 3, rpe: 9.5)),
        ("45s", PlayEntry(durationSeconds: 45)),
        ("1:30", PlayEntry(durationSeconds: 90)),
        ("10 2m", PlayEntry(reps: 10, durationSeconds: 120)),
    ]

    @Test(arguments: readable)
    func reads(_ text: String, _ expected: PlayEntry) throws {
        #expect(try PlayEntry(parsing: text) == expected)
    }

    @Test(arguments: readable.map(\.1).filter { !$0.isEmpty })
    func writesWhatItReadsBack(_ entry: PlayEntry) throws {
        #expect(try PlayEntry(parsing: entry.text) == entry)
    }

    @Test func aLoadWithoutAUnitTakesTheDefault() throws {
        #expect(try PlayEntry(parsing: "5 @ 135", defaultUnit: .lb).weight == Weight(value: 135, unit: .lb))
    }

    @Test(arguments: [
        ("5 @", "a load is needed after “@”"),
        ("5 @ heavy", "“heavy” is not a load such as 82.5kg, 185lb or bw"),
        ("5 6", "reps are given twice (“6”)"),
        ("rpe 11", "“11” is not an RPE from 1 to 10 in half steps"),
        ("rpe 8.3", "“8.3” is not an RPE from 1 to 10 in half steps"),
        ("fast", "“fast” is not reps, a load (@ 80kg), an RPE (rpe 8) or a time (45s)"),
    ])
    func refuses(_ text: String, _ message: String) {
        #expect(throws: PlayEntryError(message)) { try PlayEntry(parsing: text) }
    }
}
