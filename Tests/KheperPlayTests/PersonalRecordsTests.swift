import KheperPlay
import KheperTrainingLog
import Testing

@Suite struct PersonalRecordsTests {
    let bests = PersonalBests(sets: [
        PerformedSet(order: 1, reps: 5, weight: Weight(value: 100, unit: .kg)),
        PerformedSet(order: 2, reps: 12),
        PerformedSet(order: 3, durationSeconds: 60),
        PerformedSet(order: 4, type: .warmUp, reps: 1, weight: Weight(value: 200, unit: .kg)),
    ])

    func kinds(_ set: PerformedSet) -> [PersonalRecord.Kind] {
        PersonalRecords.records(of: set, exerciseName: "X", against: bests).map(\.kind)
    }

    @Test func warmUpsNeverCount() {
        #expect(bests.heaviest == 100)
        #expect(kinds(PerformedSet(order: 1, type: .warmUp, reps: 10, weight: Weight(value: 150, unit: .kg))) == [])
    }

    @Test func aHeavierSingleBeatsHeaviestAndE1RM() {
        #expect(kinds(PerformedSet(order: 1, reps: 1, weight: Weight(value: 120, unit: .kg))) == [.e1RM, .heaviest])
    }

    @Test func moreRepsAtTheSameLoadInPounds() {
        // 220.462 lb is 100 kg to the hundredth.
        let set = PerformedSet(order: 1, reps: 6, weight: Weight(value: 220.462_26, unit: .lb))
        #expect(kinds(set) == [.e1RM, .mostRepsAtLoad])
    }

    @Test func aSetPastTheFormulasRepRangeIsNoE1RMRecordAndSetsNoBest() {
        // 90 kg × 20 would be 150 kg by Epley, far past 100 kg × 5 (116.7), but 20 reps estimate no one-rep max.
        #expect(kinds(PerformedSet(order: 1, reps: 20, weight: Weight(value: 90, unit: .kg))) == [])
        let highReps = PersonalBests(sets: [PerformedSet(order: 1, reps: 20, weight: Weight(value: 90, unit: .kg))])
        #expect(highReps.e1RM == nil)
    }

    @Test func aNewLoadSetsNoRepsRecordAndLessIsNothing() {
        #expect(kinds(PerformedSet(order: 1, reps: 3, weight: Weight(value: 90, unit: .kg))) == [])
    }

    @Test func bodyweightRepsAndTime() {
        #expect(kinds(PerformedSet(order: 1, reps: 13)) == [.mostReps])
        #expect(kinds(PerformedSet(order: 1, reps: 12)) == [])
        #expect(kinds(PerformedSet(order: 1, durationSeconds: 75)) == [.longest])
    }

    @Test func theFirstTimeSetsTheBestWithoutAnAnnouncement() {
        let set = PerformedSet(order: 1, reps: 5, weight: Weight(value: 100, unit: .kg))
        #expect(PersonalRecords.records(of: set, exerciseName: "X", against: .none).isEmpty)
    }

    @Test func volumeConvertsPoundsAndLeavesWarmUpsOut() {
        let sets = [
            PerformedSet(order: 1, reps: 10, weight: Weight(value: 100, unit: .lb)),
            PerformedSet(order: 2, reps: 5, weight: Weight(value: 80, unit: .kg)),
            PerformedSet(order: 3, type: .warmUp, reps: 5, weight: Weight(value: 40, unit: .kg)),
            PerformedSet(order: 4, reps: 20),
        ]
        #expect(abs(PersonalRecords.volume(of: sets) - (453.592_37 + 400)) < 1e-9)
    }
}
