internal import KheperEditor
public import KheperTrainingLog

/// Each exercise's link to the exercise catalogue, kept in `log_exercise_links` and the lifter's changes in
/// `log_exercise_link_changes` (schema version 16), on the log's connection.
extension SQLiteTrainingLogStore {
    /// Every stored link, by exercise id.
    public func links() throws(TrainingLogError) -> [String: ExerciseLink] {
        try storage { (connection) throws(StoreError) in
            var links: [String: ExerciseLink] = [:]
            try connection.query(
                "SELECT exercise_id, entry_id, how FROM log_exercise_links", doing: "reading the exercise links"
            ) { row in
                links[row.text(0)] = ExerciseLink(entryID: row.isNull(1) ? nil : row.text(1), how: row.text(2))
            }
            return links
        }
    }

    /// Stores a matcher's links in one transaction, leaving the lifter's.
    public func storeMatches(_ links: [String: ExerciseLink]) throws(TrainingLogError) {
        let refusal = try writing("storing exercise links") { (connection) throws(StoreError) -> TrainingLogError? in
            for (id, link) in links.sorted(by: { $0.key < $1.key }) {
                guard try SQLiteLogReader.exists(id, on: &connection) else { return .unknownExercise(id) }
                try SQLiteExerciseLinks.store(link, forExercise: id, keepingLifters: true, on: &connection)
            }
            return nil
        }
        if let refusal { throw refusal }
    }

    /// Sets the lifter's link of exercise `id` in one transaction, recording the change.
    public func setLink(_ link: ExerciseLink, forExercise id: String) throws(TrainingLogError) -> ExerciseLinkChange {
        let result = try writing("linking exercise \"\(id)\"") { (connection) throws(StoreError) in
            try SQLiteExerciseLinks.change(id, to: link, on: &connection)
        }
        return try result.get()
    }

    /// Undoes a link change in one transaction.
    public func undoLinkChange(_ id: Int?) throws(TrainingLogError) -> ExerciseLinkChange {
        let result = try writing("undoing a link change") { (connection) throws(StoreError) in
            try SQLiteExerciseLinks.undo(id, on: &connection)
        }
        return try result.get()
    }
}
