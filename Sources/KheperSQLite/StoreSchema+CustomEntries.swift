/// The lifter's own catalogue entries, schema version 17.
///
/// `log_custom_entries` holds one row per entry: its id, name and equipment (NULL: none said), and its primary
/// muscles, secondary muscles and aliases, each a JSON array of strings. The log knows no catalogue; the command
/// line checks an entry against it before storing it. Adding and removing are not recorded for undo: each is the
/// other's reverse. Each add and removal also enters the sync outbox (docs/SYNC.md, rule 8).
extension StoreSchema {
    /// The migration from version 16 to 17.
    static let customEntriesMigration = Migration(statements: [
        """
        CREATE TABLE log_custom_entries (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            equipment TEXT,
            primary_muscles TEXT NOT NULL,
            secondary_muscles TEXT NOT NULL,
            aliases TEXT NOT NULL
        )
        """
    ])
}
