internal import KheperEditor
internal import KheperTrainingLog

/// The training log's exercise aliases under the keys of schema version 14, where hyphens, dashes and underscores
/// separate words and apostrophes go (``ExerciseName/key(_:)``): `pull-up` is `pull up`.
///
/// Each alias keeps its old key and gains its new one, so a name finds its exercise whichever way it was stored.
/// When two exercises meet at one new key (a store holding both `Pull-up` and `Pull Up`), the older alias keeps
/// it and the exercises stay apart: joining them is the lifter's call (`kheper exercises merge`), never a migration's.
extension StoreSchema {
    /// The migration from version 13 to 14.
    static let exerciseKeysMigration = Migration(
        statements: [],
        repair: { (connection) throws(StoreError) in
            var aliases: [(key: String, exercise: String)] = []
            try connection.query(
                "SELECT key, exercise_id FROM log_exercise_aliases ORDER BY rowid", doing: "re-keying exercise aliases"
            ) { row in aliases.append((row.text(0), row.text(1))) }
            for alias in aliases {
                let key = ExerciseName.key(alias.key)
                guard key != alias.key, !key.isEmpty else { continue }
                try connection.run(
                    "INSERT INTO log_exercise_aliases (key, exercise_id) VALUES (?1, ?2) ON CONFLICT (key) DO NOTHING",
                    [.text(key), .text(alias.exercise)], doing: "re-keying exercise aliases")
            }
        })
}
