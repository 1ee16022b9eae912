import KheperLogImport
import KheperTrainingLog
import Testing

@Suite struct HevyImporterTests {
    @Test func readsSetTypesSupersetsNotesAndRepeatedExercises() throws {
        let (sessions, summary) = try Fixture.load("hevy-kg.csv")
        #expect(summary.format == .hevy)
        #expect(sessions.count == 2)
        let morning = sessions[0]
        #expect(morning.title == "Morning workout ☀️")
        #expect(morning.notes == "easy \"day\"")
        #expect(morning.start == Fixture.date(2025, 12, 5, 11, 37))
        #expect(morning.end == Fixture.date(2025, 12, 5, 12, 55))
        #expect(
            morning.exercises.map(\.name) == ["Pull Up", "Lat Pulldown (Cable)", "Face Pull", "Pull Up", "Pull Up"])
        #expect(morning.exercises[0].sets.map(\.type) == [.warmUp, .working])
        #expect(morning.exercises[0].sets[1] == PerformedSet(order: 2, reps: 8, rpe: 8))
        #expect(morning.exercises[1].supersetGroup == "0")
        #expect(morning.exercises[1].notes == "Sternum @ 5\nSeat @ 7")
        #expect(morning.exercises[1].sets[0].weight == Weight(value: 50, unit: .kg))
        #expect(morning.exercises[1].sets[0].rpe == 7.5)
        #expect(morning.exercises[2].sets[0].type == .failure)
        #expect(morning.exercises[3].sets[0].type == .drop)
        #expect(
            summary.skipped == [ImportNote(line: 9, reason: "no values: reps, weight, time and distance are all empty")]
        )
        #expect(sessions[1].title == "跑步 🏃")
        #expect(
            sessions[1].exercises[0].sets == [
                PerformedSet(order: 1, durationSeconds: 1800, distance: Distance(value: 5.2, unit: .km))
            ])
    }

    @Test func readsKilogramsAndPoundsMixedInOneFile() throws {
        let (sessions, summary) = try Fixture.load("hevy-mixed-units.csv")
        #expect(summary.dialect == "hevy, weights in kg+lbs, distances in km+miles")
        let sets = sessions[0].exercises.map { $0.sets[0] }
        #expect(sets[0].distance == Distance(value: 1.5, unit: .mi))
        #expect(sets[1].weight == Weight(value: 85, unit: .lb))
        #expect(sets[2].weight == Weight(value: 40, unit: .kg))
        #expect(sets[3].distance == Distance(value: 2, unit: .km))
        #expect(sessions[0].exercises.map(\.supersetGroup) == [nil, "1", "1", nil])
    }
}
