import KheperCore
import KheperExercise
import KheperTestSupport
import Testing

/// The exercise kind's `exerciseID`: the training log's exercise id, declared with its meaning, written only when
/// set, so documents without it read and round-trip unchanged.
@Suite struct ExerciseIDFieldTests {
    let registry = KindTesting.registry([ExerciseBlock.definition])!

    @Test func theFieldSaysItIsTheLogsExerciseID() throws {
        let field = try #require(ExerciseBlock.fields.first { $0.name == "exerciseID" })
        #expect(field.doc.contains("`kheper exercises`"))
        #expect(field.example == "ex-0123456789abcdef")
    }

    @Test func aDocumentWithoutTheFieldRoundTripsUnchanged() throws {
        let old = try #require(
            KindTesting.expectRoundTrip(ExerciseBlock(name: "Squat", sets: [ExerciseSet(reps: 5)]), in: registry))
        #expect(old == ["name": "Squat", "sets": [["reps": 5]]])
        let linked = try #require(
            KindTesting.expectRoundTrip(ExerciseBlock(name: "Squat", exerciseID: "ex-00000000000000aa"), in: registry))
        #expect(linked == ["name": "Squat", "exerciseID": "ex-00000000000000aa"])
    }
}
