import Foundation

/// Change records as the contract writes them, for one client, with its sequence numbers counted for it.
struct ChangeRecords {
    let client: String
    private(set) var seq = 0

    init(client: String = "11111111-1111-4111-8111-111111111111") {
        self.client = client
    }

    mutating func record(_ op: String, _ members: [String: Any]) -> [String: Any] {
        seq += 1
        return members.merging(["client": client, "seq": seq, "base": 0, "op": op]) { mine, _ in mine }
    }

    mutating func putWorkout(_ workout: String, title: String) -> [String: Any] {
        record("putWorkout", ["workout": workout, "title": title])
    }

    mutating func deleteWorkout(_ workout: String) -> [String: Any] {
        record("deleteWorkout", ["workout": workout])
    }

    mutating func insert(
        _ block: String, in workout: String, parent: String? = nil, order: String, type: String = "text",
        data: [String: Any] = [:]
    ) -> [String: Any] {
        record(
            "insertBlock",
            [
                "workout": workout, "block": block, "parent": parent.map { $0 as Any } ?? NSNull(), "order": order,
                "type": type, "version": 1, "data": data, "extra": [String: Any](),
            ])
    }

    mutating func move(_ block: String, in workout: String, parent: String?, order: String) -> [String: Any] {
        record(
            "moveBlock",
            ["workout": workout, "block": block, "parent": parent.map { $0 as Any } ?? NSNull(), "order": order])
    }

    mutating func update(_ block: String, in workout: String, fields: [String: Any]) -> [String: Any] {
        record("updateBlock", ["workout": workout, "block": block, "fields": fields])
    }

    mutating func delete(_ block: String, in workout: String) -> [String: Any] {
        record("deleteBlock", ["workout": workout, "block": block])
    }

    mutating func logSet(_ set: [String: Any]) -> [String: Any] {
        record("logSet", ["set": set])
    }

    mutating func replaceSessionSets(session: String, logID: String = "strong-2026-11-30", sets: [[String: Any]])
        -> [String: Any]
    {
        record("replaceSessionSets", ["session": session, "logID": logID, "sets": sets])
    }

    mutating func putCustomEntry(_ entry: [String: Any]) -> [String: Any] {
        record("putCustomEntry", ["entry": entry])
    }

    mutating func removeCustomEntry(_ id: String) -> [String: Any] {
        record("removeCustomEntry", ["entry": id])
    }

    mutating func linkExercise(_ exercise: String, entry: String?, how: String = "lifter") -> [String: Any] {
        record(
            "linkExercise", ["exercise": exercise, "link": ["entry": entry.map { $0 as Any } ?? NSNull(), "how": how]])
    }
}
