import Foundation
import KheperSQLite
import KheperTrainingLog
import Testing

/// The open-session part of the ``TrainingLogStore`` contract, which `kheper play` saves after every set.
@Suite struct OpenSessionContractTests {
    let directory = TemporaryDirectory()

    /// A play's session after `sets` sets of one exercise.
    static func playing(sets: Int) -> LoggedSession {
        LoggedSession(
            id: "kheper-play-1", workoutID: "w", title: "Push Day", start: Date(timeIntervalSince1970: 86_400),
            source: .kheper,
            exercises: [
                PerformedExercise(
                    name: "Bench Press",
                    sets: (1...max(sets, 1)).prefix(sets).map {
                        PerformedSet(order: $0, reps: 5, weight: Weight(value: 80, unit: .kg))
                    })
            ])
    }

    @Test(arguments: LogStoreKind.allCases)
    func savingTwiceReplacesTheSessionWithoutDuplicates(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        try store.saveOpenSession(Self.playing(sets: 1), workoutID: "w")
        try store.saveOpenSession(Self.playing(sets: 2), workoutID: "w")
        try store.saveOpenSession(Self.playing(sets: 2), workoutID: "w")
        #expect(try store.counts() == TrainingLogCounts(sessions: 1, sets: 2, exercises: 1))
        #expect(try store.openSession(forWorkout: "w") == Self.playing(sets: 2))
        #expect(try store.openSession(forWorkout: "other") == nil)
        let bench = try #require(try store.exercise(named: "bench press"))
        #expect(try store.sets(forExercise: bench.id).count == 2)
    }

    @Test(arguments: LogStoreKind.allCases)
    func closingKeepsTheSessionButNotItsOpenMark(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        try store.saveOpenSession(Self.playing(sets: 3), workoutID: "w")
        try store.closeSession(id: "kheper-play-1")
        #expect(try store.openSession(forWorkout: "w") == nil)
        #expect(try store.counts().sets == 3)
        try store.closeSession(id: "no-such-session")
    }

    @Test(arguments: LogStoreKind.allCases)
    func aNewOpenSessionReplacesTheMarkOfTheOldOne(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        try store.saveOpenSession(Self.playing(sets: 1), workoutID: "w")
        var next = Self.playing(sets: 1)
        next.id = "kheper-play-2"
        next.start = Date(timeIntervalSince1970: 2 * 86_400)
        try store.saveOpenSession(next, workoutID: "w")
        #expect(try store.openSession(forWorkout: "w")?.id == "kheper-play-2")
        #expect(try store.counts().sessions == 2)
    }

    @Test func anOpenSessionSurvivesTheProcessLettingGoWithoutClosing() throws {
        let path = directory.path("store.sqlite")
        do {
            let store = try SQLiteTrainingLogStore(path: path)
            try store.saveOpenSession(Self.playing(sets: 2), workoutID: "w")
            // No close: the store is dropped as a killed process drops it.
        }
        let reopened = try SQLiteTrainingLogStore(path: path)
        #expect(try reopened.openSession(forWorkout: "w") == Self.playing(sets: 2))
        #expect(RawDatabase(path: path).rows("SELECT count(*) FROM log_sets") == [["2"]])
    }

    @Test func aVersionThreeStoreGainsTheOpenSessionsTableAndKeepsItsLog() throws {
        let path = directory.path("v3.sqlite")
        do {
            let store = try SQLiteTrainingLogStore(path: path)
            try store.importing { try $0.record(TrainingLogContractTests.session(1)) }
        }
        let raw = RawDatabase(path: path)
        #expect(raw.execute("DROP TABLE log_open_sessions") == 0)
        #expect(raw.execute("DROP TABLE sync_outbox") == 0)
        #expect(raw.execute("DROP TABLE sync_state") == 0)
        #expect(raw.execute("PRAGMA user_version = 3") == 0)
        let upgraded = try SQLiteTrainingLogStore(path: path)
        #expect(RawDatabase(path: path).rows("PRAGMA user_version") == [["5"]])
        #expect(try upgraded.counts().sessions == 1)
        try upgraded.saveOpenSession(Self.playing(sets: 1), workoutID: "w")
        #expect(try upgraded.openSession(forWorkout: "w")?.setCount == 1)
    }
}
