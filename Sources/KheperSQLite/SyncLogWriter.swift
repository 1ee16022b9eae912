internal import Foundation
internal import KheperCore
internal import KheperEditor
internal import KheperSync
internal import KheperTrainingLog

/// Writes the sets other devices logged, as a sync pulls them, into this store's training log, without adding to
/// the outbox: each session they belong to is rebuilt from every set of it the server holds, with this device's
/// records still waiting in the outbox on top.
enum SyncLogWriter {
    /// Adds, completes, replaces or removes the sessions of the `logSet` and `replaceSessionSets` changes in
    /// `pulled` that other clients made.
    ///
    /// A session another device replaced becomes exactly the server's list (sets changed or removed there change or
    /// go here), and one it replaced by no sets is removed. A session only added to keeps a set of this device's the
    /// server does not have yet (one set aside) by waiting for the next sync.
    static func write(
        _ pulled: [PulledChange], ownClient: String, shadow: MergeState, on connection: inout SQLiteConnection
    ) throws(StoreError) {
        var touched: Set<String> = []
        var replaced: [String: String] = [:]
        for change in pulled where change.client != ownClient {
            guard let session = change.change.intent.loggedSession else { continue }
            touched.insert(session)
            if case .replaceSessionSets(_, let logID, _) = change.change.intent { replaced[session] = logID }
        }
        guard !touched.isEmpty else { return }
        // The records made during the sync go on top, as the next push puts them on the server's.
        var server = shadow
        for record in try SyncOutbox.records(on: &connection) {
            if let session = record.intent.loggedSession, touched.contains(session) { _ = server.apply(record.intent) }
        }
        let sets = server.loggedSets.values.compactMap(\.objectValue).filter {
            touched.contains($0["session"]?.stringValue ?? "")
        }
        let action = "writing sets logged on other devices"
        let sessions = LoggedSetMapping.sessions(from: sets)
        for session in sessions {
            var complete = session
            var openFor: String?
            if let local = try SQLiteLogReader.session(id: session.id, on: &connection) {
                let localIDs = setIDs(of: local)
                let allIDs = setIDs(of: session)
                // A set of this device's not on the server yet waits for the next sync, so nothing is dropped,
                // unless another device replaced the session: then the server's list is the session.
                if replaced[LoggedSetMapping.sessionID(session.id)] == nil {
                    guard localIDs.isSubset(of: allIDs), localIDs != allIDs else { continue }
                }
                for index in local.exercises.indices where index < complete.exercises.count {
                    complete.exercises[index].notes = local.exercises[index].notes
                    complete.exercises[index].supersetGroup = local.exercises[index].supersetGroup
                    complete.exercises[index].restSeconds = local.exercises[index].restSeconds
                }
                try connection.query(
                    "SELECT workout_id FROM log_open_sessions WHERE session_id = ?1", [.text(session.id)],
                    doing: action
                ) { row in openFor = row.text(0) }
                try SyncOutbox.materialize(.loggedSession(session.id), on: &connection)
                try connection.run("DELETE FROM log_sessions WHERE id = ?1", [.text(session.id)], doing: action)
            }
            _ = try SQLiteLogImport(connection: nil).record(complete, on: &connection, storedBefore: complete)
            if let openFor {
                try connection.run(
                    "INSERT INTO log_open_sessions (workout_id, session_id) VALUES (?1, ?2)",
                    [.text(openFor), .text(session.id)], doing: action)
            }
        }
        // A session replaced by no sets is removed; its log id comes with the replacement.
        let kept = Set(sessions.map { LoggedSetMapping.sessionID($0.id) })
        for (session, logID) in replaced.sorted(by: { $0.key < $1.key })
        where !kept.contains(session) && LoggedSetMapping.sessionID(logID) == session {
            try SyncOutbox.materialize(.loggedSession(logID), on: &connection)
            try connection.run("DELETE FROM log_sessions WHERE id = ?1", [.text(logID)], doing: action)
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
