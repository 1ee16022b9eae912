import Kheper
import KheperCore
import KheperExercise
import KheperPlay
import KheperSet
import KheperTerminal
import KheperTimer
import KheperTrainingLog

/// Small workouts and helpers shared by the play tests.
enum PlayFixtures {
    /// `count` sets of `reps` at `kilograms`.
    static func sets(_ count: Int, reps: Int, kilograms: Double? = nil, rest: Int? = nil) -> [ExerciseSet] {
        Array(
            repeating: ExerciseSet(reps: reps, load: kilograms.map { Load(value: $0, unit: .kg) }, rest: rest),
            count: count)
    }

    /// Bench 2 × 5 @ 80 kg (rest 90 s), then a superset A/B of 2 sets each with 60 s between rounds.
    static var pushDay: BlockDocument {
        BlockDocument(title: "Push Day") {
            ExerciseBlock(name: "Bench Press", sets: sets(2, reps: 5, kilograms: 80), rest: 90)
            SetBlock(name: "A", restBetweenRounds: 60).containing {
                ExerciseBlock(name: "Dips", sets: sets(2, reps: 10))
                ExerciseBlock(name: "Pull-up", sets: sets(2, reps: 8))
            }
        }
    }

    /// One line per step: `Bench Press #1`, `A1 Dips`, `rest 90`, `timer tabata`, `note …`.
    static func describe(_ plan: PlayPlan) -> [String] {
        plan.steps.map { step in
            switch step {
            case .set(let set):
                let round = set.round.map { " r\($0)" } ?? ""
                return (set.label.map { "\($0) \(set.exerciseName)" } ?? "\(set.exerciseName) #\(set.number)") + round
            case .rest(let seconds, _): return "rest \(seconds)"
            case .timer(let timer): return "timer \(timer.mode.rawValue)"
            case .timedGroup(let group): return "group \(group.title)"
            case .note(let text): return "note \(text)"
            case .media(let media): return "media \(media.source)"
            }
        }
    }

    /// Feeds `keys` to `machine` and returns every effect.
    @discardableResult
    static func press(_ keys: [Key], on machine: inout PlayMachine) -> [PlayEffect] {
        keys.flatMap { machine.handle(.key($0)) }
    }

    /// The keys that type `text`.
    static func typing(_ text: String) -> [Key] { text.map(Key.character) }

    /// The screen of `machine` at 60 × 16, as text.
    static func screen(_ machine: PlayMachine, rows: Int = 16, columns: Int = 60) -> String {
        PlayScreen.render(machine, size: TerminalSize(rows: rows, columns: columns)).text
    }

    /// The sets logged by `effects`, new and fixed.
    static func logs(_ effects: [PlayEffect]) -> [PlayLoggedSet] {
        effects.compactMap {
            switch $0 {
            case .logSet(let set), .updateSet(let set): set
            default: nil
            }
        }
    }
}
