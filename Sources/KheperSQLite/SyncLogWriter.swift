internal import Foundation
internal import KheperCore
internal import KheperEditor
internal import KheperSync
internal import KheperTrainingLog

/// Writes the sets other devices logged, as a sync pulls them, into this store's training log, without adding to
/// the outbox: each session they belong to is rebuilt from every set of it the server holds.
enum SyncLogWriter {
    /// Adds or completes the sessions of the `logSet` changes in `pulled` that other clients made.
    static func write(
        _ pulled: [PulledChange], ownClient: String, shadow: MergeState, on connection: inout SQLiteConnection
    ) throws(StoreError) {
        var touched: Set<String> = []
        for change in pulled where change.client != ownClient {
            if case .logSet(let set) = change.change.intent, let session = set["session"]?.stringValue {
                touched.insert(session)
            }
        }
        guard !touched.isEmpty else { return }
        let sets = shadow.loggedSets.values.compactMap(\.objectValue).filter {
            touched.contains($0["session"]?.stringValue ?? "")
        }
        let action = "writing sets logged on other devices"
        for session in LoggedSetMapping.sessions(from: sets) {
            var complete = session
            var openFor: String?
            if let local = try SQLiteLogReader.session(id: session.id, on: &connection) {
                let localIDs = setIDs(of: local)
                let allIDs = setIDs(of: session)
                // A set of this device's not on the server yet waits for the next sync, so nothing is dropped.
                guard localIDs.isSubset(of: allIDs), localIDs != allIDs else { continue }
                for index in local.exercises.indices where index < complete.exercises.count {
                    complete.exercises[index].notes = local.exercises[index].notes
                    complete.exercises[index].supersetGroup = local.exercises[index].supersetGroup
                    complete.exercises[index].restSeconds = local.exercises[index].restSeconds
                }
                try connection.query(
                    "SELECT workout_id FROM log_open_sessions WHERE session_id = ?1", [.text(session.id)],
                    doing: action
                ) { row in openFor = row.text(0) }
                try connection.run("DELETE FROM log_sessions WHERE id = ?1", [.text(session.id)], doing: action)
            }
            _ = try SQLiteLogImport(connection: nil).record(complete, on: &connection, storedBefore: complete)
            if let openFor {
                try connection.run(
                    "INSERT INTO log_open_sessions (workout_id, session_id) VALUES (?1, ?2)",
                    [.text(openFor), .text(session.id)], doing: action)
            }
        }
    }

    /// The sync ids of every set in `session`.
    private static func setIDs(of session: LoggedSession) -> Set<String> {
        var ids: Set<String> = []
        for (index, exercise) in session.exercises.enumerated() {
            for set in exercise.sets {
                ids.insert(LoggedSetMapping.setID(session: session.id, exercise: index, order: set.order))
            }
        }
        return ids
    }
}
