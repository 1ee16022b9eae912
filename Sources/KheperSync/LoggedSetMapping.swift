internal import Foundation
public import KheperCore
public import KheperTrainingLog

/// Turns sets written to the training log into `logSet` intents, one per set not logged before.
///
/// The log keys a set by its session, its exercise's place and its own place, so the set's UUID is made from those
/// (and the session's UUID from the session's id): saving a session again after every set, or importing the same
/// file on two devices, makes the same UUIDs, and the server keeps each set once.
public enum LoggedSetMapping {
    /// The intents for `session` as saved now, given the copy stored before the save (`nil` when it is new).
    ///
    /// The session's own fields go with its sets while the stored copy had none, so whichever device's sets reach
    /// the server first carry them.
    public static func intents(for session: LoggedSession, storedBefore: LoggedSession?) -> [ChangeIntent] {
        var known: Set<String> = []
        if let storedBefore {
            for (index, exercise) in storedBefore.exercises.enumerated() {
                for set in exercise.sets {
                    known.insert(setID(session: storedBefore.id, exercise: index, order: set.order))
                }
            }
        }
        // Worked out once per session, not per set: formatting dates and hashing ids dominate a large import.
        let fields = (storedBefore?.setCount ?? 0) == 0 ? sessionFields(session) : nil
        let session = (id: sessionID(session.id), log: session)
        var intents: [ChangeIntent] = []
        intents.reserveCapacity(session.log.setCount)
        for (index, exercise) in session.log.exercises.enumerated() {
            for set in exercise.sets {
                let id = setID(session: session.log.id, exercise: index, order: set.order)
                guard !known.contains(id) else { continue }
                intents.append(
                    .logSet(
                        set: object(
                            for: set, id: id, exercise: exercise, index: index, sessionID: session.id,
                            sessionFields: fields)))
            }
        }
        return intents
    }

    /// The `replaceSessionSets` intent that makes the server hold exactly `session`'s sets as stored now, each as
    /// `intents(for:storedBefore:)` writes a new session's (with its session's fields), or none for `nil`: a
    /// replacing import and its undo send it, since a set changed under the same place keeps its id.
    public static func replacement(ofSessionWithLogID logID: String, by session: LoggedSession?) -> ChangeIntent {
        let sets = (session.map { intents(for: $0, storedBefore: nil) } ?? []).compactMap { intent -> JSONObject? in
            if case .logSet(let set) = intent { return set }
            return nil
        }
        return .replaceSessionSets(session: sessionID(logID), logID: logID, sets: sets)
    }

    /// The sessions that logged sets (the `set` objects of `logSet` records) describe, for a device writing other
    /// devices' sets into its own log: sets are grouped by `session`, placed by `exerciseIndex` and ordered by
    /// `order`. A session none of whose sets carries `sessionFields` cannot be named and is left out.
    public static func sessions(from sets: [JSONObject]) -> [LoggedSession] {
        var bySession: [String: [JSONObject]] = [:]
        for set in sets {
            guard let session = set["session"]?.stringValue else { continue }
            bySession[session, default: []].append(set)
        }
        var sessions: [LoggedSession] = []
        for uuid in bySession.keys.sorted() {
            let group = bySession[uuid] ?? []
            guard let fields = group.lazy.compactMap({ $0["sessionFields"]?.objectValue }).first,
                let logID = fields["logID"]?.stringValue,
                let start = fields["start"]?.stringValue.flatMap(date),
                let source = fields["source"]?.stringValue.flatMap(LogSource.init(rawValue:))
            else { continue }
            var session = LoggedSession(
                id: logID, workoutID: fields["workoutID"]?.stringValue, title: fields["title"]?.stringValue,
                start: start, end: fields["end"]?.stringValue.flatMap(date), notes: fields["notes"]?.stringValue,
                source: source)
            for set in group {
                guard let index = set["exerciseIndex"].flatMap(integer), index >= 0, index < 10_000,
                    let performed = performedSet(from: set)
                else { continue }
                while session.exercises.count <= index { session.exercises.append(PerformedExercise(name: "")) }
                if session.exercises[index].name.isEmpty, let name = set["exercise"]?.stringValue {
                    session.exercises[index].name = name
                }
                session.exercises[index].sets.append(performed)
            }
            for index in session.exercises.indices { session.exercises[index].sets.sort { $0.order < $1.order } }
            sessions.append(session)
        }
        return sessions
    }

    /// A performed set from a `set` object, or `nil` when it has no `order`.
    static func performedSet(from set: JSONObject) -> PerformedSet? {
        guard let order = set["order"].flatMap(integer) else { return nil }
        var performed = PerformedSet(
            order: order, type: set["type"]?.stringValue.flatMap(SetType.init(rawValue:)) ?? .working,
            reps: set["reps"].flatMap(integer), rpe: set["rpe"].flatMap(double),
            durationSeconds: set["durationSeconds"].flatMap(double), notes: set["notes"]?.stringValue,
            restAfterSeconds: set["restAfterSeconds"].flatMap(double))
        if let value = set["weight"].flatMap(double),
            let unit = set["weightUnit"]?.stringValue.flatMap(WeightUnit.init(rawValue:))
        {
            performed.weight = Weight(value: value, unit: unit)
        }
        if let value = set["distance"].flatMap(double),
            let unit = set["distanceUnit"]?.stringValue.flatMap(DistanceUnit.init(rawValue:))
        {
            performed.distance = Distance(value: value, unit: unit)
        }
        return performed
    }

    private static func integer(_ value: JSONValue) -> Int? {
        value.numberValue.flatMap { Int($0.literal) }
    }

    private static func double(_ value: JSONValue) -> Double? {
        value.numberValue.flatMap { Double($0.literal) }
    }

    private static func date(_ text: String) -> Date? {
        try? Date(text, strategy: .iso8601)
    }

    /// The UUID of the set at `order` in the exercise at `exercise` (from 0) of the session `session`.
    public static func setID(session: String, exercise: Int, order: Int) -> String {
        uuid(["set", session, String(exercise), String(order)])
    }

    /// The UUID of the session whose log id is `session`.
    public static func sessionID(_ session: String) -> String {
        uuid(["session", session])
    }

    /// A UUID-shaped id (version 8, name-based) from two FNV-1a hashes of `parts`: the first hash's 16 hex digits,
    /// then the second's, with digit 12 the version (8) and digit 16 the variant (8 to b, the hash's digit mod 4
    /// added to 8). Written as bytes, as a sync makes one for every set it sends.
    static func uuid(_ parts: [String]) -> String {
        var first = StableHash()
        var second = StableHash()
        second.combine("kheper-sync")
        for part in parts {
            first.combine(part)
            second.combine(part)
        }
        let hexDigits: StaticString = "0123456789abcdef"
        return String(unsafeUninitializedCapacity: 36) { buffer in
            var written = 0
            for position in 0..<32 {
                if position == 8 || position == 12 || position == 16 || position == 20 {
                    buffer[written] = UInt8(ascii: "-")
                    written += 1
                }
                let hash = position < 16 ? first.value : second.value
                var digit = Int((hash >> UInt64(60 - 4 * (position % 16))) & 0xF)
                if position == 12 { digit = 8 }
                if position == 16 { digit = 8 + digit % 4 }
                buffer[written] = hexDigits.utf8Start[digit]
                written += 1
            }
            return written
        }
    }

    private static func object(
        for set: PerformedSet, id: String, exercise: PerformedExercise, index: Int, sessionID: String,
        sessionFields: JSONObject?
    ) -> JSONObject {
        var object: JSONObject = [
            "id": .string(id), "session": .string(sessionID), "exercise": .string(exercise.name),
            "exerciseIndex": .number(JSONNumber(index)), "order": .number(JSONNumber(set.order)),
            "type": .string(set.type.rawValue),
        ]
        if let reps = set.reps { object["reps"] = .number(JSONNumber(reps)) }
        if let weight = set.weight {
            object["weight"] = number(weight.value)
            object["weightUnit"] = .string(weight.unit.rawValue)
        }
        if let rpe = set.rpe { object["rpe"] = number(rpe) }
        if let seconds = set.durationSeconds { object["durationSeconds"] = number(seconds) }
        if let distance = set.distance {
            object["distance"] = number(distance.value)
            object["distanceUnit"] = .string(distance.unit.rawValue)
        }
        if let notes = set.notes { object["notes"] = .string(notes) }
        if let rest = set.restAfterSeconds { object["restAfterSeconds"] = number(rest) }
        if let sessionFields { object["sessionFields"] = .object(sessionFields) }
        return object
    }

    /// The session's own fields, which go with its sets while no set of it was stored before.
    private static func sessionFields(_ session: LoggedSession) -> JSONObject {
        var fields: JSONObject = [
            "logID": .string(session.id), "start": .string(iso(session.start)),
            "source": .string(session.source.rawValue),
        ]
        if let title = session.title { fields["title"] = .string(title) }
        if let end = session.end { fields["end"] = .string(iso(end)) }
        if let notes = session.notes { fields["notes"] = .string(notes) }
        if let workoutID = session.workoutID { fields["workoutID"] = .string(workoutID) }
        return fields
    }

    private static func number(_ value: Double) -> JSONValue {
        JSONNumber(value).map(JSONValue.number) ?? .null
    }

    private static func iso(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
