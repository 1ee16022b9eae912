import Kheper
import KheperCore
import KheperExercise
import KheperMedia
import KheperPlay
import KheperSet
import KheperText
import KheperTimer
import Testing

@Suite struct PlayPlanTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let document: BlockDocument
        let expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "an exercise alone: its sets with the exercise's rest between, none at the end",
            document: BlockDocument(title: "") {
                ExerciseBlock(name: "Squat", sets: PlayFixtures.sets(3, reps: 5), rest: 120)
            },
            expected: ["Squat #1", "rest 120", "Squat #2", "rest 120", "Squat #3"]),
        Case(
            name: "a set's own rest wins over the exercise's",
            document: BlockDocument(title: "") {
                ExerciseBlock(
                    name: "Squat", sets: [ExerciseSet(reps: 5, rest: 180), ExerciseSet(reps: 5)], rest: 120)
                ExerciseBlock(name: "Row", sets: PlayFixtures.sets(1, reps: 8))
            },
            expected: ["Squat #1", "rest 180", "Squat #2", "rest 120", "Row #1"]),
        Case(
            name: "a superset runs a round of one set of each, A1, A2, then again, with the group's rests",
            document: BlockDocument(title: "") {
                SetBlock(restBetweenExercises: 15, restBetweenRounds: 90).containing {
                    ExerciseBlock(name: "Dips", sets: PlayFixtures.sets(2, reps: 10))
                    ExerciseBlock(name: "Chin-up", sets: PlayFixtures.sets(2, reps: 8))
                }
            },
            expected: [
                "A1 Dips r1", "rest 15", "A2 Chin-up r1", "rest 90", "A1 Dips r2", "rest 15", "A2 Chin-up r2",
            ]),
        Case(
            name: "an exercise's rest wins over the group's",
            document: BlockDocument(title: "") {
                SetBlock(restBetweenRounds: 90).containing {
                    ExerciseBlock(name: "Dips", sets: PlayFixtures.sets(2, reps: 10), rest: 30)
                    ExerciseBlock(name: "Chin-up", sets: PlayFixtures.sets(2, reps: 8))
                }
            },
            expected: [
                "A1 Dips r1", "rest 30", "A2 Chin-up r1", "rest 90", "A1 Dips r2", "rest 30", "A2 Chin-up r2",
            ]),
        Case(
            name: "uneven sets: a single set is done every round",
            document: BlockDocument(title: "") {
                SetBlock().containing {
                    ExerciseBlock(name: "Dips", sets: PlayFixtures.sets(3, reps: 10))
                    ExerciseBlock(name: "Chin-up", sets: PlayFixtures.sets(1, reps: 8))
                }
            },
            expected: ["A1 Dips r1", "A2 Chin-up r1", "A1 Dips r2", "A2 Chin-up r2", "A1 Dips r3", "A2 Chin-up r3"]),
        Case(
            name: "uneven sets: a shorter list sits out the rounds past its last set",
            document: BlockDocument(title: "") {
                SetBlock().containing {
                    ExerciseBlock(name: "Dips", sets: PlayFixtures.sets(3, reps: 10))
                    ExerciseBlock(name: "Chin-up", sets: PlayFixtures.sets(2, reps: 8))
                }
            },
            expected: ["A1 Dips r1", "A2 Chin-up r1", "A1 Dips r2", "A2 Chin-up r2", "A1 Dips r3"]),
        Case(
            name: "a circuit runs its rounds, its exercises labelled by their place",
            document: BlockDocument(title: "") {
                SetBlock(style: .circuit, rounds: 2, restBetweenRounds: 60).containing {
                    ExerciseBlock(name: "Burpee", sets: PlayFixtures.sets(1, reps: 10))
                    ExerciseBlock(name: "Squat", sets: PlayFixtures.sets(1, reps: 15))
                    ExerciseBlock(name: "Row", sets: PlayFixtures.sets(1, reps: 12))
                }
            },
            expected: [
                "A1 Burpee r1", "A2 Squat r1", "A3 Row r1", "rest 60", "A1 Burpee r2", "A2 Squat r2", "A3 Row r2",
            ]),
        Case(
            name: "text, media and timers come when reached; a timer in a circuit runs every round, text once",
            document: BlockDocument(title: "") {
                TextBlock(text: "Warm up")
                MediaBlock(kind: .image, source: "setup.png")
                SetBlock(style: .circuit, rounds: 2).containing {
                    TextBlock(text: "Go hard")
                    ExerciseBlock(name: "Burpee", sets: PlayFixtures.sets(1, reps: 10))
                    TimerBlock(mode: .countdown, duration: 30, label: "Plank")
                }
                TimerBlock(mode: .tabata)
            },
            expected: [
                "note Warm up", "media setup.png", "note Go hard", "A1 Burpee r1", "timer countdown", "A1 Burpee r2",
                "timer countdown", "timer tabata",
            ]),
        Case(
            name: "an exercise with no sets is one open set",
            document: BlockDocument(title: "") { ExerciseBlock(name: "Stretch") },
            expected: ["Stretch #1"]),
    ]

    @Test(arguments: cases)
    func flattens(_ example: Case) {
        #expect(PlayFixtures.describe(PlayPlan(document: example.document)) == example.expected)
    }

    @Test func setStepsCarryTheirTargetRoundAndRest() throws {
        let plan = PlayPlan(document: PlayFixtures.pushDay)
        #expect(plan.title == "Push Day")
        #expect(plan.setCount == 6)
        let first = try #require(plan.steps.first?.set)
        #expect(first.target == ExerciseSet(reps: 5, load: Load(value: 80, unit: .kg)))
        #expect(first.restAfter == 90)
        #expect(first.setIndex == 0)
        #expect(first.label == nil)
        let b2 = try #require(plan.steps.compactMap(\.set).last)
        #expect(b2.label == "A2")
        #expect(b2.setIndex == 1)
        #expect(b2.key.number == 2)
    }
}
