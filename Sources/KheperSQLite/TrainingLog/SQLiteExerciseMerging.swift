internal import Foundation
internal import KheperEditor
internal import KheperTrainingLog

/// Merging two exercises and undoing a merge, inside the caller's transaction; a refusal is returned, not thrown,
/// so nothing has been written when it comes back.
enum SQLiteExerciseMerging {
    static func merge(_ source: String, into target: String, on connection: inout SQLiteConnection)
        throws(StoreError) -> Result<ExerciseMerge, TrainingLogError>
    {
        for id in [source, target] where !(try SQLiteLogReader.isLive(id, on: &connection)) {
            return .failure(.unknownExercise(id))
        }
        guard source != target else {
            return .failure(TrainingLogError(.sameExercise, "cannot merge exercise \"\(source)\" into itself"))
        }
        let action = "merging exercise \"\(source)\" into \"\(target)\""
        try connection.run(
            "INSERT INTO log_exercise_merges (source_id, target_id, merged_at) VALUES (?1, ?2, ?3)",
            [.text(source), .text(target), .real(Date().timeIntervalSince1970)], doing: action)
        var mergeID = 0
        try connection.query("SELECT last_insert_rowid()", doing: action) { row in mergeID = Int(row.integer(0)) }
        try connection.run(
            """
            INSERT INTO log_exercise_merge_items (merge_id, alias_key)
            SELECT ?1, key FROM log_exercise_aliases WHERE exercise_id = ?2
            """, [.int(mergeID), .text(source)], doing: action)
        try connection.run(
            """
            INSERT INTO log_exercise_merge_items (merge_id, session_id, position)
            SELECT ?1, session_id, position FROM log_session_exercises WHERE exercise_id = ?2
            """, [.int(mergeID), .text(source)], doing: action)
        try connection.run(
            "UPDATE log_exercise_aliases SET exercise_id = ?2 WHERE exercise_id = ?1", [.text(source), .text(target)],
            doing: action)
        try connection.run(
            "UPDATE log_session_exercises SET exercise_id = ?2 WHERE exercise_id = ?1",
            [.text(source), .text(target)], doing: action)
        try connection.run(
            "UPDATE log_exercises SET merged_into = ?2 WHERE id = ?1", [.text(source), .text(target)], doing: action)
        return .success(try load(mergeID, on: &connection))
    }

    static func undo(_ id: Int?, on connection: inout SQLiteConnection) throws(StoreError)
        -> Result<ExerciseMerge, TrainingLogError>
    {
        let action = "undoing an exercise merge"
        var found: Int?
        if let id {
            try connection.query(
                "SELECT id FROM log_exercise_merges WHERE id = ?1 AND undone = 0", [.int(id)], doing: action
            ) { row in found = Int(row.integer(0)) }
        } else {
            try connection.query(
                "SELECT id FROM log_exercise_merges WHERE undone = 0 ORDER BY id DESC LIMIT 1", doing: action
            ) { row in found = Int(row.integer(0)) }
        }
        guard let mergeID = found else {
            return .failure(
                TrainingLogError(
                    .noMerge,
                    id.map { "there is no merge number \($0) left to undo" }
                        ?? "there is no merge to undo"))
        }
        try connection.run(
            """
            UPDATE log_exercise_aliases SET exercise_id = (SELECT source_id FROM log_exercise_merges WHERE id = ?1)
            WHERE key IN (SELECT alias_key FROM log_exercise_merge_items WHERE merge_id = ?1)
            """, [.int(mergeID)], doing: action)
        try connection.run(
            """
            UPDATE log_session_exercises
            SET exercise_id = (SELECT source_id FROM log_exercise_merges WHERE id = ?1)
            WHERE (session_id, position) IN
                (SELECT session_id, position FROM log_exercise_merge_items WHERE merge_id = ?1)
            """, [.int(mergeID)], doing: action)
        try connection.run(
            """
            UPDATE log_exercises SET merged_into = NULL
            WHERE id = (SELECT source_id FROM log_exercise_merges WHERE id = ?1)
            """, [.int(mergeID)], doing: action)
        try connection.run("UPDATE log_exercise_merges SET undone = 1 WHERE id = ?1", [.int(mergeID)], doing: action)
        return .success(try load(mergeID, on: &connection))
    }

    /// The merge `id` as recorded.
    static func load(_ id: Int, on connection: inout SQLiteConnection) throws(StoreError) -> ExerciseMerge {
        let action = "reading exercise merge \(id)"
        var merge = ExerciseMerge(id: id, sourceID: "", targetID: "", movedAliases: [], movedEntries: 0, undone: false)
        try connection.query(
            "SELECT source_id, target_id, undone FROM log_exercise_merges WHERE id = ?1", [.int(id)], doing: action
        ) { row in
            merge.sourceID = row.text(0)
            merge.targetID = row.text(1)
            merge.undone = row.integer(2) != 0
        }
        try connection.query(
            """
            SELECT alias_key, session_id FROM log_exercise_merge_items WHERE merge_id = ?1
            ORDER BY alias_key, session_id, position
            """, [.int(id)], doing: action
        ) { row in
            if !row.isNull(0) { merge.movedAliases.append(row.text(0)) }
            if !row.isNull(1) { merge.movedEntries += 1 }
        }
        return merge
    }
}
