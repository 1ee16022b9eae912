import KheperSet
import Testing

/// The one rule for a group's rounds against its exercises' set lists (docs/FORMAT.md section 8).
@Suite struct GroupRoundsTests {
    @Test func writtenRoundsAreRoundsOfOneSetOfEachExercise() {
        let layout = GroupRounds(group: SetBlock(name: "A", rounds: 3), setCounts: [3, 3])
        #expect(layout.rounds == 3)
        #expect((1...3).map { layout.setIndex(exercise: 0, round: $0) } == [0, 1, 2])
        #expect(layout.conflicts.isEmpty)
    }

    @Test func withoutRoundsTheLongestListSetsTheRoundsAndShorterListsSitOut() {
        let layout = GroupRounds(group: SetBlock(), setCounts: [3, 2, 1, 0])
        #expect(layout.rounds == 3)
        #expect((1...3).map { layout.setIndex(exercise: 1, round: $0) } == [0, 1, nil])
        #expect((1...3).map { layout.setIndex(exercise: 2, round: $0) } == [0, 0, 0])
        #expect((1...3).map { layout.setIndex(exercise: 3, round: $0) } == [0, 0, 0])
        #expect(layout.conflicts.isEmpty)
    }

    @Test func aListOfMoreThanOneSetButNotTheRoundsConflictsWithWrittenRounds() {
        let layout = GroupRounds(group: SetBlock(rounds: 3), setCounts: [4, 3, 1, 2])
        #expect(layout.conflicts == [0, 3])
        #expect(layout.setIndex(exercise: 0, round: 3) == 2)
    }
}
