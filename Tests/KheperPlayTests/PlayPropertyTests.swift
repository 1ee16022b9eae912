import Kheper
import KheperCore
import KheperExercise
import KheperPlay
import KheperSet
import KheperTerminal
import KheperTestSupport
import KheperTimer
import KheperTrainingLog
import Testing

@Suite struct PlayPropertyTests {
    static let keys: [Key] = [
        .enter, .escape, .backspace, .left, .up, .down, .character("s"), .character("+"), .character("b"),
        .character("q"), .character("n"), .character("y"), .character(" "), .character("["), .character("]"),
        .character("5"), .character("@"), .character("8"), .character("k"), .character("g"), .paste("3 @ 40lb"),
    ]

    static var document: BlockDocument {
        BlockDocument(title: "Mixed") {
            ExerciseBlock(name: "Bench Press", sets: PlayFixtures.sets(2, reps: 5, kilograms: 80), rest: 30)
            SetBlock(style: .circuit, rounds: 2, restBetweenRounds: 20).containing {
                ExerciseBlock(name: "Dips", sets: PlayFixtures.sets(1, reps: 10))
                TimerBlock(mode: .interval, work: 5, rest: 5, rounds: 2)
                ExerciseBlock(name: "Row", sets: PlayFixtures.sets(2, reps: 8))
            }
        }
    }

    /// Random keys and ticks never crash, never log a set twice (a fix is always an update of a logged id), and
    /// leave the machine's log equal to what its effects said.
    @Test(arguments: [1, 2, 3, 42, 1_234, 99_999, 0xC0FFEE, 7_777_777] as [UInt64])
    func randomKeysNeverLogASetTwice(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let document = Self.document
        var play = PlayMachine(document: document, history: PlayMachineTests.history)
        var written: [Int: PlayLoggedSet] = [:]
        var keysSeen: [PlaySetKey: Int] = [:]
        for step in 0..<600 {
            let event: PlayEvent =
                Int.random(in: 0..<5, using: &random) == 0
                ? .tick(Double(Int.random(in: 0..<40, using: &random)) / 2)
                : .key(Self.keys.randomElement(using: &random)!)
            for effect in play.handle(event) {
                switch effect {
                case .logSet(let set):
                    #expect(written[set.id] == nil, "seed \(seed), step \(step): id \(set.id) logged twice")
                    #expect(keysSeen[set.key] == nil, "seed \(seed), step \(step): \(set.key) logged twice")
                    written[set.id] = set
                    keysSeen[set.key] = set.id
                case .updateSet(let set):
                    #expect(written[set.id] != nil, "seed \(seed), step \(step): update of unlogged id \(set.id)")
                    #expect(keysSeen[set.key] == set.id, "seed \(seed), step \(step): update moved to another set")
                    written[set.id] = set
                default: break
                }
            }
            _ = PlayScreen.render(play, size: TerminalSize(rows: 10, columns: 30))
            if play.state.isFinished { break }
        }
        #expect(
            play.state.logged == written.values.sorted { $0.id < $1.id }, "seed \(seed): the state and effects differ")
    }
}
