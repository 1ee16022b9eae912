import Foundation
import KheperJSON
import KheperSQLite
import KheperSync
import KheperTrainingLog
import Testing

/// A corrected file re-imported with `replacing` puts its sessions over the stored ones with their ids, as one step
/// that `undoReplacement` takes back whole; a replace that fails midway changes nothing. Run against every store.
@Suite struct ReplacingImportTests {
    let directory = TemporaryDirectory()

    struct Stop: Error {}

    static func session(_ day: Int, weight: Double? = nil, sets: Int = 2) -> LoggedSession {
        LoggedSession(
            title: "Day \(day)", start: Date(timeIntervalSince1970: Double(day) * 86_400), source: .hevy,
            exercises: [
                PerformedExercise(
                    name: "Bench Press", notes: "elbows in",
                    sets: (1...sets).map { order in
                        PerformedSet(order: order, reps: 5, weight: weight.map { Weight(value: $0, unit: .kg) })
                    })
            ])
    }

    func sessions(_ store: any TrainingLogStore) throws -> [LoggedSession] {
        var all: [LoggedSession] = []
        try store.forEachSession { all.append($0) }
        return all
    }

    @Test(arguments: LogStoreKind.allCases)
    func theFilesSessionsReplaceTheStoredOnesAndOneUndoBringsThemBack(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        let wrong = [Self.session(1), Self.session(2)]
        try store.importing { writer in for session in wrong { try writer.record(session) } }
        let corrected = Self.session(1, weight: 60, sets: 3)
        #expect(corrected.id == wrong[0].id, "a session's id comes from the file, not its sets")
        let tally = try store.replacing { writer in
            let replaced = try writer.record(corrected)
            let added = try writer.record(Self.session(3, weight: 70))
            #expect(replaced == .replaced && added == .added)
            return writer.tally
        }
        #expect(tally.sessionsReplaced == 1 && tally.sessionsAdded == 1 && tally.setsAdded == 5)
        #expect(try sessions(store) == [corrected, wrong[1], Self.session(3, weight: 70)])
        #expect(try store.counts() == TrainingLogCounts(sessions: 3, sets: 7, exercises: 1))

        let undone = try store.undoReplacement()
        #expect(undone == LogReplacement(id: 1, replacedSessions: [wrong[0].id], addedSessions: [Self.session(3).id]))
        #expect(try sessions(store) == wrong)
        let again = try #require(throws: TrainingLogError.self) { try store.undoReplacement() }
        #expect(again.code == .noReplacement)
        #expect(again.message == "there is no log import --replace or log remove to undo")
    }

    @Test(arguments: LogStoreKind.allCases)
    func theChangedSessionsAreThoseAddedOrReplacedByOthersNotThoseReplacedAsTheyWere(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        #expect(try store.sessionsChangedByLatestReplacement() == [])
        let stored = [Self.session(1, weight: 50), Self.session(2, weight: 50), Self.session(3, weight: 50)]
        try store.importing { writer in for session in stored { try writer.record(session) } }
        // The whole history again, day 2 corrected (a note, then a weight) and day 4 new.
        var noted = Self.session(2, weight: 50)
        noted.exercises[0].notes = "elbows out"
        // The second time, day 4 is replaced as it was.
        for (corrected, changed) in [
            (noted, [stored[1].id, Self.session(4).id]), (Self.session(2, weight: 55), [stored[1].id]),
        ] {
            try store.replacing { writer in
                for session in [stored[0], corrected, stored[2], Self.session(4)] { try writer.record(session) }
            }
            #expect(try store.sessionsChangedByLatestReplacement() == Set(changed))
        }
        // Taking the latest back changes the same sessions; the one before it is then the latest.
        _ = try store.undoReplacement()
        #expect(try store.sessionsChangedByLatestReplacement() == [stored[1].id, Self.session(4).id])
        _ = try store.undoReplacement()
        #expect(try store.sessionsChangedByLatestReplacement() == [])
        try store.replacing { writer in for session in stored { try writer.record(session) } }
        #expect(try store.sessionsChangedByLatestReplacement() == [], "a file as stored changes nothing")
    }

    @Test(arguments: LogStoreKind.allCases)
    func removedSessionsGoAsOneStepThatUndoPutsBackAsTheyWere(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        let stored = [Self.session(1, weight: 50), Self.session(2, weight: 55), Self.session(3, weight: 60)]
        try store.importing { writer in for session in stored { try writer.record(session) } }

        let removal = try store.removeSessions([stored[2].id, stored[0].id, stored[2].id])
        #expect(removal.removedSessions == [stored[0].id, stored[2].id].sorted())
        #expect(removal.replacedSessions.isEmpty && removal.addedSessions.isEmpty)
        #expect(try sessions(store) == [stored[1]])
        #expect(try store.session(id: stored[0].id) == nil)
        #expect(try store.counts() == TrainingLogCounts(sessions: 1, sets: 2, exercises: 1))
        #expect(try store.sessionsChangedByLatestReplacement() == [stored[0].id, stored[2].id])

        let undone = try store.undoReplacement()
        #expect(undone == removal, "the undo names the step as a removal")
        #expect(try sessions(store) == stored)
        #expect(try store.sessionsChangedByLatestReplacement() == [])
    }

    @Test(arguments: LogStoreKind.allCases)
    func aRemovalNamingAnUnknownSessionRemovesNothingAndLeavesNothingToUndo(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        try store.importing { writer in try writer.record(Self.session(1)) }
        let error = try #require(throws: TrainingLogError.self) {
            try store.removeSessions([Self.session(1).id, "hevy-nope"])
        }
        #expect(error.code == .unknownSession)
        #expect(error.message.hasPrefix("no logged session has the id \"hevy-nope\""))
        #expect(try sessions(store) == [Self.session(1)])
        #expect(throws: TrainingLogError.self) { try store.undoReplacement() }
    }

    @Test(arguments: LogStoreKind.allCases)
    func removingASessionOpenForAWorkoutClosesItAndTheUndoPutsItBackClosed(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        let played = Self.session(1, weight: 50)
        try store.saveOpenSession(played, workoutID: "w1")
        _ = try store.removeSessions([played.id])
        #expect(try store.openSession(forWorkout: "w1") == nil)
        _ = try store.undoReplacement()
        #expect(try sessions(store) == [played])
        #expect(try store.openSession(forWorkout: "w1") == nil)
    }

    @Test(arguments: LogStoreKind.allCases)
    func aReplaceThatFailsMidwayChangesNothingAndLeavesNothingToUndo(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        let wrong = [Self.session(1), Self.session(2)]
        try store.importing { writer in for session in wrong { try writer.record(session) } }
        #expect(throws: Stop.self) {
            try store.replacing { writer in
                try writer.record(Self.session(1, weight: 60))
                try writer.record(Self.session(3, weight: 60))
                throw Stop()
            }
        }
        #expect(try sessions(store) == wrong)
        #expect(throws: TrainingLogError.self) { try store.undoReplacement() }
    }

    @Test(arguments: LogStoreKind.allCases)
    func aPlainImportStillLeavesAStoredSessionAsItIs(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        try store.importing { writer in try writer.record(Self.session(1)) }
        let outcome = try store.importing { writer in try writer.record(Self.session(1, weight: 60)) }
        #expect(outcome == .alreadyStored)
        #expect(try sessions(store) == [Self.session(1)])
    }

    @Test(arguments: LogStoreKind.allCases)
    func aSessionTheFileHoldsTwiceIsPutBackAsItWasBeforeTheReplace(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        try store.importing { writer in try writer.record(Self.session(1)) }
        try store.replacing { writer in
            try writer.record(Self.session(1, weight: 60))
            try writer.record(Self.session(1, weight: 80))
        }
        #expect(try sessions(store) == [Self.session(1, weight: 80)])
        _ = try store.undoReplacement()
        #expect(try sessions(store) == [Self.session(1)])
    }

    @Test func theUndoSurvivesReopeningTheStore() throws {
        do {
            let store = try LogStoreKind.sqlite.make(in: directory)
            try store.importing { writer in try writer.record(Self.session(1)) }
            try store.replacing { writer in try writer.record(Self.session(1, weight: 60)) }
        }
        let reopened = try LogStoreKind.sqlite.make(in: directory)
        #expect(try reopened.undoReplacement().replacedSessions == [Self.session(1).id])
        #expect(try sessions(reopened) == [Self.session(1)])
    }

    /// A replace, and its undo, each send the session's whole list of sets as one `replaceSessionSets` record, in
    /// the same transaction: a changed set keeps its id, so only the whole list says what the session now is.
    @Test func theReplaceAndItsUndoEachSendTheSessionsWholeListAndTheOldSeqsStayTaken() throws {
        let path = directory.path("store.sqlite")
        let workouts = try SQLiteDocumentStore(path: path)
        let store = SQLiteTrainingLogStore(sharing: workouts)
        try store.importing { writer in try writer.record(Self.session(1)) }
        let before = try workouts.syncOutbox()
        #expect(before.map(\.seq) == [1, 2])
        func replacement(_ record: ChangeRecord?) -> [JSONObject]? {
            guard case .replaceSessionSets(let session, let logID, let sets) = record?.intent,
                session == LoggedSetMapping.sessionID(Self.session(1).id), logID == Self.session(1).id
            else { return nil }
            return sets
        }
        try store.replacing { writer in try writer.record(Self.session(1, weight: 60, sets: 3)) }
        let after = try workouts.syncOutbox()
        #expect(after.map(\.seq) == [1, 2, 3])
        // The first two records were expanded from the session as stored before the replace: without weights.
        #expect(Array(after.prefix(2)) == before)
        let replaced = try #require(replacement(after.last))
        #expect(replaced.map { $0["order"] } == [1, 2, 3])
        #expect(replaced.map { $0["weight"] } == [60, 60, 60])
        #expect(replaced.allSatisfy { $0["sessionFields"]?.objectValue?["logID"] == .string(Self.session(1).id) })

        _ = try store.undoReplacement()
        let undone = try workouts.syncOutbox()
        #expect(undone.map(\.seq) == [1, 2, 3, 4])
        let restored = try #require(replacement(undone.last))
        #expect(restored.map { $0["order"] } == [1, 2])
        #expect(restored.map { $0["weight"] } == [nil, nil])
    }

    /// Undoing a replace that added a session removes it, and says so to the server with an empty list.
    @Test func undoingASessionTheReplaceAddedSendsItsRemoval() throws {
        let workouts = try SQLiteDocumentStore(path: directory.path("store.sqlite"))
        let store = SQLiteTrainingLogStore(sharing: workouts)
        try store.replacing { writer in try writer.record(Self.session(2)) }
        #expect(try workouts.syncOutbox().map(\.intent.operation) == ["logSet", "logSet"])
        _ = try store.undoReplacement()
        let records = try workouts.syncOutbox()
        #expect(records.map(\.intent.operation) == ["logSet", "logSet", "replaceSessionSets"])
        #expect(
            records.last?.intent
                == .replaceSessionSets(
                    session: LoggedSetMapping.sessionID(Self.session(2).id), logID: Self.session(2).id, sets: []))
    }

    /// A removal sends each session it removes as an empty list, and its undo sends the session's sets again.
    @Test func aRemovalSendsAnEmptyListAndItsUndoTheSetsAgain() throws {
        let workouts = try SQLiteDocumentStore(path: directory.path("store.sqlite"))
        let store = SQLiteTrainingLogStore(sharing: workouts)
        try store.importing { writer in try writer.record(Self.session(2, weight: 40)) }
        _ = try store.removeSessions([Self.session(2).id])
        let session = LoggedSetMapping.sessionID(Self.session(2).id)
        let removed = try workouts.syncOutbox()
        #expect(removed.map(\.intent.operation) == ["logSet", "logSet", "replaceSessionSets"])
        #expect(removed.last?.intent == .replaceSessionSets(session: session, logID: Self.session(2).id, sets: []))
        _ = try store.undoReplacement()
        guard case .replaceSessionSets(_, _, let sets) = try workouts.syncOutbox().last?.intent else {
            Issue.record("the undo sends no list of sets")
            return
        }
        #expect(sets.map { $0["weight"] } == [40, 40])
    }
}

extension RawDatabase {
    /// The tables schema version 13 adds, which a test making a file look older drops.
    static let tablesAddedAtVersion13 = [
        "log_replaced_sets", "log_replaced_exercises", "log_replaced_sessions", "log_replacement_sessions",
        "log_replacements",
    ]

    /// Drops ``tablesAddedAtVersion13``, as a store older than version 13 lacks them; false when one cannot be.
    func dropTablesAddedAtVersion13() -> Bool {
        Self.tablesAddedAtVersion13.allSatisfy { execute("DROP TABLE \($0)") == 0 }
    }
}
