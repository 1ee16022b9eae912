import Kheper
import KheperCore
import KheperExercise
import KheperPlay
import KheperSet
import KheperTerminal
import KheperText
import KheperTimer
import KheperTrainingLog
import Testing

/// The numbers a lifter sees in a play, through the screen a person reads: the prefill and last time, a group's
/// rounds and labels, set progress, records and timer phases (issue 26).
@Suite struct PlayNumbersTests {
    /// Bench last time: a warm-up of 3 @ 225 lb, then 5 @ 230 lb; curls: a warm-up of 3 @ 45 lb, then 8 @ 100 lb
    /// twice.
    static var history: InMemoryPlayHistory {
        var history = InMemoryPlayHistory()
        history.add(
            [
                PerformedSet(order: 1, type: .warmUp, reps: 3, weight: Weight(value: 225, unit: .lb)),
                PerformedSet(order: 2, reps: 5, weight: Weight(value: 230, unit: .lb)),
            ], for: "Bench Press")
        history.add(
            [
                PerformedSet(order: 1, type: .warmUp, reps: 3, weight: Weight(value: 45, unit: .lb)),
                PerformedSet(order: 2, reps: 8, weight: Weight(value: 100, unit: .lb)),
                PerformedSet(order: 3, reps: 8, weight: Weight(value: 100, unit: .lb)),
            ], for: "Curl")
        return history
    }

    /// The last screen after `script`, played on `document` with `history`.
    func screen(_ document: BlockDocument, _ script: String, history: InMemoryPlayHistory = history) throws
        -> String
    {
        try PlayRunner(document: document, history: history) { _ in }.run(script: script).screen
    }

    @Test func theInputHoldsThePlansTargetAndLastTimeIsMatchedBySetType() throws {
        let document = BlockDocument(title: "Push") {
            ExerciseBlock(name: "Bench Press", sets: PlayFixtures.sets(1, reps: 5, kilograms: 80))
        }
        let shown = try screen(document, "")
        #expect(shown.contains("> 5 @ 80kg"), "\(shown)")
        #expect(shown.contains("Last time: 5 @ 230lb"), "\(shown)")
    }

    @Test func withoutAPlannedLoadTheInputTakesLastTimesWorkingLoadInItsUnit() throws {
        let document = BlockDocument(title: "Arms") {
            ExerciseBlock(name: "Curl", sets: PlayFixtures.sets(2, reps: 10))
        }
        let first = try screen(document, "")
        #expect(first.contains("> 10 @ 100lb"), "\(first)")
        #expect(first.contains("Last time: 8 @ 100lb"), "\(first)")
        let second = try screen(document, "enter\n")
        #expect(second.contains("> 10 @ 100lb"), "\(second)")
    }

    /// `superset A x3` over two exercises of 3 × 8.
    static var supersetA: BlockDocument {
        BlockDocument(title: "Supers") {
            SetBlock(name: "A", rounds: 3).containing {
                ExerciseBlock(name: "Bench Press", sets: PlayFixtures.sets(3, reps: 8, kilograms: 60))
                ExerciseBlock(name: "Row", sets: PlayFixtures.sets(3, reps: 8, kilograms: 50))
            }
        }
    }

    @Test func aSupersetWithThreeRoundsPlaysThreeSetsOfEachInTurn() throws {
        let start = try screen(Self.supersetA, "")
        #expect(start.contains("set 1 of 6"), "\(start)")
        #expect(start.contains("A1 · Bench Press · round 1 of 3"), "\(start)")
        let next = try screen(Self.supersetA, "enter\n")
        #expect(next.contains("A2 · Row · round 1 of 3"), "\(next)")
        let plan = PlayPlan(document: Self.supersetA)
        #expect(
            PlayFixtures.describe(plan) == [
                "A1 Bench Press r1", "A2 Row r1", "A1 Bench Press r2", "A2 Row r2", "A1 Bench Press r3", "A2 Row r3",
            ])
    }

    @Test func oneSetInAGroupWithRoundsIsDoneEveryRound() {
        let document = BlockDocument(title: "") {
            SetBlock(rounds: 2).containing {
                ExerciseBlock(name: "Squat", sets: PlayFixtures.sets(1, reps: 5))
                ExerciseBlock(name: "Jump", sets: PlayFixtures.sets(2, reps: 3))
            }
        }
        #expect(
            PlayFixtures.describe(PlayPlan(document: document)) == [
                "A1 Squat r1", "A2 Jump r1", "A1 Squat r2", "A2 Jump r2",
            ])
    }

    @Test func groupLettersNeverClashWithAGroupNamedByALetter() {
        let document = BlockDocument(title: "") {
            SetBlock().containing {
                ExerciseBlock(name: "Dips", sets: PlayFixtures.sets(1, reps: 10))
                ExerciseBlock(name: "Curl", sets: PlayFixtures.sets(1, reps: 10))
            }
            SetBlock(name: "A").containing {
                ExerciseBlock(name: "Squat", sets: PlayFixtures.sets(1, reps: 5))
                ExerciseBlock(name: "Lunge", sets: PlayFixtures.sets(1, reps: 5))
            }
        }
        #expect(
            PlayFixtures.describe(PlayPlan(document: document)) == ["B1 Dips", "B2 Curl", "A1 Squat", "A2 Lunge"])
    }

    @Test func progressNeverReadsSetZeroBeforeTheFirstSet() throws {
        let document = BlockDocument(title: "Notes first") {
            TextBlock(text: "Warm up well")
            ExerciseBlock(name: "Squat", sets: PlayFixtures.sets(2, reps: 5))
        }
        let shown = try screen(document, "")
        #expect(shown.contains("set 1 of 2"), "\(shown)")
    }

    @Test func aFirstEverSessionSetsNoRecords() throws {
        let document = BlockDocument(title: "New") {
            ExerciseBlock(name: "Front Squat", sets: PlayFixtures.sets(2, reps: 5, kilograms: 70))
        }
        let (machine, shown) = try PlayRunner(document: document, history: InMemoryPlayHistory()) { _ in }
            .run(script: "enter\ntext:5 @ 72.5kg\nenter\n")
        #expect(machine.records.isEmpty)
        #expect(shown.contains("Records: none"), "\(shown)")
        #expect(!shown.contains("PR"), "\(shown)")
    }

    @Test func twoSetsBeatingTheSameBestCountAsOneRecord() throws {
        var play = PlayMachine(document: PlayFixtures.pushDay, history: PlayMachineTests.history)
        PlayFixtures.press(PlayFixtures.typing("5 @ 85kg") + [.enter, .enter], on: &play)
        PlayFixtures.press(PlayFixtures.typing("5 @ 90kg") + [.enter], on: &play)
        let heaviest = play.records.filter { $0.kind == .heaviest }
        #expect(heaviest.map(\.value) == [90])
        #expect(heaviest.map(\.previous) == [80])
    }

    @Test func intervalAndTabataEndWithTheirLastWorkPeriodOnScreenAndInTheirTotal() {
        for timer in [
            TimerBlock(mode: .interval, work: 40, rest: 20, rounds: 6), TimerBlock(mode: .tabata),
        ] {
            let run = PlayTimerRun(timer: timer, getReady: 10)
            let active = run.phases.dropFirst()
            #expect(active.last?.name.hasPrefix("Work") == true)
            #expect(active.map(\.seconds).reduce(0, +) == timer.activeDuration)
        }
        var play = PlayMachine(
            document: BlockDocument(title: "") { TimerBlock(mode: .interval, work: 40, rest: 20, rounds: 6) },
            history: InMemoryPlayHistory())
        _ = play.handle(.tick(10))
        let shown = PlayFixtures.screen(play)
        #expect(shown.contains("then Rest 1 of 5"), "\(shown)")
        #expect(TimerBlock(mode: .tabata).activeDuration == 230)
        #expect(TimerBlock(mode: .interval, work: 40, rest: 20, rounds: 6).activeDuration == 340)
    }
}
