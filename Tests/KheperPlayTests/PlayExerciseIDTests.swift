import Kheper
import KheperCore
import KheperExercise
import KheperPlay
import KheperTerminal
import KheperTrainingLog
import Testing

/// An exercise block that names the training log's exercise by `exerciseID`: the play asks the history by that id,
/// not by the block's name, and every logged set carries it.
@Suite struct PlayExerciseIDTests {
    /// Last time, under the id, the bench was 5 @ 90 kg; under the name "Flat Bench", 3 @ 50 kg. The target (8 reps,
    /// no load) takes last time's load.
    static var history: InMemoryPlayHistory {
        var history = InMemoryPlayHistory()
        history.add([PerformedSet(order: 1, reps: 5, weight: Weight(value: 90, unit: .kg))], for: "ex-00000000000000aa")
        history.add([PerformedSet(order: 1, reps: 3, weight: Weight(value: 50, unit: .kg))], for: "Flat Bench")
        return history
    }

    static func document(exerciseID: String?) -> BlockDocument {
        BlockDocument(title: "Bench") {
            ExerciseBlock(name: "Flat Bench", exerciseID: exerciseID, sets: PlayFixtures.sets(1, reps: 8))
        }
    }

    @Test func theIDWinsOverTheNameForLastTimeAndTheLoggedSet() throws {
        var play = PlayMachine(document: Self.document(exerciseID: "ex-00000000000000aa"), history: Self.history)
        guard case .entry(let line) = play.state.mode else {
            Issue.record("not at a set")
            return
        }
        #expect(line.text == "8 @ 90kg")
        let logged = try #require(PlayFixtures.logs(PlayFixtures.press([.enter], on: &play)).first)
        #expect(logged.logExerciseID == "ex-00000000000000aa")
        #expect(logged.historyReference == "ex-00000000000000aa")
        #expect(logged.exerciseName == "Flat Bench")
    }

    @Test func withoutAnIDTheNameIsUsedAsBefore() throws {
        var play = PlayMachine(document: Self.document(exerciseID: nil), history: Self.history)
        guard case .entry(let line) = play.state.mode else {
            Issue.record("not at a set")
            return
        }
        #expect(line.text == "8 @ 50kg")
        let logged = try #require(PlayFixtures.logs(PlayFixtures.press([.enter], on: &play)).first)
        #expect(logged.logExerciseID == nil)
        #expect(logged.historyReference == "Flat Bench")
    }

    @Test func thePlanCarriesTheBlocksID() {
        let plan = PlayPlan(document: Self.document(exerciseID: "ex-00000000000000aa"))
        #expect(plan.steps.compactMap { $0.set?.logExerciseID } == ["ex-00000000000000aa"])
    }
}
