import Foundation
import KheperJSON
import KheperSQLite
import KheperSync
import KheperTrainingLog
import Testing

/// The lifter's own catalogue entries and the links they set by hand reach their other devices: each change is one
/// record (`putCustomEntry`, `removeCustomEntry`, `linkExercise`), the latest to each subject wins whole, and a
/// device's own change still waiting wins over one it pulls. Each test runs against the reference server and
/// PostgreSQL, whose outcomes and state must match.
@Suite struct CatalogueChoiceSyncTests {
    typealias ServerKind = LosslessSyncTests.ServerKind

    static let beltSquat = CustomExerciseEntry(
        id: "custom-belt-squat", name: "Belt Squat", equipment: "machine", primaryMuscles: ["quadriceps"],
        secondaryMuscles: ["glutes"], aliases: ["Hip Belt Squat"])

    /// Two links of one exercise the lifter might set by hand on two devices.
    static let front = ExerciseLink(entryID: "Front_Squat", how: ExerciseLink.lifter)
    static let back = ExerciseLink(entryID: "Barbell_Squat", how: ExerciseLink.lifter)

    /// A session of squats logged on the phone and synced to the laptop: each device's log and its Squat exercise.
    static func squatOnBoth(_ phone: SQLiteDocumentStore, _ laptop: SQLiteDocumentStore, _ server: any SyncServer)
        throws -> (SQLiteTrainingLogStore, LoggedExercise, SQLiteTrainingLogStore, LoggedExercise)
    {
        let (phoneLog, laptopLog) = (SQLiteTrainingLogStore(sharing: phone), SQLiteTrainingLogStore(sharing: laptop))
        try phoneLog.importing { writer in try writer.record(SessionReplacementSyncTests.logged([100])) }
        try phone.sync(with: server)
        try laptop.sync(with: server)
        let phoneSquat = try #require(try phoneLog.exercises().first { $0.name == "Squat" })
        let laptopSquat = try #require(try laptopLog.exercises().first { $0.name == "Squat" })
        return (phoneLog, phoneSquat, laptopLog, laptopSquat)
    }

    static func push(_ server: any SimulatedServer, _ client: String, _ seq: Int, _ intent: ChangeIntent) throws
        -> PushOutcome
    {
        try #require(try server.push([ChangeRecord(client: client, seq: seq, base: 0, intent: intent)]).first)
    }

    @Test func theRecordsAreTheContractsObjectsAndNameAMalformedMember() throws {
        for text in [
            #"{"client":"c","seq":1,"base":0,"op":"putCustomEntry","entry":{"id":"custom-x","name":"X","future":1}}"#,
            #"{"client":"c","seq":2,"base":0,"op":"removeCustomEntry","entry":"custom-x"}"#,
            #"{"client":"c","seq":3,"base":0,"op":"linkExercise","exercise":"Squat","link":{"entry":"Barbell_Squat","how":"lifter"}}"#,
            #"{"client":"c","seq":4,"base":0,"op":"linkExercise","exercise":"Squat","link":null}"#,
        ] {
            let json = try JSONValue(parsing: text)
            let record = try ChangeRecord(json: json)
            #expect(record.json == json, "a member this version does not know survives: \(text)")
            #expect(try JSONDecoder().decode(ChangeRecord.self, from: JSONEncoder().encode(record)) == record)
        }
        for (text, message) in [
            (#""op":"putCustomEntry","entry":"x""#, #"the member "entry" is "x"; expected an object"#),
            (#""op":"removeCustomEntry""#, #"the change record has no "entry" member"#),
            (
                #""op":"linkExercise","exercise":"Squat","link":5"#,
                #"the member "link" is 5; expected an object or null"#
            ),
        ] {
            let malformed = try JSONValue(parsing: #"{"client":"c","seq":1,"base":0,"# + text + "}")
            #expect(throws: SyncError(.malformedRecord, message)) { try ChangeRecord(json: malformed) }
        }
    }

    @Test func anEntryAndALinkRoundTripThroughTheirObjects() throws {
        let object = CatalogueChoiceMapping.object(for: Self.beltSquat)
        #expect(CatalogueChoiceMapping.entry(from: object) == Self.beltSquat)
        var noEquipment = Self.beltSquat
        noEquipment.equipment = nil
        #expect(CatalogueChoiceMapping.entry(from: CatalogueChoiceMapping.object(for: noEquipment)) == noEquipment)
        #expect(CatalogueChoiceMapping.entry(from: ["id": "custom-x", "name": "X", "aliases": [1]]) == nil)
        #expect(CatalogueChoiceMapping.entry(from: ["name": "X"]) == nil)
        let link = ExerciseLink(entryID: "Barbell_Squat", how: ExerciseLink.lifter)
        #expect(CatalogueChoiceMapping.link(from: CatalogueChoiceMapping.object(for: link)) == link)
        let unmatched = ExerciseLink(entryID: nil, how: ExerciseLink.lifter)
        #expect(CatalogueChoiceMapping.link(from: CatalogueChoiceMapping.object(for: unmatched)) == unmatched)
        #expect(CatalogueChoiceMapping.object(for: nil as ExerciseLink?) == nil)
    }

    /// The rule on both servers: the latest put of an entry replaces it whole, a removal removes it (one not held
    /// too), a link is the latest one set, null included, and malformed choices are rejected with the same reason.
    @Test(arguments: ServerKind.allCases)
    func theLatestChoiceWinsWhole(kind: ServerKind) throws {
        let (server, cleanup) = try LosslessSyncTests.server(kind)
        defer { cleanup() }
        var changed = CatalogueChoiceMapping.object(for: Self.beltSquat)
        changed["name"] = "Hip Belt Squat"
        changed.removeValue(forKey: "aliases")
        let link: JSONObject = ["entry": "Barbell_Squat", "how": "lifter"]
        let applied: [(String, ChangeIntent)] = [
            ("A", .putCustomEntry(entry: CatalogueChoiceMapping.object(for: Self.beltSquat))),
            ("B", .putCustomEntry(entry: changed)),
            ("A", .putCustomEntry(entry: ["id": "custom-gone", "name": "Gone"])),
            ("B", .removeCustomEntry(id: "custom-gone")),
            ("B", .removeCustomEntry(id: "custom-never-held")),
            ("A", .linkExercise(exercise: "Squat", link: link)),
            ("B", .linkExercise(exercise: "Squat", link: ["entry": nil, "how": "lifter"])),
            ("A", .linkExercise(exercise: "Bench Press", link: link)),
            ("B", .linkExercise(exercise: "Bench Press", link: nil)),
        ]
        var seqs: [String: Int] = [:]
        for (client, intent) in applied {
            seqs[client, default: 0] += 1
            #expect(try Self.push(server, client, seqs[client]!, intent).status == .applied, "\(intent)")
        }
        #expect(try Self.push(server, "B", 1, .removeCustomEntry(id: Self.beltSquat.id)).status == .duplicate)
        let state = try server.state
        #expect(state.customEntries == [Self.beltSquat.id: .object(changed)])
        #expect(state.exerciseLinks == ["Squat": ["entry": nil, "how": "lifter"], "Bench Press": nil])

        let rejected: [(ChangeIntent, String)] = [
            (.putCustomEntry(entry: ["name": "No id"]), "The change record's \"entry\" has no string \"id\"."),
            (
                .putCustomEntry(entry: ["id": "", "name": "Empty"]),
                "The change record's \"entry\" has no string \"id\"."
            ),
            (.linkExercise(exercise: "", link: nil), "The change record has no string \"exercise\"."),
            (
                .linkExercise(exercise: "Squat", link: ["entry": "x"]),
                "The change record's \"link\" is neither null nor an object with a string \"how\" and an \"entry\" "
                    + "that is a string or null."
            ),
            (
                .linkExercise(exercise: "Squat", link: ["entry": 5, "how": "lifter"]),
                "The change record's \"link\" is neither null nor an object with a string \"how\" and an \"entry\" "
                    + "that is a string or null."
            ),
        ]
        for (offset, (intent, reason)) in rejected.enumerated() {
            let outcome = try Self.push(server, "C", offset + 1, intent)
            #expect(outcome.status == .rejected && outcome.reason == reason, "\(outcome)")
        }
        #expect(try server.state == state, "a rejected choice changes nothing")
        try SessionReplacementSyncTests.expectSameAsReference(server)
    }

    /// An entry added and an exercise linked on the phone are on the laptop after both sync; a change of link, its
    /// undo and the entry's removal follow, the removal leaving the laptop's exercise linked to it unmatched.
    @Test(arguments: ServerKind.allCases)
    func entriesAndLinksReachTheOtherDevice(kind: ServerKind) throws {
        try SessionReplacementSyncTests.withPhoneAndLaptop(on: kind) { server, phone, laptop in
            let (phoneLog, phoneSquat, laptopLog, laptopSquat) = try Self.squatOnBoth(phone, laptop, server)

            try phoneLog.addCustomEntry(Self.beltSquat)
            _ = try phoneLog.setLink(
                ExerciseLink(entryID: Self.beltSquat.id, how: ExerciseLink.lifter), forExercise: phoneSquat.id)
            try phone.sync(with: server)
            let report = try laptop.sync(with: server)
            #expect(report.received.customEntries == [Self.beltSquat.id])
            #expect(report.received.exerciseLinks == ["Squat"])
            #expect(try laptopLog.customEntries() == [Self.beltSquat])
            #expect(
                try laptopLog.links()[laptopSquat.id]
                    == ExerciseLink(entryID: Self.beltSquat.id, how: ExerciseLink.lifter))
            #expect(try laptop.syncOutbox().isEmpty, "what a device pulls it does not send back")

            _ = try phoneLog.setLink(
                ExerciseLink(entryID: "Barbell_Squat", how: ExerciseLink.lifter), forExercise: phoneSquat.id)
            _ = try phoneLog.undoLinkChange(nil)
            try phone.sync(with: server)
            try laptop.sync(with: server)
            #expect(
                try laptopLog.links()[laptopSquat.id]
                    == ExerciseLink(entryID: Self.beltSquat.id, how: ExerciseLink.lifter))

            _ = try phoneLog.removeCustomEntry(id: Self.beltSquat.id)
            try phone.sync(with: server)
            try laptop.sync(with: server)
            #expect(try laptopLog.customEntries().isEmpty)
            #expect(
                try laptopLog.links()[laptopSquat.id] == ExerciseLink(entryID: nil, how: ExerciseLink.entryRemoved))
            #expect(try phoneLog.links() == laptopLog.links().mapKeys(to: phoneSquat.id, from: laptopSquat.id))
        }
    }

    /// Two devices link one exercise differently: the laptop's link, still in its outbox when it pulls the phone's,
    /// stays, reaches the server after the phone's, and so is the link on both devices in the end.
    @Test(arguments: ServerKind.allCases)
    func aChoiceWaitingInTheOutboxWinsOverOnePulled(kind: ServerKind) throws {
        try SessionReplacementSyncTests.withPhoneAndLaptop(on: kind) { server, phone, laptop in
            let (phoneLog, phoneSquat, laptopLog, laptopSquat) = try Self.squatOnBoth(phone, laptop, server)

            let (front, back) = (Self.front, Self.back)
            _ = try phoneLog.setLink(front, forExercise: phoneSquat.id)
            try phoneLog.addCustomEntry(Self.beltSquat)
            _ = try laptopLog.setLink(back, forExercise: laptopSquat.id)
            var laptopEntry = Self.beltSquat
            laptopEntry.aliases = []
            try laptopLog.addCustomEntry(laptopEntry)
            try phone.sync(with: server)
            // The laptop pushes first, then pulls the phone's older choices: its own stay.
            try laptop.sync(with: server)
            #expect(try laptopLog.links()[laptopSquat.id] == back)
            #expect(try laptopLog.customEntries() == [laptopEntry])
            try phone.sync(with: server)
            #expect(try phoneLog.links()[phoneSquat.id] == back)
            #expect(try phoneLog.customEntries() == [laptopEntry])
            #expect(try server.state.exerciseLinks == ["Squat": .object(CatalogueChoiceMapping.object(for: back)!)])
        }
    }
}

extension CatalogueChoiceSyncTests {
    /// A server that runs `beforeFirstPull` once, as the lifter would change something while a sync runs.
    final class ChangeDuringSync: SyncServer, @unchecked Sendable {
        let server = ReferenceServer()
        var beforeFirstPull: (() throws -> Void)?

        func push(_ batch: [ChangeRecord]) throws(SyncError) -> [PushOutcome] { try server.push(batch) }

        func pull(since: Int, max: Int) throws(SyncError) -> [PulledChange] {
            if let change = beforeFirstPull {
                beforeFirstPull = nil
                do { try change() } catch { throw SyncError(.store, "\(error)") }
            }
            return try server.pull(since: since, max: max)
        }
    }

    /// The laptop links an exercise while its sync runs, after the push and before the pull that brings the phone's
    /// link of it: the laptop's stays, waits in its outbox, and is the link on both devices after the next syncs.
    @Test func aChoiceMadeDuringTheSyncIsNotOverwrittenByThePull() throws {
        let server = ChangeDuringSync()
        let (phone, phonePath) = try DeviceSyncTests.store()
        defer { DeviceSyncTests.remove(phonePath) }
        let (laptop, laptopPath) = try DeviceSyncTests.store()
        defer { DeviceSyncTests.remove(laptopPath) }
        let (phoneLog, phoneSquat, laptopLog, laptopSquat) = try Self.squatOnBoth(phone, laptop, server)
        let (front, back) = (Self.front, Self.back)
        _ = try phoneLog.setLink(front, forExercise: phoneSquat.id)
        try phone.sync(with: server)

        server.beforeFirstPull = { _ = try laptopLog.setLink(back, forExercise: laptopSquat.id) }
        let report = try laptop.sync(with: server)
        #expect(report.pending == 1)
        #expect(try laptopLog.links()[laptopSquat.id] == back)
        try laptop.sync(with: server)
        try phone.sync(with: server)
        #expect(try phoneLog.links()[phoneSquat.id] == back)
        #expect(try laptopLog.links()[laptopSquat.id] == back)
    }
}

extension Dictionary where Key == String {
    /// The dictionary with the key `old` renamed `new`: one exercise's id on two devices.
    fileprivate func mapKeys(to new: String, from old: String) -> [String: Value] {
        var copy = self
        if let value = copy.removeValue(forKey: old) { copy[new] = value }
        return copy
    }
}
