import Kheper
import KheperCore
import KheperExercise
import KheperPlay
import KheperSet
import KheperTerminal
import KheperTrainingLog
import Testing

/// EMOM, AMRAP and for-time groups played through the machine: the clock, the rounds, the sets logged and the
/// screen, as exact text.
@Suite struct TimedGroupPlayTests {
    /// A group of 10 push-ups and 5 pull-ups with `style` and its clock, and a note after it.
    static func workout(_ group: SetBlock) -> BlockDocument {
        BlockDocument(title: "Engine") {
            group.containing {
                ExerciseBlock(name: "Push-up", sets: PlayFixtures.sets(1, reps: 10))
                ExerciseBlock(name: "Pull-up", sets: PlayFixtures.sets(1, reps: 5))
            }
            TextBlock(text: "Cool down")
        }
    }

    static func screen(_ play: PlayMachine) -> String { PlayFixtures.screen(play, columns: 44) }

    @Test func aTimedGroupIsOneStepAndItsTextComesFirst() {
        let document = BlockDocument(title: "T") {
            SetBlock(style: .amrap, name: "Cindy", duration: 1200).containing {
                TextBlock(text: "Scale as needed")
                ExerciseBlock(name: "Pull-up", sets: PlayFixtures.sets(1, reps: 5))
            }
        }
        let plan = PlayPlan(document: document)
        #expect(PlayFixtures.describe(plan) == ["note Scale as needed", "group Cindy: AMRAP 20:00"])
        #expect(plan.steps.last?.summary == "Cindy: AMRAP 20:00")
        #expect(plan.setCount == 0)
    }

    @Test func anEMOMRunsItsIntervalsAndLogsEachRoundsSets() throws {
        var play = PlayMachine(
            document: Self.workout(SetBlock(style: .emom, duration: 120)), history: InMemoryPlayHistory())
        #expect(
            Self.screen(play) == """
                Engine                                  0:00
                ────────────────────────────────────────────
                EMOM 2 min: every 1:00
                Get ready 0:10
                  A · Push-up · 10 reps
                  B · Pull-up · 5 reps

                Enter start now · n skip the group · q quit

                Next: Cool down
                """)
        #expect(play.handle(.tick(10)) == [.bell])
        _ = play.handle(.tick(4))
        #expect(
            Self.screen(play) == """
                Engine                                  0:14
                ────────────────────────────────────────────
                EMOM 2 min: every 1:00
                Round 1 of 2 · 0:56 left
                ▸ A · Push-up · 10 reps
                  B · Pull-up · 5 reps

                > 10

                Enter log · s skip · n end group · q quit

                Next: Cool down
                """)
        var logs = PlayFixtures.logs(PlayFixtures.press([.enter, .enter], on: &play))
        #expect(logs.map(\.label) == ["A1", "B1"])
        #expect(logs.map(\.round) == [1, 1])
        #expect(logs.map(\.set.reps) == [10, 5])
        _ = play.handle(.tick(16))
        #expect(
            Self.screen(play) == """
                Engine                                  0:30
                ────────────────────────────────────────────
                EMOM 2 min: every 1:00
                Round 1 done · next round in 0:40
                  A · Push-up · 10 reps
                  B · Pull-up · 5 reps

                n end the group · q quit

                Next: Cool down
                """)
        #expect(PlayFixtures.press([.enter, .character("x")], on: &play).isEmpty)
        #expect(play.handle(.tick(40)) == [.bell])
        logs = PlayFixtures.logs(PlayFixtures.press(PlayFixtures.typing("8") + [.enter], on: &play))
        #expect(logs.map(\.label) == ["A2"])
        #expect(logs.map(\.set.reps) == [8])
        #expect(play.handle(.tick(60)) == [.bell])
        #expect(play.state.announcement == "EMOM 2 min: every 1:00 — 1 of 2 rounds complete")
        #expect(play.currentStep == .note("Cool down"))
        #expect(play.state.logged.map(\.label) == ["A1", "B1", "A2"])
    }

    @Test func anEMOMRoundLeftUnfinishedMovesOnWithTheClock() {
        var play = PlayMachine(
            document: Self.workout(SetBlock(style: .emom, duration: 180, every: 90)),
            history: InMemoryPlayHistory())
        _ = PlayFixtures.press([.enter, .enter], on: &play)
        _ = play.handle(.tick(90))
        guard case .timedGroup(let run) = play.state.mode else {
            Issue.record("not in the group: \(play.state.mode)")
            return
        }
        #expect(run.round == 2)
        #expect(run.position == 0)
        #expect(play.state.announcement == "Round 1 not finished")
        #expect(play.state.logged.map(\.label) == ["A1"])
    }

    @Test func anAMRAPCyclesThroughTheExercisesCountingRounds() {
        var play = PlayMachine(
            document: Self.workout(SetBlock(style: .amrap, duration: 120)), history: InMemoryPlayHistory())
        _ = PlayFixtures.press([.enter], on: &play)
        let logs = PlayFixtures.logs(PlayFixtures.press([.enter, .enter, .enter], on: &play))
        #expect(logs.map(\.label) == ["A1", "B1", "A2"])
        #expect(logs.map(\.key.number) == [1, 1, 2])
        _ = play.handle(.tick(75))
        #expect(
            Self.screen(play) == """
                Engine                                  1:15
                ────────────────────────────────────────────
                AMRAP 2:00
                Round 2 · 0:45 left
                  A · Push-up · 10 reps
                ▸ B · Pull-up · 5 reps

                > 5

                Enter log · s skip · n end group · q quit

                Next: Cool down
                """)
        #expect(play.handle(.tick(45)) == [.bell])
        #expect(play.state.announcement == "AMRAP 2:00 — 1 round + 1")
        _ = PlayFixtures.press([.enter], on: &play)
        guard case .finished(let summary) = play.state.mode else {
            Issue.record("not finished: \(play.state.mode)")
            return
        }
        #expect(summary.results == ["AMRAP 2:00 — 1 round + 1"])
        #expect(summary.lines.last == "Result: AMRAP 2:00 — 1 round + 1")
        #expect(summary.setsLogged == 3)
    }

    @Test func forTimeCountsUpAndRecordsTheFinishingTime() {
        var play = PlayMachine(
            document: Self.workout(SetBlock(style: .forTime, rounds: 2, cap: 600)), history: InMemoryPlayHistory())
        _ = play.handle(.tick(10))
        _ = play.handle(.tick(30))
        _ = PlayFixtures.press([.enter, .enter], on: &play)
        _ = play.handle(.tick(12))
        #expect(
            Self.screen(play) == """
                Engine                                  0:52
                ────────────────────────────────────────────
                For time, cap 10:00
                Round 2 of 2 · 0:42 · cap 10:00
                ▸ A · Push-up · 10 reps
                  B · Pull-up · 5 reps

                > 10

                Enter log · s skip · n end group · q quit

                Next: Cool down
                """)
        _ = play.handle(.tick(33))
        let effects = PlayFixtures.press(PlayFixtures.typing("9") + [.enter, .enter], on: &play)
        #expect(PlayFixtures.logs(effects).map(\.label) == ["A2", "B2"])
        #expect(PlayFixtures.logs(effects).map(\.set.reps) == [9, 5])
        #expect(effects.last == .bell)
        #expect(play.state.results == ["For time, cap 10:00 — finished in 1:15"])
        #expect(play.currentStep == .note("Cool down"))
    }

    @Test func forTimeStopsAtItsCap() {
        var play = PlayMachine(
            document: Self.workout(SetBlock(style: .forTime, rounds: 3, cap: 60)), history: InMemoryPlayHistory())
        _ = play.handle(.tick(10))
        _ = PlayFixtures.press([.character("s"), .enter], on: &play)
        #expect(play.state.logged.map(\.label) == ["B1"])
        #expect(play.handle(.tick(60)) == [.bell])
        #expect(play.state.results == ["For time, cap 1:00 — time cap reached at 1 round"])
    }

    @Test(arguments: [Int.min, -1, 0, 1, 59, Int.max])
    func hostileClocksNeverTrapAndTheGroupEnds(seconds: Int) {
        let groups = [
            SetBlock(style: .emom, duration: seconds), SetBlock(style: .emom, duration: 600, every: seconds),
            SetBlock(style: .emom, duration: seconds, every: seconds), SetBlock(style: .amrap, duration: seconds),
            SetBlock(style: .forTime, rounds: seconds, cap: seconds),
        ]
        for group in groups {
            var play = PlayMachine(document: Self.workout(group), history: InMemoryPlayHistory())
            for event in [PlayEvent.tick(10), .key(.enter), .key(.enter), .tick(1e12), .key(.enter), .tick(90)] {
                _ = play.handle(event)
                _ = Self.screen(play)
            }
            if case .timedGroup = play.state.mode { _ = play.handle(.key(.character("n"))) }
            #expect(play.state.results.count == 1, "\(group)")
            #expect(play.state.stepIndex == 1 || play.state.isFinished, "\(group)")
        }
    }

    @Test func resumingAfterATimedGroupsSetStartsAfterTheGroup() {
        var play = PlayMachine(
            document: Self.workout(SetBlock(style: .amrap, duration: 600)), history: InMemoryPlayHistory())
        let logged = PlayFixtures.logs(PlayFixtures.press([.enter, .enter], on: &play))
        #expect(logged.map(\.label) == ["A1"])
        let resumed = PlayMachine(plan: play.plan, history: InMemoryPlayHistory(), resuming: logged)
        #expect(resumed.currentStep == .note("Cool down"))
        let fresh = PlayMachine(plan: play.plan, history: InMemoryPlayHistory())
        #expect(fresh.state.stepIndex == 0)
    }

    @Test func aBadLineShowsItsErrorAndNEndsTheGroup() {
        var play = PlayMachine(
            document: Self.workout(SetBlock(style: .amrap, duration: 60)), history: InMemoryPlayHistory())
        _ = play.handle(.tick(10))
        _ = PlayFixtures.press(PlayFixtures.typing("@ kg") + [.enter], on: &play)
        guard case .timedGroup(let run) = play.state.mode else {
            Issue.record("not in the group: \(play.state.mode)")
            return
        }
        #expect(run.line.error != nil)
        #expect(play.state.logged.isEmpty)
        _ = PlayFixtures.press([.escape, .character("n")], on: &play)
        #expect(play.state.results == ["AMRAP 1:00 — ended at 0 rounds"])
        #expect(play.currentStep == .note("Cool down"))
    }
}
