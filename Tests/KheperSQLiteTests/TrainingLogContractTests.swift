import Foundation
import KheperCore
import KheperEditor
import KheperSQLite
import KheperTrainingLog
import Testing

/// The training log's stores, in memory and in SQLite.
enum LogStoreKind: String, CaseIterable, CustomTestStringConvertible {
    case sqlite
    case memory

    var testDescription: String { rawValue }

    func make(in directory: TemporaryDirectory) throws -> any TrainingLogStore {
        switch self {
        case .sqlite: try SQLiteTrainingLogStore(path: directory.path("store.sqlite"))
        case .memory: InMemoryTrainingLogStore()
        }
    }
}

/// The ``TrainingLogStore`` contract, run against every store.
@Suite struct TrainingLogContractTests {
    let directory = TemporaryDirectory()

    struct Stop: Error {}

    static func session(_ day: Int, _ exercise: String = "Bench Press (Barbell)", weight: Double = 100)
        -> LoggedSession
    {
        LoggedSession(
            title: "Day \(day)", start: Date(timeIntervalSince1970: Double(day) * 86_400), source: .strong,
            exercises: [
                PerformedExercise(
                    name: exercise,
                    sets: [
                        PerformedSet(order: 1, type: .warmUp, reps: 5, weight: Weight(value: 20, unit: .kg)),
                        PerformedSet(order: 2, reps: 5, weight: Weight(value: weight, unit: .lb), rpe: 8.5),
                    ])
            ])
    }

    @Test(arguments: LogStoreKind.allCases)
    func importingTheSameSessionsTwiceAddsNothing(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        let sessions = [Self.session(1), Self.session(2)]
        let first = try store.importing { writer in
            for session in sessions { try writer.record(session) }
            return writer.tally
        }
        #expect(first.sessionsAdded == 2 && first.setsAdded == 4 && first.exercisesNew == 1)
        let second = try store.importing { writer in
            for session in sessions {
                let outcome = try writer.record(session)
                #expect(outcome == .alreadyStored)
            }
            return writer.tally
        }
        #expect(second.sessionsAdded == 0 && second.sessionsAlreadyStored == 2 && second.setsAdded == 0)
        #expect(try store.counts() == TrainingLogCounts(sessions: 2, sets: 4, exercises: 1))
    }

    @Test(arguments: LogStoreKind.allCases)
    func aFailureMidImportLeavesNothing(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        #expect(throws: Stop.self) {
            try store.importing { writer in
                try writer.record(Self.session(1))
                try writer.record(Self.session(2))
                throw Stop()
            }
        }
        #expect(try store.counts() == TrainingLogCounts(sessions: 0, sets: 0, exercises: 0))
        #expect(try store.exercises().isEmpty)
    }

    @Test(arguments: LogStoreKind.allCases)
    func whatTheBodyKeepsIsCommitted(kind: LogStoreKind) throws {
        // As --keep-going does: the importer's error is caught inside the body, which then returns.
        let store = try kind.make(in: directory)
        try store.importing { writer in
            do {
                try writer.record(Self.session(1))
                throw Stop()
            } catch is Stop {}
        }
        #expect(try store.counts().sessions == 1)
    }

    @Test(arguments: LogStoreKind.allCases)
    func sessionsReadBackAsRecordedWithUnitsUnrounded(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        var session = Self.session(3, weight: 149.999_999_999_999_97)
        session.end = session.start.addingTimeInterval(3_600)
        session.notes = "felt good"
        session.exercises[0].notes = "slow"
        session.exercises[0].sets[1].distance = Distance(value: 0.1 + 0.2, unit: .mi)
        session.exercises[0].sets[1].restAfterSeconds = 90
        try store.importing { try $0.record(session) }
        var read: [LoggedSession] = []
        try store.forEachSession { read.append($0) }
        #expect(read == [session])
        #expect(try store.session(id: session.id) == session, "read by its id as well")
        #expect(try store.latestSession() == session)
        #expect(try store.session(id: "no-such-session") == nil)
        let weight = try #require(read.first?.exercises.first?.sets.last?.weight)
        #expect(weight.value == 149.999_999_999_999_97)
        #expect(weight.displayText == "150 lb")
    }

    @Test(arguments: LogStoreKind.allCases)
    func namesResolveToOneExerciseAndCountAsMatched(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        try store.importing { try $0.record(Self.session(1, "Bench Press (Barbell)")) }
        let tally = try store.importing { writer in
            try writer.record(Self.session(2, "Barbell Bench Press"))
            try writer.record(Self.session(3, "bench press (barbell)"))
            try writer.record(Self.session(4, "Bench Press (Dumbbell)"))
            return writer.tally
        }
        #expect(tally.exercisesNew == 1 && tally.exercisesMatched == 1)
        #expect(
            tally.joined == [
                "Barbell Bench Press": "Bench Press (Barbell)", "bench press (barbell)": "Bench Press (Barbell)",
            ])
        let exercises = try store.exercises()
        #expect(exercises.count == 2)
        let bench = try #require(exercises.first { $0.name == "Bench Press (Barbell)" })
        #expect(bench.aliases == ["barbell bench press"])
        #expect(bench.sessionCount == 3 && bench.setCount == 6)
        #expect(bench.lastPerformed == Date(timeIntervalSince1970: 3 * 86_400))
        let history = try store.sets(forExercise: bench.id)
        #expect(
            history.map(\.recordedName) == [
                "Bench Press (Barbell)", "Bench Press (Barbell)", "Barbell Bench Press",
                "Barbell Bench Press", "bench press (barbell)", "bench press (barbell)",
            ])
        // A person looking an exercise up may leave the barbell out.
        #expect(try store.exercise(named: "BENCH PRESS")?.id == bench.id)
    }

    @Test(arguments: LogStoreKind.allCases)
    func spellingsThatDifferInCaseHyphensOrApostrophesJoinAndAreReported(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        try store.importing { writer in
            try writer.record(Self.session(1, "Pull Up"))
            try writer.record(Self.session(2, "Farmer's Walk"))
        }
        let tally = try store.importing { writer in
            try writer.record(Self.session(3, "Pull-up"))
            try writer.record(Self.session(4, "pull\u{2010}UP"))
            try writer.record(Self.session(5, "Farmers Walk"))
            try writer.record(Self.session(6, "Pull Up"))
            return writer.tally
        }
        #expect(tally.exercisesNew == 0 && tally.exercisesMatched == 2)
        #expect(tally.joined == ["Pull-up": "Pull Up", "pull\u{2010}UP": "Pull Up", "Farmers Walk": "Farmer's Walk"])
        #expect(try store.exercises().map(\.name) == ["Farmer's Walk", "Pull Up"])
        #expect(try store.exercise(named: "pull-up")?.name == "Pull Up")
    }

    @Test(arguments: LogStoreKind.allCases)
    func anAppsNameWithoutEquipmentNeverJoinsAnotherEquipmentsExercise(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        let tally = try store.importing { writer in
            try writer.record(Self.session(1, "Triceps Extension"))
            try writer.record(Self.session(2, "Triceps Extension (Barbell)"))
            try writer.record(Self.session(3, "Triceps Extension (Cable)"))
            return writer.tally
        }
        #expect(tally.exercisesNew == 3 && tally.joined.isEmpty)
        #expect(
            try store.exercises().map(\.name) == [
                "Triceps Extension", "Triceps Extension (Barbell)", "Triceps Extension (Cable)",
            ])
    }

    @Test(arguments: LogStoreKind.allCases)
    func aPlayedPlansNameFindsTheBarbellExerciseAndSaysSo(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        try store.importing { try $0.record(Self.session(1, "Squat (Barbell)")) }
        var played = Self.session(2, "Squat")
        played.source = .kheper
        let tally = try store.importing { writer in
            try writer.record(played)
            return writer.tally
        }
        #expect(tally.exercisesNew == 0 && tally.joined == ["Squat": "Squat (Barbell)"])
        #expect(try store.exercises().map(\.name) == ["Squat (Barbell)"])
    }

    @Test(arguments: LogStoreKind.allCases)
    func anExerciseNotFoundSuggestsThoseHoldingEveryWord(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        try store.importing { writer in
            try writer.record(Self.session(1, "Overhead Press (Dumbbell)"))
            try writer.record(Self.session(2, "Seated Overhead Press (Machine)"))
            try writer.record(Self.session(3, "Seated Overhead Press (Machine)"))
            try writer.record(Self.session(4, "Press Overhead Walk"))
            try writer.record(Self.session(5, "Bench Press (Barbell)"))
        }
        #expect(try store.exercise(named: "overhead press") == nil)
        #expect(
            try store.exercises(resembling: "overhead press").map(\.name) == [
                "Seated Overhead Press (Machine)", "Overhead Press (Dumbbell)", "Press Overhead Walk",
            ])
        #expect(try store.exercises(resembling: "overhead press", limit: 1).count == 1)
        #expect(try store.exercises(resembling: "deadlift").isEmpty)
    }

    @Test(arguments: LogStoreKind.allCases)
    func aMergeIsUndoneExactly(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        try store.importing { writer in
            try writer.record(Self.session(1, "Squat (Barbell)"))
            try writer.record(Self.session(2, "Back Squat"))
        }
        let before = try store.exercises()
        let squat = try #require(try store.exercise(named: "Squat (Barbell)"))
        let back = try #require(try store.exercise(named: "Back Squat"))
        let merge = try store.mergeExercise(back.id, into: squat.id)
        #expect(merge.movedAliases == ["back squat"] && merge.movedEntries == 1)
        let merged = try store.exercises()
        #expect(merged.count == 1 && merged[0].setCount == 4)
        #expect(try store.sets(forExercise: squat.id).count == 4)
        #expect(throws: TrainingLogError.self) { try store.sets(forExercise: back.id) }
        // A new session under the merged name now lands on the kept exercise.
        try store.importing { try $0.record(Self.session(3, "back squat")) }
        #expect(try store.exercises().count == 1)
        let undone = try store.undoMerge(nil)
        #expect(undone.id == merge.id && undone.undone)
        let after = try store.exercises()
        #expect(after.map(\.id) == before.map(\.id))
        #expect(after.first { $0.id == back.id }?.aliases == ["back squat"])
        #expect(after.first { $0.id == back.id }?.setCount == 2)
        #expect(throws: TrainingLogError.self) { try store.undoMerge(nil) }
        #expect(throws: TrainingLogError.self) { try store.mergeExercise(squat.id, into: squat.id) }
    }

    /// Imports Strong's `Squat (Barbell)` on day 1, then a play's `Squat` on days 2 and 3, which joined it.
    static func squatJoinedByAPlay(_ store: any TrainingLogStore) throws {
        try store.importing { try $0.record(session(1, "Squat (Barbell)")) }
        try store.importing { writer in
            for day in [2, 3] {
                var played = session(day, "Squat")
                played.source = .kheper
                try writer.record(played)
            }
        }
    }

    @Test(arguments: LogStoreKind.allCases)
    func aSpellingSplitsOffWithItsAliasAndMergingItBackUndoesTheSplit(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        try Self.squatJoinedByAPlay(store)
        let before = try store.exercises()
        let barbell = try #require(before.first)
        #expect(before.count == 1 && barbell.aliases == ["barbell squat", "squat"])

        let split = try store.splitExercise(named: "Squat")
        #expect(split.name == "Squat" && split.sourceID == barbell.id && split.sourceName == "Squat (Barbell)")
        #expect(split.movedAlias == "squat" && split.movedEntries == 2 && split.newID != barbell.id)
        let after = try store.exercises()
        #expect(after.map(\.name) == ["Squat", "Squat (Barbell)"])
        #expect(after.first { $0.id == barbell.id }?.aliases == ["barbell squat"])
        #expect(after.first { $0.id == split.newID }?.aliases == ["squat"])
        #expect(try store.sets(forExercise: barbell.id).map(\.sessionID) == [Self.session(1).id, Self.session(1).id])
        #expect(Set(try store.sets(forExercise: split.newID).map(\.recordedName)) == ["Squat"])
        // The split exercise keeps its id: a workout block's exerciseID still names it, and logs to it.
        #expect(try store.exercise(named: barbell.id)?.name == "Squat (Barbell)")
        #expect(try store.exercise(named: "squat")?.id == split.newID)

        let merge = try store.mergeExercise(split.newID, into: barbell.id)
        #expect(merge.movedAliases == ["squat"] && merge.movedEntries == 2)
        #expect(try store.exercises() == before)
        // Undoing that merge splits the spelling off again.
        _ = try store.undoMerge(merge.id)
        #expect(try store.exercises().map(\.name) == ["Squat", "Squat (Barbell)"])
    }

    @Test(arguments: LogStoreKind.allCases)
    func aLaterSessionUnderASplitSpellingLandsOnItsOwnExercise(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        try Self.squatJoinedByAPlay(store)
        let split = try store.splitExercise(named: "squat")
        var played = Self.session(4, "SQUAT")
        played.source = .kheper
        let tally = try store.importing { writer in
            try writer.record(played)
            return writer.tally
        }
        #expect(tally.exercisesNew == 0 && tally.joined == ["SQUAT": "Squat"])
        #expect(try store.exercises().first { $0.id == split.newID }?.sessionCount == 3)
    }

    @Test(arguments: LogStoreKind.allCases)
    func aSpellingOfTheFirstNamesKeySplitsOnlyTheSessionsSpeltSo(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        try store.importing { writer in
            try writer.record(Self.session(1, "Pull Up"))
            try writer.record(Self.session(2, "Pull-up"))
            try writer.record(Self.session(3, "pull up"))
            try writer.record(Self.session(4, "Pull-up"))
        }
        let pullUp = try #require(try store.exercise(named: "Pull Up"))
        let split = try store.splitExercise(named: "Pull-up")
        #expect(split.movedAlias == ExerciseName.spellingKey("Pull-up") && split.movedEntries == 2)
        #expect(split.newID == LoggedExercise.stableID(key: "pull up") + "-2")
        let after = try store.exercises()
        #expect(after.first { $0.id == pullUp.id }?.sessionCount == 2)
        #expect(after.first { $0.id == pullUp.id }?.aliases == ["pull up"])
        let new = try #require(after.first { $0.id == split.newID })
        #expect(new.name == "Pull-up" && new.aliases == ["\tPull-up"] && new.sessionCount == 2)
        #expect(try store.exercise(named: "Pull-up")?.id == split.newID)
        // Later sessions spelt exactly so land on the split exercise; other spellings of the key still join Pull Up.
        let tally = try store.importing { writer in
            try writer.record(Self.session(5, "Pull-up"))
            try writer.record(Self.session(6, "pull up"))
            return writer.tally
        }
        #expect(tally.joined == ["pull up": "Pull Up"])
        #expect(try store.exercises().map(\.sessionCount).sorted() == [3, 3])
        _ = try store.mergeExercise(split.newID, into: pullUp.id)
        #expect(try store.exercises().map(\.sessionCount) == [6])
    }

    @Test(arguments: LogStoreKind.allCases)
    func aSplitOfAFirstNameOrOfANameNothingRecordedIsRefusedAndChangesNothing(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        try Self.squatJoinedByAPlay(store)
        let before = try store.exercises()
        let id = try #require(before.first?.id)
        let refusals: [(String, TrainingLogError.Code, String)] = [
            ("Squat (Barbell)", .cannotSplit, "\"Squat (Barbell)\" is the first name of exercise \(id)"),
            (
                "barbell squat", .cannotSplit,
                "no performed exercise of \"Squat (Barbell)\" (\(id)) is recorded as \"barbell squat\"; expected one of "
                    + "the names its sessions recorded: \"Squat\", \"Squat (Barbell)\""
            ),
            ("Deadlift", .unknownExercise, "no exercise was recorded under a name spelt like \"Deadlift\""),
            ("  ", .unknownExercise, "no exercise was recorded under a name spelt like \"  \""),
        ]
        for (name, code, message) in refusals {
            let error = try #require(throws: TrainingLogError.self) { try store.splitExercise(named: name) }
            #expect(error.code == code, "\(name)")
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
        #expect(try store.exercises() == before)
    }
}

/// A store written before the training log existed gains its tables and keeps its workouts.
@Suite struct TrainingLogUpgradeTests {
    let directory = TemporaryDirectory()

    @Test func aVersionTwoStoreUpgradesInPlace() throws {
        let path = directory.path("v2.sqlite")
        do {
            let store = try SQLiteDocumentStore(path: path)
            try store.createDocument(DocumentRecord(id: "w", title: "Kept", blocks: []))
        }
        let raw = RawDatabase(path: path)
        let tables =
            RawDatabase.tablesAddedAtVersion17 + RawDatabase.tablesAddedAtVersion16 + [
                "log_open_sessions", "log_exercise_merge_items", "log_exercise_merges", "log_sets",
                "log_session_exercises",
                "log_sessions",
                "log_exercise_aliases", "log_exercises", "sync_outbox", "sync_state", "sync_shadow_workouts",
                "sync_shadow_blocks", "sync_shadow_sets", "sync_set_aside", "sync_rebase_workouts",
            ] + RawDatabase.tablesAddedAtVersion13 + RawDatabase.tablesAddedAtVersion15
        for table in tables { #expect(raw.execute("DROP TABLE \(table)") == 0) }
        #expect(raw.execute("PRAGMA user_version = 2") == 0)
        let log = try SQLiteTrainingLogStore(path: path)
        #expect(RawDatabase(path: path).rows("PRAGMA user_version") == [["17"]])
        #expect(try log.workouts.loadDocument(id: "w")?.title == "Kept")
        try log.importing { try $0.record(TrainingLogContractTests.session(1)) }
        #expect(try log.counts().sessions == 1)
    }
}

/// A store written before hyphens separated the words of an exercise's key finds its exercises by the new keys.
@Suite struct ExerciseKeyUpgradeTests {
    let directory = TemporaryDirectory()

    @Test func aVersionThirteenStoreGainsTheNewKeysAndKeepsTheOld() throws {
        let path = directory.path("v13.sqlite")
        do {
            let log = try SQLiteTrainingLogStore(path: path)
            try log.importing { writer in
                try writer.record(TrainingLogContractTests.session(1, "Pull Up"))
                try writer.record(TrainingLogContractTests.session(2, "Chin Up"))
            }
        }
        // As version 13 stored them: "Pull-up" under the key with its hyphen, and two exercises that meet at one
        // new key.
        let raw = RawDatabase(path: path)
        let pullUp = raw.rows("SELECT exercise_id FROM log_exercise_aliases WHERE key = 'pull up'")
        let chinUp = raw.rows("SELECT exercise_id FROM log_exercise_aliases WHERE key = 'chin up'")
        #expect(raw.execute("UPDATE log_exercise_aliases SET key = 'pull-up' WHERE key = 'pull up'") == 0)
        #expect(raw.execute("INSERT INTO log_exercise_aliases VALUES ('chin_up', '\(pullUp[0][0])')") == 0)
        #expect(raw.dropTablesAddedAtVersion15())
        #expect(raw.execute("PRAGMA user_version = 13") == 0)
        let log = try SQLiteTrainingLogStore(path: path)
        let after = RawDatabase(path: path)
        #expect(after.rows("PRAGMA user_version") == [["17"]])
        #expect(after.rows("SELECT exercise_id FROM log_exercise_aliases WHERE key = 'pull-up'") == pullUp)
        #expect(after.rows("SELECT exercise_id FROM log_exercise_aliases WHERE key = 'pull up'") == pullUp)
        #expect(after.rows("SELECT exercise_id FROM log_exercise_aliases WHERE key = 'chin up'") == chinUp)
        let tally = try log.importing { writer in
            try writer.record(TrainingLogContractTests.session(3, "Pull-up"))
            return writer.tally
        }
        #expect(tally.exercisesNew == 0 && tally.joined == ["Pull-up": "Pull Up"])
        #expect(try log.exercises().count == 2)
    }
}
