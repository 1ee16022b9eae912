/// The copies a replacing import (`kheper log import --replace`) keeps of the sessions it replaced, added at schema
/// version 13, so `kheper log undo` puts them back whole.
///
/// `log_replacements` numbers each replacing import; `log_replacement_sessions` lists every session it wrote,
/// `replaced` 1 when it replaced a stored one and 0 when it added it. A `kheper log remove` is a step of the same
/// kind, numbered in the same sequence, whose sessions have `replaced` 2: kept like a replaced one, never added.
/// The `log_replaced_*` tables hold the replaced rows exactly as they were, each under its replacement's number, in
/// the columns of the table it came from.
extension StoreSchema {
    /// The migration from version 12 to 13.
    static let replacementsMigration = Migration(statements: [
        "CREATE TABLE log_replacements (id INTEGER PRIMARY KEY, undone INTEGER NOT NULL DEFAULT 0)",
        """
        CREATE TABLE log_replacement_sessions (
            replacement INTEGER NOT NULL REFERENCES log_replacements (id),
            session_id TEXT NOT NULL,
            replaced INTEGER NOT NULL,
            PRIMARY KEY (replacement, session_id)
        )
        """,
        "CREATE TABLE log_replaced_sessions AS SELECT 0 AS replacement, * FROM log_sessions WHERE 0",
        "CREATE TABLE log_replaced_exercises AS SELECT 0 AS replacement, * FROM log_session_exercises WHERE 0",
        "CREATE TABLE log_replaced_sets AS SELECT 0 AS replacement, * FROM log_sets WHERE 0",
        "CREATE INDEX log_replaced_sessions_by_replacement ON log_replaced_sessions (replacement, id)",
        "CREATE INDEX log_replaced_exercises_by_replacement ON log_replaced_exercises (replacement, session_id)",
        "CREATE INDEX log_replaced_sets_by_replacement ON log_replaced_sets (replacement, session_id)",
    ])
}
