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
        #expect(raw.execute("ALTER TABLE log_sessions DROP COLUMN source_layout") == 0)
        #expect(raw.execute("DROP TABLE sync_outbox") == 0)
        #expect(raw.execute("DROP TABLE sync_state") == 0)
        for table in ["sync_set_aside", "sync_rebase_workouts"] {
            #expect(raw.execute("DROP TABLE \(table)") == 0)
        }
        for table in ["sync_shadow_workouts", "sync_shadow_blocks", "sync_shadow_sets"] {
            #expect(raw.execute("DROP TABLE \(table)") == 0)
        }
        #expect(raw.dropTablesAddedAtVersion13())
        #expect(raw.dropTablesAddedAtVersion15())
        #expect(raw.execute("PRAGMA user_version = 3") == 0)
        let upgraded = try SQLiteTrainingLogStore(path: path)
        #expect(RawDatabase(path: path).rows("PRAGMA user_version") == [["17"]])
        #expect(try upgraded.counts().sessions == 1)
        try upgraded.saveOpenSession(Self.playing(sets: 1), workoutID: "w")
        #expect(try upgraded.openSession(forWorkout: "w")?.setCount == 1)
    }

    @Test func aVersionFourStoreGainsTheSourceLayoutColumnAndKeepsItsSessions() throws {
        let path = directory.path("v4.sqlite")
        var session = TrainingLogContractTests.session(1)
        do {
            let store = try SQLiteTrainingLogStore(path: path)
            try store.importing { try $0.record(session) }
        }
        let raw = RawDatabase(path: path)
        #expect(raw.execute("ALTER TABLE log_sessions DROP COLUMN source_layout") == 0)
        #expect(raw.execute("DROP TABLE sync_outbox") == 0)
        #expect(raw.execute("DROP TABLE sync_state") == 0)
        for table in ["sync_set_aside", "sync_rebase_workouts"] {
            #expect(raw.execute("DROP TABLE \(table)") == 0)
        }
        for table in ["sync_shadow_workouts", "sync_shadow_blocks", "sync_shadow_sets"] {
            #expect(raw.execute("DROP TABLE \(table)") == 0)
        }
        #expect(raw.dropTablesAddedAtVersion13())
        #expect(raw.dropTablesAddedAtVersion15())
        #expect(raw.execute("PRAGMA user_version = 4") == 0)
        let upgraded = try SQLiteTrainingLogStore(path: path)
        #expect(RawDatabase(path: path).rows("PRAGMA user_version") == [["17"]])
        var read: [LoggedSession] = []
        try upgraded.forEachSession { read.append($0) }
        #expect(read == [session])
        session.id = "with-layout"
        session.sourceLayout = ";Date;Exercise Name;Set Order"
        try upgraded.importing { try $0.record(session) }
        read = []
        try upgraded.forEachSession { read.append($0) }
        #expect(read.map(\.sourceLayout) == [nil, ";Date;Exercise Name;Set Order"])
    }

    @Test func aVersionFiveStoreHasItsExercisesAndSetsClusteredOnTheirKeysWithEveryRowKept() throws {
        let path = directory.path("v5.sqlite")
        let sessions = [TrainingLogContractTests.session(1), TrainingLogContractTests.session(2)]
        do {
            let store = try SQLiteTrainingLogStore(path: path)
            try store.importing { writer in for session in sessions { try writer.record(session) } }
        }
        // Version 5 kept both tables with rowids: rebuild them so, as a store of that version has them.
        let raw = RawDatabase(path: path)
        for table in ["log_session_exercises", "log_sets"] {
            let create = try #require(raw.rows("SELECT sql FROM sqlite_master WHERE name = '\(table)'").first?.first)
            let rowid = create.replacingOccurrences(of: "WITHOUT ROWID", with: "")
                .replacingOccurrences(of: "TABLE \"\(table)\"", with: "TABLE \(table)_v5")
                .replacingOccurrences(of: "TABLE \(table) ", with: "TABLE \(table)_v5 ")
            #expect(!rowid.contains("WITHOUT"))
            #expect(raw.execute("PRAGMA foreign_keys = OFF") == 0)
            #expect(raw.execute(rowid) == 0)
            #expect(raw.execute("INSERT INTO \(table)_v5 SELECT * FROM \(table)") == 0)
            #expect(raw.execute("DROP TABLE \(table)") == 0)
            #expect(raw.execute("ALTER TABLE \(table)_v5 RENAME TO \(table)") == 0)
        }
        #expect(raw.execute("DROP TABLE sync_outbox") == 0)
        #expect(raw.execute("DROP TABLE sync_state") == 0)
        for table in ["sync_set_aside", "sync_rebase_workouts"] {
            #expect(raw.execute("DROP TABLE \(table)") == 0)
        }
        for table in ["sync_shadow_workouts", "sync_shadow_blocks", "sync_shadow_sets"] {
            #expect(raw.execute("DROP TABLE \(table)") == 0)
        }
        #expect(raw.dropTablesAddedAtVersion13())
        #expect(raw.dropTablesAddedAtVersion15())
        #expect(raw.execute("PRAGMA user_version = 5") == 0)
        #expect(raw.rows("SELECT count(*) FROM sqlite_master WHERE sql LIKE '%WITHOUT ROWID%'") == [["0"]])
        let upgraded = try SQLiteTrainingLogStore(path: path)
        let after = RawDatabase(path: path)
        #expect(after.rows("PRAGMA user_version") == [["17"]])
        #expect(
            after.rows("SELECT name FROM sqlite_master WHERE sql LIKE '%WITHOUT ROWID%' ORDER BY name")
                == [["log_session_exercises"], ["log_sets"]])
        #expect(after.rows("PRAGMA foreign_key_check") == [])
        var read: [LoggedSession] = []
        try upgraded.forEachSession { read.append($0) }
        #expect(read == sessions)
    }
}
