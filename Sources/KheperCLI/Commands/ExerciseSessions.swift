import Foundation
import KheperCore
import KheperTrainingLog

/// One exercise's logged sets grouped into sessions, newest first, with each session's workout title: what
/// `kheper history` prints.
struct ExerciseSessions {
    /// One session's sets of the exercise.
    struct Session {
        var id: String
        var date: Date
        var title: String?
        var sets: [PerformedSet]
    }

    var exercise: LoggedExercise
    /// Newest first.
    var sessions: [Session]

    /// The exercise `reference` names in `store`, an id or a name, as every command that takes an exercise reads it.
    /// - Throws: a failure (exit 1) naming `kheper exercises` when no exercise matches.
    static func exercise(_ reference: String, in store: any TrainingLogStore) throws(CommandFailure) -> LoggedExercise {
        let found: LoggedExercise?
        do {
            found = try store.exercise(named: reference)
        } catch {
            throw CommandFailure("cannot read the training log: \(error)")
        }
        guard let found else { throw CommandFailure(Self.notFound(reference, in: store)) }
        return found
    }

    /// Reads the history of the exercise `reference` names from `store`.
    /// - Throws: a failure (exit 1) naming `kheper exercises` when no exercise matches.
    static func load(_ reference: String, from store: any TrainingLogStore) throws(CommandFailure) -> Self {
        let exercise = try Self.exercise(reference, in: store)
        do {
            let entries = try store.sets(forExercise: exercise.id)
            var order: [String] = []
            var byID: [String: Session] = [:]
            for entry in entries {
                if byID[entry.sessionID] == nil {
                    order.append(entry.sessionID)
                    byID[entry.sessionID] = Session(id: entry.sessionID, date: entry.date, title: nil, sets: [])
                }
                byID[entry.sessionID]?.sets.append(entry.set)
            }
            try store.forEachSession { session in
                if byID[session.id] != nil { byID[session.id]?.title = session.title }
            }
            let sessions = order.compactMap { byID[$0] }.sorted { ($0.date, $0.id) > ($1.date, $1.id) }
            return Self(exercise: exercise, sessions: sessions)
        } catch {
            throw CommandFailure("cannot read the training log: \(error)")
        }
    }

    /// The message for a reference that names no exercise, with the exercises it resembles, if any.
    private static func notFound(_ reference: String, in store: any TrainingLogStore) -> String {
        let near = ((try? store.exercises(resembling: reference)) ?? []).map { "\"\($0.name)\"" }
        let message = "no exercise \"\(reference)\" in the training log"
        guard let last = near.last else { return message + "; `kheper exercises` lists them" }
        let choices = near.count == 1 ? last : near.dropLast().joined(separator: ", ") + " or " + last
        return message + "; did you mean \(choices)? (`kheper exercises` lists them all)"
    }

    /// The text lines: a heading, then each session's date and title and its sets, indented, each weight as
    /// recorded and, when recorded in another unit, in `unit` too.
    func lines(in unit: WeightUnit) -> [String] {
        let setCount = sessions.reduce(0) { $0 + $1.sets.count }
        var lines = [
            "\(exercise.name) (\(exercise.id)) — \(Self.count(sessions.count, "session")), \(Self.count(setCount, "set"))"
        ]
        for session in sessions {
            lines.append("")
            lines.append("\(Self.day(session.date))  \(session.title ?? "untitled session")")
            var working = 0
            for set in session.sets {
                if set.type != .warmUp { working += 1 }
                let label = LoggedSetText.label(set, number: working)
                let note = set.notes.map { $0.isEmpty ? "" : "  — \($0)" } ?? ""
                lines.append(
                    "  \(String(repeating: " ", count: max(0, 2 - label.count)))\(label)  "
                        + LoggedSetText.describe(set, unit: unit) + note)
            }
        }
        return lines
    }

    /// The JSON: the exercise, then each session with its sets, numbers and units exactly as stored.
    var json: JSONValue {
        let formatter = ISO8601DateFormatter()
        let sessionValues: [JSONValue] = sessions.map { session in
            [
                "id": .string(session.id), "start": .string(formatter.string(from: session.date)),
                "title": session.title.map(JSONValue.string) ?? .null, "sets": .array(session.sets.map(Self.json)),
            ]
        }
        return [
            "exercise": ["id": .string(exercise.id), "name": .string(exercise.name)],
            "sessions": .array(sessionValues),
        ]
    }

    static func json(_ set: PerformedSet) -> JSONValue {
        func number(_ value: Double?) -> JSONValue { value.map { JSONValue(floatLiteral: $0) } ?? .null }
        return [
            "order": .number(JSONNumber(set.order)), "type": .string(set.type.rawValue),
            "reps": set.reps.map { .number(JSONNumber($0)) } ?? .null,
            "weight": number(set.weight?.value), "weightUnit": set.weight.map { .string($0.unit.rawValue) } ?? .null,
            "rpe": number(set.rpe), "seconds": number(set.durationSeconds),
            "distance": number(set.distance?.value),
            "distanceUnit": set.distance.map { .string($0.unit.rawValue) } ?? .null,
            "notes": set.notes.map(JSONValue.string) ?? .null,
        ]
    }

    static func day(_ date: Date) -> String { date.formatted(.iso8601.year().month().day()) }

    static func count(_ value: Int, _ noun: String) -> String { value == 1 ? "1 \(noun)" : "\(value) \(noun)s" }
}
