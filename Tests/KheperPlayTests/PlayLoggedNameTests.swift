import Kheper
import KheperCore
import KheperExercise
import KheperPlay
import KheperSet
import KheperTerminal
import KheperTrainingLog
import Testing

/// A plan's exercise the training log keeps under another name: the set's screen, a timed group's lines and the
/// summary say so; names that agree, and blocks linked by `exerciseID`, say nothing.
@Suite struct PlayLoggedNameTests {
    static var history: InMemoryPlayHistory {
        var history = InMemoryPlayHistory()
        history.add([PerformedSet(order: 1, reps: 5)], for: "Pull-up", loggedAs: "Pull Up")
        history.add([PerformedSet(order: 1, reps: 10)], for: "Push-up", loggedAs: "Push-up")
        return history
    }

    static func document(exerciseID: String? = nil) -> BlockDocument {
        BlockDocument(title: "Pull") {
            ExerciseBlock(name: "Pull-up", exerciseID: exerciseID, sets: PlayFixtures.sets(1, reps: 5))
            ExerciseBlock(name: "Push-up", sets: PlayFixtures.sets(1, reps: 10))
        }
    }

    @Test func theSetsScreenAndTheSummarySayWhereTheSetsWent() throws {
        var play = PlayMachine(document: Self.document(), history: Self.history)
        let first = PlayFixtures.screen(play)
        #expect(first.contains("Pull-up · set 1\nLogged as Pull Up in the training log\nTarget: 5 reps"), "\(first)")
        _ = PlayFixtures.press([.enter], on: &play)
        #expect(!PlayFixtures.screen(play).contains("Logged as"))
        _ = PlayFixtures.press([.enter], on: &play)
        guard case .finished(let summary) = play.state.mode else {
            Issue.record("not finished")
            return
        }
        #expect(summary.loggedNames == [PlayLoggedName(planned: "Pull-up", logged: "Pull Up")])
        #expect(summary.lines.last == "Pull-up logged as Pull Up")
    }

    @Test func aBlockLinkedByIDSaysNothing() {
        var play = PlayMachine(document: Self.document(exerciseID: "ex-00000000000000aa"), history: Self.history)
        #expect(!PlayFixtures.screen(play).contains("Logged as"))
        _ = PlayFixtures.press([.enter, .enter], on: &play)
        guard case .finished(let summary) = play.state.mode else {
            Issue.record("not finished")
            return
        }
        #expect(summary.loggedNames.isEmpty)
    }

    @Test func aTimedGroupsLinesSayIt() {
        let document = BlockDocument(title: "Engine") {
            SetBlock(style: .amrap, duration: 600).containing {
                ExerciseBlock(name: "Push-up", sets: PlayFixtures.sets(1, reps: 10))
                ExerciseBlock(name: "Pull-up", sets: PlayFixtures.sets(1, reps: 5))
            }
        }
        let play = PlayMachine(document: document, history: Self.history)
        let screen = PlayFixtures.screen(play, columns: 70)
        #expect(screen.contains("  A · Push-up · 10 reps\n"), "\(screen)")
        #expect(screen.contains("  B · Pull-up · 5 reps · logged as Pull Up\n"), "\(screen)")
    }
}
