import Foundation
import Kheper
import KheperCore
import KheperExercise
import KheperPlay
import KheperSet
import KheperTerminal
import KheperTrainingLog
import Testing

@testable import KheperCLI

/// A play's sets into a logged session and back, and the history `kheper play` reads from the log.
@Suite struct PlaySessionLogTests {
    static func sets(_ count: Int, reps: Int, kilograms: Double) -> [ExerciseSet] {
        Array(repeating: ExerciseSet(reps: reps, load: Load(value: kilograms, unit: .kg)), count: count)
    }

    /// Bench twice (heavy, then light), with a superset of Dips and Pull-up between: blocks that share a name and
    /// sets logged out of block order.
    static var workout: BlockDocument {
        BlockDocument(title: "Push") {
            ExerciseBlock(name: "Bench Press", sets: sets(2, reps: 5, kilograms: 80))
            SetBlock(name: "A").containing {
                ExerciseBlock(name: "Dips", sets: sets(2, reps: 10, kilograms: 0))
                ExerciseBlock(name: "Pull-up", sets: sets(2, reps: 8, kilograms: 0))
            }
            ExerciseBlock(name: "Bench Press", sets: sets(2, reps: 10, kilograms: 50))
        }
    }

    /// What a machine logs when every set of `plan` up to `count` is accepted as prefilled.
    static func logged(_ plan: PlayPlan, count: Int) -> [PlayLoggedSet] {
        var machine = PlayMachine(plan: plan, history: InMemoryPlayHistory())
        var logged: [PlayLoggedSet] = []
        while logged.count < count, !machine.state.isFinished {
            let key: Key = machine.currentStep?.set == nil ? .character(" ") : .enter
            for case .logSet(let set) in machine.handle(.key(key)) { logged.append(set) }
        }
        return logged
    }

    @Test(arguments: [1, 3, 5, 8])
    func loggedSetsSurviveTheRoundTripThroughASession(count: Int) {
        let plan = PlayPlan(document: Self.workout)
        let logged = Self.logged(plan, count: count)
        #expect(logged.count == count)
        let session = PlaySessionLog.session(
            id: "kheper-1", workoutID: "w", title: "Push", start: Date(timeIntervalSince1970: 0), logged: logged,
            plan: plan)
        #expect(session.setCount == count)
        let back = PlaySessionLog.logged(session, plan: plan)
        #expect(back.map(\.key) == logged.map(\.key))
        #expect(back.map(\.set) == logged.map(\.set))
        #expect(back.map(\.label) == logged.map(\.label))
        #expect(back.map(\.id) == Array(1...count))
    }

    @Test func aTimedGroupsSetsKeepTheirPlaceInTheSession() {
        let document = BlockDocument(title: "Engine") {
            ExerciseBlock(name: "Bench Press", sets: Self.sets(1, reps: 5, kilograms: 80))
            SetBlock(style: .amrap, duration: 60).containing {
                ExerciseBlock(name: "Push-up", sets: [ExerciseSet(reps: 10)])
                ExerciseBlock(name: "Pull-up", sets: [ExerciseSet(reps: 5)])
            }
            ExerciseBlock(name: "Row", sets: Self.sets(1, reps: 8, kilograms: 60))
        }
        let plan = PlayPlan(document: document)
        var machine = PlayMachine(plan: plan, history: InMemoryPlayHistory())
        var logged: [PlayLoggedSet] = []
        for event in [PlayEvent.key(.enter), .key(.enter), .key(.enter), .key(.enter), .key(.enter), .tick(60)] {
            for case .logSet(let set) in machine.handle(event) { logged.append(set) }
        }
        for case .logSet(let set) in machine.handle(.key(.enter)) { logged.append(set) }
        #expect(logged.map(\.exerciseName) == ["Bench Press", "Push-up", "Pull-up", "Push-up", "Row"])
        let session = PlaySessionLog.session(
            id: "kheper-1", workoutID: "w", title: "Engine", start: Date(timeIntervalSince1970: 0), logged: logged,
            plan: plan)
        #expect(session.exercises.map(\.name) == ["Bench Press", "Push-up", "Pull-up", "Row"])
        #expect(session.exercises[1].sets.map(\.order) == [1, 2])
        let back = PlaySessionLog.logged(session, plan: plan)
        #expect(Set(back.map(\.key)) == Set(logged.map(\.key)))
    }

    @Test func theSecondBlockOfAnExerciseKeepsItsOwnSets() {
        let plan = PlayPlan(document: Self.workout)
        let logged = Self.logged(plan, count: 8)
        let session = PlaySessionLog.session(
            id: "kheper-1", workoutID: "w", title: "Push", start: Date(timeIntervalSince1970: 0), logged: logged,
            plan: plan)
        #expect(session.exercises.map(\.name) == ["Bench Press", "Dips", "Pull-up", "Bench Press"])
        #expect(session.exercises[3].sets.map(\.reps) == [10, 10])
        let resumed = PlayMachine(plan: plan, history: InMemoryPlayHistory(), resuming: Array(logged.prefix(6)))
        #expect(resumed.currentStep?.set?.key == logged[6].key)
    }

    @Test func theHistoryIsTheLatestOtherSessionAndTheBestsOfAll() throws {
        let store = InMemoryTrainingLogStore()
        func session(_ id: String, day: Int, _ kilograms: Double, reps: Int) -> LoggedSession {
            LoggedSession(
                id: id, title: "Push", start: Date(timeIntervalSince1970: Double(day) * 86_400), source: .kheper,
                exercises: [
                    PerformedExercise(
                        name: "Bench Press (Barbell)",
                        sets: [PerformedSet(order: 1, reps: reps, weight: Weight(value: kilograms, unit: .kg))])
                ])
        }
        try store.importing { writer in
            try writer.record(session("old", day: 1, 100, reps: 3))
            try writer.record(session("last", day: 2, 80, reps: 5))
        }
        try store.saveOpenSession(session("now", day: 3, 60, reps: 12), workoutID: "w")
        let history = try LogPlayHistory(
            store: store, exercises: ["Bench Press", "Squat"].map { LogPlayHistory.Exercise(name: $0) },
            excluding: "now")
        #expect(history.lastSets(for: "bench press").map(\.reps) == [5])
        #expect(history.bests(for: "Bench Press").heaviest == 100)
        #expect(history.lastSets(for: "Squat").isEmpty)
        #expect(history.bests(for: "Squat") == .none)
    }

    @Test func setsOfAnExerciseTheWorkoutNoLongerHasAreKept() {
        let plan = PlayPlan(document: Self.workout)
        let session = LoggedSession(
            id: "kheper-1", title: "Push", start: Date(timeIntervalSince1970: 0), source: .kheper,
            exercises: [
                PerformedExercise(name: "Squat", sets: [PerformedSet(order: 1, reps: 5)]),
                PerformedExercise(name: "Bench Press", sets: [PerformedSet(order: 1, reps: 5)]),
            ])
        let logged = PlaySessionLog.logged(session, plan: plan)
        #expect(logged.count == 2)
        let again = PlaySessionLog.session(
            id: "kheper-1", workoutID: "w", title: "Push", start: session.start, logged: logged, plan: plan)
        #expect(again.exercises.map(\.name) == ["Bench Press", "Squat"])
        #expect(again.setCount == 2)
    }
}
