/// The training log's tables, added to a store at schema version 3.
///
/// Numbers are kept as recorded, as REAL (never rounded or converted), with their units as text. A session's id
/// is its primary key, so importing the same session twice finds it; each performed exercise within a session is
/// one `log_session_exercises` row, which names the exercise it resolved to and keeps the name as recorded; sets
/// hang off it. An exercise merged into another keeps its row with `merged_into` set, and every merge records the
/// aliases and performed exercises it moved, so it can be undone exactly.
extension StoreSchema {
    /// The migration from version 2 to 3.
    static let trainingLogMigration = Migration(statements: [
        """
        CREATE TABLE log_exercises (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            merged_into TEXT REFERENCES log_exercises (id)
        )
        """,
        """
        CREATE TABLE log_exercise_aliases (
            key TEXT PRIMARY KEY,
            exercise_id TEXT NOT NULL REFERENCES log_exercises (id)
        )
        """,
        "CREATE INDEX log_exercise_aliases_by_exercise ON log_exercise_aliases (exercise_id)",
        """
        CREATE TABLE log_sessions (
            id TEXT PRIMARY KEY,
            workout_id TEXT,
            title TEXT,
            start REAL NOT NULL,
            end REAL,
            notes TEXT,
            source TEXT NOT NULL
        )
        """,
        "CREATE INDEX log_sessions_by_start ON log_sessions (start, id)",
        """
        CREATE TABLE log_session_exercises (
            session_id TEXT NOT NULL REFERENCES log_sessions (id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            exercise_id TEXT NOT NULL REFERENCES log_exercises (id),
            name TEXT NOT NULL,
            notes TEXT,
            superset_group TEXT,
            rest_seconds REAL,
            PRIMARY KEY (session_id, position)
        )
        """,
        "CREATE INDEX log_session_exercises_by_exercise ON log_session_exercises (exercise_id, session_id)",
        """
        CREATE TABLE log_sets (
            session_id TEXT NOT NULL,
            exercise_position INTEGER NOT NULL,
            position INTEGER NOT NULL,
            set_order INTEGER NOT NULL,
            set_type TEXT NOT NULL,
            reps INTEGER,
            weight_value REAL,
            weight_unit TEXT,
            rpe REAL,
            duration_seconds REAL,
            distance_value REAL,
            distance_unit TEXT,
            notes TEXT,
            rest_after_seconds REAL,
            PRIMARY KEY (session_id, exercise_position, position),
            FOREIGN KEY (session_id, exercise_position)
                REFERENCES log_session_exercises (session_id, position) ON DELETE CASCADE
        )
        """,
        """
        CREATE TABLE log_exercise_merges (
            id INTEGER PRIMARY KEY,
            source_id TEXT NOT NULL REFERENCES log_exercises (id),
            target_id TEXT NOT NULL REFERENCES log_exercises (id),
            merged_at REAL NOT NULL,
            undone INTEGER NOT NULL DEFAULT 0
        )
        """,
        """
        CREATE TABLE log_exercise_merge_items (
            merge_id INTEGER NOT NULL REFERENCES log_exercise_merges (id),
            alias_key TEXT,
            session_id TEXT,
            position INTEGER
        )
        """,
        "CREATE INDEX log_exercise_merge_items_by_merge ON log_exercise_merge_items (merge_id)",
    ])
}
