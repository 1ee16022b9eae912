/// Each log exercise's link to the exercise catalogue, schema version 16, and the lifter's changes to them.
///
/// `log_exercise_links` holds one row per exercise matched: the catalogue entry's id, or NULL when the exercise is
/// unmatched, and how that was decided (a matcher's code such as `alias` or `catalogue-name`, or `lifter`). An
/// exercise recorded before version 16 has no row until it is matched. `log_exercise_link_changes` numbers each
/// change the lifter made (`kheper exercises link` and `unlink`) with the link before it (`before_how` NULL: none
/// was stored), so `kheper exercises undo-link` puts it back. The lifter's changes and undos also enter the sync
/// outbox (docs/SYNC.md, rule 8); matches stay the device's.
extension StoreSchema {
    /// The migration from version 15 to 16.
    static let exerciseLinksMigration = Migration(statements: [
        """
        CREATE TABLE log_exercise_links (
            exercise_id TEXT PRIMARY KEY REFERENCES log_exercises (id),
            entry_id TEXT,
            how TEXT NOT NULL
        )
        """,
        "CREATE INDEX log_exercise_links_by_entry ON log_exercise_links (entry_id) WHERE entry_id IS NOT NULL",
        """
        CREATE TABLE log_exercise_link_changes (
            id INTEGER PRIMARY KEY,
            exercise_id TEXT NOT NULL REFERENCES log_exercises (id),
            before_entry_id TEXT,
            before_how TEXT,
            after_entry_id TEXT,
            after_how TEXT NOT NULL,
            undone INTEGER NOT NULL DEFAULT 0
        )
        """,
    ])
}
