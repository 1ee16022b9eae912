import Foundation
import KheperJSON
import KheperPostgres
import KheperSQLite
import KheperSync
import KheperTrainingLog
import Synchronization
import Testing

/// A training-log session replaced by `kheper log import --replace`, or put back by `kheper log undo`, reaches the
/// server and the other devices as one `replaceSessionSets` record: they end with exactly the corrected sets, none
/// of the old ones. Each test runs against the reference server and PostgreSQL, whose outcomes and state must match.
@Suite struct SessionReplacementSyncTests {
    typealias ServerKind = LosslessSyncTests.ServerKind

    static let session = "5e551011-0000-4000-8000-000000000001"
    static let other = "5e551011-0000-4000-8000-000000000002"

    /// A logged set of `session` with the UUID made from `number`, as a device writes it.
    static func set(_ number: Int, session: String = session, reps: Int = 5) -> JSONObject {
        [
            "id": .string(String(format: "5e7a0000-0000-4000-8000-%012d", number)), "session": .string(session),
            "exercise": "Squat", "exerciseIndex": 0, "order": .number(JSONNumber(number)),
            "reps": .number(JSONNumber(reps)),
            "sessionFields": ["logID": "strong-1", "start": "2026-11-30T17:00:00Z", "source": "strong"],
        ]
    }

    static func replace(_ sets: [JSONObject], session: String = session) -> ChangeIntent {
        .replaceSessionSets(session: session, logID: "strong-1", sets: sets)
    }

    /// A session as an import from an export makes it: `weights` gives the number of sets and each one's weight.
    static func logged(_ weights: [Double], day: Int = 1, title: String = "Legs") -> LoggedSession {
        LoggedSession(
            title: title, start: Date(timeIntervalSince1970: Double(day) * 86_400), source: .strong,
            exercises: [
                PerformedExercise(
                    name: "Squat",
                    sets: weights.enumerated().map { index, weight in
                        PerformedSet(order: index + 1, reps: 5, weight: Weight(value: weight, unit: .kg))
                    })
            ])
    }

    static func sessions(_ store: SQLiteDocumentStore) throws -> [LoggedSession] {
        var all: [LoggedSession] = []
        try SQLiteTrainingLogStore(sharing: store).forEachSession { all.append($0) }
        return all
    }

    /// Checks that PostgreSQL answered every push as the reference did and that its log replays to the reference's
    /// state.
    static func expectSameAsReference(_ server: any SimulatedServer) throws {
        guard let postgres = server as? PostgresSimulatedServer else { return }
        let mismatches = postgres.mismatches.withLock { $0 }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(try postgres.state == postgres.oracle.state)
    }

    /// Runs `body` with a server of `kind` and two devices' fresh stores, all removed afterwards, then checks that
    /// PostgreSQL answered as the reference did.
    static func withPhoneAndLaptop(
        on kind: ServerKind,
        _ body: (any SimulatedServer, SQLiteDocumentStore, SQLiteDocumentStore) throws -> Void
    ) throws {
        let (server, cleanup) = try LosslessSyncTests.server(kind)
        defer { cleanup() }
        let (phone, phonePath) = try DeviceSyncTests.store()
        defer { DeviceSyncTests.remove(phonePath) }
        let (laptop, laptopPath) = try DeviceSyncTests.store()
        defer { DeviceSyncTests.remove(laptopPath) }
        try body(server, phone, laptop)
        try expectSameAsReference(server)
    }

    @Test func theRecordIsTheContractsObjectAndNamesAMalformedMember() throws {
        let record = ChangeRecord(client: "c", seq: 3, base: 1, intent: Self.replace([["id": "u", "session": "s"]]))
        let json = try JSONValue(
            parsing: #"{"client":"c","seq":3,"base":1,"op":"replaceSessionSets","session":"\#(Self.session)","#
                + #""logID":"strong-1","sets":[{"id":"u","session":"s"}]}"#)
        #expect(record.json == json)
        #expect(try ChangeRecord(json: json) == record)
        let encoded = try JSONEncoder().encode(record)
        #expect(try JSONDecoder().decode(ChangeRecord.self, from: encoded) == record)
        for (text, message) in [
            (
                #""session":"s","logID":"l","sets":{}"#,
                #"the member "sets" is {}; expected an array"#
            ),
            (
                #""session":"s","logID":"l","sets":[{"id":"u"},5]"#,
                #"the element 1 of the member "sets" is 5; expected an object"#
            ),
            (#""session":"s","sets":[]"#, #"the change record has no "logID" member"#),
            (#""session":7,"logID":"l","sets":[]"#, #"the member "session" is 7; expected a string"#),
        ] {
            let malformed = try JSONValue(
                parsing: #"{"client":"c","seq":1,"base":0,"op":"replaceSessionSets","# + text + "}")
            #expect(throws: SyncError(.malformedRecord, message)) { try ChangeRecord(json: malformed) }
        }
    }

    /// The rule on both servers: the session's sets become exactly the list, a replay is a duplicate, a later
    /// `logSet` of the session adds to the replaced list, another session is untouched, and bad lists are rejected
    /// with the same reason.
    @Test(arguments: ServerKind.allCases)
    func aReplacementMakesTheSessionExactlyItsList(kind: ServerKind) throws {
        let (server, cleanup) = try LosslessSyncTests.server(kind)
        defer { cleanup() }
        func push(_ client: String, _ seq: Int, _ intent: ChangeIntent) throws -> PushOutcome {
            try #require(try server.push([ChangeRecord(client: client, seq: seq, base: 0, intent: intent)]).first)
        }
        for number in 1...3 { #expect(try push("A", number, .logSet(set: Self.set(number))).status == .applied) }
        #expect(try push("A", 4, .logSet(set: Self.set(9, session: Self.other))).status == .applied)

        let corrected = [Self.set(1, reps: 8), Self.set(2, reps: 8)]
        #expect(try push("B", 1, Self.replace(corrected)).status == .applied)
        #expect(try push("B", 1, Self.replace([])).status == .duplicate, "a replayed seq changes nothing")
        #expect(try push("A", 5, .logSet(set: Self.set(3))).status == .applied, "a removed set may be logged again")
        #expect(try push("A", 6, .logSet(set: Self.set(2))).status == .duplicate)
        var state = try server.state
        #expect(
            state.loggedSets
                == Dictionary(
                    uniqueKeysWithValues: (corrected + [Self.set(3), Self.set(9, session: Self.other)]).map {
                        ($0["id"]!.stringValue!, JSONValue.object($0))
                    }))

        let rejected: [(ChangeIntent, String)] = [
            (Self.replace([Self.set(1)], session: "s"), "The change record has no string \"session\" holding a UUID."),
            (
                Self.replace([["id": "u", "session": .string(Self.session)]]),
                "The replacement's set 1 has no string \"id\" holding a UUID."
            ),
            (
                Self.replace([Self.set(1), Self.set(4, session: Self.other)]),
                "The replacement's set \"5e7a0000-0000-4000-8000-000000000004\" names another session."
            ),
            (
                Self.replace([Self.set(1), Self.set(1, reps: 9)]),
                "The replacement holds the set \"5e7a0000-0000-4000-8000-000000000001\" twice."
            ),
            (
                Self.replace([Self.set(9)]),
                "The set \"5e7a0000-0000-4000-8000-000000000009\" belongs to another session."
            ),
            (
                Self.replace(Array(repeating: Self.set(1), count: MergeState.maximumReplacementSets + 1)),
                "The replacement holds 1001 sets; at most 1000 may replace a session."
            ),
        ]
        for (offset, (intent, reason)) in rejected.enumerated() {
            let outcome = try push("C", offset + 1, intent)
            #expect(outcome.status == .rejected && outcome.reason == reason, "\(outcome)")
        }
        #expect(try server.state == state, "a rejected replacement changes nothing")

        #expect(try push("B", 2, Self.replace([])).status == .applied)
        state = try server.state
        #expect(state.loggedSets.keys.sorted() == ["5e7a0000-0000-4000-8000-000000000009"])
        try Self.expectSameAsReference(server)
    }

    /// A corrected file re-imported with replace on the phone reaches the laptop's log exactly, a set the file no
    /// longer holds included; undo on the phone puts the laptop back too, and removes the session the replace added.
    @Test(arguments: ServerKind.allCases)
    func aReplaceAndItsUndoReachAnotherDevicesLogExactly(kind: ServerKind) throws {
        try Self.withPhoneAndLaptop(on: kind) { server, phone, laptop in
            let phoneLog = SQLiteTrainingLogStore(sharing: phone)

            let wrong = [Self.logged([100, 100, 100]), Self.logged([50], day: 2)]
            try phoneLog.importing { writer in for session in wrong { try writer.record(session) } }
            try phone.sync(with: server)
            try laptop.sync(with: server)
            #expect(try Self.sessions(laptop) == wrong)

            let corrected = Self.logged([102.5, 105])
            let added = Self.logged([60], day: 3)
            try phoneLog.replacing { writer in
                try writer.record(corrected)
                try writer.record(added)
            }
            try phone.sync(with: server)
            try laptop.sync(with: server)
            #expect(try Self.sessions(laptop) == [corrected, wrong[1], added])
            #expect(try Self.sessions(laptop) == Self.sessions(phone))
            #expect(try server.state.loggedSets.count == 4)

            _ = try phoneLog.undoReplacement()
            try phone.sync(with: server)
            try laptop.sync(with: server)
            #expect(try Self.sessions(laptop) == wrong)
            #expect(try laptop.syncShadow() == server.state)
            #expect(try phone.syncShadow() == server.state)
            #expect(try server.state.loggedSets.count == 4)
            #expect(try laptop.syncOutbox().isEmpty && phone.syncOutbox().isEmpty)
        }
    }

    /// A push whose answer was lost is sent again: the replacement is a duplicate the second time, and the server
    /// and the other device hold the corrected session once.
    @Test(arguments: ServerKind.allCases)
    func aReplacementPushedTwiceIsADuplicate(kind: ServerKind) throws {
        try Self.withPhoneAndLaptop(on: kind) { server, phone, laptop in
            let phoneLog = SQLiteTrainingLogStore(sharing: phone)
            try phoneLog.importing { writer in try writer.record(Self.logged([100, 100])) }
            try phone.sync(with: server)
            try laptop.sync(with: server)
            try phoneLog.replacing { writer in try writer.record(Self.logged([110])) }
            server.failNextPush(.afterApplying)
            #expect(throws: SyncError.self) { try phone.sync(with: server) }
            let report = try phone.sync(with: server)
            #expect(report.outcomes.map(\.status) == [.duplicate])
            try laptop.sync(with: server)
            #expect(try Self.sessions(laptop) == [Self.logged([110])])
            #expect(try server.log.filter { $0.change.intent.operation == "replaceSessionSets" }.count == 1)
        }
    }

    /// Sets logged after a replacement, on the same device and on another that has not pulled it yet, land on the
    /// replaced list in server order; the laptop's own set waiting in its outbox is kept.
    @Test(arguments: ServerKind.allCases)
    func setsLoggedAfterAReplacementAddToTheReplacedList(kind: ServerKind) throws {
        try Self.withPhoneAndLaptop(on: kind) { server, phone, laptop in
            let phoneLog = SQLiteTrainingLogStore(sharing: phone)
            let laptopLog = SQLiteTrainingLogStore(sharing: laptop)
            try phoneLog.importing { writer in try writer.record(Self.logged([100, 100, 100])) }
            try phone.sync(with: server)
            try laptop.sync(with: server)

            var corrected = Self.logged([90, 95])
            try phoneLog.replacing { writer in try writer.record(corrected) }
            corrected.exercises[0].sets.append(PerformedSet(order: 3, reps: 3, weight: Weight(value: 97.5, unit: .kg)))
            try phoneLog.saveOpenSession(corrected, workoutID: "w")
            try phoneLog.closeSession(id: corrected.id)
            // The laptop, not yet knowing of the replacement, logs a fourth set.
            var stale = try #require(try Self.sessions(laptop).first)
            stale.exercises[0].sets.append(PerformedSet(order: 4, reps: 1, weight: Weight(value: 120, unit: .kg)))
            try laptopLog.saveOpenSession(stale, workoutID: "w")
            try laptopLog.closeSession(id: stale.id)

            try phone.sync(with: server)
            try laptop.sync(with: server)
            try phone.sync(with: server)
            var expected = corrected
            expected.exercises[0].sets.append(stale.exercises[0].sets[3])
            #expect(try Self.sessions(laptop) == [expected])
            #expect(try Self.sessions(phone) == [expected])
            #expect(try server.state.loggedSets.count == 4)
        }
    }

    /// A set logged on the laptop while its sync pulls another device's replacement of the same session waits in the
    /// outbox; the session the sync writes keeps it on top of the replaced list, and the next syncs bring the
    /// server and the phone to the same session.
    @Test(arguments: ServerKind.allCases)
    func aSetLoggedDuringTheSyncStaysOnTopOfAPulledReplacement(kind: ServerKind) throws {
        try Self.withPhoneAndLaptop(on: kind) { server, phone, laptop in
            let phoneLog = SQLiteTrainingLogStore(sharing: phone)
            let laptopLog = SQLiteTrainingLogStore(sharing: laptop)
            try phoneLog.importing { writer in try writer.record(Self.logged([100, 100])) }
            try phone.sync(with: server)
            try laptop.sync(with: server)
            let corrected = Self.logged([90])
            try phoneLog.replacing { writer in try writer.record(corrected) }
            try phone.sync(with: server)

            var expected = corrected
            let during = PerformedSet(order: 5, reps: 2, weight: Weight(value: 80, unit: .kg))
            expected.exercises[0].sets.append(during)
            let logDuringPull = BeforePullServer(server) {
                var session = try #require(try Self.sessions(laptop).first)
                session.exercises[0].sets.append(during)
                try laptopLog.saveOpenSession(session, workoutID: "w")
            }
            try laptop.sync(with: logDuringPull)
            #expect(try laptop.syncOutbox().count == 1)
            #expect(try Self.sessions(laptop) == [expected])
            try laptop.sync(with: server)
            try phone.sync(with: server)
            #expect(try Self.sessions(laptop) == [expected])
            #expect(try Self.sessions(phone) == [expected])
            #expect(try server.state.loggedSets.count == 2)
        }
    }
}

/// A server that runs a device's write once, just before the first pull, as a person logging a set while the
/// device syncs.
final class BeforePullServer: SyncServer, Sendable {
    let server: any SyncServer
    let write: Mutex<(@Sendable () throws -> Void)?>

    init(_ server: any SyncServer, write: @escaping @Sendable () throws -> Void) {
        self.server = server
        self.write = Mutex(write)
    }

    func push(_ batch: [ChangeRecord]) throws(SyncError) -> [PushOutcome] {
        try server.push(batch)
    }

    func pull(since: Int, max: Int) throws(SyncError) -> [PulledChange] {
        let pending = write.withLock { write in
            defer { write = nil }
            return write
        }
        do {
            try pending?()
        } catch {
            throw SyncError(.store, "the write during the sync failed: \(error)")
        }
        return try server.pull(since: since, max: max)
    }
}
