import Kheper
import KheperCore
import KheperExercise
import KheperPlay
import KheperSet
import KheperTerminal
import KheperTimer
import KheperTrainingLog
import Synchronization
import Testing

/// Collects what a runner logs, from its `@Sendable` callback.
final class LoggedSets: Sendable {
    let sets = Mutex<[PlayLoggedSet]>([])
    func append(_ set: PlayLoggedSet) { sets.withLock { $0.append(set) } }
    var all: [PlayLoggedSet] { sets.withLock { $0 } }
}

@Suite struct PlayScreenTests {
    let firstScreen = """
        Push Day                                   set 1 of 6 · 0:00
        ────────────────────────────────────────────────────────────
        Bench Press · set 1
        Target: 5 × 80 kg · rest 1:30
        Last time: 5 @ 80kg rpe 8

        > 5 @ 80kg

        Enter log · s skip · + extra set · b back · q quit
        Type to change it: 5 @ 82.5kg rpe 8, 45s

        Next: Bench Press · set 2
        """

    func runner(_ logged: LoggedSets) -> PlayRunner {
        PlayRunner(document: PlayFixtures.pushDay, history: PlayMachineTests.history) { logged.append($0) }
    }

    @Test func theFirstScreenThroughTheRunnerAndAVirtualTerminal() {
        let terminal = VirtualTerminal(rows: 16, columns: 60)
        let logged = LoggedSets()
        runner(logged).run(on: terminal)
        #expect(terminal.text == firstScreen)
        let frame = PlayScreen.render(
            PlayMachine(document: PlayFixtures.pushDay, history: PlayMachineTests.history),
            size: TerminalSize(rows: 16, columns: 60))
        #expect(frame.cursor == Position(row: 6, column: 10))
        #expect(logged.all.isEmpty)
    }

    @Test("a set's loading line shows under its target, and an extra set of it keeps the line")
    func loadingLine() throws {
        let plan = PlayPlan(document: PlayFixtures.pushDay).describingLoads { set in
            set.exerciseName == "Bench Press" ? "Plates for \(set.number)" : nil
        }
        let runner = PlayRunner(plan: plan, history: PlayMachineTests.history) { _ in }
        let (_, first) = try runner.run(script: "", rows: 16, columns: 60)
        #expect(first.contains("Target: 5 × 80 kg · rest 1:30\nPlates for 1\nLast time:"), "\(first)")
        let (_, extra) = try runner.run(script: "text:5 @ 80kg\nenter\n+\nspace\n", rows: 16, columns: 60)
        #expect(extra.contains("extra set"), "\(extra)")
        #expect(extra.contains("Plates for 1\n"), "\(extra)")
        let (_, plain) = try PlayRunner(document: PlayFixtures.pushDay, history: PlayMachineTests.history) { _ in }
            .run(script: "", rows: 16, columns: 60)
        #expect(!plain.contains("Plates"))
    }

    @Test func acceptingASetLogsItAtOnceAndShowsTheRest() throws {
        let logged = LoggedSets()
        let (machine, screen) = try runner(logged).run(script: "text:6 @ 80kg\nenter\n", rows: 16, columns: 60)
        #expect(logged.all.map(\.set.reps) == [6])
        #expect(machine.state.logged == logged.all)
        #expect(
            screen == """
                Push Day                                   set 1 of 6 · 0:00
                ────────────────────────────────────────────────────────────
                Rest 1:30 of 1:30
                after Bench Press · set 1

                ↑/↓ ±15 s · Space skip · + extra set · b fix · q quit

                PR! Bench Press: best e1RM 96 kg (was 93.33 kg)
                PR! Bench Press: 6 reps at 80 kg (was 5)
                Next: Bench Press · set 2
                """)
    }

    @Test func theRestCountsDownOnScreen() {
        var play = PlayMachine(document: PlayFixtures.pushDay, history: PlayMachineTests.history)
        PlayFixtures.press([.enter], on: &play)
        _ = play.handle(.tick(12.3))
        #expect(
            PlayFixtures.screen(play) == """
                Push Day                                   set 1 of 6 · 0:12
                ────────────────────────────────────────────────────────────
                Rest 1:18 of 1:30
                after Bench Press · set 1

                ↑/↓ ±15 s · Space skip · + extra set · b fix · q quit

                Next: Bench Press · set 2
                """)
    }

    @Test func aSupersetShowsA1ThenA2ThenTheNextRound() {
        var play = PlayMachine(document: PlayFixtures.pushDay, history: PlayMachineTests.history)
        PlayFixtures.press([.character("s"), .character("s")], on: &play)
        var headings: [String] = []
        for _ in 0..<3 {
            let lines = PlayFixtures.screen(play).split(separator: "\n", omittingEmptySubsequences: false)
            headings.append(String(lines[2]))
            headings.append(String(lines.last!))
            PlayFixtures.press([.enter], on: &play)
            if case .rest = play.state.mode { PlayFixtures.press([.character(" ")], on: &play) }
        }
        #expect(
            headings == [
                "A1 · Dips · round 1 of 2", "Next: A2 · Pull-up", "A2 · Pull-up · round 1 of 2", "Next: A1 · Dips",
                "A1 · Dips · round 2 of 2", "Next: A2 · Pull-up",
            ])
    }

    @Test func theSummaryAtTheEnd() {
        var play = PlayMachine(document: PlayFixtures.pushDay, history: PlayMachineTests.history)
        _ = play.handle(.tick(61))
        PlayFixtures.press(PlayFixtures.typing("6 @ 80kg") + [.enter, .character(" ")], on: &play)
        PlayFixtures.press(
            [.character("s")] + [.enter, .enter, .character(" "), .enter, .enter], on: &play)
        #expect(play.state.isFinished)
        #expect(
            PlayFixtures.screen(play) == """
                Push Day
                ────────────────────────────────────────────────────────────
                Workout complete
                Duration: 1:01
                Volume: 480 kg
                Sets: 5 logged, 1 skipped
                Records: 2
                  PR Bench Press: best e1RM 96 kg (was 93.33 kg)
                  PR Bench Press: 6 reps at 80 kg (was 5)
                """)
    }

    @Test func aTimerShowsItsPhaseAndWhatComesNext() {
        var play = PlayMachine(
            document: BlockDocument(title: "Finisher") { TimerBlock(mode: .tabata, label: "Burn") },
            history: InMemoryPlayHistory())
        _ = play.handle(.tick(13))
        #expect(
            PlayFixtures.screen(play, columns: 40) == """
                Finisher                            0:13
                ────────────────────────────────────────
                Burn · Tabata
                Work 1 of 8 0:17
                then Rest 1 of 7

                Space skip the timer · b back · q quit

                Next: the end
                """)
    }

    @Test func cjkNamesAreCutByColumnsAndNeverSplit() {
        let document = BlockDocument(title: "脚の日") {
            ExerciseBlock(name: "深蹲 バーベル スクワット", sets: PlayFixtures.sets(1, reps: 5, kilograms: 100))
        }
        let play = PlayMachine(document: document, history: InMemoryPlayHistory())
        for columns in [7, 12, 25] {
            let screen = PlayScreen.render(play, size: TerminalSize(rows: 12, columns: columns))
            for line in screen.lines { #expect(DisplayWidth.of(line) <= columns) }
            #expect(!screen.text.contains("\u{FFFD}"))
        }
        let wide = PlayScreen.render(play, size: TerminalSize(rows: 12, columns: 40)).lines
        #expect(wide[2] == "深蹲 バーベル スクワット · set 1")
        #expect(wide[0].hasPrefix("脚の日"))
    }

    @Test(arguments: [(0, 0), (1, 1), (3, 5), (2, 200)])
    func anySizeDraws(rows: Int, columns: Int) {
        var play = PlayMachine(document: PlayFixtures.pushDay, history: PlayMachineTests.history)
        for key: Key in [.character("q"), .character("n"), .enter, .enter, .character("q"), .character("y")] {
            let screen = PlayScreen.render(play, size: TerminalSize(rows: rows, columns: columns))
            #expect(screen.lines.count == rows)
            _ = play.handle(.key(key))
        }
    }
}
