import Kheper
import KheperCore
import KheperExercise
import KheperPlay
import KheperTerminal
import KheperTimer
import KheperTrainingLog
import Testing

@Suite struct PlayMachineTests {
    /// A history where the bench was 5 @ 80 kg, RPE 8, twice.
    static var history: InMemoryPlayHistory {
        var history = InMemoryPlayHistory()
        history.add(
            [
                PerformedSet(order: 1, reps: 5, weight: Weight(value: 80, unit: .kg), rpe: 8),
                PerformedSet(order: 2, reps: 5, weight: Weight(value: 80, unit: .kg), rpe: 8.5),
            ], for: "Bench Press")
        return history
    }

    func machine() -> PlayMachine { PlayMachine(document: PlayFixtures.pushDay, history: Self.history) }

    @Test func enterAcceptsTheTargetAndStartsTheRest() throws {
        var play = machine()
        guard case .entry(let line) = play.state.mode else {
            Issue.record("not at a set")
            return
        }
        #expect(line.text == "5 @ 80kg")
        let effects = PlayFixtures.press([.enter], on: &play)
        let logged = try #require(PlayFixtures.logs(effects).first)
        #expect(effects == [.logSet(logged)])
        #expect(logged.id == 1)
        #expect(logged.set == PerformedSet(order: 1, reps: 5, weight: Weight(value: 80, unit: .kg)))
        #expect(play.state.mode == .rest(remaining: 90, total: 90))
    }

    @Test func typingReplacesThePrefill() throws {
        var play = machine()
        let effects = PlayFixtures.press(PlayFixtures.typing("6@185lb rpe 9") + [.enter], on: &play)
        let logged = try #require(PlayFixtures.logs(effects).first)
        #expect(logged.set.reps == 6)
        #expect(logged.set.weight == Weight(value: 185, unit: .lb))
        #expect(logged.set.rpe == 9)
    }

    @Test func aBadEntryIsRefusedWithAReasonAndLogsNothing() {
        var play = machine()
        let effects = PlayFixtures.press(PlayFixtures.typing("5 @ heavy") + [.enter], on: &play)
        #expect(effects.isEmpty)
        guard case .entry(let line) = play.state.mode else {
            Issue.record("left the set")
            return
        }
        #expect(line.error == "“heavy” is not a load such as 82.5kg, 185lb or bw")
        #expect(play.state.logged.isEmpty)
    }

    @Test func theRestCountsDownByTicksAndRingsAtZero() {
        var play = machine()
        PlayFixtures.press([.enter], on: &play)
        #expect(play.handle(.tick(60)).isEmpty)
        #expect(play.state.mode == .rest(remaining: 30, total: 90))
        PlayFixtures.press([.up], on: &play)
        #expect(play.state.mode == .rest(remaining: 45, total: 105))
        PlayFixtures.press([.character("[")], on: &play)
        #expect(play.state.mode == .rest(remaining: 30, total: 90))
        #expect(play.handle(.tick(29.5)).isEmpty)
        #expect(play.handle(.tick(0.5)) == [.bell])
        #expect(play.currentStep?.set?.number == 2)
    }

    @Test func spaceSkipsTheRestWithoutABell() {
        var play = machine()
        PlayFixtures.press([.enter], on: &play)
        #expect(PlayFixtures.press([.character(" ")], on: &play).isEmpty)
        #expect(play.currentStep?.set?.number == 2)
    }

    @Test func supersetRunsItsRoundsA1A2ThenA1A2() {
        var play = machine()
        var order: [String] = []
        for _ in 0..<6 {
            let effects = PlayFixtures.press(PlayFixtures.typing("8") + [.enter], on: &play)
            order += PlayFixtures.logs(effects).map { $0.label ?? $0.exerciseName }
            if case .rest = play.state.mode { PlayFixtures.press([.character("n")], on: &play) }
        }
        #expect(order == ["Bench Press", "Bench Press", "A1", "A2", "A1", "A2"])
        #expect(play.state.isFinished)
    }

    @Test func skipLeavesTheSetUnloggedAndPassesItsRest() {
        var play = machine()
        #expect(PlayFixtures.press([.character("s")], on: &play).isEmpty)
        #expect(play.currentStep?.set?.number == 2)
        #expect(play.state.logged.isEmpty)
    }

    @Test func goingBackToFixALoggedSetUpdatesItInsteadOfAddingOne() throws {
        var play = machine()
        PlayFixtures.press([.enter], on: &play)
        PlayFixtures.press([.up], on: &play)
        let mode = play.state.mode
        PlayFixtures.press([.character("b")], on: &play)
        #expect(play.state.fixing != nil)
        let effects = PlayFixtures.press(PlayFixtures.typing("4 @ 80kg") + [.enter], on: &play)
        let fixed = try #require(PlayFixtures.logs(effects).first)
        #expect(effects == [.updateSet(fixed)])
        #expect(fixed.id == 1)
        #expect(fixed.set.reps == 4)
        #expect(play.state.logged.count == 1)
        #expect(play.state.mode == mode)
        #expect(play.state.fixing == nil)
    }

    @Test func escapeCancelsAFix() {
        var play = machine()
        PlayFixtures.press([.enter, .character(" ")], on: &play)
        PlayFixtures.press([.left, .escape], on: &play)
        #expect(play.currentStep?.set?.number == 2)
        #expect(play.state.fixing == nil)
        #expect(play.state.logged.count == 1)
    }

    @Test func anExtraSetComesAfterTheCurrentSetAndItsRest() {
        var play = machine()
        PlayFixtures.press([.character("+")], on: &play)
        #expect(
            Array(PlayFixtures.describe(play.plan).prefix(6)) == [
                "Bench Press #1", "rest 90", "Bench Press #3", "rest 90", "Bench Press #2", "rest 90",
            ])
        #expect(play.plan.setCount == 7)
        #expect(play.state.announcement == "Extra set added: Bench Press · set 3")
    }

    @Test func quitAsksFirstAndKeepsWhatWasLogged() throws {
        var play = machine()
        PlayFixtures.press([.enter, .character("q")], on: &play)
        #expect(play.state.confirmingQuit)
        PlayFixtures.press([.character("n")], on: &play)
        #expect(!play.state.confirmingQuit)
        let effects = PlayFixtures.press([.character("q"), .character("y")], on: &play)
        guard case .finish(let summary) = try #require(effects.last) else {
            Issue.record("no summary")
            return
        }
        #expect(summary.endedEarly)
        #expect(summary.setsLogged == 1)
        #expect(summary.setsSkipped == 5)
        #expect(summary.volumeKilograms == 400)
    }

    @Test func aPRIsAnnouncedWhenItHappens() throws {
        var play = machine()
        let effects = PlayFixtures.press(PlayFixtures.typing("6 @ 80kg") + [.enter], on: &play)
        let records = effects.compactMap { effect -> PersonalRecord? in
            if case .announce(let record) = effect { return record }
            return nil
        }
        #expect(records.map(\.kind) == [.e1RM, .mostRepsAtLoad])
        #expect(records.first?.description == "Bench Press: best e1RM 96 kg (was 93.33 kg)")
        #expect(play.state.announcement?.hasPrefix("PR! Bench Press: best e1RM 96 kg") == true)
    }

    @Test func fixingASetDoesNotAnnounceItsRecordTwice() {
        var play = machine()
        PlayFixtures.press(PlayFixtures.typing("6 @ 80kg") + [.enter, .character("b")], on: &play)
        let effects = PlayFixtures.press(PlayFixtures.typing("6 @ 80kg rpe 9") + [.enter], on: &play)
        #expect(effects.count == 1)
        #expect(play.records.count == 2)
    }

    @Test func resumingContinuesAfterTheLastLoggedSet() {
        let document = PlayFixtures.pushDay
        var first = PlayMachine(document: document, history: Self.history)
        let effects = PlayFixtures.press([.enter, .character(" "), .enter], on: &first)
        let logged = PlayFixtures.logs(effects)
        #expect(logged.count == 2)
        var resumed = PlayMachine(document: document, history: Self.history, resuming: logged)
        #expect(resumed.currentStep?.set?.label == "A1")
        let next = PlayFixtures.logs(PlayFixtures.press(PlayFixtures.typing("10") + [.enter], on: &resumed))
        #expect(next.map(\.id) == [3])
        #expect(resumed.state.logged.count == 3)
    }

    @Test func tabataRunsGetReadyThenEightRoundsOfTwentyWithSevenRestsBetween() {
        var play = PlayMachine(
            document: BlockDocument(title: "") { TimerBlock(mode: .tabata) }, history: InMemoryPlayHistory())
        guard case .timer(let run) = play.state.mode else {
            Issue.record("no timer")
            return
        }
        #expect(run.phases.first == PlayTimerRun.Phase(name: "Get ready", seconds: 10))
        #expect(run.phases.count == 16)
        #expect(run.phases[1] == PlayTimerRun.Phase(name: "Work 1 of 8", seconds: 20))
        #expect(run.phases[2] == PlayTimerRun.Phase(name: "Rest 1 of 7", seconds: 10))
        var bells = 0
        for _ in 0..<239 { bells += play.handle(.tick(1)).count { $0 == .bell } }
        #expect(bells == 15)
        #expect(!play.state.isFinished)
        let last = play.handle(.tick(1))
        #expect(last.first == .bell)
        #expect(play.state.isFinished)
    }

    @Test func emomMarksEachMinuteAndIntervalEndsWithWork() {
        let emom = PlayTimerRun(timer: TimerBlock(mode: .emom, duration: 150), getReady: 10)
        #expect(emom.phases.map(\.seconds) == [10, 60, 60, 30])
        #expect(emom.phases.map(\.name).last == "Minute 3 of 3")
        let interval = PlayTimerRun(timer: TimerBlock(mode: .interval, work: 40, rest: 20, rounds: 3, prepare: 5))
        #expect(interval.phases.map(\.seconds) == [5, 40, 20, 40, 20, 40])
        let amrap = PlayTimerRun(timer: TimerBlock(mode: .amrap, duration: 600))
        #expect(amrap.phases.map(\.name) == ["Get ready", "AMRAP"])
    }

    @Test func theSummaryCountsDurationVolumeSetsAndRecords() throws {
        var play = machine()
        var effects: [PlayEffect] = []
        effects += play.handle(.tick(30))
        effects += PlayFixtures.press(PlayFixtures.typing("6 @ 80kg") + [.enter, .character(" ")], on: &play)
        effects += PlayFixtures.press(PlayFixtures.typing("5 @ 100lb") + [.enter], on: &play)
        effects += play.handle(.tick(90))
        #expect(effects.contains(.bell))
        effects += PlayFixtures.press([.character("s"), .character("s"), .character("s"), .character("s")], on: &play)
        guard case .finish(let summary) = try #require(effects.last) else {
            Issue.record("no summary")
            return
        }
        #expect(summary.duration == 120)
        #expect(abs(summary.volumeKilograms - (480 + 500 * 0.453_592_37)) < 1e-9)
        #expect(summary.setsLogged == 2)
        #expect(summary.setsSkipped == 4)
        #expect(summary.records.count == 2)
        #expect(!summary.endedEarly)
    }
}
